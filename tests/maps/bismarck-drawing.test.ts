// What the Bismarck maps show (issue 12 §1), read from the overlay and the SVG each game draws:
// the 1979 search board's land, ice, ports and bases and every zone id; a seat's own units, its
// contacts with when they were last seen (7.23), this turn's fights (9.2); the umpire's both
// sides. The 1962 Search Board's areas and lettered zones; Red's Bismarck, Blue's ships, and what
// each was told of the other.
import { describe, expect, it } from 'vitest';
import { adapterFor } from '../../src/pipeline/campaign.js';
import { drawsMap } from '../../src/pipeline/maps.js';
import { loadGame } from '../../src/pipeline/games.js';
import { eventsFor, type GameEvent } from '../../src/kernel/events.js';
import { b79Overlay, BATTLE_COLOUR, CONTACT_COLOUR, SIDE_COLOURS } from '../../src/games/bismarck1979/maps/overlay.js';
import { b79BaseLayers } from '../../src/games/bismarck1979/maps/base.js';
import type { B79MapView } from '../../src/games/bismarck1979/maps/view.js';
import { buildView } from '../../src/games/bismarck1979/views/index.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';
import { b62MapOverlay } from '../../src/games/bismarck1962/maps/index.js';
import type { B62Data } from '../../src/games/bismarck1962/data/types.js';
import type { B62State } from '../../src/games/bismarck1962/state.js';
import { BLUE, INTEL, RED } from '../../src/games/bismarck1962/maps/overlay.js';
import { d, play, start } from '../bismarck1979/helpers.js';
import { metaFor } from '../conformance/play.js';
import { randomGame } from './bismarck-games.js';
import { b79Meeting } from './bismarck-battles.js';

const meta = metaFor('maps');

/** A turn where Bismarck and Rodney meet in L12 with the Germans accepting battle (9.2). */
const meeting = b79Meeting;

describe('12 §1 the Bismarck (1979) search board', () => {
  const adapter = adapterFor('bismarck1979');
  const base = b79BaseLayers(d);

  it('the public layers: every land square as land, the pack ice, every port and air base by owner, the printed routes', () => {
    const zones = Object.values(d.boardFile.zones);
    expect(base.land).toHaveLength(zones.filter((z) => z.terrain === 'land').length);
    expect(base.regions.find((r) => r.id === 'ice')!.zones).toHaveLength(zones.filter((z) => z.terrain === 'ice').length);
    expect(base.places.map((p) => p.id).sort()).toEqual(Object.keys(d.boardFile.places).sort());
    expect(base.places.find((p) => p.id === 'trondheim')!.name).toBe('Trondheim (port, air base)');
    expect(base.lines.map((l) => l.id).sort()).toEqual(Object.keys(d.boardFile.lines).sort());
  });

  it('every zone id is written, at a size the overview can read', () => {
    const svg = adapter.maps!.draw(buildView(d, start('may-1941'), [], 'german', meta), 'report');
    for (const id of Object.keys(d.board.zones)) expect(svg, id).toContain(`>${id}<`);
    // Zone ids go in one group per panel; the overview's (the first) at no less than 10 pixels.
    const size = Number(/<g font-size="([0-9.]+)" fill="#3d5a73"/.exec(svg)![1]);
    const [, vbWidth] = /viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) /.exec(svg.slice(svg.indexOf('<svg x="0" y="54"')))!;
    expect((size * 2000) / Number(vbWidth)).toBeGreaterThanOrEqual(10);
  });

  it("9.2 a fight this turn is on both seats' maps; the British contact says when it was last seen (7.23); each seat sees only its own ships", () => {
    const { s, events, turn } = meeting();
    const view = (seat: string) => buildView(d, s, seat === 'umpire' ? events : eventsFor(events, seat), seat, meta) as unknown as B79MapView;
    const british = b79Overlay(view('british'));
    const german = b79Overlay(view('german'));
    for (const o of [british, german]) expect(o.marks).toContainEqual({ zone: 'L12', symbol: 'star', color: BATTLE_COLOUR, label: `naval combat, turn ${turn}` });
    const contact = british.marks.find((m) => m.color === CONTACT_COLOUR)!;
    expect(contact.zone).toBe('L12');
    expect(contact.label).toMatch(new RegExp(`last seen turn ${turn} \\(\\d{4}, May \\d+\\)$`));
    expect(british.marks.filter((m) => m.color === SIDE_COLOURS.german)).toEqual([]);
    expect(german.marks.filter((m) => m.color === SIDE_COLOURS.british)).toEqual([]);
    const rodney = british.marks.find((m) => m.symbol === 'circle' && m.zone === 'L12')!;
    expect(rodney.label).toContain('Rodney');
    expect(adapter.maps!.draw(view('british'), 'report')).toContain('naval combat, turn');
  });

  it("the umpire's map has both sides' ships and both sides' contacts", () => {
    const { s, events } = meeting();
    const o = b79Overlay(buildView(d, s, events, 'umpire', meta) as unknown as B79MapView);
    const ships = (side: string) => o.marks.filter((m) => m.symbol === 'circle' && m.color === SIDE_COLOURS[side]);
    const atSea = (side: string) => new Set(Object.values(s.ships).filter((x) => x.side === side && x.status === 'sea').map((x) => x.zone));
    expect(new Set(ships('british').map((m) => m.zone))).toEqual(atSea('british'));
    expect(new Set(ships('german').map((m) => m.zone))).toEqual(atSea('german'));
    expect(ships('german').length).toBeGreaterThan(0);
    expect(o.marks.some((m) => m.color === CONTACT_COLOUR && m.label?.includes('(British)'))).toBe(true);
  });
});

