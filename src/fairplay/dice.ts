/**
 * Dice anyone can check. Every die of a turn comes from the step's named stream, derived from
 * (seed, turn, stream name) (kernel/rng.ts). Given the revealed seed, each stream is rebuilt and
 * drawn from in the order that stream's roll events appear: every recorded die must be the next
 * draw. This needs nothing but the seed and the recorded events: not the rules, not the orders.
 */
import type { GameEvent, RollData } from '../kernel/events.js';
import { Stream, streamKey } from '../kernel/rng.js';

export interface DiceTurn {
  readonly turn: number;
  readonly events: readonly GameEvent[];
}

export interface BadRoll {
  readonly turn: number;
  readonly seq: number;
  readonly step: string;
  readonly stream: string;
  readonly purpose: string;
  /** Which die of the roll (0-based); -1 when the dice are right but the recorded sum is not. */
  readonly die: number;
  readonly expected: number;
  readonly recorded: number;
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

/** Checks every roll of every given turn against the seed; stops at the first that differs. */
export function verifyDice(seed: string, turns: readonly DiceTurn[]): DiceResult {
  let rolls = 0;
  let dice = 0;
  for (const t of turns) {
    const streams = new Map<string, Stream>();
    for (const e of t.events) {
      if (e.type !== 'roll') continue;
      const r = e.data as RollData;
      const at = { turn: t.turn, seq: e.seq, step: e.step, stream: String(r.stream), purpose: String(r.purpose) };
      if (e.turn !== t.turn) {
        return { ok: false, turns: turns.length, rolls, dice, first: { ...at, die: -1, expected: t.turn, recorded: e.turn, problem: `recorded in turn ${t.turn} but marked turn ${e.turn}` } };
      }
      let stream = streams.get(r.stream);
      if (!stream) { stream = new Stream(streamKey(seed, t.turn, r.stream)); streams.set(r.stream, stream); }
      rolls++;
      const recorded = Array.isArray(r.dice) ? r.dice : [];
      for (let i = 0; i < recorded.length; i++) {
        const expected = stream.die(r.sides);
        dice++;
        if (recorded[i] !== expected) {
          return { ok: false, turns: turns.length, rolls, dice, first: { ...at, die: i, expected, recorded: recorded[i], problem: `die ${i + 1} of ${recorded.length} (d${r.sides}) recorded ${recorded[i]}, the seed gives ${expected}` } };
        }
      }
      const sum = recorded.reduce((a, b) => a + b, 0);
      const mods = (r.modifiers ?? []).reduce((a, m) => a + m.value, 0);
      if (r.natural !== sum) return { ok: false, turns: turns.length, rolls, dice, first: { ...at, die: -1, expected: sum, recorded: r.natural, problem: `natural total recorded ${r.natural}, the dice sum to ${sum}` } };
      if (r.total !== sum + mods) return { ok: false, turns: turns.length, rolls, dice, first: { ...at, die: -1, expected: sum + mods, recorded: r.total, problem: `total recorded ${r.total}, dice ${sum} and modifiers ${mods} make ${sum + mods}` } };
    }
  }
  return { ok: true, turns: turns.length, rolls, dice, first: null };
}
