/**
 * The texts a content detector should scan for one piece of content: the content with the tricks
 * that hide words from a regex undone (compatibility forms, invisible characters), then the
 * plain text of runs that are obviously encoded (base64, hex, binary octets, Morse, percent-escapes,
 * backslash escapes, Unicode tag or variation-selector smuggling). General on purpose: the
 * injection and secret latches both scan these variants.
 *
 * Work is bounded whatever the input: each decoder looks at a fixed number of runs, the decoded
 * text is capped, and every pattern here runs in linear time (no nested quantifiers). When a
 * bound leaves encoded text unread, the result says so (`truncated`): the detectors then fail
 * closed, since an attacker could otherwise hide a payload behind enough decoys.
 */

import { tokensOf } from './injection-tokens.js';
import {
  type Budget,
  base64,
  binary,
  type Decoder,
  escapes,
  hex,
  morse,
  percent,
  pigLatin,
  S_BASE64,
  S_BINARY,
  S_ESCAPES,
  S_HEX,
  S_MORSE,
  S_NON_ASCII,
  S_PERCENT,
  signals,
  smuggled,
} from './normalize-decoders.js';

/** At most this many texts are returned: the normalized text and up to four decoded ones. */
export const MAX_VARIANTS = 5;
/** Total UTF-16 length of decoded text across all variants. */
export const MAX_DECODED_CHARS = 32_768;
/**
 * Invisible format characters stripped before scanning: zero-width space/joiners and direction
 * marks, bidi embeddings and isolates (Trojan-source style), word joiner and invisible operators,
 * BOM, soft hyphen, combining grapheme joiner, Hangul and Mongolian fillers, variation selectors
 * and Unicode tags. None of them changes what a human reader sees, all of them break a word match.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: a list of invisible code points deleted one at a time, never a base character with its mark
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]|\uDB40[\uDC00-\uDDEF]|\uD82F[\uDCA0-\uDCA3]/g;
const NON_ASCII = /[\u0080-\uFFFF]/;
const TAG_OR_VS = /\uDB40[\uDC00-\uDDEF]|[\uFE00-\uFE0F]/;

/** NFKC (full-width letters, ligatures, styled math letters → plain) and invisible characters out. */
export function normalizeText(text: string): string {
  // Pure ASCII is already NFKC and holds no invisible character: skip both passes (the hot path).
  if (!NON_ASCII.test(text)) return text;
  return text.replace(INVISIBLE, '').normalize('NFKC').replace(INVISIBLE, '');
}

/** Each decoder with the signal that must be present for it to run; the order is the variants' order. */
const DECODERS: readonly [number, Decoder][] = [
  [S_BASE64, base64],
  [S_HEX, hex],
  [S_BINARY, binary],
  [S_MORSE, morse],
  [S_PERCENT, percent],
  [S_ESCAPES, escapes],
];

export interface DetectionVariants {
  /** The normalized content first, then the normalized plain text of each kind of encoded run. */
  texts: string[];
  /**
   * A bound (runs or attempts per decoder, decoded size, number of variants) left encoded text
   * undecoded: what `texts` holds is not all the content says. Detectors treat it as a finding.
   */
  truncated: boolean;
}

/**
 * The texts to scan, first the normalized content, then the normalized plain text of each kind
 * of encoded run found (at most MAX_VARIANTS in all, at most MAX_DECODED_CHARS decoded), and
 * whether a bound stopped decoding early. Decoding is one level deep: a payload encoded twice
 * shows as the once-decoded text.
 */
export function scanVariants(text: string): DetectionVariants {
  // The injection detector's tokenizing pass also tells whether signals() can find anything, and
  // detectInjection reuses its tokens for the same text: ordinary text is read once, not twice.
  const tokens = tokensOf(text);
  let found = tokens.maybeEncoded ? signals(text) : 0;
  const pig = tokens.maybePigLatin;
  if (found === 0 && !pig) return { texts: [text], truncated: false };
  const nonAscii = (found & S_NON_ASCII) !== 0;
  const normalized = nonAscii ? normalizeText(text) : text;
  if (nonAscii) found = signals(normalized);
  const variants = [normalized];
  const budget: Budget = { left: MAX_DECODED_CHARS, truncated: false };
  const add = (plain: string) => {
    if (plain.length === 0) return;
    const v = normalizeText(plain);
    if (v.trim().length === 0 || variants.includes(v)) return;
    if (variants.length >= MAX_VARIANTS) budget.truncated = true;
    else variants.push(v);
  };
  // Tag and variation-selector smuggling is invisible, so it is read from the original text.
  if (nonAscii && TAG_OR_VS.test(text)) add(smuggled(normalized, text, budget));
  if (pig) add(pigLatin(normalized, text, budget));
  if ((found & ~S_NON_ASCII) === 0) return { texts: variants, truncated: budget.truncated };
  for (const [signal, decode] of DECODERS) {
    if ((found & signal) === 0) continue;
    if (budget.left <= 0) {
      // The signal is loose, so the decoder may have found nothing; run it with nothing to spend:
      // it reports truncation only when it meets an encoded run it would have decoded.
      decode(normalized, text, budget);
      continue;
    }
    add(decode(normalized, text, budget));
  }
  return { texts: variants, truncated: budget.truncated };
}

/** The texts of scanVariants, for callers that only read them (tests, the detector benchmark). */
export function detectionVariants(text: string): string[] {
  return scanVariants(text).texts;
}
