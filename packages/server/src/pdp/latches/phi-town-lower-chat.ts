/**
 * Towns typed in lower case in chat (ADR 0131): after a preposition of place of English and the languages of the
 * data, or "to" and "from" after a trip's word ("halfway to rochester"), or "leaving" ("we r in garden grove", "het Amphia in breda", "nach porz", "à montrouge", "ya no vivimos en pharr"), and
 * before a ZIP code after a comma ("…apt 5, williamsburg, brooklyn 11249", "calle sol, mission tx 78572"). Only in
 * the messages typed in lower case (phi-chat-lines.ts), only a phrase the town lists hold, and after a preposition
 * one word only when it is no English, common, name or medical word: "in reading", "in mobile", "in bed" stay words.
 * One regex pass over each lower-case message: linear.
 */
import { eachLowerMessage } from './phi-chat-lines.js';
import { PLACE_RANK } from './phi-cities.js';
import { COUNTRIES, isCity, isCommon, isEnglish, isName, isStop, MEDICAL, US_STATES } from './phi-lexicon.js';
import { isRegionName } from './phi-regions.js';
import { work } from './phi-tokens.js';
import type { Hit } from './pii-context.js';

const WORDS = String.raw`(\p{Ll}[\p{Ll}'’-]+(?:[ \t]\p{Ll}[\p{Ll}'’-]+){0,2})`;
const PREP = new RegExp(
  String.raw`(?<![\p{L}])(in|en|à|nach|naar|near|from|aus|bei|dans|em|to|leaving|visiting)[ \t]+(?=${WORDS})`,
  'gu',
);
/**
 * A trip's words before "to" or "from" ("halfway to rochester", "driving in from scranton", "on my way to tulsa"): there
 * "to" names a place ("going to call" does not reach a town) and "from" a town that is also a surname.
 */
const TRIP =
  /(?:^|[^\p{L}])(?:halfway|way|headed|heading|drive|driving|drove|driven|fly|flying|flew|moving|moved|move|coming|came|back|trip|road|commute|commuting|in|home)[ \t]+$/u;
const trip = (msg: string, at: number) => TRIP.test(msg.slice(Math.max(0, at - 12), at));
const BEFORE_ZIP = new RegExp(String.raw`,[ \t]*${WORDS},?[ \t]+(?:([a-z]{2})[ \t]+)?(\d{5})(?![\d-])`, 'gu');

const ARTICLES = new Set('the a an la el los las le les il lo de del di du da der die das het'.split(' '));
/** A phrase of ordinary words only ("high level", "new home", "good hope"): no town typed in lower case. */
const plainWords = (ws: string[]) => ws.every((w) => isEnglish(w) || isCommon(w) || isStop(w));
const town = (lc: string) => isCity(lc) && !COUNTRIES.has(lc) && !US_STATES.has(lc) && !isRegionName(lc);
/**
 * A town of one lower-case word after a preposition: none that is also a word ("in reading", "in mobile"); after "from",
 * "visiting" or "leaving" none that is also a name ("from mike", "visiting nana") but on a trip ("driving in from
 * scranton"), where after "in" a surname's town is the town ("in breda", "in memphis").
 */
const loneTown = (w: string, prep: string, trip = false) =>
  w.length >= 4 &&
  !isEnglish(w) &&
  !isCommon(w) &&
  !isStop(w) &&
  !MEDICAL.has(w) &&
  (!NAMES_AFTER.has(prep) || trip || !isName(w));
/** Words after which a lone name-list word is a person as often ("from mike", "visiting nana", "leaving lola's"). */
const NAMES_AFTER = new Set(['from', 'visiting', 'leaving']);

export function findLowerChatTowns(text: string, out: Hit[]): void {
  eachLowerMessage(text, (from, to) => {
    const msg = text.slice(from, to);
    for (const m of msg.matchAll(PREP)) {
      work.steps++;
      // (The words are looked ahead, not taken: "to support foursquare in barra de carrasco" leaves "in" its turn.)
      const at = m.index;
      const moving = (m[1] === 'to' || m[1] === 'from') && trip(msg, at);
      if (m[1] === 'to' && !moving) continue;
      const words = m[2]!.split(/[ \t]/);
      // The longest phrase from the preposition on that is a town.
      for (let n = words.length; n >= 1; n--) {
        const lc = words.slice(0, n).join(' ');
        // ("en la comunidad": a phrase an article opens is the language's, whatever a town list holds.)
        if (
          !town(lc) ||
          (n === 1 && !loneTown(lc, m[1]!, moving)) ||
          (n > 1 && (ARTICLES.has(words[0]!) || plainWords(words.slice(0, n))))
        )
          continue;
        const start = from + m.index + m[0].length;
        out.push({ type: 'CITY', start, end: start + lc.length, rank: PLACE_RANK.cued });
        break;
      }
    }
    for (const m of msg.matchAll(BEFORE_ZIP)) {
      work.steps++;
      if (m[2] !== undefined && !US_STATES.has(m[2])) continue;
      const words = m[1]!.split(/[ \t]/);
      // "mission tx 78572": the words took the state's code.
      const popped =
        m[2] === undefined && words.length > 1 && /^[a-z]{2}$/.test(words.at(-1)!) && US_STATES.has(words.at(-1)!);
      if (popped) words.pop();
      // A state's code before the ZIP says address: "mission tx 78572" is the town though "mission" is a word.
      const stated = m[2] !== undefined || popped;
      // The longest phrase that ends before the code and is a town ("apt 5, williamsburg, brooklyn 11249": "brooklyn").
      for (let n = words.length; n >= 1; n--) {
        const lc = words.slice(words.length - n).join(' ');
        // ("platelets normal 25000", "hope 10000 is enough": a word of the language before a number stays a word.)
        if (
          !town(lc) ||
          (!stated && n === 1 && !loneTown(lc, 'in')) ||
          (!stated && n > 1 && plainWords(words.slice(words.length - n)))
        )
          continue;
        const end = from + m.index + m[0].indexOf(m[1]!) + words.join(' ').length;
        out.push({ type: 'CITY', start: end - lc.length, end, rank: PLACE_RANK.cued });
        const zip = from + m.index + m[0].length - 5;
        out.push({ type: 'ZIP', start: zip, end: zip + 5, rank: PLACE_RANK.address });
        break;
      }
    }
  });
}
