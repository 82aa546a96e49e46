/**
 * Maps in the pages (issue 12 §1 "Maps", §2 "Pages"): the source `admiralty serve` passes to the
 * pages (src/pages/stored-maps.ts) draws a viewer's map from the JSON report stored for that
 * viewer. A player's token fetches his own side's map and no other; the moderator's, the umpire's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagesApp } from '../../src/pages/app.js';
import { storedMaps, type StoredMaps } from '../../src/pages/stored-maps.js';
import { mapSvgFor } from '../../src/pipeline/maps.js';
import { pagesFixture, type PagesFixture } from './fixture.js';

let f: PagesFixture;
let maps: StoredMaps;
beforeEach(() => { f = pagesFixture(); maps = storedMaps(); });
afterEach(() => f.h.close());

const get = async (path: string): Promise<{ status: number; body: string; type: string | null; csp: string | null }> => {
  const res = await pagesApp(f.h.ctx, { maps }).request(path);
  return { status: res.status, body: await res.text(), type: res.headers.get('content-type'), csp: res.headers.get('content-security-policy') };
};

const resolveTurn1 = async (): Promise<void> => { await f.centralOrders(); await f.alliedOrders(); };

describe('12 §2 the pages show each reader his map', () => {
  it("a player's turn page links his map, and the .svg is his side's map drawn from his stored view", async () => {
    await resolveTurn1();
    const page = await get(`/p/${f.allied}/turn/1`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<img src="/p/${f.allied}/map/1.svg"`);
    expect(page.body).not.toContain('map not available');
    const svg = await get(`/p/${f.allied}/map/1.svg`);
    expect(svg.status).toBe(200);
    expect(svg.type).toBe('image/svg+xml; charset=utf-8');
    expect(svg.csp).toContain("default-src 'none'");
    expect(svg.body).toBe(mapSvgFor(f.h.ctx.store, 'med', 'allied', 'report', 1));
    expect(svg.body).toContain('Allied');
  });

  it("fog: the other seat's token gets its own map, never this one; no path of a player's token reaches another's", async () => {
    await resolveTurn1();
    const allied = (await get(`/p/${f.allied}/map/1.svg`)).body;
    const central = (await get(`/p/${f.central}/map/1.svg`)).body;
    expect(central).toBe(mapSvgFor(f.h.ctx.store, 'med', 'central', 'report', 1));
    expect(central).not.toBe(allied);
    const umpire = mapSvgFor(f.h.ctx.store, 'med', 'umpire', 'report', 1);
    expect(central).not.toBe(umpire);
    // The moderator's map route is the umpire's, and a player's token does not open it.
    expect((await get(`/m/${f.mod}/c/med/map/1.svg`)).body).toBe(umpire);
    for (const p of [`/m/${f.central}/c/med/map/1.svg`, `/p/${f.central}/map/allied/1.svg`, `/p/${f.central}/map/1.svg?viewer=allied`, `/p/${f.central}/map/..%2Fallied%2F1.svg`]) {
      const r = await get(p);
      expect(r.body, p).not.toBe(allied);
      expect(r.body, p).not.toBe(umpire);
    }
  });

  it("the map follows the seat's stored JSON report: an edited stored view is what is drawn (and the cached picture is dropped)", async () => {
    await resolveTurn1();
    const before = (await get(`/p/${f.allied}/map/1.svg`)).body;
    expect(before).toContain('Campaign med,');
    const row = f.h.ctx.store.getReport('med', 1, 'allied', 'json')!;
    f.h.ctx.store.insertReport({ ...row, body: row.body.replace('"campaign": "med"', '"campaign": "med-as-stored"') });
    const after = (await get(`/p/${f.allied}/map/1.svg`)).body;
    expect(after).toContain('Campaign med-as-stored,');
    expect(maps.drawn()).toBe(2);
  });

  it('a page and its image draw the picture once (cached per campaign, viewer and turn)', async () => {
    await resolveTurn1();
    await get(`/p/${f.allied}/turn/1`);
    await get(`/p/${f.allied}/map/1.svg`);
    expect(maps.drawn()).toBe(1);
    await get(`/p/${f.central}/turn/1`);
    await get(`/p/${f.central}/map/1.svg`);
    await get(`/m/${f.mod}/c/med/turn/1`);
    await get(`/m/${f.mod}/c/med/map/1.svg`);
    expect(maps.drawn()).toBe(3);
  });

  it('a stored report the drawing cannot read: the page still shows, "map not available", and the failure is told', async () => {
    await resolveTurn1();
    const failed: string[] = [];
    maps = storedMaps({ failed: (r, e) => failed.push(`${r.campaign}/${r.viewer}/${r.turn}: ${e.name}`) });
    const row = f.h.ctx.store.getReport('med', 1, 'allied', 'json')!;
    f.h.ctx.store.insertReport({ ...row, body: '{"not": "a view"' });
    const page = await get(`/p/${f.allied}/turn/1`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('map not available');
    expect(failed).toEqual(['med/allied/1: SyntaxError']);
    expect((await get(`/p/${f.central}/map/1.svg`)).status).toBe(200);
  });

  it('no report, no map: a turn not resolved is a 404 with "map not available"', async () => {
    const r = await get(`/p/${f.allied}/map/1.svg`);
    expect([r.status, r.body]).toEqual([404, 'map not available']);
  });
});
