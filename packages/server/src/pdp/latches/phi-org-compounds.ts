/**
 * Words that compound a head of an organization's name (ADR 0052, 0081), a leaf module so that the
 * town rules can ask it too (a compound such as "Universitetssjukhuset" after a name is no town).
 */
/**
 * German, Dutch and Scandinavian compounds that end in a head or a practice word: "Universitätsklinikum",
 * "Hausarztpraxis", "Zorgcentrum", "Jenaplanschool", "Gesundheitszentrum", "Kurzzeitpflege" (ADR 0081).
 */
const COMPOUND_END =
  /(?:klinikum|klinik|krankenhaus|praxis|gemeinschaft|praktijk|ziekenhuis|kliniek|apotheke|zentrum|centrum|school|schule|verpleeghuis|pflege|sjukhuset|sjukhus|sykehuset|sykehus|sygehuset|sygehus|universiteit|universitet|universität|högskola|högskolan)$/;
/** A town's centre is a place, and English has its own words in "-school" ("Afterschool"). */
const NOT_COMPOUND = /(?:stadt|stads|city|innen|after|home|high)(?:zentrum|centrum|school)$/;
/**
 * "Universitätsmedizin", "Universitetssjukhuset", "Universitair": a university's word opens them (not a
 * title or a town so named: "Universitätsprofessor", "Universitätsstadt").
 */
const UNIVERSITY_COMPOUND = /^universit(?:ät|et|eit|air)/;
const NOT_UNIVERSITY = /(?:professor|professorin|lektor|dozent|dozentin|stadt|studium|abschluss)$/;
/** Read on the word's last 12 letters only, with 3 letters or more before the head. */
export const compoundHead = (lc: string) => {
  if (lc.length < 10) return false;
  if (UNIVERSITY_COMPOUND.test(lc)) return lc.length >= 12 && !NOT_UNIVERSITY.test(lc);
  const m = COMPOUND_END.exec(lc.slice(-12));
  return m !== null && lc.length - m[0].length >= 3 && !NOT_COMPOUND.test(lc);
};

/**
 * Swedish and Norwegian departments written as one definite compound after their hospital ("Sundsvalls sjukhus,
 * Medicinkliniken", "Öron-näsa-halsmottagningen"): no town, and no organization of their own (ADR 0103).
 */
const DEPARTMENT_END = /(?:kliniken|mottagningen|avdelningen|avdelinga|avdelingen)$/;
export const departmentCompound = (lc: string) => lc.length >= 12 && DEPARTMENT_END.test(lc);
