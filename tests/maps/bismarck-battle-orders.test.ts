// The Bismarck maps' battle boards and orders maps (issue 12 §1), read from the overlays each game
// builds from a seat's view: the 1962 Battle Board (its squares, each ship with its facing, the
// ranges, Battle Board 3, How to Face 2) after a battle fought in the turn and between rounds by
// mail; the 1979 one-line battle board (9.3–9.9, ours) with the enemy by general type (7.23); the
// orders maps' zones in reach (1962 How to Move 1, 3, 7, 11; 1979 5.1, 5.2), judged against the
// games' own move checks.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/kernel/events.js';
import { adapterFor } from '../../src/pipeline/campaign.js';
import { buildView as view62, type B62View } from '../../src/games/bismarck1962/views.js';
import { b62MapOverlay } from '../../src/games/bismarck1962/maps/index.js';
import { pathProblem, bismarckFactor } from '../../src/games/bismarck1962/moves.js';
import { CENTRE, HEADING_NAMES } from '../../src/games/bismarck1962/battle/geometry.js';
import { BLUE, RED } from '../../src/games/bismarck1962/maps/overlay.js';
import { buildView as view79 } from '../../src/games/bismarck1979/views/index.js';
import { b79MapOverlay } from '../../src/games/bismarck1979/maps/index.js';
import type { B79MapView } from '../../src/games/bismarck1979/maps/view.js';
import { SIDE_COLOURS } from '../../src/games/bismarck1979/maps/overlay.js';
import { checkForceMove } from '../../src/games/bismarck1979/rules/ship-move.js';
import { d as d79, start } from '../bismarck1979/helpers.js';
import { data } from '../bismarck1962/helpers.js';
import { metaFor } from '../conformance/play.js';
import { b62Battle, b79ByMail, b79Meeting, b79TwoActions } from './bismarck-battles.js';

const d62 = data();
const meta = metaFor('maps');

describe('12 §1 the Bismarck (1962) Battle Board on the report map', () => {
  it('a battle fought to its end this turn: every ship the last round fired from, pointed its heading, with its range from the Bismarck', () => {
    const { state, events } = b62Battle('standing');
    const round = events.filter((e) => e.type === 'b62.round').at(-1)!.data as { ships: Record<string, { x: number; y: number; heading: string }> };
    for (const seat of ['red', 'blue']) {
      const v = view62(d62, state, eventsFor(events, seat), seat, meta);
      const panel = b62MapOverlay(d62, v).battle!;
      expect(panel.columns).toBe(7);
      expect(panel.title).toContain('C-7C');
      // The pieces are the last round's ships (no move is made after the last round's fire here).
      expect(panel.pieces.map((p) => [p.x, p.y, p.heading])).toEqual(Object.values(round.ships).map((p) => [p.x, p.y, HEADING_NAMES.indexOf(p.heading as 'N') * 45]));
      const bis = panel.pieces.findIndex((p) => p.color === RED);
      expect(bis).toBeGreaterThanOrEqual(0);
      for (const r of panel.ranges) {
        const [a, b] = [panel.pieces[r.from], panel.pieces[r.to]];
        const dist = Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
        expect(r.label).toBe(dist === 1 ? 'A-range' : dist === 2 ? 'B-range' : `${dist} squares: out of range`);
      }
      expect(panel.ranges).toHaveLength(panel.pieces.filter((p) => p.color === BLUE).length);
    }
  });

  it('a battle fought by mail, between rounds: the board as it stands, the Bismarck in the centre square (Battle Board)', () => {
    const { state, events } = b62Battle('rounds');
    expect(state.battle).not.toBeNull();
    const v = view62(d62, state, eventsFor(events, 'red'), 'red', meta);
    const panel = b62MapOverlay(d62, v).battle!;
    expect(panel.title).toContain('by mail');
    expect(panel.pieces).toHaveLength(Object.keys(state.battle!.ships).length);
    const bis = panel.pieces.find((p) => p.color === RED)!;
    expect([bis.x, bis.y]).toEqual([CENTRE.x, CENTRE.y]);
  });

  it('no battle told of this turn: no Battle Board', () => {
    const v = view62(d62, adapterFor('bismarck1962').setup('rheinubung') as never, [], 'blue', meta);
    expect(b62MapOverlay(d62, v).battle).toBeUndefined();
  });
});

