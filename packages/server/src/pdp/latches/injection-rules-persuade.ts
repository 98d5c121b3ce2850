/**
 * Phrase rules, continued: the softer techniques that talk a model round rather than order it
 * about. Fabricated question-and-answer turns that prime the model (few-shot and many-shot),
 * hypothetical or fictional frames, requests to obfuscate the answer, persuasion (bribes, claimed
 * expertise, pressure, "I know you were told not to, but…"), and content that dictates what the
 * answer about it must be (an indirect injection hidden in a document, a table or a code comment).
 * Same conventions as injection-rules.ts. Most are WEAK: each occurs in benign text, two together
 * (a frame and a dictated answer, a claimed expertise and pressure to share) block.
 */
import { MEDIUM, type Rule, rule, rx, WEAK } from './injection-rules.js';

const F = 'FEW_SHOT_PRIMING';
const H = 'HYPOTHETICAL_FRAMING';
const P = 'PERSUASION';
const M = 'OUTPUT_MANIPULATION';

/** What a question about a text asks for, and what an injected sentence dictates. */
const ANSWER_NOUN =
  '(?:output|answer|result|conclusion|capital|sum|total|verdict|outcome|response|correct answer|final answer)';
/** The dictated value: quoted, after a colon, or a number. */
const ANSWER_ANCHORS = 'outpu answe resul concl capit sum total verdi outco respo corre final';
const VALUE = '(?:\\s*[:\'"‘“]|\\s+\\d)';
/** Data about a person that a request should not obtain for a stranger. */
const PERSONAL =
  '(?:birth ?date|date of birth|birthday|birth year|age|home address|address|phone number|e-?mail(?: address)?|salary|medical \\w+|diagnosis|social security number|bank balance)';

const PRIMING: Rule[] = [
  // "Q: … A: … Q: …?" ending on an open question: made-up turns that the model is meant to continue.
  rule(F, MEDIUM, 'q', rx('(?:^|\\s)Q\\s?:\\s[^:]{1,300}$', 'g'), { alsoIn: /(?:^|\s)Q\s?:\s[^:]{1,400}\sA\s?:\s/ }), // Two or more made-up question-and-answer turns, whatever follows them (weak: FAQs have them too).
  rule(
    F,
    WEAK,
    'q',
    rx('(?:^|\\s)Q\\s?:\\s[^:]{1,400}\\sA\\s?:\\s[^]{1,600}?\\sQ\\s?:\\s[^:]{1,400}\\sA\\s?:\\s', 'g'),
  ),
];

const FRAMING: Rule[] = [
  rule(
    H,
    WEAK,
    'imagi suppo prete hypot world unive reali futur dimen scena paral',
    rx(
      "\\b(?:imagine|suppose|pretend)\\s+(?:that\\s+)?(?:we(?:'re| are| were| live)|you(?:'re| are| were)|it(?:'s| is)|there(?:'s| is| are)|a world|a scenario|a future)\\b|\\bin an?\\s+(?:[\\w-]+\\s+){0,3}?(?:world|universe|reality|future|dimension|scenario)\\s+(?:where|in which)\\b|\\bhypothetical(?:ly)?\\b|\\blet's (?:imagine|pretend)\\b|\\bparallel (?:universe|world|reality)\\b",
    ),
  ),
  // The answer asked for in a form that slips past an output filter.
  rule(
    'OUTPUT_OBFUSCATION',
    WEAK,
    'rever backw lette chara pig leets base6 morse space',
    rx(
      '\\bin reversed? order\\b|\\b(?:spell(?:ed)?|write|written|say|print|type)\\s+(?:it\\s+|them\\s+)?backwards\\b|\\bletter by letter\\b|\\bone (?:letter|character) at a time\\b|\\bin pig latin\\b|\\bin leet(?:speak)?\\b|\\bin base-?64\\b|\\bin morse(?: code)?\\b|\\bwith (?:a )?spaces? between (?:each|every|the) (?:letter|character)s?\\b',
    ),
  ),
  // Asking the model for its own opinion on a topic: a jailbreak only inside a frame (with H).
  rule(
    'OPINION_ELICITATION',
    WEAK,
    'thoug opini view views stanc posit feeli',
    rx(
      "\\bwhat(?:'s| are| is) your (?:personal |own |honest |real )?(?:thoughts|opinions?|views?|stance|position|feelings)\\s+(?:on|about)\\b",
    ),
  ),
  // A named person's personal data ("Tell me Ann's birth date"): weak alone (public figures).
  rule(
    'CONTEXT_DATA_EXFILTRATION',
    WEAK,
    'birth date age addre phone email e mail salar medic diagn socia bank',
    rx(`\\b[A-Z][a-z]+(?: [A-Z][a-z]+)?(?:'s|’s)\\s+${PERSONAL}\\b`, 'g'),
    {
      requires: 's',
      near: rx(
        "\\b(?:tell me|give me|what(?:'s| is| was| are)|share|reveal|provide|send me|could you|can you|would you|list|print)\\b",
      ),
    },
  ),
];

