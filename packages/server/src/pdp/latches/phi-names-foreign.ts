/**
 * Words of other languages that name lists hold by accident and that a capital says nothing about
 * (ADR 0078): German capitalizes every noun ("die Kosten", "Ihr Termin", "Sohn Herr Jens…"), and
 * notes and letters in every language open lines with form labels ("Nama:", "Plano:", "Raison :",
 * "Patiënt:"), kinship words ("Pappa är inlagd", "Dochter Ingrid"), greetings ("Hallo Frau…", "Hej
 * Lars!"), pronouns ("rufen Sie uns"), ward and specialty names ("Station 14", "Ematologia") and the
 * posts that follow a signature ("Oberärztin", "Sachbearbeiterin"). Written by class from general
 * knowledge for German, Dutch, French, Spanish, Portuguese, Italian, Polish, Swedish, Danish,
 * Norwegian, Malay/Indonesian and Tagalog. They are never part of a name without a title (phi-name-words.ts,
 * L_OTHER); "Dr. Sohn" stays a person. Words that are frequent given names or surnames in their own
 * language (German "Koch", "Bauer", "Fischer"; Dutch "Visser", "Bakker"; Tagalog "Lola") are left out on purpose.
 */
import { FUNCTION_WORDS, MORE_NEVER_NAMES } from './phi-names-function-words.js';
import { COMMON_NOUNS } from './phi-names-nouns.js';

/** Form labels and headings of notes, letters and reports. */
const LABELS = `
  nama alamat umur jantina tarikh lahir diagnosis rawatan ubat pesakit wad catatan
  pangalan tirahan edad kasarian petsa kapanganakan
  plano queixa conduta exame exames hipótese hipotese antecedentes alergias medicação medicacao prescrição
  evolução evolucao paciente utente motivo internação internacao alta enfermaria consulta
  raison motif examen antécédents antecedents allergies conclusion ordonnance diagnostic traitement évolution
  objet destinataire expéditeur
  пациент пациентка больной больная пацієнт пацієнтка ασθενής
  выписной выписка эпикриз диагноз анамнез заключение жалобы лечение рекомендации история болезни осмотр
  направление справка виписка діагноз
  diagnóstico diagnostico enfermedad tratamiento evolución evolucion exploración exploracion juicio clínico
  plan anamnesis pruebas informe ingreso domicilio nombre apellidos fecha nacimiento mutua
  anamnesi diagnosi terapia esame obiettivo decorso conclusioni indirizzo nascita data cognome nome
  patiënt patient patiente patientin opgenomen opname ontslag afdeling dienst verpleegkundige overdracht
  naam adres geboortedatum huisarts specialist behandeling beleid conclusie voorgeschiedenis
  pacjent pacjentka rozpoznanie leczenie zalecenia wywiad badanie oddział szpital karta informacyjna
  szpitalnego szpitalny leczenia wypis skierowanie imię nazwisko adres pesel lekarz
  anamnese befund diagnose therapie verlauf empfehlung aufnahme entlassung station kostenübernahme
  betreff anlage anlagen termin termine kosten rückruf rücksprache person
  lettera ditta
  banco titular cuenta conta agência agencia sucursal seguro
  journalanteckning anteckning bedömning åtgärd remiss vårdcentral avdelning besök
  journal vurdering henvisning epikrise notat undersøgelse undersøkelse behandling
  subpoena duces tecum habeas corpus ad litem`;

/**
 * Head nouns that open an eponym in other languages and that no one is named ("Morbus Bechterew", "Maladie de
 * Crohn", "Síndrome de Down", "Zespół Downa"; ADR 0109, phi-names-heads-intl.ts). Heads that are also names
 * ("Signe", "Scala", "Punto") are judged by the particle and the capital after them there.
 */
const EPONYM_HEADS = `morbus maladie síndrome sindrome syndroom enfermedad malattia doença doenca ziekte choroba zespół
  objaw maniobra manovra manobra échelle`;

