/**
 * Large towns written in their own script (ADR 0146): "проживает по адресу: Москва", "κάτοικος Πειραιά", "في الرياض",
 * "ساکن تهران", "लखनऊ - 226001", "地址：九龍旺角", "所在地：横浜市中区", "בחיפה". The town gazetteer (GeoNames, phi-cities.ts)
 * holds Latin spellings only, and the script readers (phi-town-scripts.ts, phi-town-live-scripts.ts) need an address
 * label or a living phrase; a town named anywhere else stayed in clear. This is a short hand list of the largest
 * towns of each script and the districts that addresses name most, written from general knowledge.
 *
 * Left out: towns that are also given names, surnames or words in their language (Владимир, София, Киров; 松本, 宮崎,
 * 山口, 千葉, 川崎, 川口, 金沢 are Japanese surnames, 川崎 a disease's eponym too; सूरत "face", कोटा "quota"; 고양 "cat",
 * 전주 "last week", 청주 "rice wine", 화성 "Mars"; 중구 and 中区, "central ward", which every city has).
 *
 * Matching: Cyrillic and Greek names take their case endings ("в Москве", "Πειραιά"), Arabic ones the attached
 * prepositions and conjunctions ("بالرياض", "والقاهرة"), Hebrew ones the prefixed letters ("בחיפה", "לתל אביב"); Han,
 * kana and Thai names are matched as written (no blank separates words there), Hangul ones before a particle or a
 * blank only ("대구탕" is a soup), Han ones with their 市, where a place's word stands beside them (hanPlaced), and
 * not before 府, 県 or 省 (or 東京 before 都), where they name a prefecture or a province ("東京都", "大阪府").
 * One regex per script, run only when the text holds a letter of that script; linear.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Hit } from './pii-context.js';

const CYRILLIC = `Москва Санкт-Петербург Петербург Новосибирск Екатеринбург Казань Нижний Новгород Челябинск Самара Омск
  Ростов-на-Дону Уфа Красноярск Воронеж Пермь Волгоград Краснодар Саратов Тюмень Тольятти Ижевск Барнаул Иркутск
  Хабаровск Владивосток Ярославль Махачкала Томск Оренбург Кемерово Рязань Астрахань Пенза Липецк Калининград Тула
  Сочи Курск Ставрополь Мурманск Архангельск Смоленск Калуга Белгород Тверь Сургут Чебоксары
  Киев Київ Харків Харьков Одеса Одесса Дніпро Днепр Львів Запоріжжя Запорожье Вінниця Чернігів Черкаси
  Житомир Херсон Миколаїв Ужгород Тернопіль Луцьк Івано-Франківськ Кривий Ріг Маріуполь
  Минск Гомель Могилёв Могилев Витебск Гродно Брест Алматы Астана Шымкент Караганда Актобе Ташкент Самарканд
  Бишкек Душанбе Ереван Тбилиси Баку Кишинёв Кишинев Пловдив Варна Бургас Русе Стара Загора Плевен
  Белград Београд Нови Сад Крагујевац Скопје Битола Куманово Подгорица Улан-Батор`;
const GREEK = `Αθήνα Αθήνας Θεσσαλονίκη Θεσσαλονίκης Πειραιάς Πειραιά Πάτρα Πάτρας Ηράκλειο Ηρακλείου Λάρισα Λάρισας
  Βόλος Βόλου Ιωάννινα Ιωαννίνων Χανιά Χανίων Ρόδος Ρόδου Καλαμάτα Καλαμάτας Καβάλα Καβάλας Σέρρες Σερρών
  Κομοτηνή Κομοτηνής Αλεξανδρούπολη Αλεξανδρούπολης Τρίκαλα Τρικάλων Λαμία Λαμίας Κέρκυρα Κέρκυρας Χαλκίδα
  Χαλκίδας Γλυφάδα Γλυφάδας Κηφισιά Κηφισιάς Μαρούσι Μαρουσίου Περιστέρι Περιστερίου Καλλιθέα Καλλιθέας
  Λεμεσός Λεμεσού Λευκωσία Λευκωσίας Λάρνακα Λάρνακας Πάφος Πάφου`;
const ARABIC = `الرياض مكة مكه المدينة المنورة الدمام الظهران الطائف تبوك بريدة أبها نجران جازان 
  القاهرة الإسكندرية الاسكندرية الجيزة المنصورة طنطا أسيوط أسوان بورسعيد السويس الزقازيق دمياط
  دبي أبوظبي أبو ظبي الشارقة عجمان الدوحة الكويت المنامة صلالة عمان إربد الزرقاء بيروت طرابلس صيدا
  دمشق حلب حمص اللاذقية بغداد البصرة أربيل النجف كربلاء الدار البيضاء الرباط مراكش فاس طنجة أكادير
  الجزائر وهران قسنطينة تونس صفاقس سوسة الخرطوم أم درمان صنعاء عدن غزة رام الله نابلس 
  تهران مشهد اصفهان أصفهان شیراز شيراز تبریز تبريز کرج كرج اهواز کرمانشاه رشت یزد
  لاہور کراچی کراچي اسلام آباد راولپنڈی فیصل آباد پشاور ملتان کوئٹہ حیدرآباد سیالکوٹ گوجرانوالہ هرات`;
const HEBREW = `תל אביב תל-אביב ירושלים חיפה באר שבע ראשון לציון פתח תקווה פתח תקוה אשדוד נתניה חולון בני ברק רמת גן
  אשקלון בת ים הרצליה כפר סבא נצרת עכו טבריה קריית שמונה הוד השרון`;
const DEVANAGARI = `दिल्ली नई दिल्ली मुंबई मुम्बई कोलकाता चेन्नई बेंगलुरु बैंगलोर हैदराबाद अहमदाबाद पुणे जयपुर लखनऊ कानपुर
  नागपुर इंदौर भोपाल पटना वडोदरा लुधियाना आगरा नाशिक मेरठ राजकोट वाराणसी श्रीनगर अमृतसर इलाहाबाद प्रयागराज रांची
  जोधपुर गुवाहाटी चंडीगढ़ देहरादून ग्वालियर जबलपुर गोरखपुर अलीगढ़ बरेली मुरादाबाद काठमांडू पोखरा`;
const HAN = `北京 上海 广州 廣州 深圳 天津 重庆 重慶 成都 武汉 武漢 杭州 南京 西安 苏州 蘇州 郑州 鄭州 长沙 長沙 沈阳 瀋陽 青岛 青島
  大连 大連 厦门 廈門 昆明 哈尔滨 哈爾濱 济南 濟南 合肥 福州 南宁 南寧 石家庄 石家莊 太原 南昌 贵阳 貴陽 兰州 蘭州
  乌鲁木齐 呼和浩特 宁波 寧波 无锡 無錫 东莞 東莞 佛山 温州 溫州 珠海 汕头 汕頭 香港 九龍 九龙 旺角 尖沙咀 沙田 荃灣
  元朗 屯門 銅鑼灣 灣仔 澳門 澳门 台北 臺北 新北 台中 臺中 台南 臺南 高雄 桃園 桃园 新竹 基隆 嘉義
  東京 大阪 横浜 名古屋 札幌 神戸 京都 さいたま 広島 仙台 北九州 新潟 浜松 相模原 岐阜 那覇 渋谷 新宿
  池袋 品川 世田谷 練馬 八王子 船橋 姫路 倉敷`;
const HANGUL = `서울 부산 인천 대구 대전 광주 울산 수원 성남 창원 천안 제주 포항 김해 안양 평택 남양주
  의정부 파주 김포 강남구 서초구 송파구 마포구 해운대 일산`;
const THAI = `เชียงใหม่ ภูเก็ต ขอนแก่น นครราชสีมา หาดใหญ่ พัทยา อุดรธานี นนทบุรี เชียงราย สงขลา ชลบุรี อุบลราชธานี
  สุราษฎร์ธานี พิษณุโลก นครศรีธรรมราช`;

const list = (s: string) =>
  s
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** Names of two words are written with one blank in the lists above only where the town has two ("Нижний Новгород"). */
const joinTwo = (s: string) =>
  s.replace(
    /(Нижний|Ростов|Нови|Стара|Кривий|أبو|أم|رام|الدار|المدينة|اسلام|فیصل|תל|באר|ראשון|פתח|בני|רמת|בת|כפר|קריית|הוד|नई) /g,
    '$1_',
  );
