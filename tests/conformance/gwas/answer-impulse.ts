/**
 * 7.31 (option tacticalByMail): a conformance player's answer to an impulse form, from the form
 * alone: its own groups' lines ("fleet … at (q, r), speed …: ships; moves: e ne stay") and the
 * enemy ships it shows in sight. Each group moves one of its listed moves half the time; each ship
 * fires at an enemy ship in sight, or holds, half the time; the rest is left to standing orders.
 */
import { parse, stringify } from 'yaml';

export function impulseAnswer(form: string, random: () => number): string {
  const doc = parse(form) as { impulse: Record<string, unknown> };
  const text = form.split('\n').filter((l) => l.startsWith('#')).map((l) => l.replace(/^#\s*/, '')).join(' ');
  const moves: Record<string, string> = {};
  const fire: Record<string, string> = {};
  const sight = /Enemy ships in sight \(7\.27\): (.*?)\. Edges/.exec(text);
  const enemy = sight ? [...sight[1].matchAll(/([a-z0-9-]+) \[/g)].map((m) => m[1]) : [];
  for (const g of text.matchAll(/fleet \S+ at \(-?\d+, -?\d+\), speed [^:]+: (.*?); moves: ([a-z ]+?)(?= fleet | [A-Z]|$)/g)) {
    const ships = [...g[1].matchAll(/([a-z0-9-]+) \[/g)].map((m) => m[1]);
    const open = g[2].trim().split(' ');
    if (random() < 0.5) { const m = open[Math.floor(random() * open.length)]; for (const s of ships) moves[s] = m; }
    for (const s of ships) {
      if (random() < 0.5) continue;
      fire[s] = enemy.length && random() < 0.8 ? enemy[Math.floor(random() * enemy.length)] : 'hold';
    }
  }
  doc.impulse.moves = moves;
  doc.impulse.fire = fire;
  return stringify(doc);
}
