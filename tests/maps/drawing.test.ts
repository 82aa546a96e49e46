// The drawing layer (issue 12 §1): the board's geometry in one plane, land cut to a frame, text
// escaped, every zone id written, and `admiralty report --map FILE`.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cellCenter, parseCellId } from '../../src/board/grid.js';
import { eventsFor } from '../../src/kernel/events.js';
import { clipRing } from '../../src/maps/clip.js';
import { projector } from '../../src/maps/projection.js';
import { esc } from '../../src/maps/svg.js';
import { withMap } from '../../src/maps/with-map.js';
import { drawMap } from '../../src/maps/draw.js';
import { OVERVIEW_LABELS_MAX } from '../../src/maps/panel.js';
import { gwasBaseLayers } from '../../src/games/gwas/maps/base.js';
import { drawGwasMap } from '../../src/games/gwas/maps/index.js';
import { buildSideView } from '../../src/games/gwas/views/index.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import type { SideView } from '../../src/games/gwas/views/types.js';
import { data, playGolden } from '../helpers/golden-game.js';
import { cli } from '../helpers/cli.js';
import { pngSize } from './pixels.js';

const game = playGolden(3);
const alliedView = (): SideView => buildSideView({ data, state: redactState(game.state, 'allied', data), events: eventsFor(game.events, 'allied'), viewer: 'allied', campaign: 'med-1914' });

describe('12 §1 the board drawn from the game\'s own map data', () => {
  it('zone centres ([lon, lat], projected as the map generator did) land where grid arithmetic puts their cells', () => {
    const project = projector(data.board);
    let worst = 0;
    for (const c of Object.values(data.board.cells)) {
      const [r, col] = parseCellId(c.id)!;
      const [gx, gy] = cellCenter(data.board.grid, r, col);
      const [px, py] = project(c.center);
      worst = Math.max(worst, Math.hypot(gx - px, gy - py));
    }
    // The map file rounds [lon, lat] to 4 decimals (about 10 m); a wrong parallel or rotation is off by km.
    expect(worst).toBeLessThan(0.05);
  });

  it('land is cut to the frame: a ring across an edge keeps its inside part, a ring outside vanishes', () => {
    const box = { x0: 0, y0: 0, x1: 10, y1: 10 };
    const cut = clipRing([[-5, 2], [5, 2], [5, 8], [-5, 8]], box);
    expect(Math.min(...cut.map((p) => p[0]))).toBe(0);
    expect(Math.max(...cut.map((p) => p[0]))).toBe(5);
    expect(clipRing([[20, 20], [30, 20], [30, 30]], box)).toEqual([]);
  });

  it('every zone id is written on the map, and a player\'s fleet name is escaped', () => {
    const view = alliedView();
    const named = { ...view, fleets: view.fleets.map((f, i) => (i === 0 ? { ...f, name: '<b>Tom & "Jerry"</b>' } : f)) };
    const svg = drawGwasMap(data, [], named, 'report');
    const missing = Object.keys(data.board.zones).filter((z) => !svg.includes(`>${z}</text>`));
    expect(missing).toEqual([]);
    expect(svg).toContain(esc('<b>Tom & "Jerry"</b>'));
    expect(svg).not.toContain('<b>Tom');
  });

  it('zone ids stand on whole pixels, so the same id text rasterises alike along a row (smaller PNGs)', () => {
    const svg = drawGwasMap(data, [], alliedView(), 'report');
    // Each panel: its viewBox in the board's plane, then its zone ids.
    const panels = [...svg.matchAll(/<svg x="\d+" y="\d+" width="(\d+)" height="(\d+)" viewBox="([-\d. ]+)"[^>]*>(.*?)<\/svg>/g)];
    expect(panels.length).toBe(2);
    let checked = 0;
    for (const [, width, height, box, body] of panels) {
      const [x0, y0, fw, fh] = box.split(' ').map(Number);
      const px = Math.max(fw / Number(width), fh / Number(height));
      const ids = /<g font-size="[\d.]+" fill="#3d5a73" text-anchor="middle">(.*?)<\/g>/.exec(body)![1];
      for (const [, x, y] of ids.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)">/g)) {
        // The SVG writes board units to a tenth (svg.ts num), the id and the viewBox each: here under
        // 0.15 px in all; unsnapped, ids fall anywhere up to half a pixel off.
        for (const [v, o] of [[Number(x), x0], [Number(y), y0]]) expect(Math.abs((v - o) / px - Math.round((v - o) / px))).toBeLessThan(0.15);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(Object.keys(data.board.zones).length);
  });

  it('a crowded overview shows symbols alone; the close-up still names every mark', () => {
    const zones = Object.keys(data.board.zones).sort().slice(0, 40);
    const overlay = (n: number) => ({
      title: 't', subtitle: 's', shades: [], routes: [], legend: [], focus: zones.slice(0, 3),
      marks: zones.slice(0, n).map((zone, i) => ({ zone, symbol: 'circle' as const, color: '#000', label: `fleet-${i}` })),
    });
    const count = (svg: string, label: string) => svg.split(`>${label}</text>`).length - 1;
    const few = drawMap(data.board, gwasBaseLayers(data, []), overlay(OVERVIEW_LABELS_MAX));
    expect(count(few, 'fleet-0')).toBe(2); // overview and close-up
    const many = drawMap(data.board, gwasBaseLayers(data, []), overlay(OVERVIEW_LABELS_MAX + 1));
    expect(count(many, 'fleet-0')).toBe(1); // the close-up alone
  });

  it('a report shows its map before its first section', () => {
    const html = '<html><body><h1>T</h1><p>x</p><h2>Fleets</h2></body></html>';
    expect(withMap(html, 'cid:m@a', 'Map')).toBe('<html><body><h1>T</h1><p>x</p><figure class="map" style="margin: 1em 0;"><img src="cid:m@a" alt="Map" style="max-width: 100%; height: auto; border: 1px solid #888;"></figure>\n<h2>Fleets</h2></body></html>');
  });

  it('admiralty report --map FILE writes the PNG (or SVG) and the HTML report shows it', () => {
    const home = mkdtempSync(join(tmpdir(), 'adm-map-'));
    const run = cli(home);
    expect(run('new', 'camp', '--scenario', 'gwas-mediterranean/goeben-1914', '--seed', 'map-test', '--test').code).toBe(0);
    const png = join(home, 'allied.png');
    const html = run('report', 'camp', '--side', 'allied', '--format', 'html', '--map', png);
    expect(html.code, html.err).toBe(0);
    expect(html.out).toContain('<img src="allied.png"');
    expect(pngSize(readFileSync(png)).width).toBe(2000);
    const svg = join(home, 'orders.svg');
    expect(run('report', 'camp', '--side', 'central', '--orders-form', '--map', svg).code).toBe(0);
    expect(readFileSync(svg, 'utf8')).toMatch(/^<\?xml[^]*<svg[^]*orders for turn 1/);
    const plain = run('report', 'camp', '--side', 'allied', '--format', 'html');
    expect(plain.out).not.toContain('<img');
  });
});
