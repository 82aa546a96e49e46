/**
 * Naval combat by mail (campaign options `announce: mail` and `battle: rounds`; seam §2
 * "Bismarck 1979"). The move exchange stops after the air attacks (4.7) with the combats still
 * to settle in `state.combat`; then
 *   `british-announce` asks the British (only when they could attack somewhere, 9.2): the zones
 *                      they attack in, with which type of force, at which type of target;
 *   `german-announce`  asks the Germans (only when the British announced an attack or the Germans
 *                      could attack): whether they accept a slower enemy's attack, and their own;
 *   `battle-round`     asks both sides, each round of a battle (9.3–9.9): range, target,
 *                      reinforcement and the ships that try to withdraw this round;
 * and the turn closes with the chance phase (4.9) and the end of turn once every combat is settled.
 * Silence is the standing orders, as the forms pre-fill.
 */
import { everyone } from '../../../kernel/events.js';
import type { Announcement, SideId } from '../state.js';
import { playRound } from '../rules/battle.js';
import { advanceCombat, battleIO, combatQueue, endBattleByMail, navalCombat, silentAnnouncement } from './combat.js';
import { chancePhase } from './chance.js';
import { endOfTurn } from './end.js';
import type { Ctx } from './context.js';

/** Are the turn's combats spread over exchanges (either option on)? */
export const combatByMail = (ctx: Ctx): boolean => ctx.state.options !== undefined;

/** The move exchange's naval-combat step (4.8): whole by standing orders, or begun for the mail. */
export function navalCombatStep(ctx: Ctx): void {
  if (!combatByMail(ctx)) { if (!ctx.state.over) navalCombat(ctx); return; }
  ctx.state.combat = { queue: ctx.state.over ? [] : combatQueue(ctx), announced: {}, battle: null };
  settle(ctx);
}

/** The chance phase and the end of turn, in the move exchange unless combat went to the mail. */
export function chanceStep(ctx: Ctx): void { if (!combatByMail(ctx)) chancePhase(ctx); }
export function endStep(ctx: Ctx): void { if (!combatByMail(ctx)) endOfTurn(ctx); }

/** Goes on with the turn's combats; once all are settled, the chance phase and the end of turn (4.9, 11.2). */
function settle(ctx: Ctx): void {
  if (!advanceCombat(ctx)) return;
  delete ctx.state.combat;
  ctx.state.phase = 'move';
  chancePhase(ctx);
  endOfTurn(ctx);
}

/** 9.2: a side's announcement as written, or silence (its standing orders). */
function announcement(ctx: Ctx, side: SideId): Announcement {
  const silent = silentAnnouncement(ctx, side);
  const o = ctx.orders[side]?.announce;
  if (!o) return silent;
  const attacks: Announcement['attacks'] = {};
  for (const [zone, a] of Object.entries(o.attacks ?? {})) {
    if (a.attack === false) continue;
    const actions = a.actions ?? ctx.state.standing[side].actions;
    attacks[zone] = { with: a.with ?? ctx.state.standing[side].attackWith, target: a.target ?? ctx.state.standing[side].target, ...(actions ? { actions } : {}) };
  }
  return { attacks, accept: o.accept ?? silent.accept };
}

export function announceStep(side: SideId) {
  return (ctx: Ctx): void => {
    const a = announcement(ctx, side);
    ctx.state.combat!.announced[side] = a;
    ctx.emit({ type: 'b79.announced', audience: everyone, data: { side, zones: Object.keys(a.attacks), accept: a.accept } });
    settle(ctx);
  };
}

/** 9.3–9.9: one round of the battle with both sides' round orders, then on with the turn. */
export function battleRoundStep(ctx: Ctx): void {
  const { state, data } = ctx;
  const board = state.combat!.battle!;
  for (const side of ['british', 'german'] as const) {
    const r = ctx.orders[side]?.round;
    if (!r) continue;
    const o = board.orders[side];
    if (r.range) o.range = r.range;
    if (r.target) o.target = r.target;
    if (r.reinforce !== undefined) o.reinforce = r.reinforce;
    // Only the side's own ships on the board may be ordered to withdraw.
    for (const id of r.withdraw ?? []) if (board.line.some((l) => l.id === id && l.side === side)) board.withdrawNow.push(id);
  }
  const over = playRound(data, state, board, battleIO(ctx, board.id));
  if (over) {
    state.combat!.battle = null;
    endBattleByMail(ctx, board);
  }
  settle(ctx);
}
