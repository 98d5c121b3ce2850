/**
 * PERSON in the places chat and mail put a person's handle or first name (ADR 0068):
 * - a chat log's speaker after its time stamp ("[10:42] kate.n: anyone know…", "[10:43] rob_m: …");
 * - a bare user id on a message's From/To/Cc line ("From: jdelacruz", "To: mpatel2");
 * - a first name typed in lower case after "it's" or "this is" at the start of a message
 *   ("hi its marcus again", "hey its tay from planned parenthood", "hi this is rose (dan's wife)").
 * Each is a line or a message opening that holds nothing else, so a word of the name list (or an id
 * with a dot, an underscore or a digit) is enough there.
 */
import { isCommon, isEnglish, isStop, MEDICAL } from './phi-lexicon.js';
import { nameWeight } from './phi-names-cued.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** "[10:42] kate.n:", "[2:05 PM] Sam:" at the start of a line. */
const CHAT_SPEAKER =
  /(?:^|\n)[ \t]*\[\d{1,2}:\d{2}(?::\d{2})?(?:[ \t]?[AaPp]\.?[Mm]\.?)?\][ \t]*([A-Za-z][A-Za-z0-9._-]{1,30}?)[ \t]*:/g;
/** "From: jdelacruz" alone on its line (an e-mail address is found as one). */
const MAIL_USER = /(?:^|\n)[ \t]*(?:From|To|Cc|CC)[ \t]*:[ \t]*([a-z][a-z0-9._-]{2,30})[ \t]*(?=\r?\n|$)/g;
/** A message that opens with a greeting and "it's"/"this is" and a word: "hi its marcus again", "hey it's tasha — late". */
const ITS_NAME =
  /^[ \t]*(?:(?:hi|hey|hello|hiya|yo|hola|morning|good morning|good afternoon)[ \t,!.]+(?:[a-z]{2,15}[ \t,!.]+)?)?(?:it['’]?s|this is|im|i['’]m|soy|aquí|aqui)[ \t]+([a-z][a-z'’-]{1,20}(?:[ \t](?!(?:again|from|calling|at|here|with)(?![a-z]))[a-z][a-z'’-]{1,20})?)(?=[ \t]*(,|[—–]|--?[ \t])|[ \t]*\(|[ \t]+(again|from|calling|at|here|with)\b)/i;
/**
 * A line that opens with a greeting, a word in lower case and a comma: "hi basti, papa liegt…", "oye lupita, ya
 * salió…". The word is whom the message is for, when it is a name or in no list; words people are greeted by that
 * are no names ("hola amor,", "hi guys,", "ciao ragazzi,") are left. Argentine "che" is not read: it is Italian's
 * "what" too ("che bello,").
 */
const GREET_NAME =
  /([ \t]*(?:hi|hey|hello|hiya|heya|yo|oye|hola|ola|olá|oi|ciao|hallo|hoi|salut|coucou|hej|hei|moin|servus|ahoj|cześć|czesc)[ \t]+)([a-z][a-z'’-]{1,20})[ \t]*(?:,|!|[—–])/iuy;
/**
 * A greeting and a first name with no comma, the message going on: "hey jess can u…", "yo dre my car broke down",
 * "omg jess i got the job", "thanks dr k" (not a name). Only a sure name or a name-list word that is no common word.
 */
const GREET_PLAIN =
  /([ \t]*(?:hi|hey|hello|hiya|heya|yo|omg|thanks|thx|ty)[ \t]+)([a-z][a-z'’-]{1,20})(?=[ \t]+[a-z])/iy;
/**
 * A message signed after a dash at its very end: "- kayla", "— ash", "-- mj patterson RN", "- t. brooks": a first
 * name, or an initial and a surname, and a nurse's credential after it.
 */
const DASH_SIGNED =
  /(?:^|[ \t])(?:--?|[–—])[ \t]?([a-z][a-z'’-]{0,20}(?:(?:\.[ \t]?|[ \t])[a-z][a-z'’-]{1,20})?)(?:,?[ \t]+(?:rn|lpn|np|dn|cna|pct|inf\.?))?[ \t.!]*$/i;
/** Argentine "che" before a capitalized name and a comma ("che Lucho, ¿sabés…"); Italian's "Che bello," is lower case after it. */
const CHE_NAME = /([ \t]*che[ \t]+)(\p{Lu}[\p{Ll}'’-]{1,20})[ \t]*,/uy;
/**
 * Sign-offs of chat and SMS in lower case before a first name that ends the message or its line: "lg jule", "bss ju",
 * "bisous, mimi", "kusjes sanne". (Capitalized sign-offs are the name recognizers'.)
 */
const SIGN_OFFS = new Set(
  'lg glg vlg vg lgs bss bjs bjo bjos beijos besos besitos bisous bises baci bacioni kusjes kusje groetjes xoxo xx'.split(
    ' ',
  ),
);
const LOWER_WORD = /^[a-z][a-z'’-]{1,20}$/;
const GREETED_WORDS = new Set(
  `all everyone everybody guys team folks there again babe bae hun honey love luv mate bro sis doc doctor dr mum mom
  dad ma pa gran granny nan nana hon amor guapa guapo gente chicos chicas mija mijo tia tio mama papa mami papi cariño
  carino querida querido hermano hermana amigo amiga todos todas galera pessoal filha filho vovo vovó mae
  mãe pai tutti ragazzi amore tesoro mamma nonna nonno zia zio leute schatz liebling jongens allemaal lieverd schat
  chéri cherie chérie maman toi vous bb beb kiddo sweetie dear zusammen alle allerseits miteinander tonton tata
  tatie tati mamie papy pépé mémé tous toutes tout world`.split(/\s+/),
);
/** Articles and possessives of the languages of chat ("soy la enfermera", "soy su hija"): no given name. */
const DETERMINERS = new Set('la el los las le les un una su sus mi mis tu tus the an my his her their our'.split(' '));
/** Chat tags that follow a name ("its jess btw"): no surname. */
const CHAT_TAGS = new Set('btw lol omg pls plz thx ty ok k jk fyi asap tho'.split(' '));
/** Words that follow "it's" in chat and are no name: kin, days and shorthand ("hi its gran again", "its tues"). */
const SELF_WORDS = new Set(
  'gran granny nan nana mum mom dad ma pa grandma grandpa back me us him her them ttc wknd weekend tues thurs weds mon fri sat sun'.split(
    ' ',
  ),
);
/** Senders that are systems or desks, not people ("noreply", "helpdesk", "[08:15] admin:"). */
const SYSTEM =
  /^(?:no-?reply|do-?not-?reply|admin|administrator|sysadmin|root|helpdesk|help|support|itsupport|it|system|bot|mychart|frontdesk|front|desk|info|alerts?|notifications?|mailer|daemon|postmaster|scheduler|scheduling|billing|pharmacy|pharm|lab|labs|results|rad|radiology|nursing|triage|user|guest|bed|mgmt|doc|test|portal|msg|team|queue|pool|inbox|pt|rn|md|np)$/;

/**
 * An id: with a dot, an underscore or a digit, a part that is a sure name ("kate.n", "rob_m", "dr_lee") or an
 * initial glued to a surname ("jsmith", "mpatel2"; from `gluedFrom` letters, four where a signature's place says
 * user name: "jlee"); without them, a sure name. Capitals only are shorthand
 * ("HR:", "SpO2:" is a measure), and medical, system and desk words are no people.
 */
export function handle(h: string, gluedFrom = 5): boolean {
  if (/^[A-Z0-9._-]+$/.test(h) || /[A-Z].*\d|\d.*[A-Z]/.test(h)) return false;
  const lc = h.toLowerCase();
  if (MEDICAL.has(lc) || isStop(lc) || SYSTEM.test(lc)) return false;
  const parts = lc.split(/[._\d-]+/).filter((p) => p !== '');
  if (parts.length === 0 || parts.some((p) => SYSTEM.test(p) || MEDICAL.has(p))) return false;
  const sure = (p: string) => p.length >= 3 && nameWeight(p) === 2;
  const glued = (p: string, k: number) =>
    k === 0 && p.length >= gluedFrom && !isEnglish(p) && !isCommon(p) && nameWeight(p.slice(1)) >= 1;
  // "rob_m", "j.smith", "dr_lee": a name that is also a word beside an initial or a title.
  const initialled =
    parts.length > 1 &&
    parts.some((p) => p.length >= 3 && nameWeight(p) >= 1) &&
    parts.every((p) => p.length <= 2 || nameWeight(p) >= 1);
  return initialled || parts.some((p, k) => sure(p) || glued(p, k));
}

/** Whether "From:", "To:", "Cc:" or "CC:" stands in the text: a look behind each colon, not a scan of every character. */
function mailHeader(text: string): boolean {
  for (let k = text.indexOf(':'); k >= 0; k = text.indexOf(':', k + 1)) {
    let e = k;
    while (e > 0 && (text.charCodeAt(e - 1) === 32 || text.charCodeAt(e - 1) === 9)) e--;
    const w = text.slice(Math.max(0, e - 4), e);
    if (w === 'From' || w.endsWith('To') || w.endsWith('Cc') || w.endsWith('CC')) return true;
  }
  return false;
}

/** A PERSON of `h`, the last place it stands in match `m`. */
function takeName(out: Hit[], m: RegExpMatchArray, h: string): void {
  const start = m.index! + m[0].lastIndexOf(h);
  out.push({ type: 'PERSON', start, end: start + h.length, rank: RANK });
}

export function findChatNames(text: string, out: Hit[]): void {
  if (text.indexOf('[') >= 0)
    for (const m of text.matchAll(CHAT_SPEAKER)) {
      work.steps++;
      if (handle(m[1]!)) takeName(out, m, m[1]!);
    }
  if (mailHeader(text))
    for (const m of text.matchAll(MAIL_USER)) {
      work.steps++;
      if (handle(m[1]!)) takeName(out, m, m[1]!);
    }
  greetedNames(text, out);
  signedNames(text, out);
  dashSigned(text, out);
  const m = ITS_NAME.exec(text.slice(0, 80));
  if (m === null) return;
  // "hi this is marcus delray, my mom…": a given name and a surname, both of the name lists; else the first word.
  const two = m[1]!.split(/[ \t]/);
  const surname = (w: string) =>
    !CHAT_TAGS.has(w) && (nameWeight(w) >= 1 || (w.length >= 3 && !isEnglish(w) && !isCommon(w) && !isStop(w)));
  if (
    two.length === 2 &&
    !(
      nameWeight(two[0]!.toLowerCase()) >= 1 &&
      !isStop(two[0]!.toLowerCase()) &&
      !DETERMINERS.has(two[0]!.toLowerCase()) &&
      surname(two[1]!.toLowerCase())
    )
  )
    return;
  const lc = two[0]!.toLowerCase();
  if (SELF_WORDS.has(lc)) return;
  // A sure name before a comma, "again", "from", "calling" or "("; a name that is also a word not before a comma
  // ("its fine, thanks"); a word of no list ("tay") only before "from", "calling" or "(" ("im ttc again").
  const weight = nameWeight(lc);
  const unlisted = lc.length >= 3 && !isEnglish(lc) && !isCommon(lc) && !isStop(lc) && !MEDICAL.has(lc);
  // A dash after it ("hi its raj - is my wifes…") parts a name from the message as firmly as "again" does.
  const dash = m[2] !== undefined && m[2] !== ',';
  const plain = weight === 1 && !(dash && isCommon(lc));
  // "this is jess at walgreens", "its mike here": after these only a sure name or a word of no list ("its fine at home").
  const loose = m[3] === 'at' || m[3] === 'here' || m[3] === 'with';
  if (loose && weight !== 2 && !unlisted && !(weight === 1 && !isCommon(lc))) return;
  // ("yo its dre, cant make it": before a comma, a name-list word that is no common word too; "its fine, thanks" stays.)
  const comma = m[2] === ',' && sureOrRare(lc);
  if (weight === 2 || comma || ((m[2] === undefined || dash) && (plain || (unlisted && m[3] !== 'again'))))
    takeName(out, m, m[1]!);
}

/** A sure name, or a name-list word that is no common word ("jess", "tony"; not "will", "mike", "fine"). */
const sureOrRare = (lc: string) => {
  const weight = nameWeight(lc);
  return weight === 2 || (weight === 1 && !isCommon(lc));
};

function dashSigned(text: string, out: Hit[]): void {
  const m = DASH_SIGNED.exec(text.slice(-48));
  if (m === null) return;
  const v = m[1]!;
  if (v !== v.toLowerCase()) return;
  const parts = v.split(/[. \t]+/).filter((p) => p !== '');
  const last = parts[parts.length - 1]!;
  if (MEDICAL.has(last) || GREETED_WORDS.has(last) || SELF_WORDS.has(last) || nameWeight(last) < 1) return;
  // "- mj patterson", "- t. brooks": initials before a surname; "- ceri w": a name and an initial; one word alone.
  if (parts.length === 2 && parts[0]!.length > 2 && !sureOrRare(parts[0]!)) return;
  // One word alone only when it is no common word ("- kayla", not "- will"); never after a number: "bp 120/80 - stable"
  // is a reading and its trend.
  if (parts.length === 1 && !sureOrRare(last)) return;
  const at = Math.max(0, text.length - 48) + m.index;
  if (/\d[ \t]*$/.test(text.slice(Math.max(0, at - 4), at + 1))) return;
  const start = at + m[0].indexOf(v);
  out.push({ type: 'PERSON', start, end: start + v.length, rank: RANK });
}

function signedNames(text: string, out: Hit[]): void {
  // Read at each line's end only (a sign-off ends its message): its last two words, no regex over the line.
  // (Lines are found forward: indexOf is cheap, a lastIndexOf over a long line without a break is not.)
  for (let from = 0; from <= text.length; ) {
    work.steps++;
    let end = text.indexOf('\n', from);
    if (end < 0) end = text.length;
    signedAt(text, from, end, out);
    from = end + 1;
  }
}

function signedAt(text: string, from: number, end: number, out: Hit[]): void {
  let e = end;
  while (e > from && ' \t.!\r'.includes(text[e - 1]!)) e--;
  // The name: one word of at most 21 characters after a blank; the sign-off: the word before it, a comma allowed.
  let s1 = e - 1;
  while (s1 > from && s1 > e - 23 && text.charCodeAt(s1) !== 32) s1--;
  if (text.charCodeAt(s1) !== 32 || e - s1 < 3) return;
  const se = text.charCodeAt(s1 - 1) === 44 ? s1 - 1 : s1;
  let s0 = se - 1;
  while (s0 >= from && se - s0 <= 10 && text.charCodeAt(s0) !== 32) s0--;
  const sign = text.slice(s0 + 1, se);
  if (!SIGN_OFFS.has(sign)) return;
  const lc = text.slice(s1 + 1, e);
  if (!LOWER_WORD.test(lc) || GREETED_WORDS.has(lc)) return;
  const unlisted = lc.length >= 3 && !isEnglish(lc) && !isCommon(lc) && !isStop(lc) && !MEDICAL.has(lc);
  if (nameWeight(lc) >= 1 || unlisted) out.push({ type: 'PERSON', start: s1 + 1, end: e, rank: RANK });
}

function greetedNames(text: string, out: Hit[]): void {
  for (let at = 0; at < text.length; ) {
    work.steps++;
    GREET_NAME.lastIndex = at;
    CHE_NAME.lastIndex = at;
    GREET_PLAIN.lastIndex = at;
    const m = GREET_NAME.exec(text) ?? CHE_NAME.exec(text);
    if (m === null) {
      const p = GREET_PLAIN.exec(text);
      const w = p === null ? '' : p[2]!.toLowerCase();
      if (p !== null && w === p[2] && !GREETED_WORDS.has(w) && !SELF_WORDS.has(w) && sureOrRare(w)) {
        const start = p.index + p[1]!.length;
        out.push({ type: 'PERSON', start, end: start + w!.length, rank: RANK });
      }
    }
    if (m !== null) {
      const lc = m[2]!.toLowerCase();
      const unlisted = lc.length >= 3 && !isEnglish(lc) && !isCommon(lc) && !isStop(lc) && !MEDICAL.has(lc);
      if (!GREETED_WORDS.has(lc) && (nameWeight(lc) >= 1 || unlisted)) {
        const start = m.index + m[1]!.length;
        out.push({ type: 'PERSON', start, end: start + lc.length, rank: RANK });
      }
    }
    const nl = text.indexOf('\n', at);
    if (nl < 0) break;
    at = nl + 1;
  }
}
