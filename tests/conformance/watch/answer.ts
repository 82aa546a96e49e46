/**
 * A Watch player for the conformance suite that reads nothing but its orders form (seam §9): the
 * form is the YAML the seat would send back, its pre-filled key naming what is asked (W1 `zone`:
 * the admiral's area; `search`: the lookout's area, or null). The six areas are the rulebook's.
 */
import { parse, stringify } from 'yaml';

const AREAS = ['dogger', 'fisher', 'forties', 'tyne', 'utsire', 'viking'];

export function watchAnswer(form: string, random: () => number): string | null {
  const doc = parse(form) as Record<string, unknown> | null;
  const asked = doc !== null && typeof doc === 'object' && ('zone' in doc || 'search' in doc);
  // Nothing asked, or a quarter of the time: silence (rule 3).
  if (!asked || random() < 0.25) return null;
  const pick = Math.floor(random() * (AREAS.length + 1));
  if ('zone' in doc) doc.zone = AREAS[pick % AREAS.length];
  else doc.search = pick === AREAS.length ? null : AREAS[pick];
  return stringify(doc);
}