describe('12 §1 which maps the Bismarck games draw', () => {
  it('a report map for each seat and the umpire, and an orders map (zones in reach) for each seat but not the umpire, as GWAS', () => {
    for (const [game, seats] of [['bismarck1979', ['british', 'german']], ['bismarck1962', ['red', 'blue']]] as const) {
      for (const seat of [...seats, 'umpire']) expect(drawsMap(game, seat, 'report'), `${game} ${seat}`).toBe(true);
      for (const seat of seats) expect(drawsMap(game, seat, 'orders'), `${game} ${seat}`).toBe(true);
      expect(drawsMap(game, 'umpire', 'orders'), `${game} umpire`).toBe(false);
    }
    expect(drawsMap('gwas-mediterranean', 'allied', 'orders')).toBe(true);
  });
});

describe('12 §1 the Bismarck (1962) Search Board', () => {
  const adapter = adapterFor('bismarck1962');
  const data = loadGame('bismarck1962') as unknown as B62Data;
  // A seeded game of the conformance players in which Blue found the Bismarck's area and was told her zone.
  const snap = randomGame('bismarck1962', 'last-days', 'last-days-a')[24];
  const state = snap.state as B62State;
  const overlay = (seat: string) => b62MapOverlay(data, adapter.view(snap.state, snap.events, seat, meta));

  it('the lettered zones are written with their area names; the zones without a letter are land (How to Move 7)', () => {
    const svg = adapter.maps!.draw(adapter.view(snap.state, snap.events, 'blue', meta), 'report');
    for (const z of Object.values(data.board.zones)) {
      if (z.enterable) expect(svg, z.id).toContain(`>${z.id}<`);
      else expect(svg, z.id).not.toContain(`>${z.id}<`);
    }
    for (const area of data.areas) if (data.board.groups.area[area].zones.length) expect(svg, area).toContain(`>${area}<`);
  });

  it("Red's map: the Bismarck where she is, no British ship but those a sighting told of", () => {
    const o = overlay('red');
    expect(o.marks.filter((m) => m.color === RED)).toEqual([{ zone: state.bismarck.zone, symbol: 'circle', color: RED, label: 'Bismarck' }]);
    expect(o.marks.filter((m) => m.color === BLUE)).toEqual([]);
  });

  it("Blue's map: his ships where they are, the Bismarck only where he was told, with the turn", () => {
    const o = overlay('blue');
    const afloat = Object.values(state.british).filter((b) => !b.sunk && b.zone).map((b) => b.zone!);
    expect(new Set(o.marks.filter((m) => m.color === BLUE).map((m) => m.zone))).toEqual(new Set(afloat));
    expect(o.marks.some((m) => m.color === RED)).toBe(false);
    const told = eventsFor(snap.events, 'blue').filter((e) => e.type === 'b62.disclosed' || e.type === 'b62.sighted');
    expect(told.length).toBeGreaterThan(0);
    for (const e of told) {
      const zone = (e.data as { zone?: string }).zone;
      if (zone) expect(o.marks.some((m) => m.zone === zone && m.color === INTEL && m.label!.includes(`turn ${e.turn}`)), zone).toBe(true);
    }
    const found = eventsFor(snap.events, 'blue').filter((e) => e.type === 'b62.area-called' && (e.data as { bismarck: boolean }).bismarck);
    for (const e of found) for (const z of data.board.groups.area[(e.data as { area: string }).area].zones) expect(o.shades.map((s) => s.zone)).toContain(z);
  });
});
