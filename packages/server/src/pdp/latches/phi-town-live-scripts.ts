/**
 * Towns after the living phrases of languages in other scripts (ADR 0125): "住在杭州", "名古屋市に住んでいます",
 * "부산에 살고 있습니다", "मैं जयपुर में रहती हूँ", "อาศัยอยู่ที่เชียงใหม่", "أسكن في جدة", "живея в Пловдив", "μένω στην
 * Πάτρα", "גר בחיפה", "İstanbul'da yaşıyorum". The Latin-script readers take "lives in", "vivo en", "mieszkam w"
 * (phi-places.ts, phi-town-particles.ts); these scripts have no town list here, so the phrase is the cue.
 *
 * Chinese and Japanese write a chain of units with their endings ("上海市浦东新区", "東京都渋谷区"): each unit below a
 * province or a prefecture is a town, and a name with no ending is taken only when punctuation ends it ("住在杭州。").
 * Each pattern runs only when its living word is in the text.
 */
import { PLACE_RANK } from './phi-cities.js';
import { isCity } from './phi-lexicon.js';
import { type ScriptRule, scriptMatches } from './phi-script-rules.js';
import type { Hit } from './pii-context.js';

const RANK = PLACE_RANK.address + 1;

/** The place is group 1. */
interface Rule extends ScriptRule {
  /** Generic places that name no town ("在家", "병원", "घर"). */
  generic?: RegExp;
  /** Cut the place into administrative units by their endings (Chinese, Japanese). */
  units?: RegExp;
  /** The living phrase follows the place (Japanese), so the place ends where the phrase starts. */
  before?: boolean;
}

