import type { ContentRule, Stage } from '@latchkey/contract';

/**
 * Ready-made policies a healthcare deployer attaches by id. They are ordinary content rules and
 * Cedar policies, compiled like an org's own, and versioned with the code.
 */
export type LibraryPolicy = { id: string; name: string; description: string; version: number } & (
  | { type: 'content'; stages: Stage[]; rule: ContentRule }
  | { type: 'cedar'; stages: ['action']; cedar: string }
);

export const LIBRARY: readonly LibraryPolicy[] = [
  {
    id: 'lib-phi-egress-block',
    name: 'phi-egress-block',
    description:
      'BLOCK context sent to an external model when it carries direct patient identifiers (SSN, medical record number, Medicare number), for deployments whose BAA does not cover the model provider.',
    version: 1,
    type: 'content',
    stages: ['context_egress'],
    rule: { piiTypes: ['US_SSN', 'MRN', 'MEDICARE_MBI'], verdict: 'BLOCK' },
  },
  {
    id: 'lib-medication-change-review',
    name: 'medication-change-review',
    description:
      'ESCALATE model output that tells a patient to start, stop or change a medication or dose, so a clinician reviews it before delivery.',
    version: 1,
    type: 'content',
    stages: ['output', 'delivery'],
    rule: {
      patterns: [
        '\\b(?:stop|start|discontinue|double|halve|increase|decrease|reduce|skip)\\s+(?:taking\\s+)?(?:your|the|this)?\\s*(?:dose|dosage|medication|medicine|insulin|prescription)\\b',
        '\\b\\d+(?:\\.\\d+)?\\s?(?:mg|mcg|µg|ml|units?)\\s+(?:every|each|per|twice|once|three times)\\b',
      ],
      verdict: 'ESCALATE',
    },
  },
  {
    id: 'lib-self-harm-escalation',
    name: 'self-harm-escalation',
    description:
      'ESCALATE conversations that mention suicide or self-harm so the crisis protocol and a human take over.',
    version: 1,
    type: 'content',
    stages: ['input', 'output'],
    rule: {
      keywords: [
        'suicide',
        'suicidal',
        'kill myself',
        'end my life',
        'self-harm',
        'self harm',
        'overdose on purpose',
        'want to die',
      ],
      verdict: 'ESCALATE',
    },
  },
  {
    id: 'lib-controlled-substance-prescribing',
    name: 'controlled-substance-prescribing',
    description:
      'ESCALATE any prescribing action for a DEA schedule II–V controlled substance to a prescriber; BLOCK schedule I.',
    version: 1,
    type: 'cedar',
    stages: ['action'],
    cedar: `@id("schedule-1")
@verdict("BLOCK")
@reason("schedule I substances cannot be prescribed")
forbid (principal, action, resource)
when { context.args has schedule && context.args.schedule == "I" };

@id("schedule-2-5")
@verdict("ESCALATE")
@reason("a controlled substance prescription needs a prescriber's approval")
forbid (principal, action, resource)
when { context.args has schedule && ["II", "III", "IV", "V"].contains(context.args.schedule) };`,
  },
  {
    id: 'lib-bulk-record-export',
    name: 'bulk-record-export',
    description: 'BLOCK an action that reads or exports more than 50 patient records at once (minimum necessary).',
    version: 1,
    type: 'cedar',
    stages: ['action'],
    cedar: `@id("bulk-export")
@verdict("BLOCK")
@reason("more than 50 patient records in one action breaks the minimum-necessary rule")
forbid (principal, action, resource)
when { context.args has recordCount && context.args.recordCount > 50 };`,
  },
];

export const LIBRARY_BY_ID: ReadonlyMap<string, LibraryPolicy> = new Map(LIBRARY.map((p) => [p.id, p]));