describe('12 §1 the Bismarck (1979) battle board on the report map', () => {
  it('9.2, 9.21 two naval actions in a zone in one turn: the panel shows the first, and its title says it is one of two', () => {
    const { s, events } = b79TwoActions();
    const first = events.find((e) => e.type === 'b79.battle-start' && !('as' in (e.data as object)))!.data as { battle: string; ships: { id: string }[] };
    expect(first.battle).toBe('L12-british');
    for (const seat of ['umpire', 'british', 'german']) {
      const told = seat === 'umpire' ? events : eventsFor(events, seat);
      const panel = b79MapOverlay(view79(d79, s, told, seat, meta) as unknown as B79MapView).battle!;
      expect(panel.title, seat).toContain('(action 1 of 2 begun this turn)');
      expect(panel.pieces, seat).toHaveLength(first.ships.length);
    }
    const umpire = b79MapOverlay(view79(d79, s, events, 'umpire', meta) as unknown as B79MapView).battle!;
    expect(umpire.pieces.map((p) => p.label.replace(/ \(sunk\)$/, '')).sort()).toEqual(first.ships.map((x) => d79.ships[x.id].name).sort());
  });
  it('9.3, 9.2 the one line after the fight: each ship at its position, an enemy ship by general type and number until the seat\'s fire identified it (9.1, 9.71), ranges in hexes', () => {
    const { s, events } = b79Meeting();
    for (const [seat, enemy] of [['german', 'British'], ['british', 'German']] as const) {
      const told = eventsFor(events, seat);
      const v = view79(d79, s, told, seat, meta) as unknown as B79MapView;
      const panel = b79MapOverlay(v).battle!;
      expect(panel.title).toContain('L12');
      const own = panel.pieces.filter((p) => p.color === SIDE_COLOURS[seat]);
      const theirs = panel.pieces.filter((p) => p.color !== SIDE_COLOURS[seat]);
      expect(own.length).toBeGreaterThan(0);
      expect(theirs.length).toBeGreaterThan(0);
      // The enemy ships the seat's own copies of the battle events identified (their ids with a fog label beside them).
      const identified = new Set(told.flatMap((e) => Object.keys(((e.data as { labels?: object }).labels) ?? {})).map((id) => d79.ships[id].name));
      for (const p of theirs) {
        const name = p.label.replace(/ \(sunk\)$/, '');
        if (!identified.has(name)) expect(p.label).toMatch(new RegExp(`^${enemy} (battleship|cruiser|carrier) \\d+$`));
      }
      for (const p of own) expect(Object.values(d79.ships).map((x) => x.name)).toContain(p.label.replace(/ \(sunk\)$/, ''));
      // The Bismarck was sunk this turn (this seed), by British fire that identified her: she stays on the line where she was, marked sunk.
      expect(s.ships.bismarck.status).toBe('sunk');
      expect(panel.pieces.map((p) => p.label)).toContain('Bismarck (sunk)');
      for (const r of panel.ranges) expect(r.label).toBe(`${Math.abs(panel.pieces[r.from].x - panel.pieces[r.to].x)} hexes`);
      // Rows: one ship each, so no two labels share a row.
      expect(new Set(panel.pieces.map((p) => p.y)).size).toBe(panel.pieces.length);
    }
    // This seed: the Germans never damaged one British cruiser, so it stays a type and number on their board, named on the umpire's.
    const german = b79MapOverlay(view79(d79, s, eventsFor(events, 'german'), 'german', meta) as unknown as B79MapView).battle!;
    expect(german.pieces.map((p) => p.label)).toContain('British cruiser 2');
    const umpire = b79MapOverlay(view79(d79, s, events, 'umpire', meta) as unknown as B79MapView).battle!;
    expect(umpire.pieces.map((p) => p.label).sort()).toEqual(['Bismarck (sunk)', 'Norfolk', 'Rodney', 'Suffolk']);
    expect(umpire.pieces.map((p) => p.x)).toEqual(german.pieces.map((p) => p.x));
  });

  it('9.3 a battle fought round by round by mail: the line as it stands, the same positions as the state keeps', () => {
    const { s, events } = b79ByMail();
    const board = s.combat!.battle!;
    for (const seat of ['british', 'german'] as const) {
      const v = view79(d79, s, eventsFor(events, seat), seat, meta) as unknown as B79MapView;
      const panel = b79MapOverlay(v).battle!;
      expect(panel.title).toMatch(/before round 1|fought on by mail/);
      const lo = Math.min(...board.line.filter((l) => !l.out).map((l) => l.pos));
      expect(panel.pieces.map((p) => p.x + lo).sort()).toEqual(board.line.filter((l) => !l.out).map((l) => l.pos).sort());
      expect(panel.pieces.filter((p) => p.color === SIDE_COLOURS[seat]).map((p) => p.label).sort()).toEqual(board.line.filter((l) => !l.out && l.side === seat).map((l) => d79.ships[l.id].name).sort());
      // Before round 1 no fire has identified anyone (9.2): the enemy is a type and a number.
      for (const p of panel.pieces.filter((q) => q.color !== SIDE_COLOURS[seat])) expect(p.label).toMatch(/^(British|German) (battleship|cruiser|carrier) \d+$/);
    }
  });

  it('no fight this turn: no battle board', () => {
    const v = view79(d79, start('may-1941'), [], 'german', meta) as unknown as B79MapView;
    expect(b79MapOverlay(v).battle).toBeUndefined();
  });
});

