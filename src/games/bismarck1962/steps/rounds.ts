/**
 * The battle round by round by mail (campaign option `battle: rounds`; seam §2 "Bismarck 1962").
 * After the sighting (`battle`, asking no one: Steps 6-7), each round is
 *   `battle-blue`   asks blue (reply timing): the British ships' moves (Step 8, Blue first);
 *   `battle-red`    asks red (reply timing), who sees Blue's move: the Bismarck's move;
 *   `battle-chance` asks no one: salvos, Blue rolls first (Resolve Battle 1), hits, the Battle
 *                   Board Chance Table by each side's standing choice (Blue first), Time 2;
 * and before every fourth, seventh ... round `battle-reinforce` (asks no one) brings on the
 * battleships one zone away if Blue's orders say so (Battle Board 9). Silence moves a side's
 * ships by its standing orders (battle/round-orders.ts), as the form pre-fills.
 */
import { everyone } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import type { B62Data } from '../data/types.js';
import type { B62Orders, BattleOrders } from '../orders-types.js';
import type { B62State, BattleStanding } from '../state.js';
import type { Ctx } from '../context.js';
import { arrivalsDue, beginBattle, endBattle, fireRound, nextRound, reinforce } from '../battle/run.js';
import { HEADING_NAMES } from '../battle/geometry.js';
import { moveName, roundPositions } from '../battle/round-orders.js';

type Step = TurnStep<B62Data, B62State, B62Orders>;

/** A side's battle choices given with its round orders stand for later rounds (and for silence) too. */
export function applyStanding(standing: BattleStanding, o: BattleOrders | undefined): void {
  if (!o) return;
  if (o.approach !== undefined) standing.approach = o.approach;
  if (o.facing !== undefined) standing.facing = o.facing;
  if (o.chance !== undefined) standing.chance = o.chance;
  if (o.target !== undefined) standing.target = o.target;
  if (o.place !== undefined) standing.place = o.place;
  if (o.join !== undefined) standing.join = o.join;
}

/** Steps 6-7 with rounds by mail: the battle opens and round 1 waits for Blue. */
export function openRounds(ctx: Ctx): void {
  beginBattle(ctx);
  nextRound(ctx);
  ctx.state.phase = 'battle-blue';
}

/** A side's moves, applied and told to both players (the Battle Board is in the open: Red sees Blue's move). */
function moveSide(ctx: Ctx, side: 'blue' | 'red'): void {
  const s = ctx.state;
  const b = s.battle!;
  const o = ctx.orders[side];
  applyStanding(side === 'blue' ? s.blue.battle : s.red.battle, o?.battle);
  const before = Object.fromEntries(Object.entries(b.ships).map(([id, p]) => [id, p.at]));
  const moved = roundPositions(ctx, side, o?.moves);
  Object.assign(b.ships, moved);
  if (side === 'red' && moved.bismarck) b.steeringJammed = false;
  ctx.emit({ type: 'b62.battle-moved', audience: everyone, rule: 'How to Play, Step 8', data: {
    round: b.round, side, orders: o ? 'written' : 'standing',
    ships: Object.fromEntries(Object.entries(moved).map(([id, p]) => [id, { move: moveName(before[id], p.at), x: p.at.x, y: p.at.y, heading: HEADING_NAMES[p.heading] }])),
  } });
}

export const battleBlue: Step = {
  name: 'battle-blue', rule: 'How to Play, Step 8 (Blue moves first)',
  run(ctx) { moveSide(ctx, 'blue'); ctx.state.phase = 'battle-red'; },
};

export const battleRed: Step = {
  name: 'battle-red', rule: 'How to Play, Step 8 (the Bismarck moves last)',
  run(ctx) { moveSide(ctx, 'red'); ctx.state.phase = 'battle-chance'; },
};

export const battleChance: Step = {
  name: 'battle-chance', rule: 'How to Play, Steps 9-10; Chance Tables (Battle Board); Time 2',
  run(ctx) {
    const s = ctx.state;
    const end = fireRound(ctx);
    if (end === null) {
      s.battle!.round++;
      s.phase = arrivalsDue(s.battle!.round) ? 'battle-reinforce' : 'battle-blue';
      return;
    }
    endBattle(ctx, end);
    // As by standing orders (steps/battle.ts): she is not in port after a battle she did not survive or outlast.
    if (end === 'time' || end === 'sunk') s.bismarck.enteredPort = false;
    s.phase = 'close';
  },
};

export const battleReinforce: Step = {
  name: 'battle-reinforce', rule: 'How to Move Ships on Battle Board 9',
  run(ctx) { reinforce(ctx); ctx.state.phase = 'battle-blue'; },
};
