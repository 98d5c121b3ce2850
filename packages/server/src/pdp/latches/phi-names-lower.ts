/**
 * PERSON in quick notes typed in lower case after a title or a relative (ADR 0053): "per dr. nguyen's
 * order", "Dr. okafor to see", "son (kevin) called", "wife samira at bedside". No capital says a name
 * is there, so the word must be in the name list; one that is also an English word ("dr. smith")
 * is taken only after a title written with its dot, since "called dr office" is as common as a name.
 * "ms" is also multiple sclerosis: after it only a name that is no English word counts (nameWeight 2). One regex
 * pass finds the cues; each cue reads at most two words.
 */
import { type Cues, cueBit, eachMatch } from './phi-cues.js';
import { isCity, isCommon, isEnglish, isName, isStop, MEDICAL } from './phi-lexicon.js';
import { nameWeight } from './phi-names-cued.js';
import { FOREIGN_NEVER_NAMES } from './phi-names-foreign.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
const RELATIVES =
  'son daughter dtr wife husband mother father brother sister sis mom dad grandson granddaughter grandma grandpa niece nephew aunt uncle cousin partner girlfriend boyfriend fiance roommate caregiver neighbor neighbour sponsor caller';
/**
 * Words after a relative that the name list also holds but that say what the relative does ("daughter
 * will call", "son can drive", "wife present"): a name that is a word counts after a relative otherwise
 * ("husband bill states", "daughter faith calling"), as a relative is named far more often than not.
 */
const AFTER_RELATIVE = new Set(
  'will can could would should must might shall did does had got went came took saw ran sat put set let met paid fell felt lost found woke slept drove rode wrote spoke broke chose fed led hit cut hurt present here there home also just still left kept said told gave made sent'.split(
    ' ',
  ),
);
let foreignWords: ReadonlySet<string> | null = null;
/** A word of another language that is never a name without a title (phi-names-foreign.ts). */
function foreignWord(lc: string): boolean {
  foreignWords ??= new Set(FOREIGN_NEVER_NAMES);
  return foreignWords.has(lc);
}
/** Verb forms the name list holds as surnames ("son doing well", "sister states", "wife brought meds"). */
const VERB_FORM = /(?:ing|ed|[^s]s|ght)$/;
/**
 * What follows a relative's name that is also a word: a verb of reporting or being there ("husband bill
 * states", "daughter faith calling", "caller penny (neighbor)"), not "daughter rose from chair", "son mark
 * the date", "mom hope to take".
 */
