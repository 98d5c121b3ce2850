/**
 * The HL7 v2.5 fields phi-hl7.ts reads (ADR 0148), by segment and field number, with the data type that says which
 * components hold a person, an address, an organization, an identifier, a date or a phone. Written from the standard's
 * segment definitions; segments that carry no identifier of a person are left out.
 */
/** What a field holds, by its HL7 data type (and, for identifiers and timestamps, what the field is for). */
export type Kind =
  | 'XPN' // person's name: family^given^middle^suffix^prefix
  | 'XCN' // clinician: id^family^given^middle^…
  | 'NDL' // interpreter: id&family&given in the first component
  | 'XAD' // address: street^other^city^state^zip^country^type^other^county
  | 'XON' // organization's name first
  | 'HD' // facility: namespace first
  | 'XTN' // phone
  | 'DOB'
  | 'DATE'
  | 'MRN'
  | 'ACCOUNT'
  | 'US_SSN'
  | 'US_DRIVER_LICENSE'
  | 'HEALTH_PLAN'
  | 'PLACE'; // a birthplace in free text

/** Field numbers (HL7 v2.5) of the segments read, with what each holds. */
export const SEGMENTS: Readonly<Record<string, Readonly<Record<number, Kind>>>> = {
  // (The message's and the event's times are the encounter's dates.)
  MSH: { 4: 'HD', 6: 'HD', 7: 'DATE' },
  EVN: { 2: 'DATE', 5: 'XCN', 6: 'DATE' },
  PID: {
    2: 'MRN',
    3: 'MRN',
    4: 'MRN',
    5: 'XPN',
    6: 'XPN',
    7: 'DOB',
    9: 'XPN',
    11: 'XAD',
    13: 'XTN',
    14: 'XTN',
    18: 'ACCOUNT',
    19: 'US_SSN',
    20: 'US_DRIVER_LICENSE',
    21: 'MRN',
    23: 'PLACE',
    29: 'DATE',
  },
  PD1: { 3: 'XON', 4: 'XCN' },
  NK1: { 2: 'XPN', 4: 'XAD', 5: 'XTN', 6: 'XTN', 13: 'XON', 16: 'DOB', 30: 'XPN', 31: 'XTN', 32: 'XAD', 33: 'MRN' },
  PV1: { 7: 'XCN', 8: 'XCN', 9: 'XCN', 17: 'XCN', 19: 'ACCOUNT', 44: 'DATE', 45: 'DATE', 52: 'XCN' },
  PV2: { 13: 'XCN' },
  GT1: {
    3: 'XPN',
    4: 'XPN',
    5: 'XAD',
    6: 'XTN',
    7: 'XTN',
    8: 'DOB',
    12: 'US_SSN',
    // (GT1-16, the guarantor's employer, is typed XPN by the standard; it names a firm.)
    16: 'XON',
    17: 'XAD',
    18: 'XTN',
    21: 'XON',
  },
  IN1: {
    4: 'XON',
    5: 'XAD',
    6: 'XPN',
    7: 'XTN',
    9: 'XON',
    11: 'XON',
    16: 'XPN',
    18: 'DOB',
    19: 'XAD',
    36: 'HEALTH_PLAN',
    44: 'XAD',
    49: 'HEALTH_PLAN',
  },
  IN2: { 2: 'US_SSN', 8: 'HEALTH_PLAN' },
  ORC: { 9: 'DATE', 10: 'XCN', 11: 'XCN', 12: 'XCN', 21: 'XON', 22: 'XAD', 24: 'XAD' },
  OBR: {
    6: 'DATE',
    7: 'DATE',
    8: 'DATE',
    14: 'DATE',
    16: 'XCN',
    22: 'DATE',
    28: 'XCN',
    32: 'NDL',
    33: 'NDL',
    34: 'NDL',
    35: 'NDL',
  },
  OBX: { 14: 'DATE', 16: 'XCN', 19: 'DATE', 23: 'XON', 24: 'XAD', 25: 'XCN' },
  DG1: { 16: 'XCN' },
  PR1: { 11: 'XCN', 12: 'XCN' },
  ROL: { 4: 'XCN', 11: 'XAD', 12: 'XTN' },
  PRD: { 2: 'XPN', 3: 'XAD', 5: 'XTN' },
  TXA: { 4: 'DATE', 5: 'XCN', 6: 'DATE', 7: 'DATE', 9: 'XCN', 10: 'XCN', 11: 'XCN' },
  MRG: { 1: 'MRN', 3: 'ACCOUNT', 7: 'XPN' },
  SCH: { 12: 'XCN', 16: 'XCN', 20: 'XCN' },
  AIP: { 3: 'XCN' },
  FT1: { 20: 'XCN', 21: 'XCN' },
  STF: { 3: 'XPN', 10: 'XTN', 11: 'XAD' },
};

/** Which components (1-based) of a field of each kind are of which entity type; the rest are codes or left alone. */
export const COMPONENTS: Readonly<Partial<Record<Kind, Readonly<Record<number, string>>>>> = {
  XPN: { 1: 'PERSON', 2: 'PERSON', 3: 'PERSON' },
  XCN: { 2: 'PERSON', 3: 'PERSON', 4: 'PERSON' },
  XAD: { 1: 'STREET_ADDRESS', 3: 'CITY', 5: 'ZIP', 9: 'COUNTY' },
  XON: { 1: 'ORGANIZATION' },
  HD: { 1: 'ORGANIZATION' },
};
/** Kinds whose whole first component is one identifier, date or phone. */
export const WHOLE: Readonly<Partial<Record<Kind, string>>> = {
  DOB: 'DATE_OF_BIRTH',
  DATE: 'DATE',
  MRN: 'MRN',
  ACCOUNT: 'ACCOUNT',
  US_SSN: 'US_SSN',
  US_DRIVER_LICENSE: 'US_DRIVER_LICENSE',
  HEALTH_PLAN: 'HEALTH_PLAN',
};