const RULES: readonly Rule[] = [
  {
    gate: ['住在', '居住', '生活在', '来自', '來自', '家在', '出生于', '出生在'],
    re: /(?:住在|居住在|居住于|居住於|生活在|来自|來自|家在|出生于|出生在)([\u4e00-\u9fff]{2,16})/dgu,
    generic: /^(?:这里|那里|家里|国外|农村|城市|医院|附近)/u,
    // (州 ends a town only when no other ending follows it: "杭州市" is one unit.)
    units: /[\u4e00-\u9fff]{1,6}?(?:市|区|區|县|縣|镇|鎮|州(?![市区區县縣]))(?=[\u4e00-\u9fff]|$)/gu,
  },
  {
    gate: ['住んで', '在住', '住む', '暮らし', '出身'],
    re: /(?<![\u4e00-\u9fff\u30a0-\u30ffー])([\u4e00-\u9fff\u30a0-\u30ffー]{2,14})(?:に住んで|に住む|在住|に暮らし|で暮らし|出身)/dgu,
    generic: /^(?:海外|田舎|都会|近所|実家)$/u,
    units: /[\u4e00-\u9fff\u30a0-\u30ffー]{1,6}?(?:市|区|町|村|郡)(?=[\u4e00-\u9fff\u30a0-\u30ffー]|$)/gu,
    before: true,
  },
  {
    gate: ['살고', '살아', '삽니다', '거주', '사는', '출신'],
    re: /(?<![가-힣])([가-힣]{2,8})(?:에[ \t]?(?:살고|살아|삽니다|거주|사는)|에서[ \t]?(?:살고|살아|삽니다|거주)|[ \t]?출신)/dgu,
    generic: /^(?:집|병원|시골|도시|근처|아파트|해외|외국)$/u,
  },
  {
    gate: ['रहता', 'रहती', 'रहते'],
    re: /(?<![\u0900-\u097f])([\u0900-\u097f]{2,24})[ \t]+में[ \t]+(?:रहता|रहती|रहते)/dgu,
    generic: /^(?:घर|अस्पताल|गाँव|गांव|शहर|किराए|मकान|फ्लैट|यहाँ|वहाँ)$/u,
  },
  {
    gate: ['อยู่ที่', 'อาศัย', 'มาจาก', 'เกิดที่'],
    re: /(?:อาศัยอยู่ที่|อยู่ที่|อาศัยที่|มาจาก|เกิดที่)(?:จังหวัด|เมือง|อำเภอ)?([^\s\d,，。()]{2,20}?)(?=[ \t]|$|[\d,，。)]|และ|ตั้งแต่|มา|กับ)/dgu,
    generic: /^(?:บ้าน|โรงพยาบาล|ต่างประเทศ|ที่นี่|ที่นั่น)$/u,
  },
  {
    gate: ['سكن', 'أقيم', 'يقيم', 'تقيم', 'أعيش', 'يعيش', 'تعيش', 'مدينة'],
    re: /(?<![\u0600-\u06ff])[وف]?(?:أسكن|اسكن|يسكن|تسكن|نسكن|أقيم|يقيم|تقيم|أعيش|يعيش|تعيش|من[ \t]+مدينة)[ \t]+(?:في[ \t]+)?(?:مدينة[ \t]+)?((?!(?:في|من|منذ|مع)[ \t])[\u0600-\u06ff]{2,20})/dgu,
    generic: /^(?:البيت|المنزل|الخارج|الريف|المدينة|القرية|شقة)$/u,
  },
  {
    // The town after the employer of a work phrase: "وأعمل في أرامكو السعودية في الظهران", "працюю в ПриватБанк у Дніпро".
    gate: ['عمل'],
    re: /(?:أعمل|اعمل|يعمل|تعمل|نعمل)[ \t]+(?:في|لدى)[ \t]+(?:[\u0600-\u06ff]+[ \t]+){1,3}?في[ \t]+(?:مدينة[ \t]+)?([\u0600-\u06ff]{2,20})/dgu,
    generic: /^(?:البيت|المنزل|الخارج|الريف|المدينة|القرية|قسم|مكتب)$/u,
  },
  {
    gate: ['рацю', 'абот'],
    re: /(?<![\p{L}])(?:[Пп]рацюю|[Пп]рацює|[Рр]аботаю|[Рр]аботает|[Рр]аботя|[Рр]аботи)[ \t]+(?:в|на|у)[ \t]+[«"„]?\p{Lu}[\p{L}»"“-]*(?:[ \t]\p{Lu}[\p{L}»"“-]*)?[ \t]+(?:у|в|във)[ \t]+(\p{Lu}[\p{L}\p{M}'’-]+)/dgu,
  },
  {
    gate: ['иву', 'ивея', 'ивее', 'ивет', 'ивёт', 'ивем', 'ивём', 'роживаю', 'роживает', 'ешкаю', 'ешкає', 'иве'],
    re: /(?<![\p{L}])(?:[Жж]иву|[Жж]ивея|[Жж]ивее|[Жж]ивет|[Жж]ивёт|[Жж]ивем|[Жж]ивём|[Пп]роживаю|[Пп]роживает|[Мм]ешкаю|[Мм]ешкає|[Жж]иве)[ \t]+(?:в|във|во|у)[ \t]+(\p{Lu}[\p{L}\p{M}'’]+(?:[ \t-]\p{Lu}[\p{L}\p{M}'’]+){0,2})/dgu,
  },
  {
    gate: ['ένω', 'ένει', 'ω στ', 'ει στ', 'ατοικ'],
    re: /(?<![\p{L}])(?:[Μμ]ένω|[Μμ]ένει|[Ζζ]ω|[Ζζ]ει|[Κκ]ατοικώ|[Κκ]ατοικεί)[ \t]+(?:στην|στη|στο|στον)[ \t]+(\p{Lu}[\p{L}\p{M}]+(?:[ \t]\p{Lu}[\p{L}\p{M}]+)?)/dgu,
  },
  {
    gate: ['גר ', 'גרה', 'גרים', 'מתגורר'],
    re: /(?<![\u05d0-\u05ea])(?:גר|גרה|גרים|גרות|מתגורר|מתגוררת)[ \t]+ב((?!(?:בית|דירה|עיר|כפר|רחוב|שדרות|שכונת)(?![\u05d0-\u05ea]))[\u05d0-\u05ea][\u05d0-\u05ea'׳"״-]{1,14}(?:[ \t](?!(?:עם|ליד|של|כבר|מאז|יחד)(?![\u05d0-\u05ea]))[\u05d0-\u05ea][\u05d0-\u05ea'׳"״-]{1,14})?)/dgu,
  },
  {
    gate: ['yaşı', 'otur', 'ikamet'],
    latin: true,
    re: /(\p{Lu}[\p{L}]+(?:[ \t]\p{Lu}[\p{L}]+)?)['’](?:da|de|ta|te)[ \t]+(?:yaşıyor|yaşamakta|oturuyor|ikamet)/dgu,
  },
];

/** `other`: whether a word of the text holds a character outside ASCII (the tokenizer's cues say so). */
export function findScriptLivingTowns(text: string, out: Hit[], other = true): void {
  for (const [rule, m] of scriptMatches(text, RULES, other)) {
    const place = m[1]!;
    const start = m.indices![1]![0];
    if (rule.generic?.test(place)) continue;
    if (rule.units === undefined) {
      // "Babası Mehmet Yılmaz Kayseri'de ikamet ediyor": of two words, only the last is the town when it alone is listed.
      const sp = place.lastIndexOf(' ');
      const last = place.slice(sp + 1);
      const cut = sp > 0 && !isCity(place.toLowerCase()) && isCity(last.toLowerCase()) ? sp + 1 : 0;
      out.push({ type: 'CITY', start: start + cut, end: start + place.length, rank: RANK });
      continue;
    }
    units(text, place, start, rule, out);
  }
}

/** The towns of a Chinese or Japanese chain: each unit with a town's ending, or the whole name when punctuation ends it. */
function units(text: string, place: string, start: number, rule: Rule, out: Hit[]): void {
  const re = rule.units!;
  let found = false;
  // (A province or a prefecture before the units is state level: "广东省广州市", "東京都渋谷区"; its ending keeps it out.)
  const head = /^[\u4e00-\u9fff]{1,4}(?:省|都|道|府|県)/u.exec(place);
  let from = head === null ? 0 : head[0].length;
  re.lastIndex = from;
  for (let u = re.exec(place); u !== null && u.index === from; u = re.exec(place)) {
    out.push({ type: 'CITY', start: start + u.index, end: start + u.index + u[0].length, rank: RANK });
    from = u.index + u[0].length;
    found = true;
  }
  // "住在杭州。", "大阪に住んでいます": a bare name of two to four characters that punctuation or the phrase closes.
  const closed = rule.before === true || /^(?:$|[\s，。、,.!！?？）)])/u.test(text.slice(start + place.length));
  if (!found && from === 0 && place.length <= 4 && closed)
    out.push({ type: 'CITY', start, end: start + place.length, rank: RANK });
}
