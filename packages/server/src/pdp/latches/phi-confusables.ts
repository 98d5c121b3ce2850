/**
 * Letters of other scripts that render like a Latin letter or digit in common fonts, from the
 * Unicode confusables data (UTS #39) restricted to the Cyrillic, Greek, Armenian and Latin
 * look-alikes an attacker types to slip a name or an e-mail address past a pattern. NFKC does not
 * fold any of them: they are distinct letters. phi-fold.ts reads them as Latin only in a word
 * whose every letter then reads as ASCII.
 */
const PAIRS: ReadonlyArray<readonly [string, string]> = [
  // Cyrillic, lower case
  ['а', 'a'],
  ['с', 'c'],
  ['ԁ', 'd'],
  ['е', 'e'],
  ['һ', 'h'],
  ['і', 'i'],
  ['ј', 'j'],
  ['ӏ', 'l'],
  ['о', 'o'],
  ['р', 'p'],
  ['ԛ', 'q'],
  ['ѕ', 's'],
  ['ԝ', 'w'],
  ['х', 'x'],
  ['у', 'y'],
  ['ү', 'y'],
  // Cyrillic, upper case (З is a 3 among digits)
  ['А', 'A'],
  ['В', 'B'],
  ['С', 'C'],
  ['Е', 'E'],
  ['Н', 'H'],
  ['І', 'I'],
  ['Ј', 'J'],
  ['К', 'K'],
  ['М', 'M'],
  ['О', 'O'],
  ['Р', 'P'],
  ['Ԛ', 'Q'],
  ['Ѕ', 'S'],
  ['Т', 'T'],
  ['Ԝ', 'W'],
  ['Х', 'X'],
  ['У', 'Y'],
  ['Ү', 'Y'],
  ['Ӏ', 'I'],
  ['З', '3'],
  // Greek
  ['α', 'a'],
  ['ι', 'i'],
  ['κ', 'k'],
  ['ν', 'v'],
  ['ο', 'o'],
  ['ρ', 'p'],
  ['υ', 'u'],
  ['χ', 'x'],
  ['γ', 'y'],
  ['Α', 'A'],
  ['Β', 'B'],
  ['Ε', 'E'],
  ['Ζ', 'Z'],
  ['Η', 'H'],
  ['Ι', 'I'],
  ['Κ', 'K'],
  ['Μ', 'M'],
  ['Ν', 'N'],
  ['Ο', 'O'],
  ['Ρ', 'P'],
  ['Τ', 'T'],
  ['Υ', 'Y'],
  ['Χ', 'X'],
  // Armenian
  ['օ', 'o'],
  ['ս', 'u'],
  ['հ', 'h'],
  ['ո', 'n'],
  // Latin letters outside ASCII that NFKC keeps
  ['ı', 'i'],
  ['ɑ', 'a'],
  ['ɡ', 'g'],
  ['ǀ', 'l'],
];

/** Code point → the ASCII character it reads as. */
export const CONFUSABLES: ReadonlyMap<number, string> = new Map(PAIRS.map(([k, v]) => [k.codePointAt(0)!, v]));

/** Hyphens, dashes and minus signs a number may be written with: all read as "-". */
export const DASHES: ReadonlySet<number> = new Set([
  0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0xfe58, 0xfe63, 0xff0d, 0x2043, 0x02d7,
]);
