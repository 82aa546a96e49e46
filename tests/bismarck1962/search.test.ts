// The Search Board, movement and the search procedure (rulebook: Search Board; How to Play,
// Steps 1-5; How to Move Counters on the Search Board; How to Search), through the game's
// exchanges with players' YAML orders.
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/pipeline/games.js';
import type { B62State } from '../../src/games/bismarck1962/state.js';
import { data, fresh, finishTurn, ofType, step } from './helpers.js';

const d = data();
const game = gameById('bismarck1962')!;
const check = (s: B62State, seat: string, text: string) => game.check(s, seat, text, { campaign: 'c' });
const red = (s: B62State, body: string) => `game: bismarck1962\nside: red\nturn: ${s.turn}\n${body}\n`;
const blue = (s: B62State, body: string) => `game: bismarck1962\nside: blue\nturn: ${s.turn}\nexchange: 2\n${body}\n`;

describe('Search Board: areas hold zones; only lettered zones may be entered', () => {
  it('Bergen is C-8, zone A (How to Play, Step 1), and the Bismarck starts there (Prepare for Play 5)', () => {
    expect(d.ports.bergen.zone).toBe('C-8A');
    expect(fresh().bismarck.zone).toBe('C-8A');
    expect(d.board.zones['C-8A'].groups.area).toBe('C-8');
  });
  it('How to Move 7: a zone without a letter is not enterable and is no zone\'s neighbour', () => {
    const land = Object.values(d.board.zones).filter((z) => !z.enterable).map((z) => z.id);
    expect(land).toContain('E-7A');
    for (const z of Object.values(d.board.zones)) for (const n of z.neighbours) expect(land).not.toContain(n);
  });
  it('How to Move 9: a zone at the board edge has no neighbour off the board', () => {
    expect(d.board.zones['A-8B'].neighbours.every((n) => d.board.zones[n] !== undefined)).toBe(true);
    expect(d.board.zones['A-8B'].neighbours.length).toBeLessThan(8);
  });
});

describe('How to Move 11 and 1-7: movement factors, adjacency, letters (coded diagnostics quoting the line)', () => {
  it('11: the Bismarck moves six zones in the first turn', () => {
    const s = fresh();
    const r = check(s, 'red', red(s, 'bismarck:\n  move: [C-7B, C-7A, C-6B, C-6A, C-5B, C-5A]'));
    expect(r.diagnostics).toEqual([]);
    const after = step(s, { red: r.orders as object });
    expect(after.state.bismarck.zone).toBe('C-5A');
  });
  it('11: a seventh zone in the first turn is refused (BK6206), and two zones after the first turn', () => {
    const s = fresh();
    const seven = check(s, 'red', red(s, 'bismarck:\n  move: [C-7B, C-7A, C-6B, C-6A, C-5B, C-5A, C-4B]'));
    expect(seven.diagnostics.map((x) => [x.code, x.source])).toEqual([['BK6206', '  move: [C-7B, C-7A, C-6B, C-6A, C-5B, C-5A, C-4B]']]);
    const t2 = finishTurn(step(step(s).state).state).state;
    expect(t2.turn).toBe(2);
    const three = check(t2, 'red', red(t2, 'bismarck:\n  move: [C-7B, C-7A, C-6B]'));
    expect(three.diagnostics.map((x) => x.code)).toEqual(['BK6206']);
  });
  it('7 and 3: a zone without a letter (BK6204), a zone not next to the last (BK6205), no such zone (BK6203)', () => {
    const s = fresh();
    expect(check(s, 'red', red(s, 'bismarck:\n  move: [C-8B]')).diagnostics.map((x) => x.code)).toEqual(['BK6204']);
    expect(check(s, 'red', red(s, 'bismarck:\n  move: [C-6A]')).diagnostics.map((x) => x.code)).toEqual(['BK6205']);
    expect(check(s, 'red', red(s, 'bismarck:\n  move: [Z-9Q]')).diagnostics.map((x) => x.code)).toEqual(['BK6203']);
  });
  it('1, 5: a British counter moves up to its own movement factor (Hood: 2); unknown counters (BK6201)', () => {
    const s = step(fresh()).state;
    expect(check(s, 'blue', blue(s, 'ships:\n  hood: [B-4C, C-4A]')).diagnostics).toEqual([]);
    expect(check(s, 'blue', blue(s, 'ships:\n  hood: [B-4C, C-4A, C-4C]')).diagnostics.map((x) => x.code)).toEqual(['BK6206']);
    expect(check(s, 'blue', blue(s, 'ships:\n  nelson: [B-4C]')).diagnostics.map((x) => x.code)).toEqual(['BK6201']);
  });
  it('2, 6, 8: Blue need not move a counter; counters may stack without limit and pass through occupied zones', () => {
    const s = step(fresh()).state;
    // The Victorious passes through B-6C, where three cruisers are; the Norfolk joins the Suffolk's zone.
    const text = blue(s, 'ships:\n  victorious: [C-6B, B-6C, B-5D]\n  suffolk: [A-3C]\n  norfolk: [A-3C]\n  hood: []');
    expect(check(s, 'blue', text).diagnostics).toEqual([]);
    const after = step(s, { blue: check(s, 'blue', text).orders as object }).state;
    expect([after.british.victorious.zone, after.british.suffolk.zone, after.british.norfolk.zone, after.british.hood.zone]).toEqual(['B-5D', 'A-3C', 'A-3C', 'B-4D']);
    expect(after.british['prince-of-wales'].zone).toBe('B-4D');
  });
  it('Battle Board 8: a sunk British counter is out of the game and cannot move (BK6202)', () => {
    const s = step(fresh()).state;
    s.british.hood.sunk = true;
    expect(check(s, 'blue', blue(s, 'ships:\n  hood: [B-4C]')).diagnostics.map((x) => x.code)).toEqual(['BK6202']);
  });
  it('How to Play: each side writes only its own orders (BK6209); a Red battle target must be a British battleship (BK6210, a warning)', () => {
    const s = fresh();
    expect(check(s, 'red', red(s, 'call: all')).diagnostics.map((x) => x.code)).toEqual(['BK6209']);
    const w = check(s, 'red', red(s, 'battle:\n  target: norfolk'));
    expect(w.diagnostics.map((x) => [x.code, x.severity])).toEqual([['BK6210', 'warning']]);
    expect(w.orders).toBeDefined();
  });
});