describe('12 §1 the Bismarck orders maps: zones in reach', () => {
  it("1962 How to Move 1, 3, 7, 11: Blue's tinted zones are exactly those some ship can legally end a move in", () => {
    const s = adapterFor('bismarck1962').setup('rheinubung') as Parameters<typeof bismarckFactor>[1];
    for (const seat of ['red', 'blue'] as const) {
      const v = view62(d62, s, [], seat, meta) as B62View;
      const o = b62MapOverlay(d62, v, 'orders');
      const tinted = new Set(o.shades.map((x) => x.zone));
      const counters = seat === 'red' ? [{ from: s.bismarck.zone, factor: bismarckFactor(d62, s) }] : d62.british.map((b) => ({ from: s.british[b.id].zone, factor: b.move }));
      // Brute force: every path of the factor's length or less, judged by the orders check's own rule.
      const legal = new Set<string>();
      const walk = (from: string, here: string, path: string[], factor: number): void => {
        if (path.length && pathProblem(d62, from, path, factor) === null && here !== from) legal.add(here);
        if (path.length < factor) for (const n of d62.board.zones[here].neighbours) if (d62.board.zones[n].enterable) walk(from, n, [...path, n], factor);
      };
      for (const c of counters) walk(c.from, c.from, [], c.factor);
      expect(tinted).toEqual(legal);
      expect(o.title).toContain('orders for turn 1');
    }
  });

  it('1979 5.1, 5.2: each tinted zone is one a force may move to by the orders check, and every one-zone move it may make is tinted', () => {
    const s = start('may-1941');
    for (const side of ['british', 'german'] as const) {
      const v = view79(d79, s, [], side, meta) as unknown as B79MapView;
      const o = b79MapOverlay(v, 'orders');
      expect(o.shades.length).toBeGreaterThan(0);
      const ctx = { launching: new Set<string>(), shadowPhase: false };
      for (const r of v.reach!) {
        for (const z of r.rings[0] ?? []) expect(checkForceMove(d79, s, side, r.key, { move: [z] }, ctx), `${r.key} to ${z}`).toEqual([]);
        for (const z of d79.board.zones[r.from].neighbours) {
          if (checkForceMove(d79, s, side, r.key, { move: [z] }, ctx).length === 0) expect(o.shades.map((x) => x.zone), `${r.key} to ${z}`).toContain(z);
        }
      }
      // The German breakout turn (5.2): further than two zones.
      if (side === 'german') expect(v.reach!.some((r) => r.rings.length > 2)).toBe(true);
    }
  });
});
