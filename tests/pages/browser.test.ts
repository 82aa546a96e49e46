/**
 * The pages end to end in headless Chromium (Debian's, driven by playwright-core; issue 12 §2):
 * the moderator's and a player's pages load, show the right state after orders arrive and after
 * the turn resolves, show the deadline in the reader's zone, and refuse a missing or wrong token
 * and another player's token; the maps load as images (past the pages' CSP). A screenshot of each
 * page goes to tmp/screenshots/.
 *
 * Without /usr/bin/chromium the tests are skipped with a message (tests/support/fixture.ts),
 * except under CI=true, where .ci/run installs the browser and its absence fails.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startPages, type PagesServer } from '../../src/pages/server.js';
import { storedMaps } from '../../src/pages/stored-maps.js';
import { fixtureGate } from '../support/fixture.js';
import { pagesFixture, type PagesFixture } from './fixture.js';

const CHROMIUM = '/usr/bin/chromium';
const SHOTS = join(import.meta.dirname, '../../tmp/screenshots');

describe('the pages in headless Chromium', () => {
  // Skipped with a message where Chromium is absent; under CI=true (.ci/run installs it) a failure.
  if (!fixtureGate(CHROMIUM, "Debian's Chromium (apt-get install chromium)")) return;
  let f: PagesFixture;
  let server: PagesServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const { chromium } = await import('playwright-core');
    f = pagesFixture();
    server = await startPages(f.h.ctx, { host: '127.0.0.1', port: 0 }, { maps: storedMaps() });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    // The reader is in New York: the moderator's deadline must be shown in his zone.
    context = await browser.newContext({ timezoneId: 'America/New_York', viewport: { width: 1100, height: 800 } });
    page = await context.newPage();
    mkdirSync(SHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    f?.h.close();
  });

  const open = async (path: string, shot?: string): Promise<number> => {
    const res = await page.goto(`${server.origin}${path}`);
    if (shot) await page.screenshot({ path: join(SHOTS, `${shot}.png`), fullPage: true });
    return res!.status();
  };
  const text = (sel: string): Promise<string> => page.locator(sel).innerText();
  /** The page's map (12 §1) is an image the browser fetched and decoded: it has pixels, at the map's width. */
  const expectMapLoaded = async (src: string, alt: string): Promise<void> => {
    const img = page.locator('figure.map img');
    expect(await img.getAttribute('src')).toBe(src);
    expect(await img.getAttribute('alt')).toContain(alt);
    await img.evaluate((e: HTMLImageElement) => (e.complete ? undefined : new Promise((done) => { e.onload = done; e.onerror = done; })));
    expect(await img.evaluate((e: HTMLImageElement) => [e.complete, e.naturalWidth])).toEqual([true, 2000]);
    expect(await page.locator('p.nomap').count()).toBe(0);
  };

  it("the moderator's overview loads, with the deadline in the reader's zone and no orders in", async () => {
    expect(await open(`/m/${f.mod}`, 'moderator-overview')).toBe(200);
    expect(await page.title()).toBe('Campaigns · Admiralty');
    expect(await text('tr[data-campaign="med"] td.orders-in')).toBe('0 of 2');
    // The stylesheet and the script came from the same origin under the token, past the CSP.
    expect(await page.locator('h1').evaluate((e) => getComputedStyle(e).fontSize)).toBe('24px');
    const due = new Date(f.h.ctx.store.getDeadline('med', 1)!.dueAt);
    const shown = await text('tr[data-campaign="med"] time');
    expect(shown).toMatch(/\(America\/New_York, your zone\)$/);
    const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(due);
    expect(shown).toContain(hour);
  });

  it("a player's page loads: his turn and deadline, no orders yet", async () => {
    expect(await open(`/p/${f.central}`, 'player-before-orders')).toBe(200);
    expect(await text('.orders-state')).toBe('No valid orders from you for turn 1 yet.');
  });

  it('after orders arrive: the moderator sees the seat in with its receipt, the player his own orders', async () => {
    await f.centralOrders();
    const digest = f.h.ctx.store.latestValidSubmission('med', 'central', 1)!.digest!;
    expect(await open(`/m/${f.mod}/c/med`, 'moderator-campaign-orders-in')).toBe(200);
    expect(await text('p.orders-in')).toBe('1 of 2 asked seat(s) have valid orders in.');
    expect(await text('tr[data-seat="central"] td.orders')).toContain(`sha256:${digest}`);
    expect(await text('tr[data-seat="allied"] td.orders')).toBe('none yet');
    expect(await open(`/p/${f.central}`, 'player-orders-in')).toBe(200);
    expect(await text('.orders-state')).toContain(`sha256:${digest}`);
    await page.locator('.orders-state summary').click();
    expect(await text('.orders-state details pre')).toContain('-----BEGIN ADMIRALTY RECEIPT-----');
    // The other player's page says nothing of it.
    expect(await open(`/p/${f.allied}`)).toBe(200);
    expect(await page.content()).not.toContain(digest);
    expect(await text('.orders-state')).toBe('No valid orders from you for turn 1 yet.');
  });

  it('after the turn resolves: turn 2, the turn replays to its digest, the reports and the maps', async () => {
    await f.alliedOrders();
    expect(await open(`/m/${f.mod}/c/med`, 'moderator-campaign-resolved')).toBe(200);
    expect(await text('p.summary')).toContain('turn 2');
    expect(await text('tr[data-turn="1"] td:last-child')).toBe('ok');
    await page.locator('tr[data-turn="1"] a').click();
    expect(page.url()).toBe(`${server.origin}/m/${f.mod}/c/med/turn/1`);
    expect(await page.locator('article.report').count()).toBe(3);
    await expectMapLoaded(`/m/${f.mod}/c/med/map/1.svg`, "umpire's map");
    await page.screenshot({ path: join(SHOTS, 'moderator-turn.png'), fullPage: true });
    expect(await open(`/p/${f.allied}`)).toBe(200);
    await page.locator('ul.reports a', { hasText: 'Turn 1' }).click();
    expect(await page.locator('pre.report').textContent()).toBe(f.h.ctx.store.getReport('med', 1, 'allied', 'text')!.body);
    await expectMapLoaded(`/p/${f.allied}/map/1.svg`, "allied's map");
    await page.screenshot({ path: join(SHOTS, 'player-turn.png'), fullPage: true });
    // The top of the page as a reader first sees it (the README's picture, docs/images/pages-player-map.png).
    await page.screenshot({ path: join(SHOTS, 'player-turn-top.png') });
  });

  it('a quarantined mail is read as text: its script does not run', async () => {
    await f.stranger('<script>document.title = "owned"</script><b>bold?</b>');
    expect(await open(`/m/${f.mod}`)).toBe(200);
    await page.locator('table.quarantine a', { hasText: 'read as text' }).click();
    await page.screenshot({ path: join(SHOTS, 'moderator-quarantined-mail.png'), fullPage: true });
    expect(await page.title()).toMatch(/^Quarantined mail \d+ · Admiralty$/);
    expect(await text('pre.raw-mail')).toContain('<script>document.title = "owned"</script><b>bold?</b>');
    expect(await page.locator('main b').count()).toBe(0);
  });

  it('refuses a missing or wrong token, and another player\'s token, with a bare 404', async () => {
    const wrong = f.central.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const path of ['/', '/m/', '/p/', `/p/${wrong}`, `/m/${wrong}`, `/m/${f.central}`, `/m/${f.allied}/c/med`, `/p/${f.mod}`]) {
      expect(await open(path), path).toBe(404);
      expect(await page.locator('body').innerText(), path).toBe('Not found');
    }
    await page.screenshot({ path: join(SHOTS, 'refused.png') });
    // A player's token opens his own pages only: the allied link shows the allied seat, never central's.
    expect(await open(`/p/${f.allied}`)).toBe(200);
    expect(await text('p.summary')).toContain('you play allied');
    expect(await page.content()).not.toMatch(/central/i);
  });
});
