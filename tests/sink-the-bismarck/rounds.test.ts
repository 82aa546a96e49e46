// Sink the Bismarck!: the Execution Phase (x2 `command`, the one-mail mode), each card from a hand a commander writes.
import { describe, expect, it } from 'vitest';
import type { StbState } from '../../src/games/sink-the-bismarck/state.js';
import { needToHit } from '../../src/games/sink-the-bismarck/play/guns.js';
import { checkStbText } from '../../src/games/sink-the-bismarck/check.js';
import { codes, data, fresh, ofType, place, step } from './helpers.js';

const dept = (seat: string, body: string) => `seat: ${seat}\nturn: 1\noffer:\n${body}`;
const none = '  hood: []\n  prince-of-wales: []\n';
const noneG = '  bismarck: []\n  prinz-eugen: []\n';

/** Deals hand 1: British NAV/OPS offers as given, every other department offering nothing. */
function deal(s: StbState, nav: string, ops: string, eng = none): StbState {
  return step(s, {
    'british/nav': dept('british/nav', nav), 'british/ops': dept('british/ops', ops), 'british/eng': dept('british/eng', eng),
    'german/nav': dept('german/nav', noneG), 'german/ops': dept('german/ops', noneG), 'german/eng': dept('german/eng', noneG),
  }).state;
}
const command = (seat: string, body: string) => `seat: ${seat}\nturn: 1\nexchange: 2\n${body}`;

/** Hood alone near Bismarck, far from the others. */
function duel(hoodAt: [number, number, number], bisAt: [number, number, number]): StbState {
  const s = fresh();
  place(s, 'hood', ...hoodAt);
  place(s, 'bismarck', ...bisAt);
  place(s, 'prince-of-wales', 50, 50, 0);
  place(s, 'prinz-eugen', -50, -50, 0);
  return s;
}

describe('NAV DEPT CARDS: Movement', () => {
  it('Movement 1: Ahead Full moves the ship 1-2 units forward', () => {
    const s = deal(duel([0, 0, 0], [20, 0, 0]), '  hood: [ahead]\n', none);
    const { state } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: ahead, units: 1 }\n') });
    expect([state.ships.hood.x, state.ships.hood.y, state.ships.hood.heading]).toEqual([0, 1, 0]);
  });
  it('Movement 2: a Turn moves ahead 1 unit, rotates at most 90 degrees, then 0-1 units on the new heading', () => {
    const s = deal(duel([0, 0, 0], [20, 0, 0]), '  hood: [turn]\n', none);
    const { state } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: turn, to: starboard, degrees: 90, then: 1 }\n') });
    expect([state.ships.hood.x, state.ships.hood.y, state.ships.hood.heading]).toEqual([1, 1, 90]);
  });
  it('Movement 1-2, Emergency Maneuvers 1-2 (SB1511, SB1512, SB1508): Ahead Full is 1-2 units, a Turn\'s keys are for a Turn card; Ahead Flank and Hard Over are the optional Emergency Maneuvers', () => {
    const s = deal(duel([0, 0, 0], [20, 0, 0]), '  hood: [ahead, turn]\n', none);
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: ahead, units: 3 }\n'))).toEqual(['SB1511']);
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: turn, to: port, hard: true }\n'))).toEqual(['SB1508']);
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: ahead, units: 1, degrees: 30 }\n'))).toEqual(['SB1512']);
  });
  it('Emergency Maneuvers 1-2: with the option, Ahead Flank to the Flank Speed, and a Hard Over of 1, 45, 1, 45, 1', () => {
    const s = deal(duel([0, 0, 0], [20, 0, 0]), '  hood: [ahead, turn]\n', none);
    Object.assign(s, { options: { emergency: true } });
    const { state, events } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: ahead, flank: true, units: 4 }\n  - { card: turn, to: starboard, hard: true }\n') });
    expect(ofType(events, 'stb.moved').map((m) => m.how)).toEqual(['ahead flank 4', 'hard over to starboard']);
    expect(state.ships.hood.heading).toBe(90);
    // Hard over: 1 ahead at 000 (y 5), 1 at 045, 1 at 090.
    expect(state.ships.hood.x).toBeCloseTo(1.707, 3);
    expect(state.ships.hood.y).toBeCloseTo(5.707, 3);
  });
  it('Emergency Maneuvers 1 (SB1521): AHEAD FLANK increases the straight ahead range to 3, 4 or 5 units, depending on the ship: Hood (Flank Speed 4) may not flank 1-2 units, and flanks 4 when no distance is written', () => {
    const s = deal(duel([0, 0, 0], [20, 0, 0]), '  hood: [ahead]\n', none);
    Object.assign(s, { options: { emergency: true } });
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: ahead, flank: true, units: 2 }\n'))).toEqual(['SB1521']);
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: ahead, flank: true, units: 1 }\n'))).toEqual(['SB1521']);
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: ahead, flank: true, units: 3 }\n'))).toEqual([]);
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: ahead, flank: true, units: 5 }\n'))).toEqual(['SB1511']);
    // Ahead Full stays 1-2 with the option on.
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: ahead, units: 1 }\n'))).toEqual([]);
    const { state, events } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: ahead, flank: true }\n') });
    expect(ofType(events, 'stb.moved').map((m) => m.how)).toEqual(['ahead flank 4']);
    expect([state.ships.hood.x, state.ships.hood.y]).toEqual([0, 4]);
  });
  it('Flank Speed (SB1509): a ship with no Flank Speed (Rodney, Ship Characteristics) cannot use Ahead Flank nor Hard Over Turns', () => {
    const s = deal(duel([0, 0, 0], [20, 0, 0]), '  hood: [ahead, turn]\n', none);
    Object.assign(s, { options: { emergency: true } });
    const noFlank = { ...data(), ships: data().ships.map((x) => (x.id === 'hood' ? { ...x, flank: 0 } : x)) };
    expect(checkStbText(noFlank, s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: ahead, flank: true }\n')).diagnostics.map((d) => d.code)).toEqual(['SB1509']);
    expect(checkStbText(noFlank, s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: turn, to: port, hard: true }\n')).diagnostics.map((d) => d.code)).toEqual(['SB1509']);
  });
  it('Movement 3: ships that come together collide, each holed as by a torpedo', () => {
    const s = deal(duel([0, 0, 0], [0, 2.2, 180]), '  hood: [ahead]\n', none);
    const g = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: ahead, units: 2 }\n') });
    expect(ofType(g.events, 'stb.collision')).toHaveLength(1);
    expect(g.state.ships.hood.hull).toBe(1);
    expect(g.state.ships.bismarck.hull).toBe(1);
  });
});