/** Kinship and household words ("Sohn", "Pappa", "Dochter", "Filho", "Hustrun"). */
const KIN = `
  sohn tochter mutter vater ehefrau ehemann bruder schwester oma opa enkel enkelin tante onkel angehörige angehöriger
  zoon dochter moeder vader echtgenote echtgenoot broer zus oma opa kleinzoon kleindochter tante oom schoonzoon
  schoondochter mantelzorger
  fils fille mère père épouse epoux époux frère frere soeur sœur grand-mère grand-père conjoint
  hijo hija madre padre esposo esposa hermano hermana abuela abuelo tío tía suegra suegro
  filho filha mãe marido esposa irmão irmao irmã avó avô tio
  figlio figlia madre padre marito moglie fratello sorella nonna nonno nipote zio
  córka matka ojciec żona mąż brat siostra babcia dziadek wnuk wnuczka ciocia wujek
  pappa mamma mor far farfar farmor morfar mormor son dotter hustru hustrun maken make frun fru bror syster
  barnebarn barnbarn datter søn søster bror bestemor bestefar kone ektemann ektefelle
  ibu bapa anak suami isteri istri abang kakak adik nenek datuk
  nanay tatay anak asawa kuya ate lolo
  vó vô vovó vovô tia mamá papá abuelita abuelito zia nonnina
  papa mama tonton tatie mamie papy papi mami abba ammi
  samlever samboer sambo kona konen mannen dattera datteren sønnen sonen dottern
  puoliso vaimo aviomies tytär poika äiti isä sisko
  manželka manžel dcera otec bratr sestra syn
  eşi eşim oğlu kızı annesi babası kardeşi
  soțul soțului soția soţul soţia fiul fiica tatăl
  felesége férje lánya
  жена муж сын дочь мать отец брат сестра дружина донька
  σύζυγος σύζυγός κόρη γιος μητέρα πατέρας`;

/** The kin words above, for the towns written after a relative (phi-town-kin.ts). */
export const KIN_WORDS: ReadonlySet<string> = new Set(KIN.trim().split(/\s+/));

/** Greetings, closings and courtesy words ("Hallo Frau…", "Hej Lars!", "Bonjour Dre…", "Merci,"). */
const GREETINGS = `
  hallo guten tag morgen abend grüße gruß grüßen liebe lieben danke vielen herzliche herzlichen moin servus coucou oi
  hoi beste groeten bedankt alstublieft vriendelijke
  bonjour bonsoir salut merci bien cordialement madame monsieur chère cher
  hola días tardes gracias saludos querida querido atentamente
  olá bom obrigado obrigada abraço abraco beijos
  ciao buongiorno buonasera grazie saluti cari
  dzień dobry cześć dziękuję pozdrawiam szanowny szanowna
  hej hejsa hallå tack hälsningar mvh vänliga venlig hilsen hilsner takk
  selamat pagi petang terima kasih
  kumusta salamat po opo paalam`;

/** Pronouns and articles that open sentences ("Sie", "Ihr", "Wir", "Elle", "Ele"). */
const PRONOUNS = `
  sie ihr ihre ihnen wir uns er es dein deine euch
  hij zij wij jullie ze het een uw
  il ils elles nous vous leur
  ellos ellas usted ustedes nosotros
  ele eles você voce vocês nós
  loro noi voi
  one my wy pani państwo
  hon hen dem jag jeg mig dig deg
  mereka kami kita awak
  siya kami kayo ako ikaw`;

/** Specialties, wards and services as letters name them ("Ematologia", "Station 14", "Kardiologie"). */
const SERVICES = `
  ematologia cardiologia neurologia oncologia pediatria ginecologia ostetricia chirurgia ortopedia urologia
  nefrologia pneumologia gastroenterologia dermatologia oculistica radiologia geriatria psichiatria reumatologia
  hematología hematologia cardiología oncología neurología pediatría ginecología obstetricia cirugía cirugia
  traumatología traumatologia urgencias neumología neumologia nefrología reumatología geriatría psiquiatría
  endocrinología endocrinologia
  quirófano quirofano planta maternidad reanimación reanimacion observación observacion hospitalización
  urgência urgencia emergência emergencia maternidade internamento soccorso rianimazione degenza
  urgence réanimation maternité rééducation
  hématologie hematologie cardiologie neurologie oncologie pédiatrie gynécologie chirurgie urgences
  néphrologie pneumologie gériatrie psychiatrie rhumatologie endocrinologie
  hämatologie onkologie kardiologie neurologie pädiatrie gynäkologie unfallchirurgie notaufnahme intensivstation
  nephrologie pneumologie geriatrie psychiatrie rheumatologie endokrinologie
  kardiologia neurologia onkologia pediatria chirurgia interna ginekologia
  kardiologi onkologi neurologi akutmottagning vårdavdelning
  medicina interna
  comitato comité`;

