/**
 * "Draw one seat's map" (issue 12 §1; goal: under 1 s a seat): a seat's view to the PNG a report
 * mail carries (SVG drawn, then rendered by resvg and written in a palette), timed apart from the
 * first picture of the process, which also renders the overview's base once (it is reused by
 * every later picture). Each line prints the PNG's size (goal: ≤ 250 KB); for Great War at Sea
 * also what its overview and its close-up (with the legend) take of it, and the size of a report
 * mail with both its pictures (goal: ≤ 600 KB). Figures only: nothing is asserted.
 * On goeben-1914 after three turns, one seat of each other game, and on a store's campaign when
 * one is given (the stress one).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { Resvg } from '@resvg/resvg-js';
import { simpleParser } from 'mailparser';
import { encodeIndexedPng } from '../src/pipeline/png-encode.js';
import type { Store } from '../src/store/types.js';
import type { GameEvent } from '../src/kernel/events.js';
import { adapterFor } from '../src/pipeline/campaign.js';
import { mapPngFor } from '../src/pipeline/maps.js';
import { MAP_COLOURS, mapFonts, svgColours, svgToPng } from '../src/pipeline/map-png.js';
import { toPalette } from '../src/pipeline/png-palette.js';
import { landOf } from '../src/pipeline/map-land.js';
import { DEFAULT_GAMES_ROOT } from '../src/data/load.js';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const ms = (x: number) => `${x.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 10);

function timed(label: string, draw: () => Buffer, extra = ''): void {
  const first = performance.now();
  const png = draw();
  const firstMs = performance.now() - first;
  const runs: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    draw();
    const used = process.cpuUsage(c);
    runs.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  const size = `${png.readUInt32BE(16)}×${png.readUInt32BE(20)}`;
  // CPU time as well: on a shared machine the wall clock waits for other work, the CPU time does not.
  console.log(`  ${label}: median ${ms(median(runs))} (CPU ${ms(median(cpu))}), p95 ${ms(p95(runs))} of ${RUNS} (goal < 1 s a seat); PNG ${kb(png.length)} ${size} (goal ≤ 250 KB)${extra}${firstMs > median(runs) * 1.5 ? `; the process's first picture ${ms(firstMs)}` : ''}`);
}

/**
 * What the overview and the rest (close-up, legend, battle board) take of a map PNG: the picture
 * in its palette, each band of rows deflated alone as the PNG writer does (a band's share, not
 * bytes that add up exactly). The overview is the first nested panel of the SVG.
 */
function bands(svg: string, timing = false): string {
  const panel = /<svg x="0" y="(\d+)" width="\d+" height="(\d+)"/.exec(svg);
  if (!panel) return '';
  const files = mapFonts();
  const t0 = performance.now();
  const img = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: files, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' }, shapeRendering: 2, textRendering: 1, imageRendering: 1 }).render();
  const t1 = performance.now();
  const indexed = toPalette(img.pixels, { max: MAP_COLOURS, keep: svgColours(svg) });
  const t2 = performance.now();
  encodeIndexedPng(img.width, img.height, indexed);
  const t3 = performance.now();
  const rgba = img.asPng();
  const t4 = performance.now();
  const { indices } = indexed;
  // Where the time goes, once (the load of a shared machine moves every figure alike).
  const split = timing ? `; of one picture: render ${ms(t1 - t0)}, palette ${ms(t2 - t1)}, PNG writing ${ms(t3 - t2)} (resvg's own RGBA PNG would be ${kb(rgba.length)} in ${ms(t4 - t3)})` : '';
  const band = (y0: number, y1: number): number => {
    const raw = Buffer.alloc((y1 - y0) * (img.width + 1));
    for (let y = y0; y < y1; y++) raw.set(indices.subarray(y * img.width, (y + 1) * img.width), (y - y0) * (img.width + 1) + 1);
    return deflateSync(raw, { level: 8 }).length;
  };
  const end = Number(panel[1]) + Number(panel[2]);
  return `: title and overview ${kb(band(0, end))}, close-up and legend ${kb(band(end, img.height))}${split}`;
}

