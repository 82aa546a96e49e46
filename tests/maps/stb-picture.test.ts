// Issue 12 §1 for Sink the Bismarck!: the tactical picture in every report mail, per seat, from
// that seat's view. Battle 2 (last-battle), hand 1 (tests/maps/stb-battle.ts): the Swordfish
// attack first (Swordfish Air Attacks 1-3), Rodney lays smoke (Lay Smoke Screen), Bismarck flies
// her scout plane over King George V (Scout Plane Operations 1-2) and lays a mine field marker
// (Deploy Mines 1), King George V goes ahead 2 (Movement 1), Rodney turns (Movement 2).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildView, type StbView } from '../../src/games/sink-the-bismarck/views.js';
import { stbPicture } from '../../src/games/sink-the-bismarck/maps/picture.js';
import { drawTactical, scaleUnits, TACTICAL_WIDTH, type TacticalPicture } from '../../src/maps/tactical.js';
import { adapterFor } from '../../src/pipeline/campaign.js';
import { drawsMap } from '../../src/pipeline/maps.js';
import { data } from '../sink-the-bismarck/helpers.js';
import { cli } from '../helpers/cli.js';
import { pngSize } from './pixels.js';
import { stbPictureBattle } from './stb-battle.js';

const meta = { campaign: 'stb-map', deadline: null };
const { state, events } = stbPictureBattle();
const view = (seat: string): StbView => buildView(data(), state, events, seat, meta);
const picture = (seat: string): TacticalPicture => stbPicture(data(), view(seat));
const dataOf = (type: string) => events.filter((e) => e.type === type).map((e) => e.data as Record<string, number | string | boolean>);

