/**
 * PERSON in scripts without capitals (ADR 0098): Chinese, Japanese, Korean, Arabic, Hebrew, Thai and the scripts of
 * India write no capital that could mark a name, so the recognizers that read capitals see none. Two places say a
 * name there: the value of a name field ("姓名：王丽华", "الاسم: أحمد محمود حسن", "Name: 김민준 / Kim Min-jun",
 * "ชื่อ: สมชาย ใจดี"), and the native spelling beside a name found in Latin letters ("Sato Haruka (佐藤 陽香)",
 * "김민준 / Kim Min-jun"). Read only when the text holds a letter of such a script.
 */
import type { Hit } from './pii-context.js';

const RANK = 6;
/** A letter of a script without case (Unicode "other letter"), with its combining marks. */
const RUN = String.raw`\p{Lo}[\p{Lo}\p{M}]*`;
/** Up to four words of such letters, blank- or dot-separated ("佐藤 陽香", "أحمد محمود حسن", "ホセ・ガルシア"). */
const NAME = String.raw`${RUN}(?:[ \t·・]${RUN}){0,3}`;
/** A name field's label at a line's or a field's start, then its colon: English and the scripts' own words. */
const FIELD = new RegExp(
  String.raw`(?:^|[\n;；|,，])[ \t]*(?:(?:patient|full|patient's|given|family)[ \t]+)?(?:name|nom|nombre|nome|naam|姓名|氏名|名前|患者|患者姓名|이름|성명|환자|환자명|الاسم|اسم|اسم المريض|שם|שם המטופל|ชื่อ|ชื่อ-สกุล|नाम|रोगी का नाम)` +
    String.raw`[ \t]*(?:\([A-Za-z]{2,3}\)[ \t]*)?[:：][ \t]*(${NAME})`,
  'giu',
);
const BESIDE_AFTER = new RegExp(String.raw`^[ \t]*[(（](${NAME})[)）]`, 'u');
const BESIDE_BEFORE = new RegExp(String.raw`(${NAME})[ \t]*\/[ \t]*$`, 'u');
/** Whether the text may hold such a letter at all: Hebrew to Devanagari/Thai, kana and Han, Hangul. */
const CASELESS = /[\u0590-\u08FF\u0900-\u0E7F\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/;

export function findCaselessNames(text: string, out: Hit[], other: boolean): void {
  if (!other || !CASELESS.test(text)) return;
  FIELD.lastIndex = 0;
  for (let m = FIELD.exec(text); m !== null; m = FIELD.exec(text)) {
    const v = m[1]!;
    const start = m.index + m[0].length - v.length;
    out.push({ type: 'PERSON', start, end: start + v.length, rank: RANK });
  }
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
