/**
 * Salvo counts and hits (rulebook "How to Figure Salvo Count", "How to Resolve Battle",
 * "Multi-Ship Battle"). Pure functions of the Battle Board and the Hit Records.
 */
import type { BattleCounter, HitResult, Range, Section } from '../data/types.js';
import { SECTIONS, type Hits, type OnBoard } from '../state.js';
import { aspect, bears, distance, rangeOf, type Aspect } from './geometry.js';

/** One gun section's salvos for a round: how many die rolls, at whom, from which range, at which column. */
export interface Salvo {
  readonly firer: string;
  readonly section: Section;
  readonly target: string;
  readonly range: Range;
  /** The "firing at" column: what the target shows the firer (How to Resolve Battle 2). */
  readonly column: Aspect;
  readonly count: number;
}

export interface Unit { readonly id: string; readonly pos: OnBoard; readonly counter: BattleCounter; readonly hits: Hits; readonly helpless: boolean }

/**
 * A ship's salvos this round (Salvo Count a–c; Multi-Ship 2–4). One die roll for each gun-section
 * box with no hit at the beginning of the round (c); a helpless ship fires none (Resolve Battle
 * 3d). Each section fires at the `primary` enemy when it bears on it and it is in range (A or B
 * for turrets, A only for secondaries: a), else at the nearest enemy it bears on (ties: list
 * order); ships in B-range may fire over ships in A-range (Multi-Ship 4).
 */
export function salvosOf(ship: Unit, enemies: readonly Unit[], primary: string | null): Salvo[] {
  if (ship.helpless) return [];
  const out: Salvo[] = [];
  for (const section of SECTIONS) {
    const count = ship.counter.guns[section] - ship.hits[section];
    if (count <= 0) continue;
    const options = enemies
      .map((e) => ({ e, range: rangeOf(ship.pos.at, e.pos.at) }))
      .filter((o): o is { e: Unit; range: Range } => o.range !== null && bears(section, aspect(ship.pos.at, ship.pos.heading, o.e.pos.at), o.range));
    if (options.length === 0) continue;
    const pick = options.find((o) => o.e.id === primary)
      ?? [...options].sort((a, b) => distance(ship.pos.at, a.e.pos.at) - distance(ship.pos.at, b.e.pos.at))[0];
    out.push({ firer: ship.id, section, target: pick.e.id, range: pick.range, column: aspect(pick.e.pos.at, pick.e.pos.heading, ship.pos.at), count });
  }
  return out;
}

/** Total die rolls of a list of salvos. */
export const total = (salvos: readonly Salvo[]): number => salvos.reduce((n, s) => n + s.count, 0);

/**
 * At night the British player's salvo count is halved, Blue getting the benefit of any fraction
 * (Salvo Count d); Red's is not reduced. Applied ship by ship (each ship rolls ceil(n/2)), the
 * sections keeping their rolls in order bow, port, starboard, stern. Ruling: the rulebook halves
 * "the British player's salvo count" without saying how the half is shared out.
 */
export function halveAtNight(salvos: readonly Salvo[]): Salvo[] {
  let left = Math.ceil(total(salvos) / 2);
  const out: Salvo[] = [];
  for (const s of salvos) {
    const n = Math.min(s.count, left);
    left -= n;
    if (n > 0) out.push({ ...s, count: n });
  }
  return out;
}

export interface HitOutcome { readonly checked: Section | 'midships' | null; readonly sunk: boolean; readonly helpless: boolean }

/**
 * Checks one box for a result (Resolve Battle 3): a hit on a gun section already knocked out is a
 * midships hit instead (3b); the ship sinks when every midships box is checked (3c) and loses its
 * firepower from the next round on its first shaded box (3d). Changes `hits` in place.
 */
export function recordHit(counter: BattleCounter, hits: Hits, result: HitResult): HitOutcome {
  if (result === 'miss') return { checked: null, sunk: hits.midships >= counter.midships, helpless: hits.midships >= counter.helplessAt };
  let checked: Section | 'midships' = result;
  if (result !== 'midships' && hits[result] >= counter.guns[result]) checked = 'midships';
  if (checked === 'midships') hits.midships = Math.min(counter.midships, hits.midships + 1);
  else hits[checked]++;
  return { checked, sunk: hits.midships >= counter.midships, helpless: hits.midships >= counter.helplessAt };
}