const NAMED_RELATIVE_NEXT =
  /^(?:[ \t]*\(|[ \t]+(?:states|stated|says|said|is|was|called|calls|calling|visiting|visited|visits|aware|updated|reports|reported|agrees|agreed|asked|asks|wants|wanted|will|would|can|could|doing|does|did|has|had|brought|brings|drove|drives|lives|staying|stays|present|notified|informed|at|on|here|requests|requested|declined|refused|signed|consented)\b)/;
/**
 * "dr", "Dr", "DR"…, and each relative with or without its capital; no `i` flag, under which the
 * small-letter class would match capitals too, and no `u` flag (a unicode regex tried at every word
 * boundary of a 100 KB text costs four times as much): the name's first letter is an ASCII or Latin-1 small letter.
 */
const anyCase = (w: string) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}`;
const CUE = new RegExp(
  `\\b(?:([Dd][Rr]|[Mm][Rr][Ss]?|[Mm][Ss]|[Pp]rof)(\\.?)[ \\t]+|(?:${RELATIVES.split(' ').map(anyCase).join('|')})\\b(?:[ \\t]*[(,])?[ \\t]*)(?=[a-z\\u00df-\\u00ff])`,
  'g',
);
/**
 * Care-team roles and conversation cues typed in lower case before a name ("charge rn: megan", "rt sarah
 * adjusted", "sitter: devonte", "spoke w/ kim", "d/w luis"): only a sure name after them (nameWeight 2).
 */
const ROLES =
  'rn|lpn|cna|np|rt|ot|slp|sw|cm|sitter|chaplain|interpreter|charge|attending|resident|intern|fellow|pcp|tech|aide|doula|midwife';
const ROLE_CUE = new RegExp(
  `\\b(?:(?:${ROLES})(?:[ \\t]*[:(][ \\t]*|[ \\t]+(?:(?:is|was|today)[ \\t]*)?)|(?:(?:spoke|talked|spoken)[ \\t]+(?:w\\/|with|to)|[sd]\\/w|per|paged|called|notified)[ \\t]+)(?=[a-z\\u00df-\\u00ff])`,
  'g',
);
/** A name typed in lower case before a credential: "gave report to jess rn", "okafor np aware"; "frederick md 21702" is a town and a state. */
const CREDENTIAL_AFTER = /[ \t](?:rn|lpn|cna|np|pa-c|crna|md)(?![\p{L}\d-]|[ \t]+\d{5})/gu;
/** The lower-case word that ends right before `end` (then spaces), read backwards: the credential is found first. */
const WORD_BEFORE = /(?<![\p{L}'’-])\p{Ll}[\p{Ll}'’-]{1,30}[ \t]*$/u;
const WORD = /\p{Ll}[\p{Ll}'’-]{1,30}/uy;
/** What a doctor has or gives that a name list also holds: "dr note", "dr office", "dr orders". */
const DR_THINGS = new Set(
  'note notes office offices visit visits appt appointment appointments letter letters order orders referral plan bill bills line mom mum dad'.split(
    ' ',
  ),
);
const POSSESSIVE = /['’]s$/;
const BARE_POSSESSIVE = /^\p{Ll}{3,}s[ \t]+(?:office|clinic|practice|surgery|nurse|team)(?![\p{L}])/u;
const PLACE_BEFORE = /(?:^|[^\p{L}])(?:in|at|near|from)[ \t]+$/u;

/** The words each scan's matches open with (phi-cues.ts): every match starts with one, whole. */
const TITLE_CUES = cueBit(['dr', 'mr', 'mrs', 'ms', 'prof', ...RELATIVES.split(' ')]);
const ROLE_CUES = cueBit([
  ...ROLES.split('|'),
  'spoke',
  'talked',
  'spoken',
  's',
  'd',
  'per',
  'paged',
  'called',
  'notified',
]);
/** "pa-c" is two runs of letters: its match opens with "pa". */
const CREDENTIAL_CUES = cueBit(['rn', 'lpn', 'cna', 'np', 'pa', 'crna', 'md']);
const CUE_AT = new RegExp(CUE.source, 'y');
const ROLE_CUE_AT = new RegExp(ROLE_CUE.source, 'y');
const CREDENTIAL_AT = new RegExp(CREDENTIAL_AFTER.source, 'uy');

/** A lower-case word in no list that may be a surname: three letters or more, no abbreviation of a note. */
function unlistedSurname(lc: string): boolean {
  return (
    lc.length >= 3 &&
    !isName(lc) &&
    !isEnglish(lc) &&
    !isCommon(lc) &&
    !isStop(lc) &&
    !MEDICAL.has(lc) &&
    !NOTE_WORDS.has(lc) &&
    !/['’-]/.test(lc)
  );
}
const NOTE_WORDS = new Set('appt appts ofc rx tx hx dx sx fx pt pts pcp ok'.split(' '));

/**
 * "sharif-lutz": a surname of two sure names (no English word) joined by a hyphen is a sure one (2); any other
 * hyphenated word none (-1): "full-time", "drop-off", "hand-off" join name-list words that are English too.
 */
function barrelled(lc: string): number {
  const parts = lc.split('-');
  return parts.length === 2 && parts.every((p) => p.length >= 2 && nameWeight(p) === 2) ? 2 : -1;
}

/** An initial and its dot ("s. feldman"); not "w." ("dr w. mom": with). */
const INITIAL = /[a-vx-z]\.[ \t]?/y;
/**
 * Where a surname after an initial at `pos` ends ("s. feldman"), or -1: a sure name (no English word: "dr a. rose
 * from chair", "mr w. vena contracta" are no one), or after a title with its dot (`dotted`) a word of no list.
 */
function initialled(text: string, pos: number, dotted: boolean): number {
  INITIAL.lastIndex = pos;
  const i = INITIAL.exec(text);
  if (i === null) return -1;
  WORD.lastIndex = pos + i[0].length;
  const w = WORD.exec(text);
  if (w === null) return -1;
  const lc = POSSESSIVE.test(w[0]) ? w[0].slice(0, -2) : w[0];
  return nameWeight(lc) === 2 || (dotted && unlistedSurname(lc)) ? w.index + lc.length : -1;
}

/** `cues`: where the text's cue words start (phi-cues.ts); without them the whole text is scanned. */
export function findLowerCaseTitled(text: string, out: Hit[], cues?: Cues): void {
  eachMatch(text, CUE, CUE_AT, cues, TITLE_CUES, 0, (m, cueEnd) => {
    work.steps++;
    const title = m[1]?.toLowerCase();
    // After "ms" or a title without its dot, only a sure name; after "dr."/"mr."/"mrs."/"prof." with its dot, a name that is also a word.
    const least = title === undefined || title === 'ms' || m[2] === '' ? 2 : 1;
    let pos = cueEnd;
    let end = -1;
    // "attending dr s. feldman": an initial between the title and the surname.
    if (title !== undefined) {
      const named = initialled(text, pos, m[2] !== '' && title !== 'ms');
      if (named > 0) {
        out.push({ type: 'PERSON', start: cueEnd, end: named, rank: RANK });
        return;
      }
    }
    for (let n = 0; n < 2; n++) {
      WORD.lastIndex = pos;
      const w = WORD.exec(text);
      if (w === null) break;
      // ("dr patels office": a possessive typed without its apostrophe, before the doctor's things.)
      // (Not a surname that ends in "s" itself: "dr jones office".)
      const own =
        n === 0 &&
        title !== undefined &&
        BARE_POSSESSIVE.test(text.slice(pos, pos + w[0].length + 14)) &&
        nameWeight(w[0]) <= 0 &&
        nameWeight(w[0].slice(0, -1)) > 0;
      const lc = POSSESSIVE.test(w[0]) ? w[0].slice(0, -2) : own ? w[0].slice(0, -1) : w[0];
      // The second word of a name must be a sure one ("dr. anh nguyen"; not "dr. nguyen today"). After a
      // title with its dot, a word of no list is a surname too ("pt mr. oyelowo refused"), and ends the name.
      // After a relative, a name that is also a word. Not a word of no list: inflected verbs are in none ("son doing well").
      // After a relative ("min son har feber", "min mor är"), a word of another language is that language's (ADR 0097).
      if (title === undefined && foreignWord(lc)) break;
      // "told dr mom …", "dr note": a doctor's things and the family after "dr" are no surname.
      if (n === 0 && title === 'dr' && DR_THINGS.has(lc)) break;
      const unlisted = n === 0 && least === 1 && unlistedSurname(lc);
      const weight = lc.includes('-') ? barrelled(lc) : nameWeight(lc);
      const wordName =
        n === 0 &&
        title === undefined &&
        weight === 1 &&
        !AFTER_RELATIVE.has(lc) &&
        !VERB_FORM.test(lc) &&
        // "mom, call back": after a comma the word goes on the sentence.
        !m[0].includes(',') &&
        (NAMED_RELATIVE_NEXT.test(text.slice(pos + w[0].length, pos + w[0].length + 14)) ||
          // "call aunt deb??": before a question a rare name only ("did mom sleep?", "call mom back?" stay).
          (/^[ \t]*[?!]/.test(text.slice(pos + w[0].length, pos + w[0].length + 3)) && !isCommon(lc)));
      // After "mr", "ms", "dr" without a dot, a surname that is a rare word ("mr smith", "ms carter"), or a common one
      // before a verb of the person ("mrs white called"); not "ms flare", "mrs white is" only with that verb.
      // ("pt with ms walker here": after "ms", which is also multiple sclerosis, a rare word only; after "dr", which
      // names a person in chat, any name-list word but the doctor's things: "pls tell dr frost", "can dr reed see her",
      // not "dr note for work".)
      const dr = title === 'dr' && !DR_THINGS.has(lc) && !isCommon(lc) && !isStop(lc);
      const titledWord =
        n === 0 &&
        title !== undefined &&
        weight === 1 &&
        !AFTER_RELATIVE.has(lc) &&
        (dr ||
          (!VERB_FORM.test(lc) &&
            (!isCommon(lc) ||
              (title !== 'ms' && NAMED_RELATIVE_NEXT.test(text.slice(pos + w[0].length, pos + w[0].length + 14))))));
      if (!unlisted && !wordName && !titledWord && weight < (n === 0 ? least : 2)) break;
      end = pos + lc.length;
      if (unlisted) break;
      if (lc !== w[0] || text.charCodeAt(pos + w[0].length) !== 32) break;
      pos += w[0].length + 1;
    }
    if (end > 0) out.push({ type: 'PERSON', start: cueEnd, end, rank: RANK });
  });
}

export function findLowerCaseRoles(text: string, out: Hit[], cues?: Cues): void {
  eachMatch(text, ROLE_CUE, ROLE_CUE_AT, cues, ROLE_CUES, 0, (_, cueEnd) => {
    work.steps++;
    WORD.lastIndex = cueEnd;
    const w = WORD.exec(text);
    if (w === null) return;
    const lc = POSSESSIVE.test(w[0]) ? w[0].slice(0, -2) : w[0];
    if (nameWeight(lc) === 2) out.push({ type: 'PERSON', start: w.index, end: w.index + lc.length, rank: RANK });
  });
  // The credential's match opens with the blank before it.
  eachMatch(text, CREDENTIAL_AFTER, CREDENTIAL_AT, cues, CREDENTIAL_CUES, 1, (m) => {
    work.steps++;
    const before = text.slice(Math.max(0, m.index - 34), m.index + 1);
    const w = WORD_BEFORE.exec(before);
    if (w === null) return;
    const name = w[0].trimEnd();
    const start = m.index + 1 - before.length + w.index;
    // "staying in dorchester rn": after a preposition of place a listed town is where, and "rn" is "right now".
    if (PLACE_BEFORE.test(text.slice(Math.max(0, start - 6), start)) && isCity(name)) {
      out.push({ type: 'CITY', start, end: start + name.length, rank: RANK });
      return;
    }
    // A name that is also a word counts here too ("jess rn"): the words typed before "rn" are roles.
    if (nameWeight(name) >= 1) out.push({ type: 'PERSON', start, end: start + name.length, rank: RANK });
  });
}