describe('OPS DEPT CARDS: Fire Main Batteries', () => {
  it('Fire Main Batteries 4: a target within 45 degrees of the bow is engaged by the forward turrets only', () => {
    const s = deal(duel([0, 0, 0], [0, 5, 0]), none, '  hood: [guns]\n');
    const { events } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: guns, target: bismarck }\n') });
    expect(ofType(events, 'stb.salvo').find((x) => x.ship === 'hood')).toMatchObject({ fired: true, turrets: [1, 2] });
  });
  it('Fire Main Batteries 1, 4: one Main Guns card, one salvo from every operating turret that bears: a target on the beam is engaged by all guns', () => {
    const s = deal(duel([0, 0, 0], [5, 0, 0]), none, '  hood: [guns]\n');
    const { events } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: guns, target: bismarck }\n') });
    expect(ofType(events, 'stb.salvo').find((x) => x.ship === 'hood')).toMatchObject({ fired: true, turrets: [1, 2, 3, 4] });
  });
  it('Fire Main Batteries 4: different turrets may fire at different targets in the same action: Hood\'s aft turrets at Prinz Eugen, the rest at Bismarck, each turret once', () => {
    const s = deal(duel([0, 0, 0], [5, 0, 0]), none, '  hood: [guns]\n');
    place(s, 'prinz-eugen', -5, 0, 0);
    const orders = command('british/admiral', 'cards:\n  - { card: guns, target: bismarck, turrets: { 3: prinz-eugen, 4: prinz-eugen } }\n');
    expect(codes(s, 'british/admiral', orders)).toEqual([]);
    const salvos = ofType(step(s, { 'british/admiral': orders }).events, 'stb.salvo').filter((x) => x.ship === 'hood');
    expect(salvos.map((x) => [x.target, x.fired, x.turrets, (x.dice as number[]).length])).toEqual([['bismarck', true, [1, 2], 2], ['prinz-eugen', true, [3, 4], 2]]);
  });
  it('Fire Main Batteries 4: a turret given its own target that does not bear on it does not fire; the others still fire at the card\'s target', () => {
    // Prinz Eugen dead ahead: only the forward turrets (1, 2) bear on her; turret 3 named at her stays silent.
    const s = deal(duel([0, 0, 0], [5, 0, 0]), none, '  hood: [guns]\n');
    place(s, 'prinz-eugen', 0, 6, 0);
    const orders = command('british/admiral', 'cards:\n  - { card: guns, target: bismarck, turrets: { 3: prinz-eugen } }\n');
    const salvos = ofType(step(s, { 'british/admiral': orders }).events, 'stb.salvo').filter((x) => x.ship === 'hood');
    expect(salvos.map((x) => [x.target, x.fired, x.turrets ?? x.why])).toEqual([['bismarck', true, [1, 2, 4]], ['prinz-eugen', false, 'no operating turret bears']]);
  });
  it('Fire Main Batteries 3-4 (SB1522, SB1507, SB1512): each turret named is one of the ship\'s, aimed at an enemy ship afloat, and only on a Main Guns card; the line is quoted', () => {
    const s = deal(duel([0, 0, 0], [5, 0, 0]), none, '  hood: [guns, torpedo]\n');
    const bad = checkStbText(data(), s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: guns, target: bismarck, turrets: { 5: bismarck } }\n')).diagnostics;
    expect(bad.map((x) => [x.code, x.line, x.source])).toEqual([['SB1522', 5, '  - { card: guns, target: bismarck, turrets: { 5: bismarck } }']]);
    expect(bad[0].message).toContain('HMS Hood has turrets 1 to 4');
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: guns, target: bismarck, turrets: { 3: prince-of-wales } }\n'))).toEqual(['SB1507']);
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: torpedo, target: bismarck, turrets: { 3: bismarck } }\n'))).toEqual(['SB1512']);
  });
  it('Fire Main Batteries 3: beyond the ship\'s Max Gun Range no salvo is fired', () => {
    const s = deal(duel([0, 0, 0], [11.5, 0, 0]), none, '  hood: [guns]\n');
    const { events } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: guns, target: bismarck }\n') });
    expect(ofType(events, 'stb.salvo').find((x) => x.ship === 'hood')).toMatchObject({ fired: false, why: 'out of range' });
  });
  it('Ship Characteristics, its example (Range Gun Hit, the 11-unit table): Hood at 6 units from Bismarck needs 4, 5 with +1 against -2', () => {
    const s = duel([0, 0, 90], [6, 0, 0]);
    expect(needToHit({ data: data(), state: s }, 'hood', 'bismarck')).toMatchObject({ base: 4, modifier: -1, need: 5 });
  });
  it('Lay Smoke Screen 1: smoke obscuring the target subtracts 1 more; a need above 6 is an automatic miss', () => {
    const s = duel([0, 0, 90], [6, 0, 0]);
    s.ships.bismarck.smoke = true;
    expect(needToHit({ data: data(), state: s }, 'hood', 'bismarck')!.need).toBe(6);
    s.ships.bismarck.x = 9;
    // The 11-unit table needs 6 at 9 units: "Hit With Scout" only, so without a plane no roll hits.
    expect(needToHit({ data: data(), state: s }, 'hood', 'bismarck')!.need).toBeGreaterThan(6);
  });
  it('Fire Main Batteries 3 (SB1507): guns aim at an enemy ship afloat', () => {
    const s = deal(duel([0, 0, 90], [6, 0, 0]), none, '  hood: [guns]\n');
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: guns, target: prince-of-wales }\n'))).toEqual(['SB1507']);
  });
  it('Planning Phase 2, Execution Phase 1 (SB1506): a commander turns only the cards placed next to his ship', () => {
    const s = deal(duel([0, 0, 90], [6, 0, 0]), none, '  hood: [guns]\n');
    expect(codes(s, 'british/admiral', command('british/admiral', 'cards:\n  - { card: guns }\n  - { card: guns }\n'))).toEqual(['SB1506']);
    expect(codes(s, 'british/admiral', 'turn: 1\nexchange: 2\noffer:\n  hood: [guns]\n')).toEqual(['SB1501']);
  });
});

