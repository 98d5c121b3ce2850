/**
 * Towns after the prepositions of place of Vietnamese and Indonesian/Malay (ADR 0147): "sống tại Biên Hòa", "ở Hà
 * Nội", "bekerja di Jakarta Selatan", "pindah ke Bekasi", "berasal dari Medan". Both write a person's name and a
 * town's the same way (capitalized syllables or words, in no list the town rules know whole), so the name rules
 * read "Biên Hòa" and "Jakarta Selatan" as people. "At" and "in" ("tại", "ở", "di") say place; "to" and "from" say
 * it only after a verb of moving or a comma ("pindah ke", "berasal dari", "Pesakit: …, 36L, dari Serian"): a message comes from a person too ("tin nhắn từ
 * Lan", "titipan dari Budi"), so Vietnamese "từ" and "đến" are not read.
 *
 * Not before an institution's, a district's or a title's word ("tại Bệnh viện Chợ Rẫy", "di Rumah Sakit Hermina",
 * "ke Pak Budi"), an acronym ("di UGD", "ICU"), a country, a weekday or a month ("dari Senin", "di Indonesia"); the
 * name stops before a weekday or a month ("ke Bandung Januari 2020"), and a Vietnamese name with Văn or Thị is a
 * person's. Indonesian only in Indonesian or Malay text (one of its function words in the text's first 400
 * characters): Italian "di" is "of" ("figlio di Marco"). One bounded regex per text that holds the preposition.
 */
import { PLACE_RANK } from './phi-cities.js';
import { type Cues, cueBit } from './phi-cues.js';
import { COUNTRIES } from './phi-lexicon.js';
import type { Hit } from './pii-context.js';

const WORD = String.raw`\p{Lu}[\p{L}\p{M}]*`;
const NAME = String.raw`(${WORD}(?:[ \t]+${WORD}){0,2})`;
const VI = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:tại|ở|Tại|Ở)[ \t]+${NAME}`, 'gu');
const ID = new RegExp(
  String.raw`(?:(?<![\p{L}\p{M}])(?:di|Di|(?:pindah|pulang|pergi|berangkat|kembali|dirujuk)[ \t]+ke|(?:berasal|asal|datang)[ \t]+dari)|,[ \t]*dari)[ \t]+${NAME}`,
  'gu',
);
/** Indonesian and Malay function words: the text is in one of those languages. */
const ID_TEXT =
  /(?<![\p{L}])(?:yang|dan|dengan|tinggal|bekerja|pasien|pesakit|keluhan|aduan|riwayat|rawatan|dirawat|dirujuk|sejak|tahun|untuk|dalam|sudah|belum|tidak|adalah)(?![\p{L}])/iu;

/** First words that open an institution's name, a district's or a title, not a town's. */
const VI_NOT = new Set(
  'bệnh phòng trường công trung nhà khoa trạm viện sở ủy ngân cửa siêu đại quận phường huyện xã tp thành bác anh chị ông bà cô chú em bs ths ts gs pgs khu tòa'.split(
    ' ',
  ),
);
const ID_NOT = new Set(
  'rumah rs rsud rsup rsia klinik puskesmas pt cv universitas bank apotek toko kantor sekolah sma smp sd jalan jl gedung pasar masjid gereja balai dinas kementerian bapak ibu pak bu dokter dr sdr sdri kak mas mbak hotel restoran bandara stasiun unit ruang poli instalasi'.split(
    ' ',
  ),
);
/** Weekdays and months of both languages: never a town, and a town's name ends before one. */
const CALENDAR = new Set(
  `senin selasa rabu kamis jumat sabtu minggu januari februari maret april mei juni juli agustus september oktober
  november desember thứ tháng chủ nhật`.split(/\s+/),
);
const PERSON_MIDDLE = new Set(['văn', 'thị']);

function scan(text: string, re: RegExp, not: ReadonlySet<string>, out: Hit[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const words = m[1]!.split(/[ \t]+/);
    const cut = words.findIndex((w) => CALENDAR.has(w.toLowerCase()));
    const name = cut < 0 ? words : words.slice(0, cut);
    const first = name[0]?.toLowerCase();
    if (first === undefined || not.has(first) || /^\p{Lu}+$/u.test(name[0]!)) continue;
    if (name.some((w) => PERSON_MIDDLE.has(w.toLowerCase())) || COUNTRIES.has(name.join(' ').toLowerCase())) continue;
    const start = m.index + m[0].length - m[1]!.length;
    let end = 0;
    for (const w of name) end = m[1]!.indexOf(w, end) + w.length;
    out.push({ type: 'CITY', start, end: start + end, rank: PLACE_RANK.cued });
  }
}

/**
 * ID_TEXT's words (phi-cues.ts): a text with none of them, and no word outside ASCII (under /iu "ſ" is an "s"), is
 * no Indonesian or Malay text, and skips ID_TEXT's case-blind scan.
 */
const ID_CUES = cueBit(
  'yang dan dengan tinggal bekerja pasien pesakit keluhan aduan riwayat rawatan dirawat dirujuk sejak tahun untuk dalam sudah belum tidak adalah'.split(
    ' ',
  ),
);

/** `cues`: the text's cue words (phi-cues.ts); without them ID_TEXT is scanned for. */
export function findAsianPrepTowns(text: string, out: Hit[], cues?: Cues): void {
  const other = cues === undefined || cues.other;
  // Vietnamese writes its prepositions with letters outside ASCII; Indonesian's are ASCII.
  if (other && /(?:tại|ở|Tại|Ở) /u.test(text)) scan(text, VI, VI_NOT, out);
  if (!other && (cues!.seen & ID_CUES) === 0) return;
  // (The language's words first, on the text's opening only: "ke " ends many English words.)
  if (ID_TEXT.test(text.slice(0, 400)) && /(?:^|[^\p{L}])(?:di|Di|ke|dari) \p{Lu}/u.test(text))
    scan(text, ID, ID_NOT, out);
}
