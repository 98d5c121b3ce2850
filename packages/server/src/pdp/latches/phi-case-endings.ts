/**
 * Turkish writes a proper name's case ending after an apostrophe ("Hastanesi'ne", "İzmir'de", "Ayşe'nin"): the
 * name's word ends there, as an English possessive's does not ("Lowe's" is a firm's name). phi-tokens.ts asks this at
 * an apostrophe inside a capitalized word, `i` being the apostrophe.
 */
export function caseEnding(text: string, i: number): boolean {
  const m = TR_CASE.exec(text.slice(i + 1, i + 8));
  // A lone vowel follows a consonant only ("İzmir'e", "Ahmet'i"; after a vowel Turkish writes "Ankara'ya"): "Hawai'i" stays whole.
  return m !== null && (m[0].length > 1 || !VOWEL.test(text.charAt(i - 1)));
}
const TR_CASE =
  /^(?:n?[dt][ae]n?|n?[dt][ae]ki|[yn]?[ae]|n?[ıiuü]n|[yn]?[ıiuü]|y?l[ae]|[yn]?[ıiuü]n[ıiuü]n)(?![\p{L}])/u;
const VOWEL = /[aeıioöuüAEIİOÖUÜ]/;
