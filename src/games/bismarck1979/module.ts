/**
 * The turn of Bismarck (1979) as exchanges (docs/design/seam.md §2; rulebook 4.0 and the sequence
 * summary). Each exchange is a list of named steps citing their rule sections.
 *
 *   x1 `shadow` (only when the British located a German force last turn) asks the British for
 *      shadow assignments and the Germans for the moves of the forces that may be shadowed: unit
 *      availability (4.1), visibility (4.2, 7.1, 7.3), task forces (4.2, 5.41), shadow
 *      determination (4.3, 8.1). A held shadow tells the British the new zone before they move.
 *   x2 `move` asks both sides: air and ship moves, search waivers, air-attack and standing battle
 *      orders, the convoy decision. Steps: the opening phases if x1 did not run; air movement
 *      (4.4); ship movement (4.5) and evasion repair (9.7); search, British first, with
 *      high-speed shadow (4.6, 7.2, 8.2); air attacks (4.7, 9.1); naval combat (4.8, 9.2–9.9);
 *      the chance phase (4.9, 10.1); victory and time (11.2, 12.1).
 *   With the campaign options `announce: mail` or `battle: rounds` naval combat goes on by mail
 *   after the move exchange: `british-announce`, `german-announce` and one `battle-round` per
 *   round (steps/by-mail.ts), each with reply timing, and the turn closes after the last of them.
 */
import type { ExchangeGame, ExchangeSpec } from '../../kernel/exchange.js';
import type { B79Data } from './data/types.js';
import type { B79State } from './state.js';
import type { B79Orders } from './orders-types.js';
import { clockLabel } from './time.js';
import { availability, taskForces, visibility } from './steps/opening.js';
import { shadowDetermination } from './steps/shadow.js';
import { airMovement, evasionRepair, shipMovement } from './steps/movement.js';
import { search } from './steps/search.js';
import { airAttacks } from './steps/air-attack.js';
import { standingOrders } from './steps/end.js';
import { announceStep, battleRoundStep, chanceStep, endStep, navalCombatStep } from './steps/by-mail.js';

export const B79_ID = 'bismarck1979';
/** Bumped whenever a rule changes what a turn produces. */
export const B79_VERSION = '3';

const opening = [
  { name: 'availability', rule: '4.1', run: availability },
  { name: 'visibility', rule: '4.2, 7.1, 7.3', run: visibility },
  { name: 'task-forces', rule: '4.2, 5.41', run: taskForces },
];

export const b79Game: ExchangeGame<B79Data, B79State, B79Orders> = {
  id: B79_ID,
  version: B79_VERSION,
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next: (d, s): ExchangeSpec | null => {
    if (s.over) return null;
    const when = clockLabel(d, s.time);
    if (s.phase === 'shadow') {
      return { kind: 'shadow', label: `turn ${s.turn} (${when}) shadow`, timing: 'turn', asks: [
        { seat: 'british', kind: 'orders', form: 'shadow', prompt: `shadow assignments, ${when}`, context: { contacts: s.lastContacts.british.map((c) => c.id) } },
        { seat: 'german', kind: 'orders', form: 'shadow', prompt: `moves of the located forces, ${when}` },
      ] };
    }
    if (s.phase === 'british-announce' || s.phase === 'german-announce') {
      const side = s.phase === 'british-announce' ? 'british' : 'german';
      return { kind: s.phase, label: `turn ${s.turn} (${when}) ${side} announce attacks`, timing: 'reply', asks: [
        { seat: side, kind: 'orders', form: 'announce', prompt: side === 'british' ? `attacks to announce, ${when} (9.2: the British announce first)` : `attacks to announce and acceptance, ${when} (9.2)` },
      ] };
    }
    if (s.phase === 'battle-round') {
      const b = s.combat!.battle!;
      return { kind: 'battle-round', label: `turn ${s.turn} (${when}) battle in ${b.zone}, round ${b.round}`, timing: 'reply', asks: [
        { seat: 'british', kind: 'orders', form: 'round', prompt: `battle in ${b.zone}, round ${b.round}` },
        { seat: 'german', kind: 'orders', form: 'round', prompt: `battle in ${b.zone}, round ${b.round}` },
      ] };
    }
    return { kind: 'move', label: `turn ${s.turn} (${when})`, timing: 'turn', asks: [
      { seat: 'british', kind: 'orders', form: 'move', prompt: `orders for ${when}` },
      { seat: 'german', kind: 'orders', form: 'move', prompt: `orders for ${when}` },
    ] };
  },
  exchanges: {
    shadow: { steps: [
      ...opening,
      { name: 'shadow', rule: '4.3, 8.1', run: (ctx) => { shadowDetermination(ctx); ctx.state.phase = 'move'; } },
    ] },
    move: { steps: [
      ...opening,
      { name: 'standing-orders', rule: '9.2', run: standingOrders },
      { name: 'air-movement', rule: '4.4, 6.1–6.4', run: airMovement },
      { name: 'ship-movement', rule: '4.5, 5.1–5.4', run: shipMovement },
      { name: 'evasion-repair', rule: '9.7', run: evasionRepair },
      { name: 'search', rule: '4.6, 7.2, 8.2', run: search },
      { name: 'air-attack', rule: '4.7, 9.1', run: airAttacks },
      { name: 'naval-combat', rule: '4.8, 9.2–9.9', run: navalCombatStep },
      { name: 'chance', rule: '4.9, 10.1', run: chanceStep },
      { name: 'end', rule: '11.2, 12.1', run: endStep },
    ] },
    'british-announce': { steps: [{ name: 'british-announce', rule: '9.2', run: announceStep('british') }] },
    'german-announce': { steps: [{ name: 'german-announce', rule: '9.2', run: announceStep('german') }] },
    'battle-round': { steps: [{ name: 'battle-round', rule: '9.3–9.9', run: battleRoundStep }] },
  },
};
