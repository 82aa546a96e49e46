/**
 * A scripted Great War at Sea player's answers to the impulse form (option `tacticalByMail`,
 * 7.31), read from the form alone as a player reads it (7.27: its own groups, their hexes, speeds
 * and open moves; the enemy ships in sight; the edges with a zone beyond). Each impulse it draws,
 * from the game's seeded random, one of three answers: no reply at all (the reply deadline passes:
 * silence), the form sent back unchanged (silence too), or orders written — a move for some of
 * the groups that move in this impulse (7.3, 7.31), a gun target or hold for some ships (7.5), a
 * torpedo target for some ships with torpedoes ready (7.8, 7.84), now and then a fleet turning away
 * for an edge with a zone beyond (7.33) or new standing orders (7.0). It never sees the state, and
 * writes nothing the form does not show it may write, so every written answer is valid.
 */
import { parse } from 'yaml';
import { pick, type Random } from './gwas-players.js';

/** 7.31: the form's speed words ("1s", "1", "2", "2+", "any") as the ranks the movement steps use. */
const RANK: Readonly<Record<string, number>> = { any: 1, '1s': 1, '1': 2, '2': 3, '2+': 4 };
const DIRS = new Set(['e', 'ne', 'nw', 'w', 'sw', 'se', 'stay']);

export type ImpulseAnswer = { kind: 'none' } | { kind: 'unchanged'; text: string } | { kind: 'written'; text: string };

/** A group as the form shows it: its fleet, ships (and which have torpedoes ready), speed and open moves. */
interface FormGroup { fleet: string; ships: string[]; torpedoes: string[]; rank: number; moves: string[] }

/** The form's comment lines, joined (the form wraps them). */
const notesOf = (form: string): string => form.split('\n').filter((l) => l.startsWith('#')).map((l) => l.replace(/^#\s*/, '')).join(' ');

export function formGroups(notes: string): FormGroup[] {
  const out: FormGroup[] = [];
  for (const m of notes.matchAll(/fleet (\S+) at \(-?\d+, -?\d+\), speed ([^,:]+)(?:, moving at ([^ ]+) with its fleet \(formation together\))?: (.*?); moves: ((?:(?:e|ne|nw|w|sw|se|stay)\b ?)+)/g)) {
    const [, fleet, speed, moving, ships, moves] = m;
    const list = [...ships!.matchAll(/([a-z0-9-]+) \[([^\]]*)\]/g)];
    out.push({
      fleet: fleet!, ships: list.map((x) => x[1]!), torpedoes: list.filter((x) => /torpedoes ready/.test(x[2]!)).map((x) => x[1]!),
      rank: RANK[moving ?? speed!]!, moves: moves!.trim().split(' ').filter((d) => DIRS.has(d)),
    });
  }
  return out;
}

export class ImpulsePlayer {
  /** What the written answers held, order by order: the figures' proof that each kind of impulse order was given by mail. */
  readonly tally = { moves: 0, fire: 0, torpedoes: 0, turnAway: 0, standing: 0 };
  constructor(readonly side: string, private readonly random: Random) {}

  answer(form: string): ImpulseAnswer {
    const r = this.random();
    if (r < 0.1) return { kind: 'none' };
    if (r < 0.2) return { kind: 'unchanged', text: form };
    const o = parse(form) as { turn: number; impulse: { battle: string; pass: number; impulse: number } };
    const notes = notesOf(form);
    const groups = formGroups(notes);
    // The player answers only a form it understands: its own ships are listed.
    if (!groups.length && !/cannot move/.test(notes)) throw new Error(`the ${this.side} impulse form lists none of its ships:\n${form}`);
    // 7.31: this impulse's movement steps for the side; a group moves in one if its speed reaches it.
    const least = Math.min(...[...notes.matchAll(/step \d+, groups of speed (\S+?)(?: and faster)?[;.)]/g)].map((x) => RANK[x[1]!]!), 9);
    const enemy = [...(/Enemy ships in sight \(7\.27\): (.*?)\. Edges/.exec(notes)?.[1] ?? '').matchAll(/([a-z0-9-]+) \[/g)].map((x) => x[1]!);
    const edges = [...(/Edges with a sea zone beyond, to leave by \(7\.33\): (.*?)\. /.exec(notes)?.[1] ?? '').matchAll(/(\b[a-z]{1,2}) \(/g)].map((x) => x[1]!);
    const moves: Record<string, string> = {};
    const fire: Record<string, string> = {};
    const torpedoes: Record<string, string> = {};
    const turnAway: Record<string, string> = {};
    const standing: Record<string, Record<string, unknown>> = {};
    for (const g of groups) {
      // Off the map only now and then (7.33): a player mostly keeps the fight.
      const open = g.moves.filter((d) => d === 'stay' || this.random() < 0.9);
      if (g.rank >= least && open.length && this.random() < 0.6) moves[g.ships[0]!] = pick(this.random, open);
      for (const s of g.ships) {
        if (this.random() < 0.5) fire[s] = enemy.length && this.random() < 0.9 ? pick(this.random, enemy) : 'hold';
        if (g.torpedoes.includes(s) && this.random() < 0.3) torpedoes[s] = enemy.length && this.random() < 0.8 ? pick(this.random, enemy) : 'hold';
      }
    }
    for (const fleet of new Set(groups.map((g) => g.fleet))) {
      if (edges.length && this.random() < 0.08) turnAway[fleet] = pick(this.random, edges);
      else if (this.random() < 0.05) standing[fleet] = { targets: pick(this.random, [['capital', 'nearest'], ['nearest']]), torpedoes: pick(this.random, ['fire', 'hold']) };
    }
    const block = (key: keyof ImpulsePlayer['tally'], v: Record<string, unknown>) => {
      this.tally[key] += Object.keys(v).length;
      return Object.keys(v).length ? [`  ${key}: ${JSON.stringify(v)}`] : [];
    };
    const lines = [`side: ${this.side}`, `turn: ${o.turn}`, 'impulse:', `  battle: ${o.impulse.battle}`, `  pass: ${o.impulse.pass}`, `  impulse: ${o.impulse.impulse}`,
      ...block('moves', moves), ...block('fire', fire), ...block('torpedoes', torpedoes), ...block('turnAway', turnAway), ...block('standing', standing)];
    return { kind: 'written', text: `${lines.join('\n')}\n` };
  }
}
