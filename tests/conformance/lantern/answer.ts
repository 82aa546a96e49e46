/**
 * A Lantern player for the conformance suite that reads nothing but its orders form: the form is
 * the JSON object the seat would send back; its pre-filled keys name what is asked (L1 `cove`
 * and the lookout's `signal`, L2 `strike`). A form with none of them asks nothing.
 */
export function lanternAnswer(form: string, random: () => number): string | null {
  const doc = JSON.parse(form) as Record<string, unknown>;
  const asked = ['cove', 'signal', 'strike'].some((k) => k in doc);
  if (!asked || random() < 0.25) return null;
  const cove = (): number | null => { const pick = Math.floor(random() * 7); return pick === 6 ? null : pick + 1; };
  if ('cove' in doc) doc.cove = cove();
  if ('signal' in doc) doc.signal = random() < 0.5;
  if ('strike' in doc) doc.strike = cove();
  return JSON.stringify(doc);
}
