/**
 * 7.0–7.38 a battle on the tactical map (option `tactical`), fought by standing orders.
 *
 * 7.1: the initiative (rolled by the battle step, 7.1 A) decides who deploys in the centre
 * (7.21) and who enters from an edge (7.22; deploy.ts). Then the Impulse Sequence (7.31):
 * step 1 the initiative (rolled again on every later pass), then movement by speed
 * (movement.ts), gunnery and torpedo steps (fire.ts), each step's hits applied after both sides
 * have rolled. After every movement step each side is shown the map as it may know it (7.27:
 * its own ships, the enemy ships in sight, the stack where the enemy was last seen), the umpire
 * everything.
 * 7.36: the battle ends at once when every ship of a side has left the map or sunk; at the end of
 * step 20 it goes on (from step 1) only while ships of both sides are within sighting range of
 * each other. A pass is a slice of a four-hour turn: we allow four passes by day and two by night
 * (RULINGS.md 7.36), so no battle by mail can run for ever.
 * 7.38: a battle that runs into a second pass is extended.
 * By mail (option `tacticalByMail`, impulse-step.ts) the same sequence (fightOn) stops at the start
 * of each impulse, so each side may be asked its orders; by standing orders it runs to the end.
 */
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import { otherSide, SIDES, type SideId } from '../state.js';
import type { BattleOutcome } from '../combat/battle.js';
import { initiativeFromTotal, initiativeModifiers } from '../combat/initiative.js';
import type { BattleRun } from '../combat/types.js';
import { deploy } from './deploy.js';
import { applyTacticalHits, gunTargets, tacticalGunnery, tacticalTorpedoes } from './fire.js';
import { distance, type Hex } from './hexes.js';
import { tacticalMap } from './map.js';
import { impulseRepair } from './impulse-repair.js';
import { MOVES, moveStep } from './movement.js';
import { onTheMap, seenBy, sightingRange, updateSighting } from './sighting.js';
import type { TacticalRun } from './types.js';

export const MAX_SEQUENCES = { day: 4, night: 2 } as const;
const GUNNERY = new Set([3, 7, 11, 15, 19]);
const TORPEDO = new Set([4, 8, 12, 16, 20]);

export interface TacticalOutcome extends BattleOutcome {
  /** 7.38: the battle ran into a second pass. */
  readonly extended: boolean;
  /** 7.33: fleets that left the map beyond enemy sight, and the zone they went to. */
  readonly left: Readonly<Record<string, string>>;
}

export function startTactical(ctx: GwasContext, base: BattleRun, initiative: SideId, chance: boolean): TacticalRun {
  const run: TacticalRun = {
    ...base, map: tacticalMap(ctx.data, base.zone), initiative, sight: sightingRange(base.night, base.weather),
    places: {}, stack: { allied: null, central: null }, edges: {}, away: {}, left: {}, sequence: 1, step: 1,
  };
  // 7.27: in the tactical battle a ship is identified when it comes within sighting range, not before.
  run.identified.allied.clear();
  run.identified.central.clear();
  deploy(ctx.data, ctx.state, run, chance, ctx.turn);
  return run;
}

function picture(ctx: GwasContext, run: TacticalRun): void {
  updateSighting(run);
  const hexOf = (id: string): Hex => run.places[id].hex;
  for (const side of SIDES) {
    ctx.emit({
      type: 'gwas.tactical-picture', audience: sidesOnly(side), rule: '7.27',
      data: {
        battle: run.id, sequence: run.sequence, step: run.step, sight: run.sight, initiative: run.initiative,
        own: onTheMap(run, side).map((s) => ({ ship: s.id, fleet: s.fleet, hex: hexOf(s.id), aground: run.places[s.id].aground })),
        enemy: seenBy(run, side).map((s) => ({ ship: s.id, hex: hexOf(s.id) })),
        stack: run.stack[side],
        land: run.map.landEdges, island: run.map.island,
      },
    });
  }
  ctx.emit({
    type: 'gwas.tactical-picture-umpire', audience: umpireOnly, rule: '7.27',
    data: {
      battle: run.id, sequence: run.sequence, step: run.step,
      ships: Object.fromEntries(Object.entries(run.places).map(([id, p]) => [id, { ...p }])),
    },
  });
}

function inSightOfEachOther(run: TacticalRun): boolean {
  const a = onTheMap(run, 'allied');
  const c = onTheMap(run, 'central');
  return a.some((x) => c.some((y) => distance(run.places[x.id].hex, run.places[y.id].hex) <= run.sight));
}

