/**
 * The Bismarck (1962) game state: plain JSON, digested and stored by the pipeline. One search
 * turn is five exchanges (module.ts); `phase` says which comes next.
 */
import type { B62Data, Section } from './data/types.js';

/** With the campaign option `battle: rounds` a battle is fought round by round by mail (seam §2): each round is `battle-blue`, `battle-red`, `battle-chance`, and every third round `battle-reinforce`. */
export type Phase = 'red-move' | 'blue-move' | 'search' | 'battle' | 'close' | 'battle-blue' | 'battle-red' | 'battle-chance' | 'battle-reinforce';
export const SIDES = ['blue', 'red'] as const;
export type Side = (typeof SIDES)[number];

/** Boxes checked on a Hit Record (How to Resolve Battle 3). */
export interface Hits { bow: number; stern: number; port: number; starboard: number; midships: number }
export const NO_HITS: Readonly<Hits> = { bow: 0, stern: 0, port: 0, starboard: 0, midships: 0 };
export const SECTIONS: readonly Section[] = ['bow', 'port', 'starboard', 'stern'];

export type Approach = 'close' | 'hold-b' | 'evade';
export type Facing = 'broadside' | 'bow' | 'stern';
export type Edge = 'north' | 'northeast' | 'east' | 'southeast' | 'south' | 'southwest' | 'west' | 'northwest';
/** When a side plays the Battle Board Chance Table: never, after every round, or once its own midships hits reach N. */
export type ChancePolicy = 'never' | 'always' | number;

/** Standing orders for battle, given with the turn's orders (issue 14: battle by standing orders). */
export interface BattleStanding {
  approach: Approach;
  facing: Facing;
  chance: ChancePolicy;
  /** Red: the British ship to engage ('nearest' or a ship id). */
  target?: string;
  /** Blue: the edge the sighting battleships are placed on (Step 7: any outermost square). */
  place?: Edge;
  /** Blue: bring on battleships one zone away after every three rounds (Battle Board 9). */
  join?: boolean;
}

export interface BritishState { zone: string; hits: Hits; sunk: boolean; helpless: boolean; lastMove: string | null }

export interface BismarckState { zone: string; hits: Hits; sunk: boolean; helpless: boolean; firstMoveDone: boolean; slip: boolean; enteredPort: boolean }

export interface Square { x: number; y: number }
export interface OnBoard { at: Square; heading: number }

export interface BattleState {
  zone: string;
  round: number;
  /** Ships on the Battle Board: 'bismarck' and British ids. */
  ships: Record<string, OnBoard>;
  /**
   * The British ids in the order they came onto the board. The pipeline stores the state as
   * canonical JSON (keys sorted), so the order of `ships` does not survive between exchanges;
   * reports and events list the ships in this order, the same live and in replay.
   */
  placed: string[];
  /** British ids that have fought the Bismarck from B-range (How to Move Ships on Battle Board 4). */
  foughtB: string[];
  /** Search Board zones at the beginning of the battle, for withdrawal (How to Withdraw). */
  zonesBefore: Record<string, string>;
  steeringJammed: boolean;
  /** The last round that checked a Time Record box (Time 2), so the conclusion does not check it twice. */
  timeRound: number;
}

/** How battles are fought (campaign option `battle`, seam §2): by each side's standing orders, or round by round by mail. */
export type BattleMode = 'standing' | 'rounds';

export interface B62State {
  game: string;
  scenario: string;
  turn: number;
  phase: Phase;
  /** The time record box in play, from 1 (Time). */
  box: number;
  bismarck: BismarckState;
  british: Record<string, BritishState>;
  red: { searchChance: boolean; battle: BattleStanding };
  blue: { calls: 'all' | string[]; searchChance: boolean; battle: BattleStanding };
  /** This turn's search outcome (How to Search). */
  search: { located: string | null; sighted: 'none' | 'zone' | 'battle'; battleFought: boolean };
  battle: BattleState | null;
  points: { red: number; blue: number };
  over: boolean;
  result: { reason: 'sunk' | 'port' | 'points' | 'time'; winner: Side | 'draw' } | null;
  /**
   * The campaign options that differ from the defaults. Absent for `battle: standing`, so a
   * standing campaign's state (and digest) is what it was before options existed.
   */
  options?: { battle: 'rounds' };
}

export const battleMode = (s: B62State): BattleMode => s.options?.battle ?? 'standing';

export const RED_DEFAULT: BattleStanding = { approach: 'hold-b', facing: 'broadside', chance: 8, target: 'nearest' };
export const BLUE_DEFAULT: BattleStanding = { approach: 'close', facing: 'broadside', chance: 'never', place: 'north', join: true };

export function setupState(d: B62Data, scenario: string, mode: BattleMode = 'standing'): B62State {
  const s = d.scenarios.find((x) => x.id === scenario);
  if (!s) throw new RangeError(`bismarck1962 has no scenario '${scenario}'`);
  return {
    game: d.id,
    scenario,
    turn: 1,
    phase: 'red-move',
    box: s.firstBox,
    bismarck: { zone: d.bismarck.start, hits: { ...NO_HITS }, sunk: false, helpless: false, firstMoveDone: false, slip: false, enteredPort: false },
    british: Object.fromEntries(d.british.map((b) => [b.id, { zone: b.start, hits: { ...NO_HITS }, sunk: false, helpless: false, lastMove: null }])),
    red: { searchChance: false, battle: { ...RED_DEFAULT } },
    blue: { calls: 'all', searchChance: false, battle: { ...BLUE_DEFAULT } },
    search: { located: null, sighted: 'none', battleFought: false },
    battle: null,
    points: { red: 0, blue: 0 },
    over: false,
    result: null,
    ...(mode === 'rounds' ? { options: { battle: 'rounds' as const } } : {}),
  };
}
