// Each recognizer that tries its regex only at the tokenizer's cue words (phi-cues.ts, ADR 0067)
// against the global scan it replaced, on random texts built from its words, their neighbours in
// other scripts and cases, joiners, digits and the blanks and signs its patterns read.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prng } from '../../../../../bench/detectors/prng.js';
import { findDates } from './phi-dates.js';
import { findAgeWords, findHolidays } from './phi-dates-words.js';
import { findCuedLowerCase } from './phi-names-cued.js';
import { findSignedHandles } from './phi-names-handles.js';
import { findTypistInitials } from './phi-names-initials.js';
import { findLowerCaseRoles, findLowerCaseTitled } from './phi-names-lower.js';
import { findRoleNames } from './phi-names-roles.js';
import { findLowerSaints } from './phi-orgs-saints-lower.js';
import { legalFirms } from './phi-orgs-surname-cues.js';
import { findVendorOrgs } from './phi-orgs-vendors.js';
import { findRecords } from './phi-records.js';
import { findNamedStreets } from './phi-streets-named.js';
import { wordsOf } from './phi-text.js';
import { findAsianPrepTowns } from './phi-town-asian-preps.js';
import { findTownsAfterStreets } from './phi-town-particles.js';
import { findPrepTowns } from './phi-town-preps.js';
import { findSiteTowns } from './phi-town-travel.js';
import type { Hit } from './pii-context.js';
import { digitRuns } from './pii-digits.js';

/** Around every piece: what may stand right before or after a cue word and change what the regex or the tokenizer reads. */
const GLUE = [' ', ' ', ' ', '  ', '\t', '.', '. ', ',', ', ', '(', ' (', ':', ': ', '/', '-', "'", '’', "'s ", '\n'];
const EDGES = ['é', 'ä', 'ß', 'ÿ', '÷', 'ſ', 'K', 'İ', '\u0301', 'x', 'X', '5', '_', 'ö', 'Ω', '\u00a0'];
const NAMES = ['nguyen', 'kevin', 'megan', 'sarah', 'jess', 'kim', 'luis', 'samira', 'anh', 'smith', 'today', 'office'];

function texts(words: readonly string[], n: number, seed: number): string[] {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  const cased = (w: string) => {
    const x = r();
    return x < 0.6
      ? w
      : x < 0.8
        ? w[0]!.toUpperCase() + w.slice(1)
        : x < 0.9
          ? w.toUpperCase()
          : w.slice(0, 1) + w.slice(1).toUpperCase();
  };
  return Array.from({ length: n }, () => {
    let s = '';
    for (let k = Math.floor(r() * 16); k >= 0; k--) {
      const x = r();
      s += x < 0.45 ? cased(pick(words)) : x < 0.7 ? pick(NAMES) : x < 0.8 ? pick(EDGES) : '';
      s += pick(GLUE);
    }
    return s;
  });
}

const spans = (out: Hit[]) => out.map((h) => `${h.type}:${h.start}-${h.end}`);

/** Each recognizer run both ways: its global scan (no cues) and at the cues of the same text. */
function same(
  words: readonly string[],
  seed: number,
  find: (text: string, out: Hit[], cues?: never) => void,
  n = 20_000,
): void {
  for (const text of texts(words, n, seed)) {
    const scanned: Hit[] = [];
    const cued: Hit[] = [];
    find(text, scanned);
    find(text, cued, wordsOf(text).cues as never);
    assert.deepEqual(spans(cued), spans(scanned), JSON.stringify(text));
  }
}