describe('How to Search: area search (the referee answers for Red), zone search, sighting', () => {
  it('Area Search 2: only areas with British counters may be called (BK6207); a second call of an area is passed over (BK6208)', () => {
    const s = step(fresh()).state;
    expect(check(s, 'blue', blue(s, 'call: [B-4, A-8]')).diagnostics.map((x) => x.code)).toEqual(['BK6207']);
    expect(check(s, 'blue', blue(s, 'call: [B-4, B-4]')).diagnostics.map((x) => [x.code, x.severity])).toEqual([['BK6208', 'warning']]);
  });
  it('Area Search 1, 3, 5: areas are called in Blue\'s order, each answered, and calling stops once the Bismarck is located', () => {
    let s = fresh();
    s = step(s, { red: { bismarck: { move: ['C-7B', 'C-7A'] } } }).state; // C-7, where the King George V is
    s = step(s, { blue: { call: ['B-4', 'C-7', 'G-5'] } }).state;
    const r = step(s);
    expect(ofType(r.events, 'b62.area-called')).toEqual([{ area: 'B-4', bismarck: false }, { area: 'C-7', bismarck: true }]);
    expect(r.events.every((e) => e.audience.to === 'all')).toBe(true);
  });
  it('Zone Search 1-2 and Step 5B1: a cruiser or carrier in her zone sights her, the exact zone is disclosed and there is no battle', () => {
    let s = fresh();
    s.british['king-george-v'].zone = 'C-7D';
    s.british.repulse.zone = 'C-7D';
    s = step(s, { red: { bismarck: { move: ['C-7B', 'C-7A', 'C-7C'] } } }).state; // into C-7C, with the Victorious
    s = step(s).state;
    const r = step(s);
    expect(ofType(r.events, 'b62.zone-cards')).toEqual([{ area: 'C-7', withdrawn: ['C-7C', 'C-7D'], redFindsCard: false }]);
    expect(ofType(r.events, 'b62.sighted')).toEqual([{ zone: 'C-7C', by: ['victorious'], types: ['A'], battle: false }]);
    expect(r.state.phase).toBe('close');
  });
  it('Step 5A: with counters in her area but not her zone, Red finds her card: not sighted', () => {
    let s = fresh();
    s = step(s, { red: { bismarck: { move: ['C-7B', 'C-7D'] } } }).state;
    s = step(s).state;
    const r = step(s);
    expect(ofType(r.events, 'b62.zone-cards')).toEqual([{ area: 'C-7', withdrawn: ['C-7C'], redFindsCard: true }]);
    expect(ofType(r.events, 'b62.sighted')).toEqual([]);
  });
  it('Step 5B2: sighted by a battleship, play proceeds to battle', () => {
    let s = fresh();
    s = step(s, { red: { bismarck: { move: ['C-7B', 'C-7A', 'C-7C'] } } }).state; // the King George V and Repulse are in C-7C
    s = step(s).state;
    const r = step(s);
    expect(ofType(r.events, 'b62.sighted')[0]).toMatchObject({ zone: 'C-7C', battle: true });
    expect(r.state.phase).toBe('battle');
  });
  it('Red is told which areas Blue called; Blue is never told her zone without a sighting (views)', () => {
    let s = fresh();
    s = step(s, { red: { bismarck: { move: ['C-7B'] } } }).state;
    s = step(s).state;
    const r = step(s);
    const meta = { campaign: 'c', deadline: null };
    const blueView = game.view(r.state, r.events, 'blue', meta) as { bismarck: { zone: string | null }; lines: string[] };
    const redView = game.view(r.state, r.events, 'red', meta) as { british: { zone: string | null }[]; lines: string[] };
    expect(blueView.bismarck.zone).toBeNull();
    expect(redView.british.every((b) => b.zone === null)).toBe(true);
    expect(redView.lines.some((l) => l.includes('Blue calls out area C-7'))).toBe(true);
  });
});

describe('Time: one box after each search turn without a sighting; night boxes', () => {
  it('Time 1: a search turn in which Blue fails to sight her checks one box', () => {
    const s = fresh();
    const t = finishTurn(step(step(s).state).state);
    expect(t.state.box).toBe(s.box + 1);
    expect(ofType(t.events, 'b62.time')).toHaveLength(1);
  });
  it('NIGHT PLAY: the shaded boxes are night (box 1, 23 May 00:00, authored)', () => {
    expect(d.time.boxes[0].night).toBe(true);
    expect(d.time.boxes[1].night).toBe(false);
  });
});
