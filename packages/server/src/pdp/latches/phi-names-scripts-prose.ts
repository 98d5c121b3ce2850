/**
 * PERSON in the running prose of scripts without capitals (ADR 0132), beside the fields and honorifics of
 * phi-names-scripts.ts: the words a sentence puts around a person in each script.
 * - Chinese: a name of two or three characters after "患者" ("patient") or a relative ("女儿王丽陪护") and before a
 *   comma or "accompanies", or before a courtesy title ("陳怡君小姐", "李医生"; not a label: "主治医师：").
 * - Thai: the courtesy title glued to the given name, then the surname ("คุณสมชาย ใจดี", "นางสาวมาลี ศรีสุข").
 * - Arabic: a name after a title ("المريض أحمد محمود", "السيدة …", "الدكتور …") up to the next verb or preposition,
 *   and a lineage name with "بن" or "بنت" ("نورة بنت سعد القحطاني").
 * - Hebrew, Persian, Hindi: two to four words opening a sentence before "lives"/"resident" ("יוסי לוי גר ברחוב…",
 *   "مریم احمدی ساکن تهران", "राजेश कुमार शर्मा, निवासी 45 …"), and after a title ("מר", "آقای", "श्रीमती").
 * A title takes one or two words after it. Each regex runs once over a text that holds a letter of its script (the caller's gate): linear.
 */
import type { Hit } from './pii-context.js';

const RANK = 6;
const HAN = String.raw`\p{Script=Han}`;
/** Words after "patient" that describe, not name ("患者女性，", "患者自述，"). */
const CN_NOT = '女性|男性|自述|既往|主诉|主訴|术后|術後|因|于|於|在|诉|訴|现|現|无|無|有|入院|出院|病情|目前|今日|一般';
const CN_TITLE = '小姐|女士|先生|太太|医生|醫生|医师|醫師|教授|护士|護士';
const CHINESE = new RegExp(
  String.raw`(?:(?:患者|病人|患儿|病患|病患者|女儿|儿子|丈夫|妻子|母亲|父亲|女兒|兒子|母親|父親)(?!${CN_NOT})(${HAN}{2,3})(?=[，,、。（(\s]|陪护|陪同|陪伴|陪護)|(?:^|[\n \t、，,：:。；;（(])(${HAN}{2,3})(?:${CN_TITLE})(?![\p{Lo}]|[ \t]*[：:]))`,
  'gu',
);
const TH = String.raw`\p{Script=Thai}`;
/** Thai words after a given name that go on with the sentence, not a surname ("คุณสมชาย อยู่ที่…"). */
const TH_NOT = 'อยู่|เป็น|ได้|มา|ไป|ที่|และ|ครับ|ค่ะ|คะ|จะ|ไม่|มี|ทำงาน|บ้าน';
const THAI = new RegExp(
  String.raw`(?<![\p{Script=Thai}])(?:คุณ|นางสาว|นาย|นาง)(?!ภาพ|พยาบาล|สมบัติ|ค่า)(${TH}{2,20}[ \t](?!(?:${TH_NOT})(?:[ \t]|$))${TH}{2,20})`,
  'gu',
);
/** Letters and marks of the Arabic script, not its punctuation ("۔", "،"). */
const AR = String.raw`(?:(?=[\p{L}\p{M}])\p{Script=Arabic}){2,}`;
/** Verbs, prepositions and age words that end an Arabic name in a sentence. */
const AR_STOP = String.raw`و?(?:يسكن|تسكن|يقيم|تقيم|يعمل|تعمل|يعيش|تعيش|عمره|عمرها|البالغ|البالغة|المقيم|المقيمة|أسكن|اسكن|أعمل|اعمل|أعيش|أقيم|من|في|إلى|الى|على|عن|مع|تم|كان|كانت|هو|هي|ساکن|مقیم|در|از|به|که|مستشفى|ہسپتال|بیمارستان|شركة|بنك|بانک)(?![\p{L}])`;
const AR_WORD = `(?!${AR_STOP})${AR}`;
const ARABIC = new RegExp(
  String.raw`(?:(?:السيد|السيدة|الدكتور|الدكتورة|آقای|خانم|دکتر)[ \t]+(${AR_WORD}(?:[ \t]${AR_WORD}){0,3})|(?<![\p{L}\p{M}])(${AR_WORD}(?:[ \t](?:بن|بنت|ابن)[ \t]${AR_WORD}){1,2}(?:[ \t]${AR_WORD})?))`,
  'gu',
);
const HE = String.raw`\p{Script=Hebrew}{2,}`;
/** Hindi postpositions, verbs and nouns that go on after a name ("… अस्पताल में भर्ती हैं"). */
const HI_STOP = 'में|को|का|की|के|से|ने|है|हैं|था|थी|और|अस्पताल|डॉक्टर|जी|भर्ती|रहते|रहती';
const DEV = String.raw`(?!(?:${HI_STOP})(?![\p{L}\p{M}]))\p{Script=Devanagari}{2,}`;
/** Two to four words opening a sentence before "lives"/"resident", or one to three after a title. */
const RESIDENT = new RegExp(
  String.raw`(?:^|[.\n,;:،।])[ \t]*(?:(?!(?:המטופל|המטופלת|החולה|הילד|הילדה|האישה|האיש)[ \t])(${HE}(?:[ \t]${HE}){1,2})[ \t]+(?:גר|גרה|מתגורר|מתגוררת)(?![\p{L}])|(${AR}(?:[ \t]${AR}){1,2})[ \t]+(?:ساکن|مقیم)(?![\p{L}])|(${DEV}(?:[ \t]${DEV}){1,3})(?:[ \t]*,)?[ \t]*(?:निवासी|निवासिनी)(?![\p{L}\p{M}]))`,
  'gu',
);
const TITLED = new RegExp(
  String.raw`(?:^|[ \t\n(,.;:])(?:מר|גב['׳]|ד["״]ר|श्री|श्रीमती|सुश्री|डॉ\.?)[ \t]+((?:${HE}|${DEV})(?:[ \t](?:${HE}|${DEV})){0,1})`,
  'gu',
);

