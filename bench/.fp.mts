import { generate } from '/work/main/bench/detectors/clinical.eval.ts';
import { DEV } from '/work/main/bench/detectors/clinical-templates.ts';
import { HELD_OUT } from '/work/main/bench/detectors/clinical-templates-heldout.ts';
import { detectPii } from '/work/main/packages/server/src/pdp/latches/pii.ts';
const notes = [...generate(DEV, 7, 40), ...generate(HELD_OUT as any, 8, 40)];
const fp: Record<string, Map<string, number>> = {};
for (const n of notes as any[]) {
  for (const f of detectPii(n.text)) {
    if (!['STREET_ADDRESS','CITY','PERSON'].includes(f.type)) continue;
    const hit = n.spans.some((s: any) => s.start < f.end && f.start < s.end);
    if (hit) continue;
    const v = n.text.slice(f.start, f.end);
    (fp[f.type] ??= new Map()).set(v, (fp[f.type]!.get(v) ?? 0) + 1);
  }
}
for (const [t, m] of Object.entries(fp)) console.log(t, [...m.entries()].sort((a,b)=>b[1]-a[1]).slice(0,15));