describe('OPS DEPT CARDS: Torpedo Attacks, and the one-mail mode\'s conditional instruction', () => {
  it('Torpedo Attacks 1: a Torpedo Attack Card played after the first card launches nothing (SB1510 warns)', () => {
    const s = deal(duel([0, 0, 90], [3, 0, 0]), '  hood: [ahead]\n', '  hood: [torpedo]\n');
    const yaml = command('british/admiral', 'cards:\n  - { card: ahead }\n  - { card: torpedo, target: bismarck }\n');
    expect(codes(s, 'british/admiral', yaml)).toEqual(['SB1510']);
    const { events } = step(s, { 'british/admiral': yaml });
    expect(ofType(events, 'stb.torpedo')).toEqual([expect.objectContaining({ launched: false, why: 'not the first card of the hand' })]);
  });
  it('Torpedo Attacks 2-4, Execution Phase 5, Torpedo / Mine Attack: launched within 5 units, marker at the shooter, judged after the last card by the target\'s turns and distance', () => {
    const s = deal(duel([0, 0, 90], [3, 0, 0]), none, '  hood: [torpedo]\n');
    const { events } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: torpedo, target: bismarck }\n') });
    expect(ofType(events, 'stb.torpedo')).toEqual([expect.objectContaining({ launched: true, x: 0, y: 0, target: 'bismarck' })]);
    const run = ofType(events, 'stb.torpedo-run')[0];
    expect(run).toMatchObject({ turns: 0, reach: 8, onTarget: true });
    const fuse = events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Torpedo fuse');
    expect(fuse).toHaveLength(1);
    const total = (fuse[0].data as { total: number }).total;
    expect(ofType(events, 'stb.hull').length).toBe(total <= 8 ? 1 : 0);
  });
  it('Game Description 2, Emergency Maneuvers 2-3: "if a torpedo is launched at us, turn hard over to port": the instruction turns the next Turn card, a Hard Over counting two turns', () => {
    let s = fresh();
    Object.assign(s, { options: { emergency: true } });
    place(s, 'hood', 0, 0, 90); place(s, 'bismarck', 3, 0, 0); place(s, 'prince-of-wales', 50, 50, 0); place(s, 'prinz-eugen', -50, -50, 0);
    s = step(s, {
      'british/nav': dept('british/nav', none), 'british/ops': dept('british/ops', '  hood: [torpedo]\n'), 'british/eng': dept('british/eng', none),
      'german/nav': dept('german/nav', '  bismarck: [ahead, turn]\n  prinz-eugen: []\n'), 'german/ops': dept('german/ops', noneG), 'german/eng': dept('german/eng', noneG),
    }).state;
    const { events } = step(s, {
      'british/admiral': command('british/admiral', 'cards:\n  - { card: torpedo, target: bismarck }\n'),
      'german/admiral': command('german/admiral', 'cards:\n  - { card: ahead, units: 2 }\n  - { card: turn, to: starboard, degrees: 10 }\nif-torpedo: { to: port, hard: true }\n'),
    });
    expect(ofType(events, 'stb.reacted')).toEqual([expect.objectContaining({ ship: 'bismarck', now: false })]);
    // Round 1's Ahead card was already turned; the Turn card, next anyway, becomes the emergency turn, hard over to port.
    expect(ofType(events, 'stb.moved').filter((m) => m.ship === 'bismarck').map((m) => m.how)).toEqual(['ahead 2', 'hard over to port']);
    expect(ofType(events, 'stb.torpedo-run')[0]).toMatchObject({ turns: 2, reach: 4 });
  });
});