describe('12 §1 Sink the Bismarck!: the tactical picture of a commander', () => {
  const p = picture('british/admiral');
  const ship = (name: string) => p.ships.find((s) => s.label === name)!;

  it('every ship on the table at her place and heading (the table is in the open), the one he commands ringed', () => {
    expect(p.ships.map((s) => [s.label, s.x, s.y, s.heading])).toEqual(Object.values(state.ships).map((s) => [data().ships.find((x) => x.id === s.id)!.name, s.x, s.y, s.heading]));
    expect(p.ships.filter((s) => s.own).map((s) => s.label)).toEqual(['HMS King George V']);
  });

  it('each ship\'s speed is her last move of the hand in units (Movement 1: ahead 2; Movement 2: a turn)', () => {
    expect(ship('HMS King George V').details![0]).toBe('heading 135°, speed 2.0 units a round (last move: ahead 2)');
    expect(ship('HMS Rodney').details![0]).toBe('heading 139°, speed 2.0 units a round (last move: turn 4 to starboard)');
    expect(ship('Bismarck').details![0]).toBe('heading 315°, no move this hand');
    // Her track: from where she stood at the hand's start (the scenario's set-up) to where she is.
    const kgv = dataOf('stb.moved').find((m) => m.ship === 'king-george-v')!;
    expect(p.lines.find((l) => l.points.length === 2 && l.points[1].x === kgv.x)?.points[0]).toEqual({ x: -10.607, y: 10.607 });
  });

  it('the range from each of his side\'s ships to each enemy, measured', () => {
    const b = state.ships.bismarck;
    expect(p.ranges.map((r) => [p.ships[r.from].label, p.ships[r.to].label, r.label])).toEqual([
      ['HMS King George V', 'Bismarck', `${Math.hypot(state.ships['king-george-v'].x - b.x, state.ships['king-george-v'].y - b.y).toFixed(1)} units`],
      ['HMS Rodney', 'Bismarck', `${Math.hypot(state.ships.rodney.x - b.x, state.ships.rodney.y - b.y).toFixed(1)} units`],
    ]);
  });

  it('his side\'s gun ranges (Ship Characteristics: King George V 10, Rodney 12), and the smoke Rodney laid', () => {
    const dashed = p.circles.filter((c) => c.dashed).map((c) => [c.x, c.y, c.r]);
    expect(dashed).toEqual([[state.ships['king-george-v'].x, state.ships['king-george-v'].y, 10], [state.ships.rodney.x, state.ships.rodney.y, 12]]);
    expect(p.circles.filter((c) => c.fill).map((c) => [c.x, c.y])).toEqual([[state.ships.rodney.x, state.ships.rodney.y]]);
  });

  it('the Swordfish torpedoes at their launch points with their runs, the scout plane aloft, the mine field marker', () => {
    const launched = dataOf('stb.swordfish').filter((x) => x.launched);
    expect(launched).toHaveLength(2);
    const runs = dataOf('stb.torpedo-run');
    for (const t of launched) {
      const m = p.markers.find((x) => x.x === t.x && x.y === t.y)!;
      const run = runs.find((r) => r.by === t.ship)!;
      expect(m.label).toMatch(new RegExp(`Swordfish: torpedo at Bismarck, ${run.onTarget ? 'on target' : 'misses'}$`));
    }
    const scout = dataOf('stb.scout').find((x) => x.effect === 'over')!;
    expect(p.markers.find((m) => m.label === "Bismarck's scout plane")).toMatchObject({ x: scout.x, y: scout.y });
    const mine = dataOf('stb.mine')[0];
    expect(p.markers.find((m) => m.label === 'mine field (German)')).toMatchObject({ x: mine.x, y: mine.y });
  });

  it('his own orders for the hand, and no other commander\'s (Send Signals 1)', () => {
    expect(p.notes).toContain('Your orders for HMS King George V:');
    expect(p.notes).toContain('  2. ahead 2');
    expect(p.notes.join('\n')).not.toMatch(/Rodney|Bismarck's orders/);
  });

  it('drawn with a scale in the rules\' distance units, a north arrow and a legend for what it shows', () => {
    const svg = drawTactical(p);
    expect(svg).toMatch(/>\d+ units<\/text>/);
    expect(svg).toContain('>N</text>');
    for (const l of ['smoke screen laid this hand', 'torpedo launch point, run to target', 'scout plane aloft, over its ship', 'mine field marker', 'gun range circle (Ship Characteristics)']) expect(svg).toContain(`>${l}</text>`);
  });
});

describe('12 §1 Sink the Bismarck!: a department sees the table, the umpire everything', () => {
  it('a department (ENG DEPT) sees the same table and no commander\'s orders (The Flag Staff)', () => {
    const eng = picture('british/eng');
    const admiral = picture('british/admiral');
    expect(eng.ships.map((s) => [s.x, s.y, s.heading])).toEqual(admiral.ships.map((s) => [s.x, s.y, s.heading]));
    expect(eng.markers).toEqual(admiral.markers);
    expect(eng.ships.some((s) => s.own)).toBe(false);
    expect(eng.notes.join('\n')).not.toContain('orders');
  });

  it("the umpire's picture has every commander's orders and both sides' gun ranges", () => {
    const u = picture('umpire');
    expect(u.notes.filter((n) => n.endsWith("'s orders:"))).toEqual(["Bismarck's orders:", "HMS King George V's orders:", "HMS Rodney's orders:"]);
    expect(u.circles.filter((c) => c.dashed)).toHaveLength(3);
  });
});

describe('12 §1 the tactical drawing', () => {
  it('north is up and east is right: a ship further north is drawn higher, further east more to the right', () => {
    const ship = (x: number, y: number, label: string) => ({ x, y, heading: 0, color: '#000', label });
    const svg = drawTactical({ title: 't', subtitle: 's', unit: 'units', ships: [ship(0, 0, 'A'), ship(3, 4, 'B')], ranges: [{ from: 0, to: 1, label: '5.0 units' }], circles: [], lines: [], markers: [], legend: [], notes: [] });
    const pos = (label: string) => { const m = new RegExp(`<text x="([\\d.]+)" y="([\\d.]+)"[^>]*>${label}</text>`).exec(svg)!; return [Number(m[1]), Number(m[2])]; };
    const [a, b] = [pos('A'), pos('B')];
    expect(b[1]).toBeLessThan(a[1]);
    expect(Math.abs(b[0] - a[0])).toBeGreaterThan(0);
    expect(svg).toContain('>5.0 units</text>');
  });

  it('a report stored before the pictures (no table in its view) still draws its ships', () => {
    const { table: _, ...old } = view('british/admiral');
    const p = stbPicture(data(), old as StbView);
    expect(p.ships).toHaveLength(Object.keys(state.ships).length);
    expect(p.markers).toEqual([]);
    expect(drawTactical(p)).toContain('>HMS King George V</text>');
  });

  it('the scale bar is a round number of units, about a fifth of the plot or less', () => {
    expect([14, 20, 30, 60].map(scaleUnits)).toEqual([2, 2, 5, 10]);
  });
});

describe('12 §1 Sink the Bismarck! maps through the pipeline', () => {
  it('the game draws a report picture only (an orders map would repeat it)', () => {
    expect(adapterFor('sink-the-bismarck').maps?.kinds).toEqual(['report']);
    expect(drawsMap('sink-the-bismarck', 'british/admiral', 'report')).toBe(true);
    expect(drawsMap('sink-the-bismarck', 'british/admiral', 'orders')).toBe(false);
  });

  it('admiralty report --map FILE writes a seat\'s picture (PNG) and the HTML report shows it', () => {
    const home = mkdtempSync(join(tmpdir(), 'adm-stb-map-'));
    const run = cli(home);
    expect(run('new', 'stb', '--scenario', 'sink-the-bismarck/denmark-strait', '--seed', 'stb-map', '--test').code).toBe(0);
    const png = join(home, 'nav.png');
    const html = run('report', 'stb', '--side', 'german/nav', '--format', 'html', '--map', png);
    expect(html.code, html.err).toBe(0);
    expect(html.out).toContain('<img src="nav.png"');
    expect(pngSize(readFileSync(png)).width).toBe(TACTICAL_WIDTH);
    const svg = join(home, 'umpire.svg');
    expect(run('report', 'stb', '--side', 'umpire', '--map', svg).code).toBe(0);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<\?xml[^]*umpire's picture, hand 1/);
  });
});