const names = (s: string) => list(joinTwo(s)).map((w) => w.replace(/_/g, '[ \\t]'));

/** Case endings of Russian and Ukrainian towns: "Москва/Москве/Москвы", "Новосибирск/Новосибирске". */
function cyrillic(w: string): string {
  if (/[ая]$/.test(w)) return `${w.slice(0, -1)}(?:а|я|ы|и|е|у|ю|ой|ою|ей)`;
  if (/[ьй]$/.test(w)) return `${w.slice(0, -1)}(?:ь|й|и|я|е|ю|ем|ём)`;
  return `${w}(?:а|е|у|ом|і)?`;
}

/** What a Korean town's name (and its unit word) takes after it: a particle, then no more syllables ("대구탕" is a soup). */
const HANGUL_AFTER = '(?:에서|에|의|은|는|이|가|을|를|으로|로|와|과|도|까지|부터|출신)?';

interface ScriptTowns {
  /** A letter range of the script: the text is searched only when one is in it. */
  gate: RegExp;
  re: RegExp;
}
const L = String.raw`[\p{L}\p{M}]`;
const SCRIPTS: readonly ScriptTowns[] = [
  // ("Брест Андрей Петрович": a surname before a given name and a patronymic, no town.)
  {
    gate: /[\u0400-\u04ff]/u,
    re: new RegExp(`(?<!${L})(?:${names(CYRILLIC).map(cyrillic).join('|')})(?!${L})(?![ \\t]+[А-ЯЁІЇЄ])`, 'gu'),
  },
  { gate: /[\u0370-\u03ff]/u, re: new RegExp(`(?<!${L})(?:${names(GREEK).join('|')})(?!${L})`, 'gu') },
  // "بالرياض", "والقاهرة", "للقاهرة": the attached letters stay out of the town.
  {
    gate: /[\u0600-\u06ff]/u,
    re: new RegExp(`(?<=(?<!${L})(?:[وف]?[بلك]?))(?:${names(ARABIC).join('|')})(?!${L})`, 'gu'),
  },
  {
    gate: /[\u0590-\u05ff]/u,
    re: new RegExp(`(?<=(?<!${L})[ובלמה]{0,2})(?:${names(HEBREW).join('|')})(?!${L})`, 'gu'),
  },
  { gate: /[\u0900-\u097f]/u, re: new RegExp(`(?<!${L})(?:${names(DEVANAGARI).join('|')})(?!${L})`, 'gu') },
  // (The 市 of 市场 is no city's; 南京虫, 南京豆 and 香港脚 are a bedbug, a peanut and athlete's foot.)
  {
    gate: /[\u3040-\u30ff\u4e00-\u9fff]/u,
    re: new RegExp(`(?:${names(HAN).join('|')})(?:市(?![场場民]))?(?![虫豆脚腳烤])`, 'gu'),
  },
  {
    gate: /[\uac00-\ud7af]/u,
    re: new RegExp(
      `(?<![가-힣])(?:${names(HANGUL).join('|')})(?:특별시|광역시|시)?(?=${HANGUL_AFTER}(?![가-힣]))`,
      'gu',
    ),
  },
  // (After จังหวัด the name is the province's; after อำเภอเมือง the district's, which phi-town-scripts.ts reads.)
  { gate: /[\u0e00-\u0e7f]/u, re: new RegExp(`(?<!จังหวัด|จ\\.|เมือง)(?:${names(THAI).join('|')})`, 'gu') },
];