describe('Execution Phase and Battle 1', () => {
  it('Execution Phase 3: the next card round is played after the last: a card written second is turned in round 2', () => {
    const s = deal(duel([0, 0, 90], [3, 0, 0]), '  hood: [ahead]\n', '  hood: [guns]\n');
    const { events } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: ahead }\n  - { card: guns, target: bismarck }\n') });
    const kinds = events.filter((e) => ['stb.moved', 'stb.salvo'].includes(e.type)).map((e) => [e.type, (e.data as { round: number }).round]);
    expect(kinds).toEqual([['stb.moved', 1], ['stb.salvo', 2]]);
  });
  it('Less Than Four Cards 1: a ship with fewer cards plays them until none remain', () => {
    const s = deal(duel([0, 0, 90], [20, 0, 0]), '  hood: [ahead]\n', none);
    const { events } = step(s);
    expect(ofType(events, 'stb.round')).toHaveLength(1);
  });
  it('Battle 1: Hood rolls for the explosion only in a hand she was hit', () => {
    const s = deal(duel([0, 0, 90], [20, 0, 0]), '  hood: [ahead]\n', none);
    const { events } = step(s);
    expect(events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Magazine')).toHaveLength(0);
  });
  it('Battle 1: a hull hit is a hit too: Hood holed in a collision rolls for the explosion at the end of the hand', () => {
    const s = deal(duel([0, 0, 0], [0, 2.2, 180]), '  hood: [ahead]\n', none);
    const { events } = step(s, { 'british/admiral': command('british/admiral', 'cards:\n  - { card: ahead, units: 2 }\n') });
    expect(ofType(events, 'stb.hull').map((h) => h.ship)).toContain('hood');
    expect(ofType(events, 'stb.hit')).toEqual([]);
    expect(events.filter((e) => e.type === 'roll' && (e.data as { table: string }).table === 'Magazine')).toHaveLength(1);
  });
  it('Battle 1 ends after 5 hands or the Hood\'s sinking, whichever first; Winning: the team with more points wins', () => {
    let s = fresh();
    let hands = 0;
    while (!s.over) { const r = step(s); s = r.state; if (r.events.some((e) => e.type === 'stb.hand-ends')) hands++; }
    expect(hands).toBeLessThanOrEqual(5);
    expect(hands === 5 || s.ships.hood.sunk).toBe(true);
    expect(s.result!.winner).toBe(s.points.british > s.points.german ? 'british' : s.points.german > s.points.british ? 'german' : 'draw');
  });
});
