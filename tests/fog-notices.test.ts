// The orders and fleet notices of a report (src/games/gwas/views/notices.ts, 5.1, 5.22, 5.25, 5.4):
// built from the events the caller gives (the side's own, or in the umpire's view those told to
// one side), in words; a notice says what its event says and no more. Events written out here so
// each kind can be told apart (issue 18).
import { describe, expect, it } from 'vitest';
import { sidesOnly, type GameEvent } from '../src/kernel/events.js';
import { noticeViews } from '../src/games/gwas/views/notices.js';

let seq = 0;
const event = (turn: number, type: string, d: unknown): GameEvent => ({ seq: seq++, turn, step: 'orders', rule: '5.1', type, audience: sidesOnly('allied'), data: d });
const fleetName = (id: string) => `name of ${id}`;
const texts = (events: GameEvent[], turn = 3) => noticeViews(events, turn, fleetName).map((n) => [n.kind, n.text]);

describe('5.1 orders notices', () => {
  it('no orders: the plotted plans stand, in the step\'s words or the default ones', () => {
    expect(texts([event(3, 'gwas.orders-standing', { note: 'No orders from the Allies: plans stand.' }), event(3, 'gwas.orders-standing', {})])).toEqual([
      ['orders', 'No orders from the Allies: plans stand.'],
      ['orders', 'No orders this turn: plotted plans stand.'],
    ]);
  });

  it('orders rejected, with every message; applied, with the fleets changed or "no fleet changes"', () => {
    expect(texts([
      event(3, 'gwas.orders-rejected', { messages: ['Line 2: no such fleet.', 'Line 5: too far.'] }),
      event(3, 'gwas.orders-rejected', {}),
      event(3, 'gwas.orders-applied', { side: 'allied', fleets: ['milne', 'messina-watch'] }),
      event(3, 'gwas.orders-applied', { side: 'central', fleets: [] }),
      event(3, 'gwas.orders-applied', { side: 'central' }),
    ])).toEqual([
      ['orders', 'Orders rejected: Line 2: no such fleet. Line 5: too far.'],
      ['orders', 'Orders rejected: '],
      ['orders', 'Orders applied (allied): milne, messina-watch.'],
      ['orders', 'Orders applied (central): no fleet changes.'],
      ['orders', 'Orders applied (central): no fleet changes.'],
    ]);
  });
});

describe('5.22, 5.25, 5.4 fleet notices', () => {
  it('5.25 a fleet formed by dividing another, both named; 5.22 a fleet merged away', () => {
    expect(texts([
      event(3, 'gwas.fleet-divided', { fleet: 'new-squadron', from: 'milne', zone: 'AC37' }),
      event(3, 'gwas.fleet-merged', { fleet: 'messina-watch' }),
    ])).toEqual([
      ['fleet', 'name of new-squadron formed from name of milne in AC37 (5.25).'],
      ['fleet', 'name of messina-watch merged into another fleet (5.22).'],
    ]);
  });

  it('5.4 a contact with no battle (shadowing): the zone, the enemy\'s number of ships and why', () => {
    expect(texts([event(3, 'gwas.shadowing', { zone: 'W30', enemyShips: 2, text: 'both sides declined battle.' })]))
      .toEqual([['fleet', 'In W30: contact with 2 enemy ship(s), but no battle: both sides declined battle.']]);
  });
});

describe('which events give notices', () => {
  it('only the turn asked for, in the order the events came; other kinds of event give none; each notice carries its turn', () => {
    const events = [
      event(2, 'gwas.fleet-merged', { fleet: 'a' }),
      event(3, 'gwas.fleet-merged', { fleet: 'b' }),
      event(3, 'gwas.contact', { contact: 'C3-1' }),
      event(3, 'gwas.orders-standing', {}),
      event(4, 'gwas.fleet-merged', { fleet: 'c' }),
    ];
    const views = noticeViews(events, 3, fleetName);
    expect(views.map((v) => v.text)).toEqual(['name of b merged into another fleet (5.22).', 'No orders this turn: plotted plans stand.']);
    expect(views.map((v) => v.turn)).toEqual([3, 3]);
  });
});
