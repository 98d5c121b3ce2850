/**
 * Towns after the prepositions of place of Vietnamese and Indonesian/Malay (ADR 0147): "sống tại Biên Hòa", "ở Hà
 * Nội", "bekerja di Jakarta Selatan", "pindah ke Bekasi", "datang dari Medan". Both write a person's name and a
 * town's the same way (capitalized syllables or words, in no list the town rules know whole), so the name rules
 * read "Biên Hòa" and "Jakarta Selatan" as people; after these words a name is a place's, unless an institution's
 * or a title's word opens it ("tại Bệnh viện Chợ Rẫy", "di Rumah Sakit Hermina", "ke Pak Budi"), which the
 * organization and name rules read.
 *
 * Indonesian "di", "ke", "dari" only in Indonesian or Malay text (one of its function words within the text's
 * first 400 characters): Italian "di" is "of" ("figlio di Marco"). One bounded regex per text that holds the
 * preposition; linear.
 */
import { PLACE_RANK } from './phi-cities.js';
import type { Hit } from './pii-context.js';

const WORD = String.raw`\p{Lu}[\p{L}\p{M}]*`;
const VI = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:tại|ở|từ|đến)[ \t]+(${WORD}(?:[ \t]+${WORD}){0,3})`, 'gu');
const ID = new RegExp(String.raw`(?<![\p{L}\p{M}])(?:di|ke|dari)[ \t]+(${WORD}(?:[ \t]+${WORD}){0,2})`, 'gu');
/** Indonesian and Malay function words: the text is in one of those languages. */
const ID_TEXT =
  /(?<![\p{L}])(?:yang|dan|dengan|tinggal|bekerja|pasien|sejak|tahun|untuk|dalam|sudah|belum|tidak|adalah)(?![\p{L}])/u;

/** First words that open an institution's name, a district's or a title, not a town's. */
const VI_NOT = new Set(
  'bệnh phòng trường công trung nhà khoa trạm viện sở ủy ngân cửa siêu đại quận phường huyện xã tp thành bác anh chị ông bà cô chú em bs ths ts gs pgs khu tòa'.split(
    ' ',
  ),
);
const ID_NOT = new Set(
  'rumah rs rsud rsup rsia klinik puskesmas pt cv universitas bank apotek toko kantor sekolah sma smp sd jalan jl gedung pasar masjid gereja balai dinas kementerian bapak ibu pak bu dokter dr sdr sdri kak mas mbak hotel restoran bandara stasiun unit ruang poli instalasi igd icu'.split(
    ' ',
  ),
);

function scan(text: string, re: RegExp, not: ReadonlySet<string>, out: Hit[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const v = m[1]!;
    if (not.has(v.split(/[ \t]/)[0]!.toLowerCase())) continue;
    const start = m.index + m[0].length - v.length;
    out.push({ type: 'CITY', start, end: start + v.length, rank: PLACE_RANK.cued });
  }
}

export function findAsianPrepTowns(text: string, out: Hit[], other: boolean): void {
  // Vietnamese writes its prepositions with letters outside ASCII; Indonesian's are ASCII.
  if (other && /(?:tại|ở|từ|đến) /u.test(text)) scan(text, VI, VI_NOT, out);
  if (/(?:^|[^\p{L}])(?:di|ke|dari) \p{Lu}/u.test(text) && ID_TEXT.test(text.slice(0, 400)))
    scan(text, ID, ID_NOT, out);
}
