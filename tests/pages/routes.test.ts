/**
 * The pages' routes through Hono's app.request (issue 12 §2): what the moderator and each player
 * see as a campaign runs, and what everyone else gets (a bare 404). Browser tests: browser.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pagesApp } from '../../src/pages/app.js';
import type { MapRequest, MapSource } from '../../src/pages/map-source.js';
import { campaignData } from '../mail/harness.js';
import { esc, pagesFixture, unesc, type PagesFixture } from './fixture.js';

let f: PagesFixture;
beforeEach(() => { f = pagesFixture(); });
afterEach(() => f.h.close());

const get = async (path: string, maps?: MapSource): Promise<{ status: number; body: string; headers: Headers }> => {
  const res = await pagesApp(f.h.ctx, { maps }).request(path);
  return { status: res.status, body: await res.text(), headers: res.headers };
};

describe('security: no page without a token, nothing writable, headers on every answer', () => {
  it('a missing, malformed, wrong or misplaced token gets the same bare 404', async () => {
    const wrong = f.mod.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    const paths = ['/', '/m', '/m/', '/p/', `/m/${wrong}`, `/p/${wrong}`, '/m/not-a-token', `/m/${f.mod.toUpperCase()}`,
      // a player's token is not the moderator's, nor the moderator's a player's
      `/m/${f.allied}`, `/p/${f.mod}`, `/m/${f.central}/c/med`, `/p/${f.mod}/turn/0`, `/m/${wrong}/assets/pages.css`];
    for (const p of paths) {
      const r = await get(p);
      expect([p, r.status, r.body]).toEqual([p, 404, 'Not found']);
      expect(r.headers.get('x-frame-options'), p).toBe('DENY');
    }
  });

  it('GET and HEAD only: any other method is 405 before a token is even looked at', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await pagesApp(f.h.ctx).request(`/m/${f.mod}`, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.text()).toBe('Method not allowed');
    }
    const head = await pagesApp(f.h.ctx).request(`/m/${f.mod}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('every page forbids framing, sniffing, referrers and caching, and allows only its own origin', async () => {
    for (const p of [`/m/${f.mod}`, `/m/${f.mod}/c/med`, `/p/${f.allied}`, `/p/${f.allied}/assets/pages.css`, '/nowhere']) {
      const { headers } = await get(p);
      expect(headers.get('x-frame-options'), p).toBe('DENY');
      expect(headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(headers.get('referrer-policy'), p).toBe('no-referrer');
      expect(headers.get('cache-control'), p).toBe('no-store');
      expect(headers.get('content-security-policy'), p).toContain("frame-ancestors 'none'");
      expect(headers.get('content-security-policy'), p).toContain("default-src 'none'");
    }
  });

  it('a replaced player (generation + 1) loses his old link; the new one works', async () => {
    const old = f.allied;
    const pm = f.h.ctx.store.getPlayerMail('med', 'allied');
    f.h.ctx.store.upsertPlayerMail({ ...pm, generation: pm.generation + 1 });
    expect((await get(`/p/${old}`)).status).toBe(404);
    const { secretsFor } = await import('../../src/daemon/mailer.js');
    expect((await get(`/p/${secretsFor(f.h.ctx, 'med', 'allied').token}`)).status).toBe(200);
  });

  it('a quarantined mail is shown escaped, as text: its markup never reaches the page as markup', async () => {
    await f.stranger('<script>alert("x")</script><img src=x onerror=alert(1)>');
    const home = await get(`/m/${f.mod}`);
    expect(home.body).toContain('mallory@evil.test');
    const id = /href="\/m\/[a-z2-7]+\/mail\/(\d+)"/.exec(home.body)?.[1];
    expect(id).toBeDefined();
    const mail = await get(`/m/${f.mod}/mail/${id}`);
    expect(mail.status).toBe(200);
    expect(mail.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(mail.body).not.toContain('<script>alert');
    expect(mail.body).not.toContain('<img src=x');
    expect(mail.body).toContain('Subject: hello &lt;b&gt;there&lt;/b&gt;');
    // A mail id that is not quarantined (or not a number) is no page.
    expect((await get(`/m/${f.mod}/mail/9999`)).status).toBe(404);
    expect((await get(`/m/${f.mod}/mail/1x`)).status).toBe(404);
  });
});

describe("the moderator's pages", () => {
  it('list his campaign with its turn, deadline (ISO, for the viewer\'s zone) and no orders in yet', async () => {
    const r = await get(`/m/${f.mod}`);
    expect(r.status).toBe(200);
    const due = f.h.ctx.store.getDeadline('med', 1)!.dueAt;
    expect(r.body).toContain('<tr data-campaign="med">');
    expect(r.body).toContain(`<time datetime="${new Date(Date.parse(due)).toISOString()}" data-local>`);
    expect(r.body).toContain('<td class="orders-in">0 of 2</td>');
    expect(r.body).toContain('Moderator (mod@game.test)');
  });

  it('show which seats have sent orders, with the receipt the acknowledgement carried, after orders arrive', async () => {
    await f.centralOrders();
    const sub = f.h.ctx.store.latestValidSubmission('med', 'central', 1)!;
    const r = await get(`/m/${f.mod}/c/med`);
    expect(r.body).toContain('1 of 2 asked seat(s) have valid orders in.');
    const central = r.body.split('<tr data-seat="central">')[1]!.split('</tr>')[0]!;
    expect(central).toContain(`sha256:${sub.digest}`);
    expect(central).toContain('-----BEGIN ADMIRALTY RECEIPT-----');
    const allied = r.body.split('<tr data-seat="allied">')[1]!.split('</tr>')[0]!;
    expect(allied).toContain('none yet');
    // The acknowledgement's receipt block is the one shown (Ed25519 signs deterministically).
    const ack = (await f.h.parsed('karl@example.org')).find((m) => m.subject?.includes('accepted'))!;
    const block = /-----BEGIN ADMIRALTY RECEIPT-----[\s\S]*?-----END ADMIRALTY RECEIPT-----/.exec(ack.text!)![0];
    expect(central).toContain(esc(block));
    // The mail sent, with its status.
    expect(r.body).toMatch(/<td>ack<\/td><td>karl@example\.org<\/td><td>1<\/td><td>sent<\/td>/);
  });

  it('after the turn resolves: turn 2, every turn replays to its digest, every viewer\'s report and the map slot', async () => {
    await f.centralOrders();
    await f.alliedOrders();
    expect(f.h.ctx.store.getCampaign('med')!.turn).toBe(2);
    const r = await get(`/m/${f.mod}/c/med`);
    expect(r.body).toContain('turn 2');
    const j = f.h.ctx.store.getJournal('med', 1)!;
    const row = r.body.split('<tr data-turn="1">')[1]!.split('</tr>')[0]!;
    expect(row).toContain(j.digestAfter.slice(0, 16));
    expect(row).toContain('<td class="ok">ok</td>');
    expect(r.body.split('<tr data-turn="0">')[1]!.split('</tr>')[0]).toContain('<td class="ok">ok</td>');
    const t = await get(`/m/${f.mod}/c/med/turn/1`);
    for (const viewer of ['allied', 'central', 'umpire']) {
      const body = f.h.ctx.store.getReport('med', 1, viewer, 'text')!.body;
      const shown = t.body.split(`data-viewer="${viewer}"`)[1]!.split('</article>')[0]!;
      expect(unesc(shown.split('<pre>')[1]!.split('</pre>')[0]!)).toBe(body);
    }
    expect(t.body).toContain('map not available');
    expect((await get(`/m/${f.mod}/c/med/map/1.svg`)).status).toBe(404);
    expect((await get(`/m/${f.mod}/c/med/turn/7`)).status).toBe(404);
  });

  it('a turn whose journal was tampered with is shown as not replaying to its digest', async () => {
    await f.centralOrders();
    await f.alliedOrders();
    const db = (f.h.ctx.store as unknown as { db: { prepare(s: string): { run(...a: unknown[]): void } } }).db;
    db.prepare("UPDATE journal SET digest_after = 'ffff' || substr(digest_after, 5) WHERE campaign = 'med' AND turn = 1").run();
    const r = await get(`/m/${f.mod}/c/med`);
    expect(r.body.split('<tr data-turn="1">')[1]!.split('</tr>')[0]).toContain('<td class="bad">differs');
  });

  it('show mail delivery: a send that failed and waits to retry, with its error; a bounce, and the seat marked bouncing', async () => {
    const pending = f.h.ctx.store.listOutbox({ campaign: 'med', status: 'pending' }).find((o) => o.recipient === 'ann@example.org')!;
    f.h.ctx.store.markOutboxAttempt(pending.messageId, '451 4.3.0 <try later> & again', '1914-08-03T06:01:00.000Z');
    const bounce = [
      'From: Mail Delivery System <MAILER-DAEMON@example.org>', 'To: referee@game.test', 'Subject: Undelivered Mail', 'Message-ID: <b1@example.org>',
      'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=delivery-status; boundary="B"', '', '--B', 'Content-Type: text/plain', '', 'failed', '--B',
      'Content-Type: message/delivery-status', '', 'Reporting-MTA: dns; example.org', '', 'Final-Recipient: rfc822; ann@example.org', 'Action: failed', 'Status: 5.1.1', '--B--', '',
    ].join('\r\n');
    await f.h.drop(bounce);
    const c = await get(`/m/${f.mod}/c/med`);
    // The clock has not reached the retry: the mail waits, with its attempt, next try and error.
    expect(c.body).toContain('<tr class="out-pending"><td>1914-08-03 06:00:00 UTC</td><td>briefing</td><td>ann@example.org</td><td>1</td><td>pending</td><td>1</td><td>1914-08-03 06:01:00 UTC</td><td>451 4.3.0 &lt;try later&gt; &amp; again</td></tr>');
    expect(c.body.split('<tr data-seat="allied">')[1]!.split('</tr>')[0]).toContain('bouncing');
    const home = await get(`/m/${f.mod}`);
    const bounces = home.body.split('<table class="bounces">')[1]!.split('</table>')[0]!;
    expect(bounces).toContain('mailer-daemon@example.org');
    expect(bounces).toContain('ann@example.org');
  });

  it('show a paused campaign as paused, its deadline to move when it resumes', async () => {
    const row = f.h.ctx.store.getCampaign('med')!;
    f.h.ctx.store.updateCampaignState('med', row.turn, 'paused', row.stateJson);
    const r = await get(`/m/${f.mod}/c/med`);
    expect(r.body).toContain('<span class="status-paused">paused</span>');
    expect(r.body).toContain('<strong>paused</strong>: the deadline moves when the campaign resumes');
  });

  it("see only the campaigns they moderate", async () => {
    const data = campaignData();
    const first = (data.campaigns as Record<string, unknown>[])[0]!;
    const second = { ...first, id: 'adriatic', moderator: 'other@game.test', players: {
      allied: { name: 'Al', email: 'al@example.org' }, central: { name: 'Cy', email: 'cy@example.org' } } };
    f.h.close();
    f = pagesFixture({ ...data, campaigns: [first, second] });
    const { moderatorSecrets } = await import('../../src/daemon/mailer.js');
    const mine = await get(`/m/${f.mod}`);
    expect(mine.body).toContain('data-campaign="med"');
    expect(mine.body).not.toContain('adriatic');
    expect((await get(`/m/${f.mod}/c/adriatic`)).status).toBe(404);
    const other = await get(`/m/${moderatorSecrets(f.h.ctx, 'adriatic').token}`);
    expect(other.body).toContain('data-campaign="adriatic"');
    expect(other.body).not.toContain('data-campaign="med"');
  });
});

describe("each player's pages", () => {
  it('show his turn, the deadline in his own zone, and that his orders are not in yet', async () => {
    const a = await get(`/p/${f.allied}`);
    expect(a.status).toBe(200);
    expect(a.body).toContain('you play <strong>allied</strong>');
    expect(a.body).toContain('(Europe/London)');
    expect(a.body).not.toContain('Europe/Berlin');
    expect(a.body).toContain('No valid orders from you for turn 1 yet.');
    const c = await get(`/p/${f.central}`);
    expect(c.body).toContain('(Europe/Berlin)');
  });

  it('show his own orders and receipt after they arrive, and nothing of the other seat', async () => {
    await f.centralOrders();
    const digest = f.h.ctx.store.latestValidSubmission('med', 'central', 1)!.digest!;
    const c = await get(`/p/${f.central}`);
    expect(c.body).toContain('Your orders for turn 1 are in');
    expect(c.body).toContain(`sha256:${digest}`);
    expect(c.body).toContain('-----BEGIN ADMIRALTY RECEIPT-----');
    const a = await get(`/p/${f.allied}`);
    expect(a.body).toContain('No valid orders from you for turn 1 yet.');
    expect(a.body).not.toContain(digest);
    expect(a.body).not.toMatch(/central/i);
    expect(a.body).not.toContain('karl@example.org');
  });

  it('show his reports turn by turn after the turn resolves, never another side\'s or the umpire\'s', async () => {
    await f.centralOrders();
    await f.alliedOrders();
    const home = await get(`/p/${f.allied}`);
    expect(home.body).toContain(`href="/p/${f.allied}/turn/1">Turn 1</a>`);
    expect(home.body).toContain(`href="/p/${f.allied}/turn/0">Opening briefing</a>`);
    const mine = f.h.ctx.store.getReport('med', 1, 'allied', 'text')!.body;
    const theirs = f.h.ctx.store.getReport('med', 1, 'central', 'text')!.body;
    const umpire = f.h.ctx.store.getReport('med', 1, 'umpire', 'text')!.body;
    expect(mine).not.toBe(theirs);
    const t = await get(`/p/${f.allied}/turn/1`);
    const pre = t.body.split('<pre class="report">')[1]!.split('</pre>')[0]!;
    expect(unesc(pre)).toBe(mine);
    expect(unesc(pre)).not.toBe(umpire);
    expect(t.body).toContain('map not available');
    expect((await get(`/p/${f.allied}/turn/5`)).status).toBe(404);
  });
});

describe("a player's link reaches nothing of another seat", () => {
  it('every page and asset reachable from his page is free of the other side\'s token, address, digests and reports', async () => {
    await f.centralOrders();
    await f.alliedOrders();
    const store = f.h.ctx.store;
    const forbidden = [
      f.central, f.mod, 'karl@example.org', 'mod@game.test',
      ...store.listSubmissions('med').filter((s) => s.seat === 'central').map((s) => s.digest!),
      ...store.listReports('med').filter((r) => r.viewer !== 'allied' && r.format === 'text').map((r) => esc(r.body)),
    ];
    const seen = new Set<string>();
    const queue = [`/p/${f.allied}`];
    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const r = await get(path);
      expect(r.status, path).toBe(200);
      for (const x of forbidden) expect(r.body.includes(x), `${path} shows ${x.slice(0, 40)}`).toBe(false);
      for (const m of r.body.matchAll(/(?:href|src)="([^"]+)"/g)) if (m[1]!.startsWith('/')) queue.push(m[1]!);
    }
    // The crawl went everywhere a player can go: home, both reports, the stylesheet and the script.
    expect([...seen].map((p) => p.replace(f.allied, 'T')).sort()).toEqual(['/p/T', '/p/T/assets/local-time.js', '/p/T/assets/pages.css', '/p/T/turn/0', '/p/T/turn/1']);
  });
});

describe('the map slot (src/pages/map-source.ts)', () => {
  it("asks for the viewer's own map (his side; the umpire's for the moderator) and serves it as a script-free SVG", async () => {
    await f.centralOrders();
    await f.alliedOrders();
    const asked: string[] = [];
    const maps: MapSource = { svg: (r: MapRequest) => { asked.push(`${r.campaign}/${r.viewer}/${r.turn}`); return `<svg xmlns="http://www.w3.org/2000/svg"><text>${r.viewer}</text></svg>`; } };
    const page = await get(`/p/${f.central}/turn/1`, maps);
    expect(page.body).toContain(`<img src="/p/${f.central}/map/1.svg"`);
    expect(page.body).not.toContain('map not available');
    const svg = await get(`/p/${f.central}/map/1.svg`, maps);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(svg.headers.get('content-security-policy')).not.toContain('script-src');
    expect(svg.body).toContain('<text>central</text>');
    const umpire = await get(`/m/${f.mod}/c/med/map/1.svg`, maps);
    expect(umpire.body).toContain('<text>umpire</text>');
    expect(asked).toEqual(['med/central/1', 'med/central/1', 'med/umpire/1']);
    expect((await get(`/p/${f.central}/map/1.png`, maps)).status).toBe(404);
  });
});
