/**
 * The end of a turn: standing orders taken in, victory conditions (12.0, 12.1) and the time
 * record moved on (11.2). The next turn opens with the shadow exchange when the British located
 * a German force this turn (8.11: shadow needs a contact from the previous turn).
 */
import { everyone } from '../../../kernel/events.js';
import type { SideId } from '../state.js';
import { forceOfContact } from '../rules/shadow.js';
import { inPort } from '../units.js';
import { clockLabel } from '../time.js';
import { type Ctx, SIDES } from './context.js';

/** The standing battle orders a side gives stay until it changes them. */
export function standingOrders(ctx: Ctx): void {
  for (const side of SIDES) {
    const b = ctx.orders[side]?.battle;
    if (b) ctx.state.standing[side] = { ...ctx.state.standing[side], ...b };
  }
}

const GERMAN_PORTS = ['trondheim', 'bergen', 'brest', 'st-nazaire'];

export function endOfTurn(ctx: Ctx): void {
  const { state, data } = ctx;
  const v = data.tables.victory;
  // 12.0: a German ship entering a friendly port with a midships hit scores for the British.
  for (const id of ['bismarck', 'prinz-eugen']) {
    const s = state.ships[id];
    if (!s || s.status !== 'sea' || !s.leftPort || !GERMAN_PORTS.some((p) => data.board.places[p]?.zone === s.zone)) continue;
    s.leftPort = false;
    const pts = s.midshipsHits > 0 ? v.british.enterPortDamaged[id] ?? 0 : 0;
    state.vp.british += pts;
    ctx.emit({ type: 'b79.entered-port', audience: everyone, data: { ship: id, zone: s.zone, points: pts } });
    if (id === 'bismarck' && !state.over) { state.over = true; state.result = 'Bismarck reached port'; } // 12.1
  }
  // 12.1: the German player has more points than the British can still score.
  const still = Object.values(state.ships).filter((s) => s.side === 'german' && s.status !== 'sunk').reduce((n, s) => n + (v.british.sink[s.id] ?? 0), 0)
    + Object.values(state.air).filter((a) => a.side === 'german' && a.status !== 'lost').length * v.airUnitLost;
  if (!state.over && state.vp.german > state.vp.british + still) { state.over = true; state.result = 'the British can no longer catch up'; }
  if (!state.over && state.turn >= state.lastTurn) {
    state.over = true; state.result = 'time';
    const b = state.ships.bismarck;
    if (b && b.status === 'sea' && !inPort(data, b)) { state.vp.german += v.german.bismarckAfloatAtSeaAtEnd; ctx.emit({ type: 'b79.afloat-at-end', audience: everyone, data: { points: v.german.bismarckAfloatAtSeaAtEnd } }); }
  }
  if (state.over) {
    const winner: SideId | 'draw' = state.vp.british > state.vp.german ? 'british' : state.vp.german > state.vp.british ? 'german' : 'draw';
    ctx.emit({ type: 'b79.game-over', audience: everyone, data: { why: state.result, vp: state.vp, winner } });
  }
  ctx.emit({ type: 'b79.turn-end', audience: everyone, data: { turn: state.turn, clock: clockLabel(data, state.time), vp: state.vp } });
  // 11.2: move the time marker; this turn's contacts become last turn's.
  state.lastContacts = state.contacts;
  state.contacts = { british: [], german: [] };
  state.shadowing = {};
  state.fought = [];
  for (const s of Object.values(state.ships)) s.movedInShadow = false;
  state.opened = false;
  if (state.over) return;
  state.turn++;
  state.time++;
  // 8.11, seam §2: the shadow exchange follows every turn in which the British located a German
  // force that is still afloat, whoever stands near it. Whether it happens must depend only on
  // what both sides know (the Germans are told when they are located, 7.2): asking it only when
  // a British unit could shadow would tell the Germans where British units stand.
  state.phase = state.lastContacts.british.some((c) => forceOfContact(state, c.ships) !== null) ? 'shadow' : 'move';
}