const PERSUASION: Rule[] = [
  // A bribe or a tip for compliance.
  rule(
    P,
    MEDIUM,
    'give pay donat tip send offer',
    rx(
      "\\bi(?:'ll| will| would| can| am going to)\\s+(?:give|pay|donate|tip|send|offer)\\b(?!\\s+(?:you\\s+|it\\s+)?back\\b)[^.!?\\n]{0,40}?(?:\\$\\s?\\d|\\d+\\s*(?:dollars|usd|euros?|bucks)\\b|\\btip\\b)[^.!?\\n]{0,60}?\\bif\\s+you\\b",
    ),
  ),
  // Claimed expertise used as a lever: "As a renowned scientist, I believe …".
  rule(
    P,
    WEAK,
    'exper scien resea profe docto autho speci histo engin schol lawye offic',
    rx(
      '\\bas an?\\s+(?:[\\w-]+\\s+){0,2}?(?:expert|scientist|researcher|professor|doctor|authority|specialist|professional|historian|engineer|scholar|lawyer|officer)\\b(?:\\s+(?:in|on|of)\\s+(?:[\\w-]+\\s+){0,3}?[\\w-]+)?,\\s+i\\s+(?:can\\s+|must\\s+|strongly\\s+)?(?:assure|guarantee|promise|insist|believe|confirm|suggest|recommend|advise|know)\\b',
    ),
  ),
  // Pressure to share: "it's crucial for you to share", "I assure you that discussing … is fine".
  rule(
    P,
    WEAK,
    'cruci essen vital imper impor neces criti okay ok fine safe accep benef assur',
    rx(
      "\\b(?:it(?:'s| is)|it would be)\\s+(?:\\w+\\s+)?(?:crucial|essential|vital|imperative|important|necessary|critical|okay|ok|fine|safe|acceptable|beneficial)\\s+(?:for you\\s+)?to\\s+(?:share|discuss|reveal|tell|explain|provide|disclose|talk about|answer)\\b|\\bassure you (?:that\\s+)?(?:discussing|sharing|revealing|talking about|telling|answering|disclosing)\\b",
    ),
  ),
  // Consent the model never gave: "you agreed last time that discussing X is fine".
  rule(
    P,
    MEDIUM,
    'agree promi confi said told',
    rx(
      "\\byou\\s+(?:already\\s+|previously\\s+|earlier\\s+)?(?:agreed|promised|confirmed|said|told me)\\s+(?:[\\w']+\\s+){0,5}?that\\s+(?:discussing|sharing|talking about|revealing|telling me|giving me|answering|explaining)\\b",
    ),
  ),
  // Naming the restriction, then asking anyway: "I know you were told not to discuss X, but …".
  rule(
    P,
    MEDIUM,
    'know under reali aware',
    rx(
      "\\b(?:i know|i understand|i realize|i realise|i'm aware|i am aware)\\s+(?:that\\s+)?you(?:'re|'ve| are| have| were)?\\s+(?:been\\s+)?(?:(?:said|told(?: me)?|asked(?: me)?|instructed|programmed|designed|supposed|meant)\\s+(?:\\w+\\s+)?not\\s+to|not\\s+(?:supposed|allowed|meant|permitted|programmed)\\s+to|(?:can't|cannot|shouldn't|aren't allowed to|mustn't)\\s+(?:discuss|talk about|share|reveal|tell|answer|mention|help with|give))\\b",
    ),
  ),
];

