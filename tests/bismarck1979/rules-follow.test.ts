// Bismarck (1979) 5.3 EXCEPTION 8.24: a British ship on patrol may change at once to movement mode
// to follow a German force shadowed at high speed (8.2), if its player ordered it in advance
// (`follow: true`); without the order it keeps its patrol. From players' YAML orders.
import { describe, it, expect } from 'vitest';
import { d, start, play, ofType } from './helpers.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { ordersForm } from '../../src/games/bismarck1979/forms.js';
import { describeEvent } from '../../src/games/bismarck1979/views/describe.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';

const orders = (side: string, turn: number, body: string) => `game: bismarck1979\nside: ${side}\nturn: ${turn}\n${body}`;
const GERMAN = orders('german', 2, 'ships:\n  TF1: { move: [L12, L13] }\n');

/** Turn 2: Bismarck and Prinz Eugen will pass through L12 into L13; Suffolk and Norfolk patrol L12, King George V with them. */
function board(tweak: (s: B79State) => void = () => {}): B79State {
  const s = start('may-1941');
  s.turn = 2; s.time = 1;
  for (const id of ['bismarck', 'prinz-eugen']) Object.assign(s.ships[id], { zone: 'L11', tf: 1, convoy: null });
  for (const id of ['suffolk', 'norfolk', 'king-george-v']) Object.assign(s.ships[id], { zone: 'L12', tf: null, convoy: null });
  s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
  tweak(s);
  return s;
}

/** Plays seeds until a high-speed shadow is held from L12 (the search, visibility and roll vary). */
function untilHeld(british: string, tweak?: (s: B79State) => void, tries = 60) {
  for (let k = 0; k < tries; k++) {
    const r = play(board(tweak), { german: GERMAN, british }, `follow-${k}`);
    if (ofType(r.events, 'b79.shadow-held').some((e) => (e.data as { highSpeed?: boolean }).highSpeed)) return { r, key: `follow-${k}` };
  }
  throw new Error(`no held high-speed shadow in ${tries} tries`);
}

describe('5.3 EXCEPTION 8.24 following from patrol', () => {
  it('5.3 EXCEPTION 8.24 a ship on patrol ordered to follow changes to movement mode and follows the shadowed force; one without the order keeps its patrol', () => {
    const { r } = untilHeld(orders('british', 2, 'ships:\n  suffolk: { follow: true }\n'));
    expect(r.state.ships.suffolk.path).toEqual(['L13']);
    expect(r.state.ships.suffolk.mode).toBe('move');
    expect(r.state.ships.norfolk.path).toEqual([]);
    expect(r.state.ships.norfolk.zone).toBe('L12');
    expect(r.state.ships.norfolk.mode).toBe('patrol');
    // King George V, in movement mode with its move unused, follows without any order (8.2).
    expect(r.state.ships['king-george-v'].path).toEqual(['L13']);
    const followed = ofType(r.events, 'b79.followed').map((e) => e.data as { force: string; fromPatrol?: boolean });
    expect(followed).toEqual([{ force: 'king-george-v', zone: 'L13' }, { force: 'suffolk', zone: 'L13', fromPatrol: true }]);
    // The British report says what happened.
    const text = describeEvent(d, ofType(r.events, 'b79.followed').find((e) => (e.data as { force: string }).force === 'suffolk')!);
    expect(text).toContain('leaves its patrol for movement mode');
    expect(text).toContain('5.3 EXCEPTION 8.24');
  });

  it('5.3 EXCEPTION 8.24 without a follow order no ship on patrol leaves it: the same game as before the order existed', () => {
    const { r } = untilHeld(orders('british', 2, 'ships:\n  suffolk: { patrol: true }\n'));
    for (const id of ['suffolk', 'norfolk']) {
      expect(r.state.ships[id].path).toEqual([]);
      expect(r.state.ships[id].mode).toBe('patrol');
    }
    expect(ofType(r.events, 'b79.followed').map((e) => (e.data as { force: string }).force)).toEqual(['king-george-v']);
  });

  it('5.3 EXCEPTION 8.24 a battleship on patrol must spend one fuel factor to follow; with none it keeps its patrol and is told why', () => {
    const patrolKgv = (fuel: number) => (s: B79State) => { s.ships['king-george-v'].mode = 'patrol'; s.ships['king-george-v'].fuel = fuel; };
    const body = orders('british', 2, 'ships:\n  king-george-v: { follow: true }\n');
    const { r, key } = untilHeld(body, patrolKgv(3));
    expect(r.state.ships['king-george-v'].path).toEqual(['L13']);
    expect(r.state.ships['king-george-v'].fuel).toBe(2); // a one-zone move in movement mode costs none (5.2)
    // The same dice with no fuel: the shadow is held as before, but King George V stays.
    const dry = play(board(patrolKgv(0)), { german: GERMAN, british: body }, key);
    expect(ofType(dry.events, 'b79.shadow-held')).toHaveLength(1);
    expect(dry.state.ships['king-george-v'].path).toEqual([]);
    expect(dry.state.ships['king-george-v'].mode).toBe('patrol');
    const why = ofType(dry.events, 'b79.not-followed').map((e) => e.data as { force: string; why: string[] });
    expect(why).toHaveLength(1);
    expect(why[0].force).toBe('king-george-v');
    expect(why[0].why.join()).toMatch(/fuel/);
    expect(describeEvent(d, ofType(dry.events, 'b79.not-followed')[0])).toMatch(/ordered to follow from its patrol but cannot/);
  });

  it('5.3 EXCEPTION 8.24 a follow order that will not be read is warned of (BM7917): German, not on patrol, or no attack', () => {
    const s = board();
    const codes = (side: string, body: string) => checkB79Text(d, s, side, orders(side, 2, body)).diagnostics.filter((x) => x.code === 'BM7917').map((x) => x.message);
    expect(codes('british', 'ships:\n  suffolk: { follow: true }\n')).toEqual([]);
    expect(codes('british', 'ships:\n  suffolk: { patrol: false, follow: true }\n')[0]).toMatch(/will not be on patrol/);
    expect(codes('british', 'ships:\n  king-george-v: { follow: true }\n')[0]).toMatch(/will not be on patrol/);
    expect(codes('british', 'ships:\n  suffolk: { follow: true }\nbattle: { attack: false }\n')[0]).toMatch(/attack: false/);
    expect(codes('german', 'ships:\n  TF1: { follow: true }\n')[0]).toMatch(/only the British/);
    // In the shadow exchange (the denmark-strait scenario opens with one) the search is not yet made.
    const shadowing = start('denmark-strait');
    const early = checkB79Text(d, shadowing, 'british', orders('british', shadowing.turn, 'ships:\n  suffolk: { follow: true }\n')).diagnostics.filter((x) => x.code === 'BM7917');
    expect(early.map((x) => x.message).join()).toMatch(/read in the move exchange/);
    // A warning: the orders are still taken.
    expect(checkB79Text(d, s, 'british', orders('british', 2, 'ships:\n  king-george-v: { follow: true }\n')).orders).toBeDefined();
  });

  it('5.3 EXCEPTION 8.24 the British orders form offers follow: true beside each force that can patrol; the German form does not', () => {
    const s = board();
    const british = ordersForm(d, s, 'british');
    expect(british).toMatch(/# suffolk in L12[^\n]*\n  #   next:[^\n]*\n  #   on patrol, add follow: true/);
    expect(ordersForm(d, s, 'german')).not.toContain('follow');
  });
});
