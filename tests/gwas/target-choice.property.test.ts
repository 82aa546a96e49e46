/**
 * 6.1, 7.5 target choice by standing orders (combat/targets.ts). The choice is found in one pass
 * with each ship's dice counted once per fire step (issue 17 §2); it must be the ship the plain
 * definition puts first: sort the candidates by the order (then most gunnery dice, then id) and
 * take the first. Random enemy lines from the real ship classes, damaged at random; each case's
 * seed is named when it fails.
 */
import { describe, expect, it } from 'vitest';
import { chooseTarget, threatForStep } from '../../src/games/gwas/combat/targets.js';
import { currentFirepower, totalDice } from '../../src/games/gwas/combat/firepower.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import { isCapital, isLight } from '../../src/games/gwas/fleet.js';
import type { ShipState } from '../../src/games/gwas/state.js';
import { Stream } from '../../src/kernel/rng.js';
import { gameData } from '../helpers/gwas.js';

const CASES = 300;
const MERCHANT = new Set(['AP', 'F', 'AO', 'DR']);

/** The plain definition, written from the rule text of targets.ts: filter, full sort, first. */
function plainChoice(data: GwasData, ships: readonly ShipState[], priorities: readonly string[], identified: ReadonlySet<string>): string | null {
  const dice = (s: ShipState) => totalDice(currentFirepower(data, s));
  const score = (s: ShipState, order: string) => {
    const cls = data.ships[s.id];
    if (order === 'largest') return cls.boxes.hull.length;
    if (order === 'weakest') return -(cls.boxes.hull.length - s.damage.hull);
    return dice(s);
  };
  const first = (xs: ShipState[], order: string) => [...xs].sort((a, b) => score(b, order) - score(a, order) || dice(b) - dice(a) || (a.id < b.id ? -1 : 1))[0].id;
  const live = ships.filter((s) => !s.sunk);
  if (!live.length) return null;
  for (const p of priorities) {
    if (p === 'nearest-threat' || p === 'largest' || p === 'weakest') return first(live, p);
    const hits = live.filter((s) => {
      const cls = data.ships[s.id];
      if (p === 'capital') return isCapital(cls);
      if (p === 'light') return isLight(cls);
      if (p === 'merchant') return MERCHANT.has(cls.type);
      if (data.ships[p]) return s.id === p && identified.has(s.id);
      return cls.type === p;
    });
    if (hits.length) return first(hits, 'nearest-threat');
  }
  return first(live, 'nearest-threat');
}

describe('6.1, 7.5 target choice in one pass equals the first of the full sort (issue 17 §2)', () => {
  const data = gameData();
  const classes = Object.keys(data.ships).sort();

  it(`${CASES} random enemy lines and standing orders (seed named on failure)`, () => {
    for (let i = 0; i < CASES; i++) {
      const seed = `target-choice/${i}`;
      const rng = new Stream(seed);
      const ships: ShipState[] = [];
      for (let k = rng.die(12); k > 0; k--) {
        const id = classes[rng.die(classes.length) - 1];
        if (ships.some((s) => s.id === id)) continue; // ship ids are unique in a battle
        const cls = data.ships[id];
        const mark = (n: number) => rng.die(n + 1) - 1;
        ships.push({
          id, side: 'central', fleet: 'f', sunk: rng.die(8) === 1, speedLoss: 0, unableToManoeuvre: false, torpedoesFired: false,
          damage: { hull: mark(cls.boxes.hull.length), primary: mark(cls.gunnery.primary), secondary: mark(cls.gunnery.secondary), tertiary: mark(cls.gunnery.tertiary), torpedo: 0 },
        });
      }
      const pool = ['nearest-threat', 'largest', 'weakest', 'capital', 'light', 'merchant', 'BB', 'CA', 'DD', ...ships.map((s) => s.id)];
      const priorities = Array.from({ length: rng.die(4) - 1 }, () => pool[rng.die(pool.length) - 1]);
      const identified = new Set(ships.filter(() => rng.die(2) === 1).map((s) => s.id));
      const expected = plainChoice(data, ships, priorities, identified);
      expect(chooseTarget(data, ships, priorities, identified)?.id ?? null, `case seed '${seed}'`).toBe(expected);
      expect(chooseTarget(data, ships, priorities, identified, threatForStep(data))?.id ?? null, `case seed '${seed}', dice counted once`).toBe(expected);
    }
  });
});
