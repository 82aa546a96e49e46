/**
 * A Bismarck (1979) player for the conformance suite that reads nothing but its orders form: for
 * each ship, task force or air unit the form lists the next zones ("#   next: …") above the line
 * `<key>: { move: [] … }`; the player moves one zone into one of them, or stays. The British
 * player shadows a listed contact with nothing (the form names no unit it could be sure of).
 */
import { parse, stringify } from 'yaml';

export function b79Answer(form: string, random: () => number): string | null {
  // Silence (rule 3) two times in five: the opponent's calls of zones are heard (7.21, 7.23), so
  // a seat's visible events stay equal across games only when the other seat's moves do.
  if (random() < 0.4 || form.startsWith('# Nothing')) return null;
  const doc = parse(form) as { ships?: Record<string, { move?: string[] }>; air?: Record<string, { move?: string[]; mode?: string }> };
  let next: string[] = [];
  let section = '';
  for (const line of form.split('\n')) {
    if (/^\S/.test(line) && !line.startsWith('#')) section = line.split(':')[0];
    const n = /^ {2}# {3}next: (.*)$/.exec(line);
    if (n) { next = n[1].split(' ').filter(Boolean); continue; }
    const key = /^ {2}([A-Za-z0-9-]+): \{/.exec(line);
    if (!key || random() < 0.4) continue;
    const pickZone = next.length ? next[Math.floor(random() * next.length)] : null;
    if (!pickZone) continue;
    if (section === 'ships' && doc.ships?.[key[1]]) doc.ships[key[1]].move = [pickZone];
    if (section === 'air' && doc.air?.[key[1]]) doc.air[key[1]].move = [pickZone];
  }
  return stringify(doc);
}
