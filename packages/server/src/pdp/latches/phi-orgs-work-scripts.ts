/**
 * Employers after the work phrases of languages the Latin-script cue readers do not read (ADR 0124), as
 * phi-orgs-cued-intl.ts reads "arbeitet bei" and "trabalha na": "在华为工作", "トヨタ自動車に勤めています",
 * "삼성전자에서 일합니다", "इन्फोसिस में काम करती हूँ", "ทำงานที่ปตท.", "وأعمل في أرامكو السعودية", "работя в
 * «Софарма»", "Koç Holding'de çalışıyorum", "työskentelee Nokialla".
 *
 * A work phrase names a town as often as an employer ("在北京工作", "名古屋市で働いています", "працюю в Києві"), and
 * these scripts have no town list here: a name with a town's ending (市, 区, 시, 구…) or a generic place (hospital,
 * company, home) is left alone, and the employer is ranked below the town readers' places, so a town they read wins.
 * Cyrillic and Greek capitalize towns and firms alike: there only a name in quotes, in capitals or with an inner
 * capital ("ПриватБанк") counts. Each pattern runs only when its work word is in the text.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity } from './phi-lexicon.js';
import { type ScriptRule, scriptMatches } from './phi-script-rules.js';
import type { Hit } from './pii-context.js';

const RANK = PLACE_RANK.org;

/** The employer is group 1. */
interface Rule extends ScriptRule {
  /** Names that are a town's or a generic place's, not an employer's. */
  place?: RegExp;
  /** Finnish: the name carries its case's stem vowel. */
  finnish?: boolean;
}

/** The largest towns of each script's countries, written bare: a work phrase names them as often as an employer. */
const ZH_TOWNS =
  '北京|上海|广州|深圳|天津|重庆|成都|武汉|杭州|南京|西安|苏州|郑州|长沙|沈阳|青岛|大连|厦门|宁波|合肥|济南|福州|昆明|哈尔滨|香港|澳门|台北|台中|高雄|新加坡';
const JA_TOWNS =
  '東京|大阪|名古屋|横浜|京都|神戸|福岡|札幌|仙台|広島|川崎|さいたま|千葉|北九州|堺|新潟|浜松|熊本|岡山|静岡|那覇|金沢';
const KO_TOWNS = '서울|부산|대구|인천|광주|대전|울산|세종|제주|수원|성남|고양|용인|창원|청주|전주|천안|포항';
const HI_TOWNS =
  'दिल्ली|मुंबई|मुम्बई|कोलकाता|चेन्नई|बेंगलुरु|बंगलौर|हैदराबाद|पुणे|अहमदाबाद|जयपुर|लखनऊ|कानपुर|नागपुर|इंदौर|भोपाल|पटना|वाराणसी|आगरा|चंडीगढ़|सूरत|गुड़गांव|गुरुग्राम|नोएडा';
const TH_TOWNS = 'กรุงเทพฯ?|กรุงเทพมหานคร|เชียงใหม่|เชียงราย|ภูเก็ต|พัทยา|ขอนแก่น|หาดใหญ่|นครราชสีมา|อุดรธานี';
const AR_TOWNS =
  'الرياض|جدة|مكة|المدينة المنورة|الدمام|الظهران|الخبر|دبي|أبوظبي|أبو ظبي|الشارقة|الدوحة|الكويت|المنامة|مسقط|عمان|عمّان|بيروت|دمشق|بغداد|القاهرة|الإسكندرية|الرباط|الدار البيضاء|تونس|الجزائر';

