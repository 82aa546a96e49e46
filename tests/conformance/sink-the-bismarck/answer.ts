/**
 * A Sink the Bismarck! player for the conformance suite that reads nothing but its orders form
 * (seam §9): a department offers up to two cards a ship from what its form says its pile holds;
 * (the standing offer the form is pre-filled with in the first hand, usually after); a commander shuffles the cards of his pre-filled hand, sometimes changes a turn's side, and
 * sometimes adds the conditional instruction; in a round (mode: rounds) he is most often ready.
 */
import { parse } from 'yaml';

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)];

export function stbAnswer(form: string, random: () => number): string | null {
  // A round's form (mode: rounds) carries the cards left commented out: most often the commander is ready and uncomments them.
  if (/^# cards:$/m.test(form) && random() < 0.8) form = form.replace(/^# cards:$/m, 'cards:').replace(/^# {3}- /gm, '  - ');
  const doc = parse(form) as Record<string, unknown> | null;
  if (!doc || typeof doc !== 'object' || !('seat' in doc)) return null;
  if (random() < 0.2) return null;
  doc.salt = String(Math.floor(random() * 1e9));
  if ('offer' in doc) {
    // Every offer shows on the table as a count of face-down cards, so the fog test can compare a
    // seat's outputs only where all the other departments offered alike: in the first hand every
    // department keeps the standing offer the form is pre-filled with; later most of them do.
    if (doc.turn === 1 || random() < 0.6) return JSON.stringify(doc);
    const offer = doc.offer as Record<string, string[]>;
    for (const ship of Object.keys(offer)) {
      const line = form.split('\n').find((l) => l.startsWith(`  ${ship}:`)) ?? '';
      const held = (/holds: (.*)$/.exec(line)?.[1] ?? '').split(' ').filter((k) => /^[a-z]+$/.test(k) && k !== 'nothing');
      const n = Math.min(held.length, Math.floor(random() * 3));
      const chosen: string[] = [];
      for (let i = 0; i < n; i++) { const k = held.splice(Math.floor(random() * held.length), 1)[0]; chosen.push(k); }
      offer[ship] = chosen;
    }
    return JSON.stringify(doc);
  }
  const cards = (doc.cards as Record<string, unknown>[]) ?? [];
  for (let i = cards.length - 1; i > 0; i--) { const j = Math.floor(random() * (i + 1)); [cards[i], cards[j]] = [cards[j], cards[i]]; }
  for (const c of cards) {
    if (c.card === 'turn') c.to = pick(['port', 'starboard'], random);
    if (c.card === 'ahead') c.units = pick([1, 2], random);
  }
  if (random() < 0.5) doc['if-torpedo'] = { to: pick(['port', 'starboard'], random) };
  return JSON.stringify(doc);
}