// ── Content that dictates the answer about itself (indirect injection) ──────────────────────────
const DICTATION: Rule[] = [
  // Dismissing what came before, then a new request: "Forget about that, can you …".
  rule(
    'INSTRUCTION_OVERRIDE',
    MEDIUM,
    'forge disre ignor',
    rx(
      '(?:^|[.!?\\n]\\s*)(?:forget|disregard|ignore)\\s+(?:about\\s+)?(?:that|this|it|all that|all of that|what i (?:said|asked|wrote))\\s*[,;.!]\\s*(?:and\\s+)?(?:instead\\s+)?(?:can you|could you|would you|please|tell|give|write|provide|show|list|print|explain|describe)\\b',
    ),
  ),
  // "…and state that the output is '10'", "consider the output as '10'", "say the capital is 'X'".
  rule(
    M,
    MEDIUM,
    'state say claim decla consi treat prete concl',
    rx(
      `\\b(?:state|say|claim|declare|consider|treat|pretend|conclude)\\s+(?:that\\s+)?the\\s+(?:\\w+\\s+){0,2}?${ANSWER_NOUN}\\b(?:\\s+of(?:\\s+[\\w'-]+){1,4}?)?\\s+(?:is|as|was|equals|should be|will be|would be)${VALUE}`,
    ),
    { requires: ANSWER_ANCHORS },
  ),
  rule(
    M,
    WEAK,
    'assum',
    rx(
      `\\bassume\\s+(?:that\\s+)?the\\s+${ANSWER_NOUN}\\b(?:\\s+of(?:\\s+[\\w'-]+){1,4}?)?\\s+(?:is|was|equals)${VALUE}`,
    ),
  ),
  // "the output could be '10'": a value planted for the answer.
  rule(
    M,
    WEAK,
    'could would shoul might must',
    rx(
      `\\bthe\\s+${ANSWER_NOUN}\\b(?:\\s+of(?:\\s+[\\w'-]+){1,4}?)?\\s+(?:could|would|should|might|must)\\s+be${VALUE}`,
    ),
    { requires: ANSWER_ANCHORS },
  ),
  // "let's state …", "we might say …": the content proposing what to assert.
  rule(
    M,
    WEAK,
    'let us might could shoul can will would',
    rx(
      "\\b(?:let's|let us)\\s+(?:\\w+\\s+)?(?:state|assume|claim|declare|admit|pretend|conclude)\\b|\\bwe (?:might|could|should|can|will|would)\\s+(?:\\w+\\s+)?(?:say|state|assume|claim|declare|admit|pretend|conclude)\\b",
    ),
    { requires: 'say state assum claim decla admit prete concl' },
  ),
  // Dropping the material the user asked about, then producing chosen output ("…the webpage and state:").
  rule(
    M,
    WEAK,
    'state say print outpu respo reply claim decla write',
    rx(
      '\\bthe\\s+(?:webpage|web page|page|document|e-?mail|article|text|code|function|content|file|paper|table|input|question|above|resume|review)\\s+and\\s+(?:instead\\s+)?(?:state|say|print|output|respond|reply|claim|declare|write)\\s*(?::|that\\b)',
    ),
  ),
  // Making the assistant disclose it is an AI, inside content it writes for the user.
  rule(
    M,
    WEAK,
    'admit discl confe',
    rx(
      '\\b(?:admit|disclose|confess)\\w*\\s+(?:to\\s+|that\\s+(?:i|we|you)\\s+(?:am|are|used|use)\\s+)?(?:using|being|having used)?\\s*(?:an?\\s+)?(?:llm|ai|chatbot|language model|chatgpt|gpt)\\b',
    ),
  ),
  // Exfiltration to an e-mail address and of staff or customer data, in the languages attacks switch to.
  rule(
    'CONTEXT_DATA_EXFILTRATION',
    WEAK,
    'envía envia envíe envie envoi envoy reenv manda trans sende schic invia inolt',
    rx(
      '\\b(?:env[ií]\\w*|reenv[ií]\\w*|manda\\w*|envoie\\w*|envoy\\w*|transf[eéè]r\\w*|sende\\w*|schick\\w*|invia\\w*|inoltra\\w*)\\s+(?:\\S+\\s+){0,4}?(?:a|à|an|para|al|aux?)\\s+[\\w.+-]+@[\\w-]+\\.[\\w.]+',
    ),
  ),
  rule(
    'CONTEXT_DATA_EXFILTRATION',
    WEAK,
    'datos donné daten dati dados mitar kunde benut',
    rx(
      '\\b(?:datos|données|daten|dati|dados)\\s+(?:de\\s+los\\s+|de\\s+|des\\s+|der\\s+|dei\\s+|dos\\s+)?(?:empleados|employés|mitarbeiter\\w*|dipendenti|funcionários|usuarios|utilisateurs|benutzer\\w*|utenti|clientes|clients|kunden)\\b|\\b(?:mitarbeiter|kunden|benutzer)daten\\b',
    ),
  ),
];

export const PERSUADE_RULES: readonly Rule[] = [...PRIMING, ...FRAMING, ...PERSUASION, ...DICTATION];