/** One seat's picture of each other game: a seeded game of the conformance players (tests/maps/), after some exchanges. */
async function otherGames(): Promise<void> {
  const { randomGame } = await import('../tests/maps/bismarck-games.js');
  const { stbPictureBattle } = await import('../tests/maps/stb-battle.js');
  const meta = { campaign: 'bench-map', deadline: null };
  console.log("draw one seat's map of the other games (view → SVG → PNG):");
  for (const [game, scenario, seed, at, seat] of [['bismarck1979', 'denmark-strait', 'denmark-strait-d', 4, 'british'], ['bismarck1962', 'last-days', 'last-days-a', 24, 'blue']] as const) {
    const adapter = adapterFor(game);
    const snap = randomGame(game, scenario, seed)[at];
    const view = adapter.view(snap.state, snap.events, seat, meta);
    timed(`${adapter.name}, ${scenario}, ${seat} report map`, () => svgToPng(adapter.maps!.draw(view, 'report', { raster: svgToPng })));
  }
  const stb = adapterFor('sink-the-bismarck');
  const { state, events } = stbPictureBattle();
  const view = stb.view(state, events, 'british/admiral', meta);
  timed('Sink the Bismarck!, Battle 2 hand 1, British Admiral tactical picture', () => svgToPng(stb.maps!.draw(view, 'report')));
}

/** The report mails of goeben-1914's turn 1 with maps on, as the daemon writes them to the local mail folder. */
async function mailSizes(): Promise<void> {
  const { campaignData, makeHarness } = await import('../tests/mail/harness.js');
  const { modProcess } = await import('../src/daemon/moderator.js');
  const data = campaignData();
  const h = makeHarness({ ...data, mail: { ...(data.mail as object), maps: true } });
  try {
    await h.tick();
    modProcess(h.ctx, 'med', 'bench');
    await h.tick();
    console.log('a report mail with its pictures (goeben-1914, turn 1; goal ≤ 600 KB):');
    for (const [seat, address] of [['allied', 'ann@example.org'], ['central', 'karl@example.org']] as const) {
      for (const file of h.outbox(address)) {
        const mail = await simpleParser(readFileSync(file));
        if (!/turn 1 report/.test(mail.subject ?? '')) continue;
        const parts = mail.attachments.map((a) => `${a.filename} ${kb(a.size)}`).join(', ');
        console.log(`  ${seat}: ${kb(statSync(file).size)} (${parts}; base64 adds a third)`);
      }
    }
  } finally {
    h.close();
  }
}

/** A seat's map of a store's campaign (the stress one: many fleets, many courses). */
export function storeMapBenchmark(store: Store, campaign: string): void {
  console.log(`draw one seat's map (the campaign '${campaign}', from its stored view):`);
  timed('Allied report map', () => mapPngFor(store, campaign, 'allied', 'report')!);
}

export async function mapBenchmark(): Promise<void> {
  const adapter = adapterFor('gwas-mediterranean');
  const land = landOf(join(DEFAULT_GAMES_ROOT, adapter.id));
  const svgOf = (view: object, kind: 'report' | 'orders') => adapter.maps!.draw(view, kind, { raster: svgToPng, land });
  let state = adapter.setup('goeben-1914');
  const events: GameEvent[] = [];
  if (adapter.opening) { const o = adapter.opening(state, 'bench-map:0'); state = o.state; events.push(...o.events); }
  for (let t = 1; t <= 3; t++) { const r = adapter.resolve(state, {}, `bench-map:${t}`); state = r.state; events.push(...r.events); }
  const meta = { campaign: 'bench-map', deadline: null };
  console.log("draw one seat's map (goeben-1914 after 3 turns, view → SVG → PNG):");
  const seats: [string, string, 'report' | 'orders'][] = [...adapter.sides.map((s): [string, string, 'report'] => [`${s} report map`, s, 'report']), ['central orders map', 'central', 'orders'], ["umpire's map", 'umpire', 'report']];
  for (const [label, seat, kind] of seats) {
    const view = adapter.view(state, events, seat, meta);
    timed(label, () => svgToPng(svgOf(view, kind)), bands(svgOf(view, kind), seat === 'allied'));
  }
  await otherGames();
  await mailSizes();
}
