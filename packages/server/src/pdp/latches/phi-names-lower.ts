/**
 * PERSON in quick notes typed in lower case after a title or a relative (ADR 0053): "per dr. nguyen's
 * order", "Dr. okafor to see", "son (kevin) called", "wife samira at bedside". No capital says a name
 * is there, so the word must be in the name list; one that is also an English word ("dr. smith")
 * is taken only after a title written with its dot, since "called dr office" is as common as a name.
 * "ms" is also multiple sclerosis: after it only a name that is no English word counts (nameWeight 2). One regex
 * pass finds the cues; each cue reads at most two words.
 */
import { nameWeight } from './phi-names-cued.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
const RELATIVES =
  'son daughter wife husband mother father brother sister mom dad grandson granddaughter niece nephew partner caregiver neighbor neighbour';
/**
 * "dr", "Dr", "DR"…, and each relative with or without its capital; no `i` flag, under which the
 * small-letter class would match capitals too, and no `u` flag (a unicode regex tried at every word
 * boundary of a 100 KB text costs four times as much): the name's first letter is an ASCII or Latin-1 small letter.
 */
const anyCase = (w: string) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`;
const CUE = new RegExp(
  `\\b(?:([Dd][Rr]|[Mm][Rr][Ss]?|[Mm][Ss]|[Pp]rof)(\\.?)[ \\t]+|(?:${RELATIVES.split(' ').map(anyCase).join('|')})\\b[ \\t]*[(,]?[ \\t]*)(?=[a-z\\u00df-\\u00ff])`,
  'g',
);
/**
 * Care-team roles and conversation cues typed in lower case before a name ("charge rn: megan", "rt sarah
 * adjusted", "sitter: devonte", "spoke w/ kim", "d/w luis"): only a sure name after them (nameWeight 2).
 */
const ROLES =
  'rn|lpn|cna|np|rt|ot|slp|sw|cm|sitter|chaplain|interpreter|charge|attending|resident|intern|fellow|pcp|tech|aide|doula|midwife';
const ROLE_CUE = new RegExp(
  `\\b(?:(?:${ROLES})(?:[ \\t]*[:(][ \\t]*|[ \\t]+(?:is|was|today)?[ \\t]*)|(?:(?:spoke|talked|spoken)[ \\t]+(?:w\\/|with|to)|[sd]\\/w|per|paged|called|notified)[ \\t]+)(?=[a-z\\u00df-\\u00ff])`,
  'g',
);
/** A name typed in lower case before a credential: "gave report to jess rn", "okafor np aware"; "frederick md 21702" is a town and a state. */
const CREDENTIAL_AFTER = /[ \t](?:rn|lpn|cna|np|pa-c|crna|md)(?![\p{L}\d-]|[ \t]+\d{5})/gu;
/** The lower-case word that ends right before `end` (then spaces), read backwards: the credential is found first. */
const WORD_BEFORE = /(?<![\p{L}'’-])\p{Ll}[\p{Ll}'’-]{1,30}[ \t]*$/u;
const WORD = /\p{Ll}[\p{Ll}'’-]{1,30}/uy;
const POSSESSIVE = /['’]s$/;

export function findLowerCaseTitled(text: string, out: Hit[]): void {
  CUE.lastIndex = 0;
  for (let m = CUE.exec(text); m !== null; m = CUE.exec(text)) {
    work.steps++;
    const title = m[1]?.toLowerCase();
    // After a relative or "ms", only a sure name; after "dr."/"mr."/"mrs."/"prof." with its dot, a name that is also a word.
    const least = title === undefined || title === 'ms' || m[2] === '' ? 2 : 1;
    let pos = CUE.lastIndex;
    let end = -1;
    for (let n = 0; n < 2; n++) {
      WORD.lastIndex = pos;
      const w = WORD.exec(text);
      if (w === null) break;
      const lc = POSSESSIVE.test(w[0]) ? w[0].slice(0, -2) : w[0];
      // The second word of a name must be a sure one ("dr. anh nguyen"; not "dr. nguyen today").
      if (nameWeight(lc) < (n === 0 ? least : 2)) break;
      end = pos + lc.length;
      if (lc !== w[0] || text.charCodeAt(pos + w[0].length) !== 32) break;
      pos += w[0].length + 1;
    }
    if (end > 0) out.push({ type: 'PERSON', start: CUE.lastIndex, end, rank: RANK });
  }
}

export function findLowerCaseRoles(text: string, out: Hit[]): void {
  ROLE_CUE.lastIndex = 0;
  for (let m = ROLE_CUE.exec(text); m !== null; m = ROLE_CUE.exec(text)) {
    work.steps++;
    WORD.lastIndex = ROLE_CUE.lastIndex;
    const w = WORD.exec(text);
    if (w === null) continue;
    const lc = POSSESSIVE.test(w[0]) ? w[0].slice(0, -2) : w[0];
    if (nameWeight(lc) === 2) out.push({ type: 'PERSON', start: w.index, end: w.index + lc.length, rank: RANK });
  }
  CREDENTIAL_AFTER.lastIndex = 0;
  for (let m = CREDENTIAL_AFTER.exec(text); m !== null; m = CREDENTIAL_AFTER.exec(text)) {
    work.steps++;
    const before = text.slice(Math.max(0, m.index - 34), m.index + 1);
    const w = WORD_BEFORE.exec(before);
    if (w === null) continue;
    const name = w[0].trimEnd();
    const start = m.index + 1 - before.length + w.index;
    // A name that is also a word counts here too ("jess rn"): the words typed before "rn" are roles.
    if (nameWeight(name) >= 1) out.push({ type: 'PERSON', start, end: start + name.length, rank: RANK });
  }
}
