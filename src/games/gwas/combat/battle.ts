/**
 * 6.0–6.5 Basic Combat: one battle fought to its end with nobody to ask.
 *
 * Procedure, per round:
 *  1. Range (6.1, 6.2): round 1 is long range; later rounds follow each side's standing
 *     `range` wish through `contest` (agreement, the faster side, or a die each).
 *     A side that wants to disengage tries for long range first (disengaging needs long range).
 *  2. Gunnery (6.1, 6.3, 6.4): none at long range at night; results simultaneous. 11.22: when a
 *     ship under tow or towing is in the battle, nobody fires gunnery in the first round that
 *     gunnery could be fired.
 *  3. Torpedoes at short range (6.5, 7.8).
 *  4. A side with every ship sunk ends the battle.
 *  5. Disengagement at the end of a long-range round (6.2): a side whose `disengage` order
 *     applies tries; the same contest decides.
 * The battle also ends after MAX_ROUNDS: a Basic Combat round is a slice of a four-hour turn,
 * so we allow 6 rounds by day and 3 by night (shorter nights of confused fighting at close
 * range). More than 3 rounds is an extended battle (7.38: one full sequence then a second).
 */
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import type { GwasContext } from '../steps/step.js';
import { SIDES, type SideId } from '../state.js';
import { battleSpeedRank } from './firepower.js';
import { applyHits, gunnery, torpedoes } from './fire.js';
import { contest } from './range.js';
import { defaultDisengage, sideOrders, wantedRange, wantsToDisengage } from './orders.js';
import { live, type BattleRun } from './types.js';

export const MAX_ROUNDS = { day: 6, night: 3 } as const;
/** 7.38: a battle of more rounds than this ran into a second sequence. */
export const EXTENDED_AFTER = 3;

export type EndReason = 'sunk' | 'disengaged' | 'rounds';

export interface BattleOutcome {
  readonly rounds: number;
  readonly reason: EndReason;
  /** Sides whose disengagement ended the battle. */
  readonly disengaged: SideId[];
  /** Sides with no ship left afloat in the battle. */
  readonly destroyed: SideId[];
  /** 7.38, when the battle says it itself (the tactical battle: a second pass); else rounds > EXTENDED_AFTER. */
  readonly extended?: boolean;
}

export function fightBattle(ctx: GwasContext, run: BattleRun): BattleOutcome {
  const { data, state } = ctx;
  const max = run.night ? MAX_ROUNDS.night : MAX_ROUNDS.day;
  const orders = { allied: sideOrders(run.fleets.allied), central: sideOrders(run.fleets.central) };
  const fallback = { allied: defaultDisengage(run.fleets.allied), central: defaultDisengage(run.fleets.central) };
  const enemyOf = (side: SideId) => run.ships[side === 'allied' ? 'central' : 'allied'];
  const locked = (side: SideId) =>
    live(run.ships[side]).some((s) => s.unableToManoeuvre) || run.fleets[side].some((f) => f.port !== null);
  const speeds = () => ({
    allied: live(run.ships.allied).map((s) => battleSpeedRank(data, s, run.weather, state.fleets[s.fleet].port !== null)),
    central: live(run.ships.central).map((s) => battleSpeedRank(data, s, run.weather, state.fleets[s.fleet].port !== null)),
  });
  const leaving = (side: SideId) => wantsToDisengage(data, orders[side], fallback[side], run.ships[side], enemyOf(side));
  let reason: EndReason = 'rounds';
  const disengaged: SideId[] = [];
  for (run.round = 1; run.round <= max; run.round++) {
    let decision: unknown = { by: 'first round', range: 'long' };
    if (run.round === 1) run.range = 'long';
    else {
      const wish = {
        allied: leaving('allied') ? 'long' as const : wantedRange(data, orders.allied, run.night, run.ships.allied, run.ships.central, run.weather),
        central: leaving('central') ? 'long' as const : wantedRange(data, orders.central, run.night, run.ships.central, run.ships.allied, run.weather),
      };
      const r = contest(ctx, {
        current: run.range, wish, locked: { allied: locked('allied'), central: locked('central') }, speeds: speeds(),
        purpose: `${run.id} round ${run.round} range`, stream: run.id, rule: '6.2',
      });
      run.range = r.value;
      decision = { by: r.by, decider: r.decider, rolls: r.rolls, wishes: r.wishes, range: r.value };
    }
    const gunsPossible = !(run.night && run.range === 'long');
    const silenced = gunsPossible && run.towSilence === true;
    roundEvents(ctx, run, decision, silenced);
    if (silenced) run.towSilence = false; // 11.22: only the first round in which guns could fire
    else if (gunsPossible) applyHits(ctx, run, gunnery(ctx, run));
    if (run.range === 'short') applyHits(ctx, run, torpedoes(ctx, run));
    const destroyed = SIDES.filter((s) => live(run.ships[s]).length === 0);
    if (destroyed.length) {
      reason = 'sunk';
      return { rounds: run.round, reason, disengaged, destroyed };
    }
    if (run.range === 'long' && run.round < max) {
      const wish = { allied: leaving('allied') ? 'leave' : 'stay', central: leaving('central') ? 'leave' : 'stay' } as const;
      if (wish.allied === 'leave' || wish.central === 'leave') {
        const r = contest<'leave' | 'stay'>(ctx, {
          current: 'stay', wish, locked: { allied: locked('allied'), central: locked('central') }, speeds: speeds(),
          purpose: `${run.id} round ${run.round} disengagement`, stream: run.id, rule: '6.2',
        });
        for (const side of SIDES) {
          ctx.emit({
            type: 'gwas.disengage', audience: sidesOnly(side), rule: '6.2',
            data: { battle: run.id, round: run.round, tried: r.wishes[side] === 'leave', enemyTried: r.wishes[side === 'allied' ? 'central' : 'allied'] === 'leave', by: r.by, decider: r.decider, rolls: r.rolls, result: r.value },
          });
        }
        if (r.value === 'leave') {
          reason = 'disengaged';
          for (const side of SIDES) if (r.wishes[side] === 'leave') disengaged.push(side);
          return { rounds: run.round, reason, disengaged, destroyed: [] };
        }
      }
    }
  }
  return { rounds: max, reason, disengaged, destroyed: [] };
}

function roundEvents(ctx: GwasContext, run: BattleRun, decision: unknown, towSilence: boolean): void {
  for (const side of SIDES) {
    ctx.emit({
      type: 'gwas.battle-round', audience: sidesOnly(side), rule: towSilence ? '6.1, 6.2, 11.22' : '6.1, 6.2',
      data: {
        battle: run.id, round: run.round, range: run.range, night: run.night, decision,
        gunnery: !(run.night && run.range === 'long') && !towSilence, torpedoes: run.range === 'short',
        ...(towSilence ? { noGunneryBecause: 'a ship under tow is in the battle (11.22)' } : {}),
      },
    });
  }
  ctx.emit({ type: 'gwas.battle-round-umpire', audience: umpireOnly, data: { battle: run.id, round: run.round, range: run.range, decision } });
}
