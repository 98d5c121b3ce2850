/**
 * PERSON in scripts without capitals (ADR 0098): Chinese, Japanese, Korean, Arabic, Hebrew, Thai and the scripts of
 * India write no capital that could mark a name, so the recognizers that read capitals see none. Two places say a
 * name there: the value of a name field ("姓名：王丽华", "الاسم: أحمد محمود حسن", "Name: 김민준 / Kim Min-jun",
 * "ชื่อ: สมชาย ใจดี"), and the native spelling beside a name found in Latin letters ("Sato Haruka (佐藤 陽香)",
 * "김민준 / Kim Min-jun"). Read only when the text holds a letter of such a script.
 */
import { findScriptProseNames } from './phi-names-scripts-prose.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** A letter of a script without case (Unicode "other letter"), with its combining marks. */
export const RUN = String.raw`\p{Lo}[\p{Lo}\p{M}]*`;
/** Up to four words of such letters, blank- or dot-separated ("佐藤 陽香", "أحمد محمود حسن", "ホセ・ガルシア"). */
const NAME = String.raw`${RUN}(?:[ \t·・]${RUN}){0,3}`;
/**
 * The scripts' own labels of a field that holds a person: the name, and the people a form names besides the patient
 * (recipient, contact, next of kin, spouse, parent, guardian, doctor). Not a sender's ("寄件人", "보내는 분"): a pharmacy
 * or a hospital sends as often as a person does.
 */
const ROLES = [
  '姓名|氏名|名前|患者|患者姓名|收件人|收货人|联系人|聯絡人|紧急联系人|緊急聯絡人|家属|家屬|配偶|丈夫|妻子|监护人|監護人|主治医生|主治醫師|主治医师|医生|醫師|医师',
  '受取人|宛名|担当医|主治医|主治医師|紹介医|保護者|配偶者|患者氏名|患者名|担当者|病人姓名|就诊人',
  '이름|성명|환자|환자명|환자 성명|받는 분|받는분|보호자|보호자명|담당의|주치의|배우자|남편|아내',
  'الاسم|اسم|اسم المريض|اسم المريضة|جهة الاتصال|الطبيب المعالج|الطبيب|الزوج|الزوجة|ولي الأمر|المرافق',
  'שם|שם המטופל|שם המטופלת|שם החולה|המטופל|המטופלת|מטופל|מטופלת|איש קשר|רופא מטפל|רופא|בן זוג|בת זוג|אפוטרופוס',
  'ชื่อ|ชื่อ-สกุล|ผู้ติดต่อ|แพทย์|ญาติ|สามี|ภรรยา',
  'नाम|रोगी का नाम|मरीज़ का नाम|मरीज का नाम|रोगी|मरीज़|मरीज|पति|पत्नी|पिता|माता|संपर्क व्यक्ति|डॉक्टर|चिकित्सक|अभिभावक',
]
  .join('|')
  .split('|')
  // Longest first: "שם המטופל" before "שם".
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, '[ \\t]+'))
  .join('|');
/** A title before the name in the field's value, left out of it ("רופא מטפל: ד"ר עמית ברק", "चिकित्सक: डॉ. अनुराधा"). */
const FIELD_TITLES = String.raw`(?:ד["״]ר|פרופ['׳]?|גב['׳]|डॉ\.?|श्रीमती|श्री|सुश्री|الدكتورة|الدكتور|د\.)`;
/** A name field's label at a line's or a field's start, then its colon: English and the scripts' own words. */
const FIELD = new RegExp(
  String.raw`(?:^|[\n;；|,，、。،\u3000]|\.[ \t])[ \t\u3000]*(?:(?:patient|full|patient's|given|family)[ \t]+)?(?:name|nom|nombre|nome|naam|${ROLES})` +
    String.raw`[ \t]*(?:\([A-Za-z]{2,3}\)[ \t]*)?[:：][ \t]*(?:${FIELD_TITLES}[ \t]*)?(${NAME})`,
  'giu',
);
/**
 * A name before a Japanese or Korean honorific, opening its line or after a blank or a comma ("佐藤 健太 様", "김민준 님"):
 * one or two words of two to four letters, so that a run of running text before "先生" ("担当の佐藤先生") is not read whole.
 */
const SHORT = String.raw`\p{Lo}{1,4}`;
const HONORIFIC = new RegExp(
  String.raw`(?:^|[\n \t、，,：:])(${SHORT}(?:[ \t・]${SHORT})?)[ \t]?(?:様|さま|さん|先生|氏|殿|님|씨)(?![\p{Lo}])`,
  'gu',
);
/**
 * English words for the people a note names besides the patient, before a name in such a script, with or without
 * a colon ("Wife 陳李美華 informed", "Parents: אורית בן עמי and …", "Attendant: रामेश्वरी देवी"): a note in English
 * about a family that writes its names in their own script.
 */
const KIN = new RegExp(
  String.raw`(?<![\p{L}])(?:wife|husband|spouse|partner|mother|father|parents?|son|daughter|sister|brother|grand(?:mother|father|son|daughter)|aunt|uncle|niece|nephew|cousin|guardian|carer|caregiver|attendant|interpreter|next[ \t]+of[ \t]+kin|nok)` +
    String.raw`(?:[ \t]*\([\p{L} ]{2,20}\))?(?:[ \t]*:)?[ \t]*(${NAME})`,
  'giu',
);
/**
 * The same honorifics of people, with a particle glued after them ("佐藤美咲さんの住所", "김민준 씨는"): two letters or
 * more before it ("皆さんの" is everyone), and not 先生, which names a role as often.
 */
