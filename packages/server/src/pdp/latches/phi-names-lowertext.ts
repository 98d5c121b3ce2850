/**
 * PERSON in text typed all in lower case (chat, quick notes; ADR 0038, 0078): no capital says where a
 * name is, so a name is two or more adjacent name-list words, one of them no English word, the words
 * of a list of given names, or one sure name where chat puts a person (after a greeting opening the
 * message, after "tell"/"grab"/"ask", before a subject's verb, a possessive after "at"). Words that chat
 * uses as words and name lists hold by accident (modals, fillers, shorthand, dialect function words)
 * take no part. Only such texts pay for the second tokenization.
 */
import { isCity, isCommon, isEnglish, isForeignWord, isName, isStop, TITLES } from './phi-lexicon.js';
import { PARTICLES } from './phi-name-kinds.js';
import { NAME_RANK, nameWeight } from './phi-names-cued.js';
import { commonSelfName, GREETING_WORDS, selfNamed, signedName } from './phi-names-self.js';
import { isKnownOrg } from './phi-orgs-gazetteer.js';
import { type Tok, tokenize, work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const POSSESSIVE = /['’]s$/;

const HAS_UPPER = /\p{Lu}/u;

/**
 * Words of text typed in lower case that name lists hold but that chat uses as words (ADR 0078): modals,
 * verbs and fillers ("can u grab", "will need", "tell", "said", "love nana", "free cos"), shorthand and
 * clinical abbreviations ("uti now", "the ent guy", "20 min"), thanks in other languages ("salamat po") and
 * the function words of Caribbean English, Tagalog, Spanish, Portuguese, French and German chat ("dem seh", "di
 * dog", "si lola", "sabi ni", "oye", "el", "a minha mãe tá", "le dio", "mamie est", "der arzt heißt"). Kin words ("nana", "lola") stay out: beside one of these they stand alone, and "kuya ben" is a
 * name. Only for text all in lower case: after a title or a cue words are judged as before.
 */
const NOT_IN_CHAT_NAMES = new Set(
  `so too very really maybe like about again already only out up down over off ok okay are was were been being am
  has had does ur yr ya can
  will would could should shall may might must need needs tell told say says said hey hi hello love loves free now
  then than just still also even ever here there where when what who why how well good great nice fine sure yes
  yeah yep nope lol omg btw tho though cos coz cuz bc bro dude mate babe hun guy guys dog cat party grab get got
  go goes went come came let see saw make made take took give gave keep kept call ask thanks thank text ping pick
  meet send sent bring brought drop drive wait miss back home work shift soon later today tonight tomorrow know
  knows think thinks feel feels want wants swears last nite tonite
  auth prior refill refills ent uti uri std sti min mins hr hrs wk wks mo mos yr yrs pt pts appt er ed icu ob gyn
  gp np pa tbh idk imo lmk omw brb ttyl asap pls plz thx ty nvm fyi irl dm abt tmrw tmr thru rn b4 l8r
  salamat gracias merci danke obrigado obrigada grazie terima kasih shukran asante dankie tack takk mahalo kumusta
  mi yuh unu dem seh deh fi wid di nuh cyaan gwaan pickney bwoy gyal likkle weh wah ting
  si ni sa ng na nasa ang kay po opo sabi yung lang naman din rin ba ko mo niya nila kami tayo natin ito dito pero kasi
  el la los las oye tu su que por para con del al yo muy pues soy mi esposo esposa hijo hija
  mio mia miei mie tuo tua suo sua nostro figlio figlia marito moglie kun je jij ik mijn ospital
  bhai ka ki ke mein hai hua ya ko pe se nahi haan kya kab kaise kahan aur bhi toh tha thi hu hoon raha rahi gaya
  gayi karo kar karna wala wali abhi kal aaj
  hola ola oi olá ciao hallo hoi salut coucou hej hei moin servus che amor amore cariño querida querido
  admin support desk team bot system info
  chai boba stan okey inna prima primo
  hei hej makasih terimakasih
  en do minha meu meus minhas mãe vó vô tá família familia está este isso essa esse você vc pq teve tem tinha ficou disse
  estoy estás tiene tenía tuvo dijo dio dió eso esa ese usted ahí allá mamá papá
  ayer hoy hoje ontem amanhã hier demain heute gestern est ist es sont
  papy c'est était avait sagt heißt liegt kannst ihre seine ham arzt ärztin sachen`.split(/\s+/),
);
/** Whether toks[i..j) are only particles of names ("le", "da", "van"), which name lists hold as names: "que le da mareo". */
const particlesOnly = (toks: Tok[], i: number, j: number) => {
  for (let k = i; k < j; k++) if (!PARTICLES.has(toks[k]!.lc)) return false;
  return true;
};
/**
 * Verbs after which one sure lower-case name is the person asked for ("tell deb", "grab jayden", "ask priya"), and the
 * Spanish and Portuguese "I am", "my name is" ("soy marcos", "sou a rita", "me llamo lupe").
 */
const NAME_VERBS = new Set('tell ask grab text ping remind thank message msg pick soy sou llamo chamo'.split(' '));
/** Kin words used as titles before a given name in chat (Tagalog, Spanish, English, German, Dutch, Italian, French, Polish): "kuya ben", "onkel dieter". */
const KIN_TITLES = new Set(
  'kuya ate tita tito lola lolo ninang ninong manang manong tia tio tía tío aunt auntie aunty uncle onkel tante oom zio zia tonton tata oncle wujek ciocia'.split(
    ' ',
  ),
);
/** Titles as chat types them, in lower case and often without their dot: the lexicon's and chat's own ("doc", "dona"). */
const LOWER_TITLES = new Set([...TITLES, 'doc', 'doctora', 'dottore', 'dona']);
/** Kin words chat uses as names of the relative, and days' short forms: no name of a person alone. */
const KIN_NAMES = new Set(
  'nana nanna nan gran granny grandma grandpa gramps papa mama mami papi mum mom mommy mummy dad daddy abuela abuelo nonna nonno oma opa mimi nani dadi dada bhai behen didi amma appa abba ammi abu baba thurs tues weds'.split(
    ' ',
  ),
);
const SHORT_DAYS = new Set(['thurs', 'tues', 'weds']);
/** Words after which a name-list word is a saint's or a thing's: "st joseph's", "the kroger". */
const AFTER_NO_NAME = new Set(['st', 'saint', 'the', 'a', 'an', 'san', 'santa']);
/** Greetings that open a message before the person spoken to ("hey dev", "oye carla", "hi priya"). */
/** A subject's verb right after: "sofia will need…", "brandon is finally out", "marcus has…". */
const SUBJECT_AFTER =
  /^[ \t]+(?:will|is|was|has|had|needs|wants|said|says|told|asked|texted|thinks|can|could|did|does)\b/;
/** A possessive after "at", "to", "from", "with", "for": "at abby's party", "to marco's". */
const POSSESSIVE_AFTER = new Set('at to from with for'.split(' '));

/**
 * One lower-case name alone (ADR 0078): a sure name (weight 2, three letters or more) opening the message or
 * after a greeting that does, after a verb of asking or fetching ("tell deb", "grab jayden"; here a name that is also
 * a word will do if it is no common one), before a subject's verb, or a possessive after a preposition.
 */
function lowerCaseSingle(text: string, toks: Tok[], w: number[], i: number, english: boolean): boolean {
  const t = toks[i]!;
  const lc = POSSESSIVE.test(t.lc) ? t.lc.slice(0, -2) : t.lc;
  const k = toks[i - 1];
  // "aunt jo", "uncle al": a name of two letters only after a kin word used as a title.
  if (lc.length === 2 && k !== undefined && (KIN_TITLES.has(k.lc) || KIN_NAMES.has(k.lc)) && k.lc !== 'ate')
    return isName(lc) && !isCommon(lc) && !isStop(lc) && /^[ \t]+$/.test(text.slice(k.end, t.start));
  if (lc.length < 3 || w[i]! <= 0) return false;
  if (verbBefore(text, toks, i)) return w[i] === 2 || !isCommon(lc);
  // "kuya ben", "tita joy", "uncle raj": a kin word used as a title before a given name.
  // ("ate", an elder sister in Tagalog, is an English verb too: only opening the message, "ate joy, …".)
  if (k !== undefined && KIN_TITLES.has(k.lc) && /^[ \t]+$/.test(text.slice(k.end, t.start)))
    return k.lc !== 'ate' || i === 1;
  // "-jess rn", "~ mike": a signature closing the message.
  if (signedName(text, t)) return w[i] === 2 || !isCommon(lc);
  // "hey its maria", "this is jen from…", "im dani": a sender naming herself as the message opens (phi-names-self.ts).
  if (selfNamed(text, toks, i)) return w[i] === 2 || !isCommon(lc) || (isName(lc) && commonSelfName(text, t, lc));
  // "la dra mejía", "dr. yilmaz", "sra ortiz": a title typed in lower case, then the surname.
  if (k !== undefined && LOWER_TITLES.has(k.lc) && /^\.?[ \t]+$/.test(text.slice(k.end, t.start)))
    return w[i] === 2 || !isCommon(lc);
  // "nana ruth", "grandma joy": a kin word said as a name, then the relative's given name (not "mom going").
  if (k !== undefined && KIN_NAMES.has(k.lc) && !SHORT_DAYS.has(k.lc) && /^[ \t]+$/.test(text.slice(k.end, t.start)))
    return w[i] === 2 || !isCommon(lc);
  // A kin word said as a name ("love nana", "lola is in the hospital") or a day's short form ("thurs") is no one's name.
  if (w[i] !== 2 || KIN_TITLES.has(lc) || KIN_NAMES.has(lc) || GREETING_WORDS.has(lc)) return false;
  // In an English message, a sure given name of four letters or more anywhere ("omg natalia just had the baby"):
  // not a town, a firm of the gazetteer, or a saint's name ("st joseph's").
  if (english && lc.length >= 4 && !isCity(lc) && !isKnownOrg(lc) && !AFTER_NO_NAME.has(toks[i - 1]?.lc ?? ''))
    return true;
  const p = toks[i - 1];
  if (i === 0 || (i === 1 && GREETING_WORDS.has(p!.lc))) return true;
  if (lc !== t.lc) return p !== undefined && POSSESSIVE_AFTER.has(p.lc);
  return SUBJECT_AFTER.test(text.slice(t.end, t.end + 10));
}

/** The verb of NAME_VERBS right before token `i`, past one "u" ("can u grab jayden") or "up" ("pick up sam"). */
function verbBefore(text: string, toks: Tok[], i: number): boolean {
  let k = i - 1;
  if (k >= 1 && (toks[k]!.lc === 'up' || toks[k]!.lc === 'u')) k--;
  const p = toks[k];
  return p !== undefined && NAME_VERBS.has(p.lc) && /^[ \t]+$/.test(text.slice(p.end, toks[k + 1]!.start));
}

const isSpace = (c: number) => c === 32 || c === 9;
/** The characters between two words of a name: one space, or an initial's dot and a space ("eric g. samoylova"). */
function nameGap(text: string, a: Tok, b: Tok): boolean {
  const n = b.start - a.end;
  if (n === 1) return isSpace(text.charCodeAt(a.end));
  return n === 2 && text.charCodeAt(a.end) === 46 && isSpace(text.charCodeAt(a.end + 1));
}
/** ", " between two items of a list. */
const commaGap = (text: string, a: Tok, b: Tok) =>
  b.start - a.end === 2 && text.charCodeAt(a.end) === 44 && isSpace(text.charCodeAt(a.end + 1));

/**
 * Text typed all in lower case (chat, quick notes): no capital says where a name is, so a name is
 * two or more adjacent name-list words, at least one of them no English word ("patricia desrosiers",
 * "benjamin a seiler", "frank freud"), and the words of a list of three or more given names
 * ("silvana, adam, christopher and caleb"). Only such texts pay for the second tokenization.
 */
export function findLowerCaseNames(text: string, out: Hit[]): void {
  if (!HAS_UPPER.test(text)) {
    namesIn(text, out);
    return;
  }
  // In mixed text, a line typed in lower case (acronyms allowed): a chat line among capitalized ones
  // ("sanne: ben je al bij het OLVG?", "lol jess just got a job at MGH"). A line with a capitalized word is
  // left to the recognizers of capitalized names.
  let found: Hit[] | null = null;
  for (let s = 0; s < text.length; ) {
    work.steps++;
    let e = text.indexOf('\n', s);
    if (e < 0) e = text.length;
    if (e - s >= 8 && lowerLine(text, s, e)) {
      found ??= [];
      const from = found.length;
      namesIn(text.slice(s, e), found, true);
      for (let k = from; k < found.length; k++) {
        const h = found[k]!;
        out.push({ ...h, start: h.start + s, end: h.end + s });
      }
    }
    s = e + 1;
  }
}

/**
 * Whether text[s, e) has a lower-case letter and no capitalized word. One pass over the characters, left at
 * the first capital before a lower-case letter (the first word of most lines); a line with letters outside
 * ASCII is asked of the regexes.
 */
function lowerLine(text: string, s: number, e: number): boolean {
  let lower = false;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (c >= 97 && c <= 122) lower = true;
    else if (c >= 65 && c <= 90) {
      const n = text.charCodeAt(k + 1);
      if (n >= 97 && n <= 122) return false;
    } else if (c >= 128) {
      const line = text.slice(s, e);
      return LOWER.test(line) && !TITLE_CASE.test(line);
    }
  }
  return lower;
}

/** An upper-case letter before a lower-case one: a capitalized word ("Daan", "McKay"), not an acronym. */
const TITLE_CASE = /\p{Lu}\p{Ll}/u;
const LOWER = /\p{Ll}/u;

/** `acronyms`: the line sits in mixed text, where a word in capitals ("MICU", "EAP") is an acronym, no name. */
function namesIn(text: string, out: Hit[], acronyms = false): void {
  const toks = tokenize(text);
  const w = toks.map((t) => {
    work.steps++;
    if (acronyms && HAS_UPPER.test(text.slice(t.start, t.end))) return -1;
    // "4th", "2nd", "10am": letters glued to a number are its suffix or unit, never a name.
    const c = text.charCodeAt(t.start - 1);
    if (c >= 48 && c <= 57) return -1;
    // "bin noch in der", "carte vitale", "passer chez": the common words of chat in other languages (ADR 0070's list).
    if (NOT_IN_CHAT_NAMES.has(t.lc) || isForeignWord(t.lc)) return -1;
    const lc = POSSESSIVE.test(t.lc) ? t.lc.slice(0, -2) : t.lc;
    // "my nan was", "grab nana's meds", "ur dad's bath": a kin word said as a name is no name, nor half of one (ADR 0090).
    return KIN_NAMES.has(lc) ? 0 : nameWeight(lc);
  });
  // Whether the message is English: most of its words are (chat in Spanish or Tagalog holds name-list words).
  let eng = 0;
  for (const t of toks) if (isEnglish(t.lc) || NOT_IN_CHAT_NAMES.has(t.lc)) eng++;
  const english = toks.length >= 3 && eng >= 0.75 * toks.length;
  const push = (a: Tok, b: Tok) =>
    out.push({
      type: 'PERSON',
      start: a.start,
      end: POSSESSIVE.test(b.lc) ? b.end - 2 : b.end,
      rank: NAME_RANK.gazetteer,
    });
  let i = 0;
  while (i < toks.length) {
    work.steps++;
    if (w[i]! <= 0) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < toks.length && j - i < 4 && w[j]! >= 0 && nameGap(text, toks[j - 1]!, toks[j]!)) j++;
    while (j > i + 1 && w[j - 1]! <= 0) j--;
    // "said josefina marchetti": a leading English word is left out when a name remains without it.
    if (w[i] === 1 && j - i > 2 && w[i + 1]! > 0) i++;
    let named = 0;
    let strong = false;
    for (let k = i; k < j; k++) {
      if (w[k]! > 0) named++;
      if (w[k] === 2) strong = true;
    }
    // ("le da mareo": name particles alone are none.)
    if (named >= 2 && strong && !particlesOnly(toks, i, j)) {
      push(toks[i]!, toks[j - 1]!);
      i = j;
      continue;
    }
    // "tell deb bed 12…", "can u grab jayden", "jess said brandon…": one sure name right after a verb of
    // asking or fetching someone, or right before a verb of speech.
    if (lowerCaseSingle(text, toks, w, i, english)) {
      push(toks[i]!, toks[i]!);
      i++;
      continue;
    }
    // A list: this word, then ", " or " and " (", and ") and another name-list word, three or more in all.
    const items = [i];
    let k = i;
    for (;;) {
      work.steps++;
      let n = k + 1;
      if (n >= toks.length) break;
      if (toks[n]!.lc === 'and' && (nameGap(text, toks[k]!, toks[n]!) || commaGap(text, toks[k]!, toks[n]!))) {
        if (n + 1 >= toks.length || !nameGap(text, toks[n]!, toks[n + 1]!)) break;
        n++;
      } else if (!commaGap(text, toks[k]!, toks[n]!)) break;
      if (w[n]! <= 0) break;
      items.push(n);
      k = n;
    }
    if (items.length >= 3 && items.filter((x) => w[x] === 2).length * 2 > items.length) {
      for (const x of items) push(toks[x]!, toks[x]!);
      i = k + 1;
      continue;
    }
    i++;
  }
}