const ANY_SCRIPT =
  /[\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]/u;
const PREFECTURE = /^[府県省]$/u;
/** Han and kana letters: a town of the list inside a run of them needs a place's word on one side (hanPlaced). */
const HAN_KANA = /^[\u3040-\u30ff\u4e00-\u9fff]$/u;
/** Before a town: "from", "at", "to", "go", "live" in Chinese, an address's parts; after it: a unit or a station. */
const HAN_BEFORE = /^[在从從到去自于於往赴回住]$/u;
const HAN_AFTER = /^[区區県駅站都府省にでへの]$/u;

/**
 * Whether the Han or kana town at [start, end) stands as a place: no such letter before it ("地址：上海市", "。東京"),
 * a preposition of place before it ("来自北京"), a town found just before it ("九龍旺角"), a unit, a station or a
 * particle after it ("大阪に", "北京站"); not inside a word ("东西安排", "舞台中央", "适合肥胖", "小さいたまねぎ").
 */
function hanPlaced(text: string, start: number, end: number, out: Hit[]): boolean {
  const before = text.charAt(start - 1);
  if (!HAN_KANA.test(before) || HAN_BEFORE.test(before) || HAN_AFTER.test(text.charAt(end))) return true;
  const last = out[out.length - 1];
  return last !== undefined && last.type === 'CITY' && last.end === start;
}

/** Listed towns of other scripts in `text`; `other` says whether it holds any letter outside ASCII (phi-cues.ts). */
export function findListedScriptTowns(text: string, out: Hit[], other: boolean): void {
  // (One scan for a letter of any of the scripts: most texts with a letter outside ASCII are in a Latin alphabet.)
  if (!other || !ANY_SCRIPT.test(text)) return;
  for (const s of SCRIPTS) {
    if (!s.gate.test(text)) continue;
    s.re.lastIndex = 0;
    for (let m = s.re.exec(text); m !== null; m = s.re.exec(text)) {
      const end = m.index + m[0].length;
      // "東京都", "大阪府": the prefecture, and no town inside it ("京都" is read from its second letter otherwise);
      // "北京都住了十年": there 都 is an adverb.
      const next = text.charAt(end);
      if (PREFECTURE.test(next) || (next === '都' && m[0] === '東京')) {
        s.re.lastIndex = end + 1;
        continue;
      }
      if (HAN_KANA.test(m[0].charAt(0)) && !hanPlaced(text, m.index, end, out)) continue;
      out.push({ type: 'CITY', start: m.index, end, rank: PLACE_RANK.cued });
    }
  }
}
