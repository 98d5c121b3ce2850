/**
 * The function words and everyday words of Spanish, French, Portuguese, German, Italian and Dutch
 * (ADR 0085): articles, pronouns, prepositions, conjunctions, adverbs, the verbs chat opens with,
 * greetings and closing formulas. The name list (~197k given names and surnames of every country)
 * holds many of them by accident ("Aqui", "Viele", "Uhr", "Pero", "Muy"), so a sentence or a chat
 * line opening with one ("Aqui fala a Joana", "Viele Grüße", "um 16 Uhr") read as a person. Written
 * from general knowledge of each language, by class, not from any note.
 *
 * Two kinds. A word that is also a given name or a surname somewhere (Vietnamese "Le", Chinese "Lo",
 * "Tu", "Su", Italian "Mia", English "Dan", "Al", "Del", the particles "de", "da", "van") is in
 * NAMES_TOO: it is a function word only before a lower-case word of three letters or more that is no
 * English word and no particle ("Le cardiologue", "El niño", "Lo puede", "Tu peux"); "Le Van Thanh",
 * "Le was seen", "Dan reports" stay people. Every other word is never part of a name without a title
 * (phi-name-words.ts, L_OTHER), like the form labels and kin words of phi-names-foreign.ts.
 */
import { isEnglish, isName, TITLES } from './phi-lexicon.js';
import { FOREIGN_COMMON } from './phi-medical-words.js';
import { COMMON_NOUNS, germanNoun } from './phi-names-nouns.js';
import { GERMAN_OFFICE_NOUNS, MORE_WORDS, NAMES_TOO_MORE } from './phi-names-words-more.js';
import { listed, question, type Tok } from './phi-tokens.js';

const SPANISH = `
  el la los las un una unos unas lo al del yo tú él ella usted ustedes nosotros nosotras vosotros ellos ellas
  me te se nos os le les mi mis su sus nuestro nuestra nuestros nuestras este esta estos estas ese esa esos esas
  aquel aquella esto eso aquí aqui allí alli ahí ahi acá allá ya sí pero sino porque pues qué cuándo dónde
  cómo cuál cuáles quién quiénes donde cuando como cual quien muy más menos también tampoco siempre nunca
  hoy ayer mañana ahora luego después despues antes todavía aún bien mal entonces además así
  con sin para por sobre entre hasta desde hacia según contra durante mediante
  hola buenas días tardes noches gracias adiós saludos abrazo abrazos besos cordialmente atentamente
  querido querida queridos estimado estimada estimados
  soy eres es somos son estoy estás está estamos están tengo tienes tiene tenemos tienen hay fue era voy vas
  va vamos van puedo puede podemos pueden quiero quiere necesito necesita tuve estuve hice dije`;
const FRENCH = `
  le la les un une des du au aux je tu il elle on nous vous ils elles me te se moi toi lui leur leurs mon ma
  mes ton ta tes son sa ses notre nos votre vos ce cet cette ces ceci cela ça ici là voilà voici et ou mais
  donc ni car que qui quoi quand comment pourquoi où très plus moins aussi encore toujours jamais déjà
  aujourd'hui hier demain maintenant alors puis ensuite bien oui non avec sans pour par dans sur sous chez
  entre vers depuis pendant avant après selon
  bonjour bonsoir salut coucou merci bisous bises amitiés cordialement bonne bon
  suis es est sommes êtes sont ai as avons avez ont vais va allons vont peux peut pouvons peuvent veux veut
  dois doit fait était avait`;
const PORTUGUESE = `
  o a os as um uma uns umas ao aos à às do da dos das no na nos nas num numa pelo pela pelos pelas eu tu ele
  ela você voce nós vós eles elas vocês voces me te se lhe lhes meu minha meus minhas teu tua seu sua seus suas
  nosso nossa este esta isto esse essa isso aquele aquela aquilo aqui ali lá cá já não sim ou mas porque
  porquê pois quando onde como muito muita muitos mais menos também sempre nunca hoje ontem amanhã agora
  depois antes ainda bem mal então com sem para por entre até desde sobre sob contra durante
  olá oi bom boa dia tarde noite obrigado obrigada tchau abraço abraços beijo beijos beijinhos atenciosamente
  cumprimentos
  sou é somos estou está estamos estão tenho tem temos têm vou vai vamos vão posso pode podemos podem
  quero quer preciso precisa foi era fala falo continua sente`;
const GERMAN = `
  der die das den dem des ein eine einer eines einem einen ich du er sie es wir ihr mich mir dich dir ihm ihn
  uns euch sich mein meine meinen meinem dein deine sein seine unser unsere euer eure dies diese dieser dieses
  hier da dort jetzt heute gestern morgen bald schon noch immer nie nicht kein keine ja nein und oder aber
  denn sondern doch dass ob wenn weil als wie wo wann warum was wer sehr mehr viel viele vielen wenig auch nur
  gut leider bitte danke mit ohne für gegen durch um bei nach von vom zu zum zur aus seit bis über unter
  vor hinter neben zwischen auf an am im ins uhr
  hallo servus moin tschüss grüße gruß lg vg mfg liebe lieber liebste herzliche herzlichen schöne beste
  freundlichen
  bin bist ist sind seid war waren habe hast hat haben hatte kann kannst können könnt konnte muss musst müssen
  soll sollst will willst wird werden würde`;