const RULES: readonly Rule[] = [
  {
    gate: ['工作', '上班', '任职', '就职'],
    re: /在([\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:工作|上班|任职|就职)/dgu,
    place: new RegExp(
      String.raw`^(?:医院|公司|学校|银行|工厂|家里?|这里|那里|政府|单位|大学|诊所|药店|超市|国外|外地|本地|${ZH_TOWNS}|[\u4e00-\u9fff]{1,8}[市省县区镇村州])$`,
      'u',
    ),
  },
  {
    gate: ['勤め', '勤務', '働', '在籍'],
    re: /(?<![\u30a0-\u30ff\u4e00-\u9fffA-Za-z0-9ー・&])([\u30a0-\u30ff\u4e00-\u9fffA-Za-z0-9ー・&]{2,16})(?:に勤め|に勤務|で勤務|で働|に在籍)/dgu,
    place: new RegExp(
      String.raw`^(?:病院|会社|学校|銀行|工場|大学|薬局|自宅|海外|${JA_TOWNS}|[\u4e00-\u9fff]{1,8}[市区町村県都府])$`,
      'u',
    ),
  },
  {
    gate: ['일하', '일합', '근무', '다니', '재직'],
    re: /(?<![가-힣A-Za-z0-9])([가-힣A-Za-z0-9]{2,12})(?:에서[ \t]?(?:일하|일합|일해|근무)|에[ \t]?(?:근무|다니|다녀|재직))/dgu,
    place: new RegExp(
      `^(?:병원|회사|학교|은행|공장|대학교?|약국|집|가게|식당|사무실|${KO_TOWNS}|[가-힣]{1,6}(?:시|구|군|동|도|읍|면))$`,
      'u',
    ),
  },
  {
    gate: ['काम', 'नौकरी'],
    re: /(?<![\u0900-\u097f])([\u0900-\u097f]{2,24})[ \t]+में[ \t]+(?:काम|नौकरी)[ \t]+(?:करता|करती|करते|करता|की|किया)/dgu,
    place: new RegExp(
      `^(?:${HI_TOWNS}|अस्पताल|कंपनी|स्कूल|बैंक|दफ़्तर|दफ्तर|ऑफिस|घर|फैक्ट्री|कारखाने|कारखाना|दुकान|शहर|गाँव|गांव)$`,
      'u',
    ),
  },
  {
    gate: ['ทำงาน'],
    re: /ทำงาน(?:ที่|กับ|ให้)(?:บริษัท)?[ \t]?([^\s,，。()]{2,20}?)(?=[ \t]|$|[,，。)]|อยู่|และ|ตั้งแต่|มา)/dgu,
    place: new RegExp(`^(?:${TH_TOWNS}|โรงพยาบาล|บริษัท|บ้าน|โรงเรียน|ธนาคาร|โรงงาน|ร้าน|กรุงเทพฯ?|ต่างประเทศ)$`, 'u'),
  },
  {
    gate: ['عمل'],
    // Two words at most, ending before the next preposition ("في أرامكو السعودية في الظهران").
    re: /(?<![\u0600-\u06ff])[وف]?(?:أعمل|اعمل|يعمل|تعمل|نعمل|عملت|يعملون)[ \t]+(?:في|لدى|لصالح|مع)[ \t]+(?:شركة[ \t]+)?((?!(?:في|من|منذ|إلى|على|مع|و)[ \t])[\u0600-\u06ff]{2,20}(?:[ \t](?!(?:في|من|منذ|إلى|على|مع|كـ?)(?![\u0600-\u06ff]))[\u0600-\u06ff]{2,20})?)/dgu,
    place: new RegExp(
      `^(?:${AR_TOWNS}|مستشفى|المستشفى|شركة|الشركة|البيت|المنزل|مدرسة|المدرسة|بنك|البنك|مصنع|المصنع|الخارج|المدينة)$`,
      'u',
    ),
  },
  {
    gate: ['çalış', 'görev'],
    latin: true,
    re: /(\p{Lu}[\p{L}&.]+(?:[ \t]+\p{Lu}[\p{L}&.]+){0,3})['’](?:de|da|te|ta)[ \t]+(?:çalış|görev)/dgu,
  },
  {
    gate: ['työskentel', 'töissä'],
    latin: true,
    re: /(?:työskentel\p{L}*|töissä)[ \t]+(\p{Lu}[\p{L}-]+?)(?:lla|llä|ssa|ssä)(?![\p{L}])/dgu,
    finnish: true,
  },
  {
    gate: ['абот', 'рацю', 'рацюв', 'ργάζ', 'ουλεύ'],
    re: /(?<![\p{L}])(?:[Рр]абота\p{L}*|[Рр]аботя|[Рр]аботи|[Рр]аботеше|[Пп]рацю\p{L}*|[Пп]рацював\p{L}*|[Εε]ργάζ\p{L}*|[Δδ]ουλεύ\p{L}*)[ \t]+(?:в|во|на|у|στην|στο|στη|στον|για[ \t]+την|για[ \t]+το)[ \t]+(?:(?:компании|компанії|фирма|фирме|фірмі|εταιρεία|την[ \t]+εταιρεία)[ \t]+)?([«"„]?\p{Lu}[\p{L}\p{M}'’&-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}'’&-]*){0,3}[»"“]?)/dgu,
  },
];

/** A Cyrillic or Greek name that must be a firm's: in quotes, in capitals, or with a capital inside. */
const FIRM_SHAPED = /^[«"„]|^\p{Lu}{2,}(?![\p{Ll}])|^\p{Lu}\p{Ll}+\p{Lu}/u;

/** Whether a Latin-script name is a listed town, bare or with a Finnish case's stem vowel ("Tampereella"). */
function town(name: string): boolean {
  if (!/^\p{Script=Latin}/u.test(name)) return false;
  const lc = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return isCity(lc) || isCity(lc.replace(/e$/, ''));
}

/** `other`: whether a word of the text holds a character outside ASCII (the tokenizer's cues say so). */
export function findScriptEmployers(text: string, out: Hit[], other = true): void {
  for (const [rule, m] of scriptMatches(text, RULES, other)) {
    const raw = m[1]!;
    if (rule.place?.test(raw)) continue;
    const cyrillicOrGreek = /[\u0370-\u03ff\u0400-\u04ff]/u.test(raw);
    if (cyrillicOrGreek && !FIRM_SHAPED.test(raw)) continue;
    // Quotes around the name stay outside it.
    const open = /^[«"„]/u.test(raw) ? 1 : 0;
    let name = raw.slice(open, /[»"“]$/u.test(raw) ? -1 : undefined);
    // A Finnish name that ends in a consonant takes its case with an "i" ("Fazerilla"): the name is "Fazer".
    if (rule.finnish && /[^aeiouyäö]i$/u.test(name)) name = name.slice(0, -1);
    if (name.length < 2 || town(name)) continue;
    const start = m.indices![1]![0] + open;
    out.push({ type: 'ORGANIZATION', start, end: start + name.length, rank: RANK });
  }
}