/** Posts written after a name in a signature ("Julia Hoffmann, Oberärztin", "Anja Hermanns, Sachbearbeiterin"). */
const POSTS = `
  oberarzt oberärztin chefarzt chefärztin assistenzarzt assistenzärztin fachärztin facharzt stationsarzt
  stationsärztin sachbearbeiter sachbearbeiterin pflegekraft pflegefachkraft stationsleitung pflegedienstleitung
  krankenschwester krankenpfleger ärztin arzt sekretärin
  arts verpleegkundige huisarts verpleger specialiste
  infirmière infirmiere infirmier médecin medecin interne chef secrétaire
  enfermera enfermero médica medica médico medico residente adjunta adjunto
  enfermeira enfermeiro
  infermiera infermiere medico primario dottoressa
  pielęgniarka lekarz ordynator
  sjuksköterska läkare undersköterska overlæge overlege sykepleier sygeplejerske
  jururawat lege legen fastlege allmennlege lääkäri hoitaja lékař lékařka sestra`;

/**
 * Words that head a street, an estate or an institution in other languages ("Jalan Anggerik", "Lorong Kulit",
 * "Gali No. 6", "Zorgcentrum De Leeuwenhoek", "Kurzzeitpflege Haus Lindenhof", "Harbourview Dental Sdn Bhd"):
 * the place and firm recognizers read them; no person is named so.
 */
const PLACES_AND_FIRMS = `brgy bgy barangay kelurahan kecamatan kabupaten bairro colonia fraccionamiento mahallesi
  jalan jln lorong lrg lebuh persiaran taman kampung kampong simpang gali galli chowk mohalla
  alameda calle callejón travessa rua avenida praça praca largo rodovia carrer
  sdn bhd tbk pvt ltda gmbh mbh
  universitätsmedizin krankenhaus kurzzeitpflege tagespflege pflegeheim altenheim
  seniorenheim seniorenzentrum pflegedienst zorgcentrum verpleeghuis ziekenhuis gezondheidscentrum huisartsenpraktijk
  jenaplanschool basisschool kinderopvang vårdcentralen sjukhus sygehus sykehus legesenter szpital przychodnia
  ospedale ambulatorio policlinico hôpital hopital clinique polyclinique garderie crèche creche`;

/** Interjections of speech and chat that open a reply ("PATIENT: Yeah so…", "Nope, not since"). */
const INTERJECTIONS = `yeah yep yup yeh nope nah naw hmm hm umm um uh uhh uhm erm oh ooh wow oops ouch okay alright
  haha hehe hiya howdy thx cheers`;

/** Kin words as a person cue: the capitalized word after one is a relative's name ("Dochter Ingrid", "Hustrun Ann-Britt"). */
export const FOREIGN_KIN: ReadonlySet<string> = new Set(KIN.split(/\s+/).filter((w) => w !== ''));
/**
 * Greetings said to a person, as English "hi" and "dear" are cues ("Hoi Daan,", "Hola Marta", "Salut Léa"). Not
 * the letter openers "Liebe", "Beste", "Querida", "Cara": a title or a common noun follows them as often.
 */
export const GREETING_CUES: ReadonlySet<string> = new Set(
  'hallo hoi hola olá ola oi salut bonjour bonsoir coucou ciao buongiorno buonasera hej hei moin servus cześć kumusta'.split(
    ' ',
  ),
);

/** Every word above, lower case: never part of a name without a title. */
export const FOREIGN_NEVER_NAMES: readonly string[] = [
  LABELS,
  EPONYM_HEADS,
  KIN,
  GREETINGS,
  PRONOUNS,
  SERVICES,
  POSTS,
  PLACES_AND_FIRMS,
  INTERJECTIONS,
]
  .join(' ')
  .split(/\s+/)
  .filter((w) => w !== '')
  // Articles, pronouns, prepositions, greetings and closings of six languages (ADR 0085); ordinary nouns (ADR 0090).
  // And the function words and everyday words of eight more languages and German office nouns (ADR 0097).
  .concat(FUNCTION_WORDS, COMMON_NOUNS, MORE_NEVER_NAMES);

/** Words that open a spoken reply (ADR 0078): after "Role:" they start speech. */
export const SPEECH_OPENERS = new Set(
  'can could would will should shall may might must do does did is are was were am have has had what why how when where who which yes no so well okay ok yeah right sure please thanks thank hi hello hey sorry'.split(
    ' ',
  ),
);