const ITALIAN = `
  il lo la i gli le un uno una del dello della dei degli delle al allo alla ai agli alle dal dallo dalla dai
  dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli sulle io tu lui lei noi voi loro mi ti
  ci vi si mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra questo questa questi queste quello
  quella quelli quelle qui qua lì là già non sì e ed o ma però perché che chi quando dove come molto più meno
  anche sempre mai oggi ieri domani adesso ora poi dopo prima ancora bene male allora con senza per tra fra su
  da di verso presso
  ciao buongiorno buonasera grazie saluti cordiali distinti baci abbracci
  sono sei è siamo siete ho hai ha abbiamo avete hanno posso può puoi possiamo devo deve voglio vuole era`;
const DUTCH = `
  de het een ik jij je u hij zij ze wij we jullie mij me jou hem haar ons hen hun mijn jouw zijn onze uw dit
  dat deze die hier daar nu vandaag gisteren morgen al nog altijd nooit niet geen ja nee en of maar want dus
  omdat als dan wanneer waar hoe wat wie waarom zeer heel erg veel weinig ook alleen goed graag met zonder
  voor door naar bij van uit tot over onder tussen op aan om
  hallo hoi dag doei groeten groetjes bedankt dank alstublieft hartelijke vriendelijke
  ben bent is zijn was waren heb hebt heeft hebben had kan kun kunt kunnen wil wilt moet moeten zal zou`;

/**
 * The words above that are also given names, surnames or name particles somewhere: Vietnamese, Chinese
 * and Korean surnames ("Le", "Lo", "Tu", "Su", "Ma", "Mai", "Lei", "Nie", "Sim"), given names ("Dan",
 * "Dag", "Mia", "Ella", "Una", "Al", "Del", "Les", "Ola", "Ora", "Ali", "Mir", "Om", "Mal"), surnames
 * ("Weil", "Vos", "Haar", "Moi", "Como", "Bene", "Mas", "Sol") and the particles of surnames.
 */
const NAMES = `
  le lo la el al del les ella una tu te su sus mi ma mai lei lui nie sim ni si ta ha na do da de di du des dos
  das van von der den dal dalla della dei delle degli dello ter
  dan dag mia ella al ola ora ali mir om mal hun je ye ya ai sa yo ho bo zu bei
  weil vos haar moi como bene mas sol dia bem eu mais sans los las
  will ben bent sue uma elle ella ela esa essa alla nel nella haben lieber moin nur bin dai che chi hai kan kun
  zou ton sem hoy ayer durante
  ed e o a i u y es va vi ci se ce`;

const set = (s: string) => new Set(s.split(/\s+/).filter((w) => w !== ''));
const ALL = set([SPANISH, FRENCH, PORTUGUESE, GERMAN, ITALIAN, DUTCH].join(' '));
// With the words of Polish, Czech, Romanian, the Nordic languages, Turkish, Malay and Tagalog that are names too (ADR 0097).
const NAMES_TOO: ReadonlySet<string> = set(`${NAMES} ${NAMES_TOO_MORE}`);

/** Function words that are no one's name: never part of a name without a title (phi-name-words.ts). */
export const FUNCTION_WORDS: readonly string[] = [...ALL].filter((w) => !NAMES_TOO.has(w));
/** The words of ADR 0097 (phi-names-words-more.ts) that are no one's name: never part of a name without a title. */
export const MORE_NEVER_NAMES: readonly string[] = MORE_WORDS.filter((w) => !NAMES_TOO.has(w));

const NAMES_TOO_Q = question();
/**
 * Words of those languages that are also English words (SCOWL holds them): after a name they may be English
 * ("Lo was seen", "Mai had", "Le met", "Tu will"), so they do not say the language.
 */
const ENGLISH_TOO = set(`la lo yo me mi ya hoy con sin contra soy es son hay era vas van on moi ma mes ton ta et car
  comment plus encore non sans pour par sous chez pendant bonne ai as doit um do dos no esse sim mas sob oi boa sou die
  den er mir seine dies bald ja wo was gut bis hinter an am ins bin war hast hat muss will lei ti si sue qua chi dove
  come ora poi male per verso ciao ho ha de we hem haar hen hun dit nu nog en of want hoe wat heel erg met door tot over
  om dank ben bent is had wilt patient praxis diagnose station familiar person sortie fiscal brief`);
