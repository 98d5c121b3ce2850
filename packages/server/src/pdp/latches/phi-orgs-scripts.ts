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
const FIELD = new RegExp(String.raw`(?:^|[\n;；|，,、。]|\.[ \t])[ \t]*(?:${LABELS})[ \t]*[:：][ \t]*(${VALUE})`, 'gu');
/** Institution words that end a name in Chinese, Japanese and Korean, which write names without blanks. */
const TAIL =
  /(?:^|[\n \t:：，,、；;（(])(\p{Lo}{2,24}?(?:医院|醫院|病院|诊所|診所|药房|藥局|薬局|药店|大学|大學|クリニック|병원|의원|약국|대학교|보건소))(?![\p{Lo}]|[ \t]*[:：])/gu;

/**
 * The same names inside a sentence (ADR 0144), where no blank or punctuation opens them: Chinese after a preposition or a
 * verb of going ("患者于北京协和医院就诊", "在上海市第六人民医院住院"), which the name may not hold; Japanese after a
 * particle in hiragana ("東京大学医学部附属病院に入院"); Korean before a particle ("서울아산병원에서 수술").
 */
const HAN_TAIL =
  /(?<=[于在到往从至去赴转送由\p{Script=Hiragana}\s:：，,、；;（(。])((?:(?![于在到往从至去赴转送由])[\p{Script=Han}\p{Script=Katakana}ー]){2,20}?(?:医院|醫院|病院|诊所|診所|药房|藥局|薬局|药店|クリニック|集团|集團|有限公司|株式会社))(?![ \t]*[:：])/gu;
/** A kind of hospital, not one ("社区医院", "人民医院", "総合病院" alone). */
const GENERIC_HAN =
  /^(?:社区|社區|人民|市|县|縣|区|區|中心|综合|綜合|総合|大|小|附近的?|当地|當地|本地|外地|其他|其它|私立|公立|私人|总|總|专科|專科|中|西|中西|中医|中醫|儿童|兒童|妇幼|婦幼|动物|動物|大学|大學|基层|基層|上级|上級|三甲|二甲|一级|二级|三级|肿瘤|腫瘤|口腔|眼科|康复|康復|精神病?|精神科|传染病|傳染病|歯科|整形外科|内科|外科|小児科|皮膚科|耳鼻科|産婦人科|救急|大型|新|老)+(?:医院|醫院|病院|院|诊所|診所|药房|藥局|薬局|药店|クリニック)$/u;
const HANGUL_TAIL =
  /(?<=^|[\s:：,(])(\p{Script=Hangul}{2,20}?(?:병원|의원|약국|대학교병원|보건소))(?=\p{Script=Hangul}{0,3}(?:[\s.,!?)]|$))/gu;
/**
 * Arabic writes the institution's word first: "مستشفى الملك فهد", "مستشفى القصر العيني". One to three words after it,
 * up to a preposition, a conjunction or punctuation.
 */
const ARABIC_HEAD =
  /(?<![\p{L}])((?:مستشفى|مستوصف|مجمع|شركة|جامعة)(?:[ \t]+(?!(?:في|إلى|من|على|عن|منذ|بعد|قبل|حيث|لمدة|و|الآن|اليوم|أمس|غدا|حاليا|مساء|صباحا)(?![\p{L}])|(?:بال|لل|كال|وال|بسيارة))\p{Script=Arabic}+){1,3})/gu;

/**
 * Hebrew writes it first too, often behind a preposition's letter: "בבית החולים איכילוב", "קופת חולים מכבי", "המרכז
 * הרפואי שיבא"; not a time or a purpose after the head ("שוחרר מבית החולים היום", "לבית החולים לאחר נפילה"), and
 * not "מרפאת" (a clinic of a specialty: "מרפאת כאב"). The name's first word, and those after it that start with no prefix letter ("הדסה עין כרם"; "איכילוב
 * בתל אביב" stops before "in Tel Aviv"), an acronym with its gershayim ("רמב"ם").
 */
const HEBREW_HEAD =
  /(?<![\p{L}])[בלמו]?(?:בית[ \t]+ה?חולים|קופת[ \t]+ה?חולים|ה?מרכז[ \t]+ה?רפואי|בית[ \t]+מרקחת)[ \t]+((?!(?:של|עם|את|זה|הזה|הגדול|הכללי|הקרוב|המקומי|שלנו|שלו|שלה|אחר|אחד|ב|על|היום|אתמול|מחר|הלילה|הבוקר|לאחר|אחרי|לפני|מזה|מאז|ללא|בלי|בגלל|עקב|כי|כאשר|כש|עד|שוב|כבר|עכשיו|בערב|בבוקר|בלילה|למשך|במשך|לצורך|לטיפול|לבדיקה|לניתוח|בשל)(?![\p{L}]))\p{Script=Hebrew}{2,}(?:["״]\p{Script=Hebrew})?(?:[ \t](?![בלמוהשכ])\p{Script=Hebrew}{2,}){0,2})/gu;
/**
 * Hindi writes it last: "सफदरजंग अस्पताल", "फोर्टिस हॉस्पिटल", one or two words before the word, none of them a kind
 * ("सरकारी अस्पताल", a government hospital) or a postposition; not after a title ("श्रीमती सुनीता देवी अस्पताल में": Mrs Sunita
 * Devi is in hospital).
 */
const HINDI_TAIL =
  /(?<![\p{L}\p{M}])(?<!(?:श्री|श्रीमती|सुश्री|डॉ\.?|कुमारी)[ \t]+(?:[\p{L}\p{M}]+[ \t]+)?)((?:(?!(?:में|को|का|की|के|से|ने|और|है|हैं|था|थी|वह|यह|वे|ये|उन्हें|उसे|इन्हें|मैं|हम|आप|उनका|उनकी|उनके|उसका|उसकी|उसके|मेरा|मेरी|मेरे|हमारा|हमारे|आपके|आपका|गया|गई|गए|ले|भेजा|अब|फिर|कल|आज|तुरंत|तुरन्त|पिछले|अगले|हफ्ते|हफ़्ते|सप्ताह|महीने|दिन|रात|सुबह|शाम|कारण|वजह|बाद|पहले|जल्दी|अभी|सीधे|मरीज़|मरीज|रोगी|पत्नी|पति|बेटा|बेटी|बेटे|माँ|मां|पिता|सरकारी|निजी|जिला|ज़िला|बड़े|बड़ा|पास|नज़दीकी|नजदीकी|स्थानीय|इस|उस|किसी|एक|सामुदायिक|प्राथमिक|मानसिक|बच्चों|महिला|पशु)(?![\p{L}\p{M}]))\p{Script=Devanagari}{2,}[ \t]){1,2}(?:अस्पताल|हॉस्पिटल|हस्पताल|क्लिनिक|मेडिकल कॉलेज|नर्सिंग होम))(?![\p{L}\p{M}])/gu;

/** Kinds of Korean clinics and hospitals, and a member of parliament (국회의원). */
const GENERIC_HANGUL =
  /^(?:동네|대학|요양|치과|한방|종합|개인|국회|시|도|구|군|지역|근처|큰|작은|정신|재활|소아과|내과|외과|안과|피부과|이비인후과|산부인과|정형외과|한의)+(?:병원|의원|약국|보건소)$/u;
/** An Arabic institution's word and one word of its kind: public, private, general, the insurance. */
const ARABIC_KIND =
  /^\p{Script=Arabic}+[ \t]+(?:حكومي|حكومية|خاص|خاصة|عام|عامة|التأمين|كبير|كبيرة|صغير|صغيرة|جديد|جديدة|محلي|محلية|ميداني|ميدانية)$/u;

/** `other`: whether a word of the text holds a letter outside ASCII (phi-cues.ts); without one there is nothing to read. */
export function findCaselessOrgs(text: string, out: Hit[], other: boolean): void {
  if (!other || !CASELESS.test(text)) return;
  for (const re of [FIELD, TAIL, HAN_TAIL, HANGUL_TAIL, ARABIC_HEAD, HEBREW_HEAD, HINDI_TAIL]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      const v = m[1]!;
      const tail = re === TAIL || re === HAN_TAIL || re === HANGUL_TAIL;
      if (tail && (GENERIC_HAN.test(v) || GENERIC_HANGUL.test(v))) continue;
      // "مستشفى حكومي" (a government hospital), "شركة التأمين" (the insurance company): a kind, no name.
      if (re === ARABIC_HEAD && ARABIC_KIND.test(v)) continue;
      const start = m.index + m[0].length - v.length;
      out.push({ type: 'ORGANIZATION', start, end: start + v.length, rank: RANK });
    }
  }
}
