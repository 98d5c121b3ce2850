/**
 * ORGANIZATION in Russian and Ukrainian notes (ADR 0144): institutions there are named by a legal or an institutional
 * acronym and a name in quotes, a number or an eponym ("ГБУЗ «Городская клиническая больница № 52»", "ГКБ № 15 имени
 * Филатова", "ПАО «Газпром»"), or by a numbered hospital or polyclinic in any case ("в поликлинику № 3",
 * "городской больницы № 8"). The capitalized-word readers see none of these: an acronym is no name, the words in
 * quotes are common words, and a number ends nothing. Read only when the text holds a Cyrillic letter.
 */
import type { Hit } from './pii-context.js';

const RANK = 6;
/** Legal forms and the acronyms of public health institutions. */
const ACRONYMS =
  'ГБУЗ|ГАУЗ|ГУЗ|КГБУЗ|ОГБУЗ|БУЗ|МУЗ|ГБУ|ФГБУ|ФГБОУ|ФГАОУ|ФГБНУ|НМИЦ|НИИ|ГКБ|ДГКБ|РКБ|ОКБ|ЦРБ|ГП|ДГП|КНП|ООО|ПАО|ОАО|ЗАО|АО|ТОВ|ПрАТ';
/** What names the institution after its acronym: a name in quotes, a number, or capitalized words. */
const NAME = String.raw`(?:[«"„][^»"“\n]{2,80}[»"“]|№[ \t]*\d{1,4}|\p{Lu}[\p{Ll}-]+(?:[ \t]+\p{Lu}[\p{Ll}-]+){0,2})`;
/** An eponym after the name: "имени Филатова", "им. Н.Н. Петрова". */
const EPONYM_WORDS = String.raw`[ \t]+(?:имени|им\.)[ \t]+(?:\p{Lu}\.[ \t]?){0,2}\p{Lu}[\p{Ll}-]+`;
const EPONYM = `(?:${EPONYM_WORDS})?`;
const ACRONYM_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:${ACRONYMS})(?:[ \t]+(?:${ACRONYMS}))?[ \t]+${NAME}(?:[ \t]+№[ \t]*\d{1,4})?${EPONYM}`,
  'gu',
);
/** An acronym, words in lower case and an eponym: "НМИЦ онкологии им. Н.Н. Петрова", "НИИ скорой помощи имени Склифосовского", "ГКБ им. Пирогова". */
const ACRONYM_EPONYM = new RegExp(String.raw`(?<![\p{L}])(?:${ACRONYMS})(?:[ \t]+\p{Ll}+){0,3}${EPONYM_WORDS}`, 'gu');
/** A numbered hospital, polyclinic or dispensary in any case, with its adjectives ("городской клинической больницы № 8"). */
const NUMBERED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:[Гг]ородск|[Оо]бластн|[Рр]айонн|[Кк]раев|[Рр]еспубликанск|[Дд]етск|[Кк]линическ|[Мм]іськ|[Оо]бласн|[Кк]лінічн|[Дд]итяч)\p{Ll}{0,3}[ \t]+){0,3}(?:[Бб]ольниц|[Пп]оликлиник|[Гг]оспитал|[Дд]испансер|[Лл]ікарн|[Пп]оліклінік|[Рр]оддом)\p{Ll}{0,3}[ \t]+№[ \t]*\d{1,4}${EPONYM}`,
  'gu',
);
const CYRILLIC = /[\u0400-\u04FF]/;

export function findCyrillicOrgs(text: string, out: Hit[]): void {
  if (!CYRILLIC.test(text)) return;
  for (const re of [ACRONYM_NAME, ACRONYM_EPONYM, NUMBERED]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text))
      out.push({ type: 'ORGANIZATION', start: m.index, end: m.index + m[0].length, rank: RANK });
  }
}
