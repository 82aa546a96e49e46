/**
 * A Great War at Sea player for the conformance suite that reads nothing but its orders form
 * (seam §9 "answer … written from the seat's form only"). For each fleet the form says it may
 * write a box ("You may write turn 6", 4.2 and 5.2) and lists the zones next to where that box
 * starts ("Next zones: W25, W26", 5.1), the player plots either "stay" or one of those zones in
 * the first open box. Fleets re-planning after a battle (7.37) are left as they are: their
 * box starts elsewhere and the form's "Next zones" then speak of another turn.
 */
import { parse, stringify } from 'yaml';
import { impulseAnswer } from './answer-impulse.js';

interface FormFleet { readonly id: string; readonly notes: string }

/** The fleets of the form with their comment lines joined (the form wraps them at 72 columns). */
function formFleets(form: string): FormFleet[] {
  const blocks: { id: string; notes: string[] }[] = [];
  let current: { id: string; notes: string[] } | null = null;
  for (const line of form.split('\n')) {
    const head = /^ {2}([a-z0-9][a-z0-9-]*):\s*$/.exec(line);
    if (head) { current = { id: head[1], notes: [] }; blocks.push(current); continue; }
    if (/^\S/.test(line)) current = null;
    const note = /^ {4}#\s?(.*)$/.exec(line);
    if (current && note) current.notes.push(note[1].trim());
  }
  return blocks.map((b) => ({ id: b.id, notes: b.notes.join(' ') }));
}

/**
 * 15.1, 18.1 (submarines / MTBs options): on turn 1 the form lists the side's boats "not yet
 * placed" and gives an example line with a zone the rule allows; the player places every boat
 * there, with a standing choice drawn at random.
 */
function placeBoats(form: string, doc: Record<string, unknown>, random: () => number): void {
  const notes = form.split('\n').filter((l) => l.startsWith('#')).map((l) => l.replace(/^#\s*/, '')).join(' ');
  for (const key of ['submarines', 'mtbs'] as const) {
    const part = new RegExp(`Your ${key === 'submarines' ? 'submarines' : 'motor torpedo boats'} \\(([^]*?)Write "${key}:"[^]*?zone: ([A-Z]{1,2}\\d{1,3}[a-z]?),`).exec(notes);
    if (!part) continue;
    const ids = [...part[1].matchAll(/([a-z0-9-]+) \([^)]*\): not yet placed/g)].map((m) => m[1]);
    if (!ids.length) continue;
    const attacks = ['any', 'capital', 'light', 'pass'];
    doc[key] = Object.fromEntries(ids.map((id) => [id, { zone: part[2], attack: attacks[Math.floor(random() * attacks.length)] }]));
  }
}

export function gwasAnswer(form: string, random: () => number): string | null {
  // A quarter of the time the seat stays silent (rule 3: silence is an answer; GWAS: plans stand).
  if (random() < 0.25) return null;
  const doc = parse(form) as { fleets?: Record<string, { plot?: Record<string, string> } | null>; impulse?: unknown };
  if (doc.impulse) return impulseAnswer(form, random); // 7.31 (option tacticalByMail): a battle's impulse form
  placeBoats(form, doc as Record<string, unknown>, random);
  for (const fleet of formFleets(form)) {
    if (/After last turn's battle/.test(fleet.notes)) continue;
    const box = /You may write turns? (\d+)/.exec(fleet.notes)?.[1];
    const next = /Next zones: ([^.]*)\./.exec(fleet.notes)?.[1];
    if (!box || !next || random() < 0.3) continue;
    const choices = ['stay', ...next.split(',').map((z) => z.trim()).filter((z) => z && z !== 'none')];
    const entry = doc.fleets?.[fleet.id];
    if (!entry) continue;
    entry.plot = { ...(entry.plot ?? {}), [box]: choices[Math.floor(random() * choices.length)] };
  }
  return stringify(doc);
}
