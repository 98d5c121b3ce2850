/**
 * ORGANIZATION in scripts without capitals (Chinese, Japanese, Korean, Arabic, Hebrew, Thai, Devanagari): no capital
 * marks a name there, so the organization readers, which start from capitals, see none. Two places say one, as
 * phi-names-scripts.ts reads people:
 * - the value of a field whose label names an institution: hospital, clinic, pharmacy, insurer, sender, employer
 *   ("就診醫院：國立臺灣大學醫學院附設醫院", "المستشفى: مستشفى القصر العيني", "קופת חולים: מכבי שירותי בריאות");
 * - a run of such letters that ends in an institution's word of its script ("…中山医院", "연세세브란스약국",
 *   "さくら調剤薬局", "โรงพยาบาลมหาราชนครเชียงใหม่" opens with one).
 * Read only when the text holds a letter of such a script.
 */
import { CASELESS, RUN } from './phi-names-scripts.js';
import type { Hit } from './pii-context.js';

const RANK = 6;
/** Up to six words of such letters ("复旦大学附属中山医院 药剂科", "مستشفى القصر العيني"). */
const VALUE = String.raw`${RUN}(?:[ \t·・]${RUN}){0,5}`;
const LABELS = [
  '医院|醫院|就诊医院|就診醫院|保险|保險|保险公司|保險公司|寄件人|发件人|药房|藥局|诊所|診所|单位|單位|工作单位|雇主',
  '病院|医療機関|保険者|差出人|薬局|勤務先|クリニック',
  '병원|의료기관|보험|보험사|보내는 분|보내는분|약국|직장|의원',
  'المستشفى|مستشفى|شركة التأمين|التأمين|الصيدلية|جهة العمل|العيادة',
  'בית חולים|קופת חולים|ביטוח|בית מרקחת|מקום עבודה|מרפאה',
  'โรงพยาบาล|ประกัน|บริษัทประกัน|ร้านยา|คลินิก|ผู้ส่ง|ที่ทำงาน',
  'अस्पताल|बीमा|बीमा कंपनी|फार्मेसी|क्लिनिक|नियोक्ता',
]
  .join('|')
  .split('|')
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/ /g, String.raw`[ \t]+`))
  .join('|');
const FIELD = new RegExp(String.raw`(?:^|[\n;；|，,])[ \t]*(?:${LABELS})[ \t]*[:：][ \t]*(${VALUE})`, 'gu');
/** Institution words that end a name in Chinese, Japanese and Korean, which write names without blanks. */
const TAIL =
  /(?:^|[\n \t:：，,、；;（(])(\p{Lo}{2,24}?(?:医院|醫院|病院|诊所|診所|药房|藥局|薬局|药店|大学|大學|クリニック|병원|의원|약국|대학교|보건소))(?![\p{Lo}]|[ \t]*[:：])/gu;

/** `other`: whether a word of the text holds a letter outside ASCII (phi-cues.ts); without one there is nothing to read. */
export function findCaselessOrgs(text: string, out: Hit[], other: boolean): void {
  if (!other || !CASELESS.test(text)) return;
  for (const re of [FIELD, TAIL]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const v = m[1]!;
      const start = m.index + m[0].length - v.length;
      out.push({ type: 'ORGANIZATION', start, end: start + v.length, rank: RANK });
    }
  }
}
