/**
 * A Ferry player for the conformance suite that reads nothing but its orders form (seam §9):
 * the form is the JSON object the seat would send back, its pre-filled keys naming what is asked
 * (F1 `berth`: a berth 1–6, or null; F2 `board`: true or false). A form with neither asks nothing.
 */
export function ferryAnswer(form: string, random: () => number): string | null {
  const doc = JSON.parse(form) as Record<string, unknown>;
  const asked = 'berth' in doc || 'board' in doc;
  // Nothing asked, or a quarter of the time: silence (rule 3).
  if (!asked || random() < 0.25) return null;
  if ('berth' in doc) {
    // Six berths and null (red: stay where it is; blue: watch nothing), each as likely.
    const pick = Math.floor(random() * 7);
    doc.berth = pick === 6 ? null : pick + 1;
  }
  if ('board' in doc) doc.board = random() < 0.5;
  return JSON.stringify(doc);
}
