import { randomBytes } from 'node:crypto';
import type { PiiMode, Stage } from '@latchkey/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Finding } from '../latches/finding.js';
import type { Redactor } from '../latches/latch.js';
import { foldedView } from '../latches/phi-fold.js';
import { redactPii } from '../latches/pii.js';

/** One value of a session as the vault keeps it: a keyed hash, a label, and for tokens the sealed value. */
export interface VaultEntry {
  mode: 'pseudonym' | 'tokenize';
  valueHmac: string;
  entityType: string;
  label: string;
  sealed: string | null;
  expiresAt: number;
}

export interface VaultScope {
  orgId: string;
  agentId: string;
  session: string;
}

// `[PERSON_1]` and `[[PERSON:tok_abcdefghijklmnop]]`: brackets and upper-case types that detectors
// do not read as PII, and a token of 16 lower-case letters (75 bits) with no digits that a number
// detector could pick up. Both regexes are linear: bounded classes, no nested quantifiers.
const PLACEHOLDER = /\[\[[A-Z][A-Z0-9_]{0,63}:tok_[a-z]{16}\]\]|\[[A-Z][A-Z0-9_]{0,63}_\d{1,6}\]/g;
export const TOKEN = /\[\[([A-Z][A-Z0-9_]{0,63}):(tok_[a-z]{16})\]\]/g;

/**
 * Turns of the placeholder sweep in `outside`, summed over calls: the linear-time test compares it
 * across input sizes (with the characters the regexes scan), which a shared CPU cannot blur as it
 * does time.
 */
export const sweepWork = { steps: 0 };

function newToken(): string {
  let out = 'tok_';
  while (out.length < 20) {
    for (const b of randomBytes(16)) if (b < 234 && out.length < 20) out += String.fromCharCode(97 + (b % 26));
  }
  return out;
}

/**
 * Case, width and spacing do not make a new person: "JOHN  SMITH" is "John Smith". Nor do the
 * tricks the detectors see through (ADR 0044): a value read with hidden characters, other-script
 * digits or look-alike letters is the value they spell.
 */
const normalizeValue = (v: string) =>
  (foldedView(v)?.text ?? v).normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * One session's slice of the vault, loaded before a decision: it replaces findings synchronously
 * (latches are pure and synchronous) and collects the entries it minted, which the caller stores
 * after the decision. Values are looked up by a keyed hash scoped to org, agent and session, so
 * the same value in two sessions has unrelated hashes, labels and tokens.
 */
export class VaultSession implements Redactor {
  private readonly byHash = new Map<string, VaultEntry>();
  private readonly byToken = new Map<string, VaultEntry>();
  private readonly counters = new Map<string, number>();
  readonly minted: VaultEntry[] = [];
  /** Gives the session back to the next request waiting for it (VaultService.open). */
  release: () => void = () => {};

  constructor(
    readonly scope: VaultScope,
    entries: readonly VaultEntry[],
    private readonly box: SecretBox,
    readonly ttl: number,
    private readonly now: number,
    /** How many entries this session may still mint; past that, new values are masked. */
    private room = Number.POSITIVE_INFINITY,
  ) {
    for (const e of entries) this.remember(e);
  }

  private remember(e: VaultEntry): void {
    this.byHash.set(`${e.mode}:${e.valueHmac}`, e);
    if (e.mode === 'tokenize') this.byToken.set(e.label, e);
    else {
      const n = Number(e.label.slice(e.label.lastIndexOf('_') + 1));
      if (n > (this.counters.get(e.entityType) ?? 0)) this.counters.set(e.entityType, n);
    }
  }

  private hmac(type: string, value: string): string {
    const { orgId, agentId, session } = this.scope;
    return this.box.mac(
      'pii-vault',
      `${orgId}\u0000${agentId}\u0000${session}\u0000${type}\u0000${normalizeValue(value)}`,
    );
  }

