/**
 * Dice anyone can check (docs/dice.md). Every die of a turn comes from a named stream under the
 * turn key (kernel/rng.ts). Each stream is rebuilt and drawn from in the order its roll events
 * appear: every recorded roll must start at the recorded position, which must be where the
 * previous roll of the stream ended, and every die must be the next draw. This needs nothing but
 * the turn keys and the recorded events: not the rules, not the orders.
 *
 * Recorded events are untrusted (they may come from a bundle): a stream name of any other shape
 * than STREAM_NAME, a die of 0 or of a fractional or absurd number of sides, or a roll of more
 * dice than MAX_DICE is refused before anything is drawn, so nothing can make this loop forever.
 */
import type { GameEvent, RollData } from '../kernel/events.js';
import { MAX_SIDES, STREAM_NAME, Stream, streamKey } from '../kernel/rng.js';
import { LegacyStream, legacyStreamKey } from '../kernel/rng-legacy.js';
import type { DiceKey } from '../kernel/turn.js';

/** More dice than any rule rolls at once; a recorded roll claiming more is refused. */
export const MAX_DICE = 1000;

export interface DiceTurn {
  readonly turn: number;
  /** The turn key, or the first scheme's seed for turns journalled under it. */
  readonly key: DiceKey;
  readonly events: readonly GameEvent[];
}

export interface BadRoll {
  readonly turn: number;
  readonly seq: number;
  readonly step: string;
  readonly stream: string;
  readonly purpose: string;
  /** Which die of the roll (0-based); -1 when the roll as a whole is wrong. */
  readonly die: number;
  readonly expected: number | string;
  readonly recorded: number | string;
  readonly problem: string;
}

export interface DiceResult {
  readonly ok: boolean;
  readonly turns: number;
  readonly rolls: number;
  readonly dice: number;
  readonly first: BadRoll | null;
}

export function describeBadRoll(b: BadRoll): string {
  return `turn ${b.turn}, step ${b.step}, stream ${b.stream}, roll event #${b.seq} (${b.purpose}): ${b.problem}`;
}

/** Why a recorded roll cannot even be checked (bad stream name, die size, dice), or null. */
export function rollShapeProblem(step: string, r: Partial<RollData>): string | null {
  if (typeof r.stream !== 'string' || !STREAM_NAME.test(r.stream)) return `stream name ${JSON.stringify(r.stream)} is not of the form <step>[/<sub-stream>] (docs/dice.md §3)`;
  if (r.stream.split('/')[0] !== step) return `stream ${r.stream} does not belong to step ${step}`;
  if (typeof r.sides !== 'number' || !Number.isInteger(r.sides) || r.sides < 1 || r.sides > MAX_SIDES) return `a die of ${JSON.stringify(r.sides)} sides (a die has 1 to 2^32 sides)`;
  if (!Array.isArray(r.dice) || r.dice.length > MAX_DICE || !r.dice.every((d) => Number.isInteger(d))) return `the dice ${JSON.stringify(r.dice)?.slice(0, 80)} are not a list of at most ${MAX_DICE} whole numbers`;
  if (r.position !== undefined && (!Number.isInteger(r.position) || r.position < 0)) return `position ${JSON.stringify(r.position)} is not a whole number ≥ 0`;
  return null;
}

interface Drawer { readonly position: number; die(sides: number): number }

/** Checks every roll of every given turn against its key; stops at the first that differs. */
export function verifyDice(turns: readonly DiceTurn[]): DiceResult {
  let rolls = 0;
  let dice = 0;
  const fail = (first: BadRoll): DiceResult => ({ ok: false, turns: turns.length, rolls, dice, first });
  for (const t of turns) {
    const streams = new Map<string, Drawer>();
    const legacy = typeof t.key !== 'string';
    for (const e of t.events) {
      if (e.type !== 'roll') continue;
      const r = e.data as RollData;
      const at = { turn: t.turn, seq: e.seq, step: String(e.step), stream: String(r?.stream), purpose: String(r?.purpose) };
      rolls++;
      if (e.turn !== t.turn) return fail({ ...at, die: -1, expected: t.turn, recorded: e.turn, problem: `recorded in turn ${t.turn} but marked turn ${e.turn}` });
      const shape = rollShapeProblem(e.step, r ?? {});
      if (shape) return fail({ ...at, die: -1, expected: '', recorded: '', problem: shape });
      let stream = streams.get(r.stream);
      if (!stream) {
        stream = typeof t.key === 'string' ? new Stream(streamKey(t.key, r.stream)) : new LegacyStream(legacyStreamKey(t.key.legacySeed, t.turn, r.stream));
        streams.set(r.stream, stream);
      }
      if (!legacy && r.position !== stream.position) {
        return fail({ ...at, die: -1, expected: stream.position, recorded: String(r.position), problem: `recorded at position ${r.position} of its stream, but the stream's earlier rolls end at ${stream.position}` });
      }
      const recorded = r.dice;
      for (let i = 0; i < recorded.length; i++) {
        const expected = stream.die(r.sides);
        dice++;
        if (recorded[i] !== expected) {
          return fail({ ...at, die: i, expected, recorded: recorded[i], problem: `die ${i + 1} of ${recorded.length} (d${r.sides}) recorded ${recorded[i]}, the turn key gives ${expected}` });
        }
      }
      const sum = recorded.reduce((a, b) => a + b, 0);
      const mods = (Array.isArray(r.modifiers) ? r.modifiers : []).reduce((a, m) => a + (typeof m?.value === 'number' ? m.value : NaN), 0);
      if (r.natural !== sum) return fail({ ...at, die: -1, expected: sum, recorded: r.natural, problem: `natural total recorded ${r.natural}, the dice sum to ${sum}` });
      if (r.total !== sum + mods) return fail({ ...at, die: -1, expected: sum + mods, recorded: r.total, problem: `total recorded ${r.total}, dice ${sum} and modifiers ${mods} make ${sum + mods}` });
    }
  }
  return { ok: true, turns: turns.length, rolls, dice, first: null };
}