describe('recognizers tried at cue words find what their global scans find', () => {
  it('lower-case names after titles and relatives', () => {
    const words =
      'dr mr mrs ms prof son daughter wife husband mother father brother sister mom dad grandson granddaughter niece nephew partner caregiver neighbor neighbour sonny';
    same(words.split(' '), 1, findLowerCaseTitled);
  });

  it('lower-case names after roles and conversation cues, and before credentials', () => {
    const words =
      'rn lpn cna np rt ot slp sw cm sitter chaplain interpreter charge attending resident intern fellow pcp tech aide doula midwife is was today spoke talked spoken w/ with to s/w d/w per paged called notified pa-c crna md pa c 12345 intern';
    same(words.split(' '), 2, findLowerCaseRoles);
  });

  it('names after care roles, credits and kin words of other languages (ADR 0150)', () => {
    const words = [
      ...'physio Physiotherapist liaison sponsor scribe chaplain co-starring starring daughter-in-law half-sister great-grandmother kuia enfermera infirmière infirmier sage-femme Hebamme PT OT RN SW pt'.split(
        ' ',
      ),
      ...['Dr. med.', 'Dr. rer. nat.', 'dr med. dent.', 'Praxis', 'charge nurse', 'Case Manager', 'directed by'],
      ...['assistant to', 'Jess', 'Aroha', 'Asa Kovacek', 'Hardy', 'Plan', 'Works', 'Mere', 'Kühn', 'Rosa'],
    ];
    same(words, 12, findRoleNames);
  });

  it('lower-case brands after a vendor word, and firms after a legal role (ADR 0150)', () => {
    const vendors = 'vendor Vendors supplier SUPPLIERS distributor manufacturers lumacleanse docuflow the for'.split(
      ' ',
    );
    same(vendors, 13, (text, out, cues) => findVendorOrgs(text, wordsOf(text).toks, out, cues));
    // One role a text, beside the firm's words: a text with two roles would pass a gate that lacked one of them.
    const roles = [
      ...'counsel Counsel attorneys lawyer solicitors barrister partner associate paralegal auditors accountants'.split(
        ' ',
      ),
      ...['(legal,', '(outside counsel,', 'audited by', 'law firm', 'Law Firm of', 'accounting firm,', 'co-counsel'],
    ];
    const firms = [
      'at Dickinson Wright',
      'with Baker, Rice & Hill',
      'Dickinson Wright',
      'Ogilvy Renault',
      'Lopez',
      'at',
    ];
    for (const [k, role] of roles.entries())
      same([role, ...firms], 100 + k, (text, out, cues) => legalFirms(text, wordsOf(text).toks, out, cues), 1000);
  });

  it('typists after their cue, Indonesian towns, and named streets (ADR 0150)', () => {
    const typist =
      'transcribed Typed TYPED transcriptionist scribe scribed: grossed by by: TR TR: tr: lh jmk aolivares TLN D: Job'.split(
        ' ',
      );
    same(typist, 15, findTypistInitials);
    const indonesian =
      'yang dan Dan DENGAN tinggal pasien sejak tahun di Di ke dari pindah Bandung Depok Surabaya rumah'.split(' ');
    same(indonesian, 16, findAsianPrepTowns);
    // One cue word a text, in its form ("$" stands for it) and alone: "No", "y" or "Road" beside another cue would
    // pass a gate that lacked the first.
    const forms: [string[], string[]][] = [
      [
        'gate gata gatan vei veien vej vegen plass plads torg torget'.split(' '),
        ['Tordenskiolds $ 4', 'Kongens $ 12', 'Arrivals $ 4'],
      ],
      ['Heol Stryd Bothar Sraid Ascaill Ffordd'.split(' '), ['12 $ na Trá', '4 $ y Bont', '9 $ Glan']],
      [
        ['y', 'yr'],
        ['3 Tan $ Bryn,', '12 Maes $ Haf\n'],
      ],
      ['Jr. Jiron Pje. Psje. Pasaje'.split(' '), [', $ Ucayali 215', ': $ Los Olivos 12', 'Smith, $ Room 215']],
      [['No'], ['H.$. 8-3-167/A', 'D.$ 12-5-3', 'Door $: 4', 'Flat$ 7', 'Plot $. 12']],
      [
        ['Road', 'Rd.', 'Marg'],
        ['S.V. $', ', M.G.$', 'K. $,'],
      ],
      [
        ['TP.', 'Tp.'],
        ['125 Nguyen Trai, $ Ho Chi Minh', '12 Le Loi, $', ', P. 5'],
      ],
      [['Block'], ['Street 4, $ C, Gulberg III', '4 West, $ A, Ward', '2, $ D-2, Sector']],
    ];
    let seed = 200;
    for (const [cues, pieces] of forms)
      for (const cue of cues) same([cue, ...pieces.map((p) => p.replace('$', cue))], seed++, findNamedStreets, 600);
  });

  it('lower-case towns after an address cue and its street (ADR 0150)', () => {
    // Every cue word in every case, before each street and after each edge: a word missing from the list fails.
    const pieces = [
      'at 12 oak st, springfield',
      'at 255 hersnapvej 18, almería',
      'is 36 rue de pologne, nyc',
      ': 4 elm rd, reno',
    ];
    const cueWords = 'lives living resides residing reside live address'.split(' ');
    const find = (text: string, out: Hit[], cues?: never) => findTownsAfterStreets(text, out, 0, cues);
    let found = 0;
    for (const w of cueWords)
      for (const c of [w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1)])
        for (const p of pieces)
          for (const edge of ['', 'pt ', 'x-', '3', '_', 'é '])
            for (const end of ['.', '\n', '', ' then', ', 10025']) {
              const text = `${edge}${c} ${p}${end}`;
              const scanned: Hit[] = [];
              const cued: Hit[] = [];
              find(text, scanned);
              find(text, cued, wordsOf(text).cues as never);
              assert.deepEqual(spans(cued), spans(scanned), JSON.stringify(text));
              found += scanned.length;
            }
    assert.ok(found > 100, `only ${found} towns: the texts must exercise the scan`);
  });

  it('holidays', () => {
    const words = [
      'Christmas',
      'Christmas Eve',
      'Christmas Day',
      'Thanksgiving Day',
      'Easter Sunday',
      'Easter Monday',
      'Good Friday',
      'Halloween',
      "New Year's Eve",
      'New Years Day',
      'New Year’s',
      'Memorial Day',
      'Labor Day',
      'Labour Day',
      'Independence Day',
      "Valentine's Day",
      'Valentines Day',
      "Mother's Day",
      'Mothers Day',
      'Father’s Day',
      'Fathers Day',
      "Veterans' Day",
      'Veterans Day',
      'Boxing Day',
      'Martin Luther King Day',
      'Martin Luther King Jr. Day',
      'Martin Luther King Jr Day',
      "Presidents' Day",
      'Presidents Day',
      'Columbus Day',
      'Juneteenth',
      'tree',
      'Day',
      'Eve',
    ];
    same(words, 3, findHolidays);
  });

  it('lower-case names after "my name is", "Name:", "call me"', () => {
    const words = [
      ...'name is : call calls me recall surname names my lena andersson hyuuma t. maida'.split(' '),
      'my name is',
      'Name:',
      'NAME :',
      'call me',
      'calls me',
    ];
    same(words, 5, (text, out, cues) => {
      const known = new Set<string>();
      findCuedLowerCase(text, out, known, cues);
      // The words taken as names are propagated later: they must be the same too.
      for (const w of known) out.push({ type: w, start: 0, end: 0, rank: 0 });
    });
  });

  it('record labels, with the VIN labels told by cue words', () => {
    const words = [
      ...'vin VIN# VINno vinnumber vin-no vehicle identification having living 1HGCM82633A004352 ABCDEFGHJKLMNPRST'.split(
        ' ',
      ),
      'Vehicle identification number:',
      'MRN:',
      'MRN 8249813',
      'plate',
      '12',
      '5',
      'ADVINCULA',
    ];
    same(words, 6, (text, out, cues) => findRecords(text, out, digitRuns(text), cues));
  });

  it('weekdays where no digit is in reach', () => {
    const words = [
      ...'Monday tuesday WEDNESDAY Thursday Thursdays friday Saturday Sunday today day days Mon Sundays holiday'.split(
        ' ',
      ),
      '3/4/2024',
      '12',
      'on',
      'x/',
      '1:',
      'March 3',
      'a'.repeat(70),
    ];
    same(words, 7, (text, out, cues) => findDates(text, out, digitRuns(text), cues));
  });

  it('ages over 89 in words', () => {
    const words =
      'ninety ninety-three ninety three hundred one hundred hundred and two one hundred ten aged years year yrs old of age -year-old'.split(
        ' ',
      );
    same(words, 4, findAgeWords);
  });

  it('user names after a documenting verb and "by", and towns before a site noun (one cue list)', () => {
    const words = [
      ...'recorded Logged entered SIGNED reviewed by by: the The one location branch office site store campus depot warehouse'.split(
        ' ',
      ),
      ...'cspradlin jmorrow kosei fontana ypsi sneinton headingley westerville someone ones offices'.split(' '),
    ];
    same(words, 8, findSignedHandles);
    same(words, 9, (text, out, cues) => findSiteTowns(text, wordsOf(text).toks, out, cues));
  });

  it('towns after Dutch and Portuguese prepositions', () => {
    const words = [
      ...'uit vanuit van naar pra pro para Para PRO komt vou voltou veio foi fruit prop'.split(' '),
      ...'zaandam Zaandam campinas Setúbal utrecht'.split(' '),
    ];
    same(words, 10, (text, out, cues) => findPrepTowns(text, wordsOf(text).toks, out, out.length, cues));
  });

  it('lower-case saints (one cue list with the prepositions)', () => {
    const words =
      'st st. ste ste. saint St ST. first stat best x-st 5st _st marys lukes justine johns wort joseph hospital'.split(
        ' ',
      );
    same(words, 11, findLowerSaints);
  });
});