  private entry(mode: 'pseudonym' | 'tokenize', type: string, value: string): VaultEntry | null {
    const valueHmac = this.hmac(type, value);
    const known = this.byHash.get(`${mode}:${valueHmac}`);
    if (known || this.room <= 0) return known ?? null;
    this.room--;
    const n = (this.counters.get(type) ?? 0) + 1;
    const e: VaultEntry =
      mode === 'pseudonym'
        ? { mode, valueHmac, entityType: type, label: `${type}_${n}`, sealed: null, expiresAt: this.now + this.ttl }
        : {
            mode,
            valueHmac,
            entityType: type,
            label: newToken(),
            sealed: this.box.seal(value),
            expiresAt: this.now + this.ttl,
          };
    this.remember(e);
    this.minted.push(e);
    return e;
  }

  outside(text: string, findings: Finding[]): Finding[] {
    if (findings.length === 0 || !text.includes('[')) return findings;
    const spans: Array<[number, number]> = [];
    PLACEHOLDER.lastIndex = 0;
    for (let m = PLACEHOLDER.exec(text); m !== null; m = PLACEHOLDER.exec(text)) {
      spans.push([m.index, m.index + m[0].length]);
    }
    if (spans.length === 0) return findings;
    // One sweep over both, in order of start (spans are disjoint and found in order): linear even
    // when a long text holds many of each.
    const sorted = [...findings].sort((a, b) => a.start - b.start);
    const kept: Finding[] = [];
    let k = 0;
    for (const f of sorted) {
      sweepWork.steps++;
      while (k < spans.length && spans[k]![1] <= f.start) {
        sweepWork.steps++;
        k++;
      }
      if (k < spans.length && spans[k]![0] < f.end) continue;
      kept.push(f);
    }
    return kept;
  }

  /**
   * The text with each finding replaced per mode. At `delivery` a token is not minted: what the
   * reader gets back is only what went out through the vault (restored afterwards); PII in clear
   * that never went out is masked.
   */
  replace(text: string, findings: Finding[], mode: PiiMode, stage: Stage): string {
    if (mode === 'mask' || (mode === 'tokenize' && stage === 'delivery')) return redactPii(text, findings);
    const spans = findings
      .filter((f) => f.start >= 0 && f.end <= text.length && f.end > f.start)
      .sort((a, b) => a.start - b.start || b.end - a.end);
    let out = '';
    let cursor = 0;
    for (let i = 0; i < spans.length; ) {
      const first = spans[i]!;
      let end = first.end;
      for (i++; i < spans.length && spans[i]!.start < end; i++) end = Math.max(end, spans[i]!.end);
      const e = this.entry(mode, first.type, text.slice(first.start, end));
      const label =
        e === null
          ? `[REDACTED:${first.type}]`
          : mode === 'pseudonym'
            ? `[${e.label}]`
            : `[[${first.type}:${e.label}]]`;
      out += text.slice(cursor, first.start) + label;
      cursor = end;
    }
    return out + text.slice(cursor);
  }

  /**
   * Tokens of this org, agent and session replaced by their values; others left as they are.
   * Findings are the tokens' offsets in `text`, never values.
   */
  restore(text: string): { text: string; restored: Finding[]; unknown: Finding[] } {
    const restored: Finding[] = [];
    const unknown: Finding[] = [];
    TOKEN.lastIndex = 0;
    const out = text.replace(TOKEN, (whole, type: string, token: string, offset: number) => {
      const e = this.byToken.get(token);
      if (!e || e.entityType !== type || e.sealed === null || e.expiresAt <= this.now) {
        unknown.push({ type: 'UNRESTORED_TOKEN', start: offset, end: offset + whole.length });
        return whole;
      }
      let value: string;
      try {
        value = this.box.open(e.sealed);
      } catch {
        // Sealed under another key (a rotated LATCHKEY_SECRET_KEY): as good as unknown.
        unknown.push({ type: 'UNRESTORED_TOKEN', start: offset, end: offset + whole.length });
        return whole;
      }
      restored.push({ type, start: offset, end: offset + whole.length });
      return value;
    });
    return { text: out, restored, unknown };
  }
}