const HONORIFIC_PARTICLE =
  /(?:^|[\n \t、，,：:])(\p{Lo}{2,4}(?:[ \t・]\p{Lo}{1,4})?)[ \t]?(?:さん|様|씨|님)(?=[のはがにをともへ은는이가의께도를])/gu;
/**
 * "My name is" in these scripts: Arabic "اسمي", Hindi "मेरा नाम … है", Chinese "我叫", "我的名字是", Japanese
 * "私の名前は", Korean "제 이름은".
 */
/** Words after an Arabic name that start the sentence's next clause ("…وأعمل في", "…وعمري 40"): no part of the name. */
const AR_NOT_NAME = String.raw`و?(?:أعمل|اعمل|أسكن|اسكن|أعيش|أقيم|عمري|عنواني|رقم|هاتفي|أنا|في|من)(?![\p{Lo}])`;
const SELF_NAME = new RegExp(
  String.raw`(?:(?:اسمي|إسمي)[ \t]+(${RUN}(?:[ \t](?!${AR_NOT_NAME})${RUN}){0,2})|मेरा[ \t]+नाम[ \t]+(${RUN}(?:[ \t]${RUN}){0,2})(?=[ \t]+है)|(?:我叫|我的名字是|私の名前は|わたしの名前は)[ \t]?(\p{Lo}{2,4})(?=[，,。.、\s]|です|$)|제[ \t]+이름은[ \t]+(\p{Lo}{2,4})(?![\p{Lo}]))`,
  'gu',
);
/** A department, a job or "not decided" as a field's value ("担当者：総務課", "担当者：看護師", "担当者：未定"). */
const NO_PERSON = /(?:[課部科室局師]|未定|不明|なし|미정|없음)$/u;
const HONORIFIC_END = /[ \t](?:様|さま|さん|殿|先生|氏|님|씨)$/u;
const BESIDE_AFTER = new RegExp(String.raw`^[ \t]*[(（](${NAME})[)）]`, 'u');
const BESIDE_BEFORE = new RegExp(String.raw`(${NAME})[ \t]*\/[ \t]*$`, 'u');
/** Whether the text may hold such a letter at all: Hebrew to Devanagari/Thai, kana and Han, Hangul. */
/** A relative's word opening a field's value in Chinese, Japanese or Korean. */
const KIN_FIRST =
  /^(?:妻子|丈夫|儿子|兒子|女儿|女兒|配偶|父亲|父親|母亲|母親|妻|夫|息子|娘|배우자|아내|남편|아들|딸|어머니|아버지)[ \t]*/u;
export const CASELESS = /[\u0590-\u08FF\u0900-\u0E7F\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/;

export function findCaselessNames(text: string, out: Hit[], other: boolean): void {
  if (!other || !CASELESS.test(text)) return;
  FIELD.lastIndex = 0;
  for (let m = FIELD.exec(text); m !== null; m = FIELD.exec(text)) {
    // "佐藤 健一 様": the honorific after a blank is no word of the name.
    const v = m[1]!.replace(HONORIFIC_END, '');
    // "家属：妻子张丽华", "보호자: 배우자 박수진": the relative's word before the name is no part of it.
    const kin = KIN_FIRST.exec(v)?.[0].length ?? 0;
    if (kin === v.length || NO_PERSON.test(v)) continue;
    const start = m.index + m[0].length - m[1]!.length + kin;
    out.push({ type: 'PERSON', start, end: start + v.length - kin, rank: RANK });
  }
  KIN.lastIndex = 0;
  for (let m = KIN.exec(text); m !== null; m = KIN.exec(text)) {
    const v = m[1]!;
    const start = m.index + m[0].length - v.length;
    out.push({ type: 'PERSON', start, end: start + v.length, rank: RANK });
  }
  HONORIFIC.lastIndex = 0;
  for (let m = HONORIFIC.exec(text); m !== null; m = HONORIFIC.exec(text)) {
    const start = m.index + m[0].indexOf(m[1]!);
    out.push({ type: 'PERSON', start, end: start + m[1]!.length, rank: RANK });
  }
  for (const re of [HONORIFIC_PARTICLE, SELF_NAME]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const v = m[1] ?? m[2] ?? m[3] ?? m[4]!;
      const start = m.index + m[0].indexOf(v);
      out.push({ type: 'PERSON', start, end: start + v.length, rank: RANK });
    }
  }
  findScriptProseNames(text, out);
  const people = out.filter((h) => h.type === 'PERSON');
  for (const h of people) {
    const a = BESIDE_AFTER.exec(text.slice(h.end, h.end + 40));
    if (a !== null) {
      const start = h.end + a[0].indexOf(a[1]!);
      out.push({ type: 'PERSON', start, end: start + a[1]!.length, rank: RANK });
    }
    const from = Math.max(0, h.start - 40);
    const b = BESIDE_BEFORE.exec(text.slice(from, h.start));
    if (b !== null) out.push({ type: 'PERSON', start: from + b.index, end: from + b.index + b[1]!.length, rank: RANK });
  }
}