/** Words of those languages that the English list holds only because they are listed as common foreign words ("paciente", "que"). */
const FOREIGN: ReadonlySet<string> = new Set(
  [...ALL, ...FOREIGN_COMMON.split(/\s+/)].filter((w) => w !== '' && !ENGLISH_TOO.has(w)),
);
/** Particles inside surnames ("De los Santos", "Van der Berg"; the others are in NAMES_TOO): after them the word is one too. */
const ARTICLES = set('los las les lo y ten van von');
const LINE_START = /(?:^|\n)[ \t]*$/;
/** A lower-case word after the token: letters only, three or more, then no letter. */
const LOWER_AFTER = /^[ \t]+(\p{Ll}[\p{Ll}\p{M}'’]{2,})(?![\p{L}\d])/u;

/**
 * Whether token `i`, a function word that is also a name, opens a clause of its language here: a
 * lower-case word of three letters or more follows that is no English word and no name particle
 * ("Le cardiologue", "Lo puede"; not "Le was", "Van der Berg", "De la Cruz"). The caller rules out a title before it.
 */
export function functionWordBeforeSpeech(text: string, toks: Tok[], i: number): boolean {
  const t = toks[i]!;
  if (t.upper || !listed(t.w, NAMES_TOO_Q, NAMES_TOO)) return false;
  if (GERMAN_LEADS.has(t.lc) && germanNounAfter(text, toks, i)) return true;
  // "Von: Tobias Renner", "De : Marie", "Van: Sanne": a letter's or a mail's From/To label opening its line (ADR 0090).
  if (text.charCodeAt(t.end) === 58 || text.slice(t.end, t.end + 2) === ' :')
    return LINE_START.test(text.slice(Math.max(0, t.start - 4), t.start));
  // "Le Dr Morel a décalé", "El director general": an article before a title or a post is the article (ADR 0120).
  if (TITLE_ARTICLES.has(t.lc) && postAfter(text, toks, i)) return true;
  const m = LOWER_AFTER.exec(text.slice(t.end, t.end + 24));
  if (m === null) {
    // "Du är välkommen": a two-letter word of its language that is no name, no particle and no English word.
    const two = LOWER_TWO_AFTER.exec(text.slice(t.end, t.end + 8))?.[1];
    if (two === undefined) return false;
    neverNames ??= new Set([...ALL, ...MORE_WORDS].filter((w) => !NAMES_TOO.has(w)));
    return neverNames.has(two) && !isEnglish(two);
  }
  const next = m[1]!;
  // The words of letters in those languages are marked English in the lists ("paciente", "médico"): they count too.
  return !NAMES_TOO.has(next) && !ARTICLES.has(next) && (!isEnglish(next) || FOREIGN.has(next));
}

/** A lower-case word of two letters after the token, then a blank and another lower-case word. */
const LOWER_TWO_AFTER = /^[ \t]+(\p{Ll}[\p{Ll}\p{M}])[ \t]+\p{Ll}/u;
let neverNames: ReadonlySet<string> | null = null;
/** Articles of Romance languages and German that are also names ("Le", "La", "El", "Il", "Der"). */
const TITLE_ARTICLES = set('le la el il lo les los las der die den');
/** Posts that an article names in those languages ("El director", "La doctora", "Le médecin", "Il primario"). */
const POSTS = set(`director directora doctor doctora médico médica medico medica médecin docteur dottore dottoressa
  primario primaria jefe jefa presidente présidente presidenta gerente coordinador coordinadora responsable
  enfermero enfermera infirmier infirmière professeur profesor profesora professore paciente patiente paziente
  chef directeur directrice direttore direttrice arzt ärztin chefarzt oberarzt`);
/** Whether a title ("Dr", "Dra.", "Prof") or a post in lower case ("director") follows token `i`, one blank after it. */
function postAfter(text: string, toks: Tok[], i: number): boolean {
  const w = WORD_AFTER.exec(text.slice(toks[i]!.end, toks[i]!.end + 16))?.[1];
  if (w === undefined) return false;
  const lc = w.toLowerCase();
  return /^\p{Lu}\p{Ll}/u.test(w) ? TITLES.has(lc) : w === lc && POSTS.has(lc);
}
/** The word one blank after a token. */
const WORD_AFTER = /^ (\p{L}+)(?![\p{L}])/u;

/** German prepositions and articles that are also names ("Bei", "Zu", "Von", "Der", "Den"; ADR 0097). */
const GERMAN_LEADS = set('bei zu von der den');
let germanNouns: ReadonlySet<string> | null = null;
/**
 * Whether a German noun follows token `i` one blank after it: one of the lists ("Bei Fieber", "Bei Rückfragen",
 * "Zu Hause") or a word in no name list shaped like one among German words ("Bei Verschlechterung bitte …").
 * "Bei Wang", "Von Trapp", "Dr. Bei" (the caller rules out a title) stay names.
 */
function germanNounAfter(text: string, toks: Tok[], i: number): boolean {
  const n = toks[i + 1];
  if (n === undefined || !n.cap || n.upper || n.start - toks[i]!.end !== 1 || text.charCodeAt(toks[i]!.end) !== 32)
    return false;
  germanNouns ??= new Set([...COMMON_NOUNS, ...GERMAN_OFFICE_NOUNS]);
  return germanNouns.has(n.lc) || (!isName(n.lc) && germanNoun(text, n.lc, n.start, n.end, 1));
}