/**
 * "המטופל משה כהן אושפז", "מטופלת רחל לוי, בת 54", "मरीज़ राकेश शर्मा को …": two words after "the patient" (or a
 * relative) when what follows them is what follows a name: an age ("בן 67", "उम्र"), a Hindi postposition, or a
 * Hebrew verb of admission. Not a state ("החולה במצב יציב, בן 67", "בנו הגיע היום,"): the words after the role may
 * not be a preposition's or a verb's that a state or an act opens with.
 */
const HE_ROLE = 'המטופל|המטופלת|החולה|המטופלים|בנה|בתה|בנו|בתו|אשתו|בעלה|אמו|אביו|אמה|אביה';
const HE_AFTER = 'אושפז|אושפזה|הגיע|הגיעה|התקבל|התקבלה|פנה|פנתה|נבדק|נבדקה|הובא|הובאה|נותח|נותחה';
const HE_NOT =
  'במצב|ללא|עם|אחרי|לאחר|הגיע|הגיעה|מתלונן|מתלוננת|סובל|סובלת|ידוע|ידועה|נמצא|נמצאת|היה|היתה|הייתה|לא|כבר|עדיין|מאושפז|מאושפזת';
const HI_ROLE = 'मरीज़|मरीज|रोगी|मरीज़ा|पत्नी|पति|बेटा|बेटी|बेटे';
const HI_AFTER = 'को|का|की|के|ने|उम्र|आयु';
const ROLE_NAMED = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(?:(?:${HE_ROLE})[ \t]+((?!(?:${HE_NOT})(?![\p{L}]))${HE}[ \t]${HE})(?=,?[ \t]+(?:בן|בת)[ \t]+\d|[ \t]+(?:${HE_AFTER})(?![\p{L}]))|(?:${HI_ROLE})[ \t]+(${DEV}[ \t]${DEV})(?=[ \t]+(?:${HI_AFTER})(?![\p{L}\p{M}])))`,
  'gu',
);

export function findScriptProseNames(text: string, out: Hit[]): void {
  for (const re of [CHINESE, THAI, ARABIC, RESIDENT, TITLED, ROLE_NAMED]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const v = m[1] ?? m[2] ?? m[3];
      if (v === undefined) continue;
      const start = m.index + m[0].lastIndexOf(v);
      out.push({ type: 'PERSON', start, end: start + v.length, rank: RANK });
    }
  }
}