function rollInitiative(ctx: GwasContext, run: TacticalRun): void {
  const mods = initiativeModifiers(run.ships.allied.filter((s) => !s.sunk).map((s) => ctx.data.ships[s.id]), run.ships.central.filter((s) => !s.sunk).map((s) => ctx.data.ships[s.id]),
    { allied: run.fleets.allied.some((f) => f.leader), central: run.fleets.central.some((f) => f.leader) });
  const r = ctx.roll({
    table: 'tactical initiative (7.1)', purpose: `${run.id} sequence ${run.sequence} step 1: initiative, Allied die, 3 or less gives the Central Powers the initiative`,
    audience: sidesOnly('allied', 'central'), modifiers: mods, stream: run.id, rule: '7.1, 7.31, 7.36',
    read: (t) => (initiativeFromTotal(t) === 'central' ? 'Central Powers initiative' : 'Allied initiative'),
  });
  run.initiative = initiativeFromTotal(r.total);
}

/**
 * 11.22: with a ship towing or under tow in the battle, the first gunnery step in which any ship
 * could fire has no gunnery from either side; both sides are told why.
 */
function towSilence(ctx: GwasContext, run: TacticalRun): boolean {
  if (!run.towSilence) return false;
  const ships = [...onTheMap(run, 'allied'), ...onTheMap(run, 'central')];
  if (!ships.some((s) => gunTargets(ctx, run, s).length > 0)) return false;
  run.towSilence = false;
  for (const side of SIDES) {
    ctx.emit({ type: 'gwas.tactical-silence', audience: sidesOnly(side), rule: '11.22', data: { battle: run.id, sequence: run.sequence, step: run.step } });
  }
  return true;
}

/** 7.31: the step each impulse by mail begins with: an impulse is the moves before one gunnery step, that step and its torpedo step. */
export const IMPULSE_STARTS: readonly number[] = [2, 5, 9, 13, 17];

/** 7.31: which impulse of the pass (1–5) a step belongs to. */
export function impulseOf(step: number): number {
  return IMPULSE_STARTS.filter((s) => s <= Math.max(step, 2)).length;
}

/** 7.2, 7.27: the battle's opening picture (after deployment), before any step of the sequence. */
export function openTactical(ctx: GwasContext, run: TacticalRun): void {
  picture(ctx, run);
}

/** The whole battle by standing orders: the opening picture, then the sequence to its end. */
export function fightTactical(ctx: GwasContext, run: TacticalRun): TacticalOutcome {
  openTactical(ctx, run);
  return fightOn(ctx, run, false)!;
}

/**
 * 7.31, 7.36: the Impulse Sequence from where the run stands (`run.sequence`, `run.step`: the
 * next step) to the battle's end, or, with `byImpulse`, to the start of the next impulse
 * (IMPULSE_STARTS), where it returns null so each side may be asked its orders. A new pass rolls
 * its initiative (step 1) before pausing, so the orders are written knowing it.
 */
export function fightOn(ctx: GwasContext, run: TacticalRun, byImpulse: boolean): TacticalOutcome | null {
  const max = run.night ? MAX_SEQUENCES.night : MAX_SEQUENCES.day;
  const gone = (side: SideId) => onTheMap(run, side).length === 0;
  const finish = (reason: BattleOutcome['reason']): TacticalOutcome => {
    const destroyed = SIDES.filter((s) => run.ships[s].every((x) => x.sunk));
    const disengaged = SIDES.filter((s) => !destroyed.includes(s) && gone(s));
    const left: Record<string, string> = {};
    for (const [fleet, edge] of Object.entries(run.left)) {
      const zone = run.map.exits[edge];
      if (zone) left[fleet] = zone;
    }
    return { rounds: run.sequence, reason: destroyed.length ? 'sunk' : disengaged.length ? 'disengaged' : reason, disengaged, destroyed, extended: run.sequence > 1, left };
  };
  let resumed = true;
  for (;;) {
    if (run.step > 20) {
      impulseRepair(ctx, run); // 11.27: the end of the impulse (the pass's step 20), before 7.36 asks whether it goes on
      // 7.36: after step 20 the sequence repeats only while both sides are in sight (and within our limit of passes).
      if (!inSightOfEachOther(run) || run.sequence >= max) return finish('rounds');
      run.sequence++;
      run.step = 1;
    }
    if (run.step === 1) {
      if (run.sequence > 1) rollInitiative(ctx, run);
      run.step = 2;
    }
    if (byImpulse && !resumed && IMPULSE_STARTS.includes(run.step)) return null;
    resumed = false;
    const move = MOVES[run.step];
    if (move) {
      moveStep(ctx, run, move.side === 'initiative' ? run.initiative : otherSide(run.initiative), move.least);
      picture(ctx, run);
    } else if (GUNNERY.has(run.step)) {
      if (!towSilence(ctx, run)) applyTacticalHits(ctx, run, tacticalGunnery(ctx, run));
    } else if (TORPEDO.has(run.step)) {
      applyTacticalHits(ctx, run, tacticalTorpedoes(ctx, run));
    }
    if (SIDES.some(gone)) return finish('sunk');
    run.step++;
  }
}
