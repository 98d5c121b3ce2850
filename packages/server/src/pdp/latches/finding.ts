/**
 * One thing a detector found in a text. Offsets are UTF-16 code-unit indices into the string the
 * detector was given (`text.slice(start, end)` is the match), so a redactor can cut them out.
 * `type` is the detector's entity or rule name in upper snake case (EMAIL, US_SSN, AWS_ACCESS_KEY…).
 */
export interface Finding {
  type: string;
  start: number;
  end: number;
}
