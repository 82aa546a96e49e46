/**
 * "Draw one seat's map" (issue 12 §1; goal: under 1 s a seat): a seat's view to the PNG a report
 * mail carries (SVG drawn, then rendered by resvg), timed apart from the first picture of the
 * process, which also renders the overview's base once (it is reused by every later picture).
 * On goeben-1914 after three turns, and on a store's campaign when one is given (the stress one).
 */
import { performance } from 'node:perf_hooks';
import type { Store } from '../src/store/types.js';
import type { GameEvent } from '../src/kernel/events.js';
import { adapterFor } from '../src/pipeline/campaign.js';
import { mapPngFor } from '../src/pipeline/maps.js';
import { svgToPng } from '../src/pipeline/map-png.js';
import { landOf } from '../src/pipeline/map-land.js';
import { DEFAULT_GAMES_ROOT } from '../src/data/load.js';
import { join } from 'node:path';

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
const ms = (x: number) => `${x.toFixed(0)} ms`;

const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 10);

function timed(label: string, draw: () => Buffer): void {
  const first = performance.now();
  const bytes = draw().length;
  const firstMs = performance.now() - first;
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    draw();
    runs.push(performance.now() - t);
  }
  console.log(`  ${label}: median ${ms(median(runs))}, p95 ${ms(p95(runs))} of ${RUNS} (goal < 1 s a seat); PNG ${(bytes / 1024).toFixed(0)} KB${firstMs > median(runs) * 1.5 ? `; the process's first picture ${ms(firstMs)}` : ''}`);
}

export function mapBenchmark(store?: Store, campaign?: string): void {
  const adapter = adapterFor('gwas-mediterranean');
  const land = landOf(join(DEFAULT_GAMES_ROOT, adapter.id));
  const draw = (view: object, kind: 'report' | 'orders') => svgToPng(adapter.maps!.draw(view, kind, { raster: svgToPng, land }));
  if (store && campaign) {
    console.log(`draw one seat's map (the campaign '${campaign}', from its stored view):`);
    timed("Allied report map", () => mapPngFor(store, campaign, 'allied', 'report')!);
    return;
  }
  let state = adapter.setup('goeben-1914');
  const events: GameEvent[] = [];
  if (adapter.opening) { const o = adapter.opening(state, 'bench-map:0'); state = o.state; events.push(...o.events); }
  for (let t = 1; t <= 3; t++) { const r = adapter.resolve(state, {}, `bench-map:${t}`); state = r.state; events.push(...r.events); }
  const meta = { campaign: 'bench-map', deadline: null };
  console.log("draw one seat's map (goeben-1914 after 3 turns, view → SVG → PNG):");
  for (const side of adapter.sides) timed(`${side} report map`, () => draw(adapter.view(state, events, side, meta), 'report'));
  timed('central orders map', () => draw(adapter.view(state, events, 'central', meta), 'orders'));
  timed("umpire's map", () => draw(adapter.view(state, events, 'umpire', meta), 'report'));
}
