/**
 * A Bismarck (1979) player for the conformance suite that reads nothing but its orders form: the
 * form lists each ship, task force and air unit with its legal next zones ("#   next: …") above
 * the line `<key>: { move: [] … }`. Half the time the seat is silent (rule 3); otherwise it moves
 * one unit, chosen at random, one zone into one of those zones. One move a turn keeps most of a
 * seat's units where they were, which the fog check needs: the opponent hears every zone called
 * in search (7.21, 7.23), so a seat's visible events stay equal across two games only when the
 * other seat's searching units stay put. Forms of combat by mail (options) have no units: it may
 * turn an announcement round or change a battle round's range.
 */
import { parse, stringify } from 'yaml';

export function b79Answer(form: string, random: () => number): string | null {
  if (random() < 0.5 || form.startsWith('# Nothing')) return null;
  const doc = parse(form) as { ships?: Record<string, { move?: string[] }>; air?: Record<string, { move?: string[] }>;
    announce?: { attacks?: Record<string, { attack?: boolean }> }; round?: { range?: string } };
  // Combat by mail (options): an announcement may be turned round (9.2), a round's range changed (9.5).
  for (const a of Object.values(doc.announce?.attacks ?? {})) if (random() < 0.5) a.attack = !a.attack;
  if (doc.round) doc.round.range = ['close', 'keep', 'open'][Math.floor(random() * 3)];
  const units: { section: 'ships' | 'air'; key: string; next: string[] }[] = [];
  let section = '';
  let next: string[] = [];
  for (const line of form.split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) section = line.split(':')[0];
    const n = /^ {2}# {3}next: (.*)$/.exec(line);
    if (n) { next = n[1].split(' ').filter(Boolean); continue; }
    const key = /^ {2}([A-Za-z0-9-]+): \{/.exec(line);
    if (key && (section === 'ships' || section === 'air') && next.length) units.push({ section, key: key[1], next });
  }
  if (units.length) {
    const u = units[Math.floor(random() * units.length)];
    const zone = u.next[Math.floor(random() * u.next.length)];
    const entry = doc[u.section]?.[u.key];
    if (entry) entry.move = [zone];
  }
  return stringify(doc);
}
