/**
 * A Bismarck (1962) player for the conformance suite that reads nothing but its orders form
 * (seam §9): Red's form names the zones next to the Bismarck, Blue's the zones next to each
 * counter (in comments). The player moves at most one zone a counter, calls every area or none,
 * and varies the chance and battle choices the form offers; in a battle round by mail it keeps or
 * stops each ship's pre-filled move and turns it any way.
 */
import { parse } from 'yaml';

const nextZones = (comment: string): string[] => (/(?:next|Zones next to her): ([A-Z0-9, -]+)/.exec(comment)?.[1] ?? '').split(',').map((z) => z.trim().replace(/\.$/, '')).filter((z) => /^[A-Z]-[1-9][A-D]$/.test(z));
const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)];

export function b62Answer(form: string, random: () => number): string | null {
  const doc = parse(form) as Record<string, unknown> | null;
  if (!doc || typeof doc !== 'object' || !('side' in doc)) return null;
  if (random() < 0.2) return null;
  const battle = doc.battle as Record<string, unknown>;
  battle.approach = pick(['close', 'hold-b', 'evade'], random);
  battle.facing = pick(['broadside', 'bow', 'stern'], random);
  battle.chance = pick(['never', 'always', 2, 6], random);
  doc.salt = String(Math.floor(random() * 1e9));
  if ('round' in doc) {
    // A battle round by mail (battle: rounds): keep each pre-filled move or stay (always allowed,
    // How to Move Ships on Battle Board 2), and face any way (How to Face 1).
    for (const order of Object.values(doc.moves as Record<string, Record<string, string>>)) {
      if (random() < 0.3) order.move = 'stay';
      order.face = pick(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'], random);
    }
    return JSON.stringify(doc);
  }
  doc['search-chance'] = random() < 0.8;
  if (doc.side === 'red') {
    const near = nextZones(form);
    (doc.bismarck as Record<string, unknown>).move = random() < 0.7 && near.length ? [pick(near, random)] : [];
  } else {
    const lines = form.split('\n');
    for (const id of Object.keys(doc.ships as object)) {
      const line = lines.find((l) => l.startsWith(`  ${id}:`)) ?? '';
      const near = nextZones(line);
      (doc.ships as Record<string, string[]>)[id] = random() < 0.6 && near.length ? [pick(near, random)] : [];
    }
    doc.call = random() < 0.9 ? 'all' : [];
  }
  return JSON.stringify(doc);
}
