/**
 * `admiralty serve` with `web:` in its configuration (issue 12 §2): a real process serves the
 * pages beside the daemon on the address configured, the moderator's link in his mail opens his
 * page, and SIGTERM still stops everything cleanly (exit 0), the listener included.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { killLeftoverDaemons, LogTail, spawnDaemon } from '../mailstack/daemon.js';

let dir = '';
afterEach(() => { killLeftoverDaemons(); if (dir) rmSync(dir, { recursive: true, force: true }); });

function writeConfig(web: Record<string, unknown>): string {
  dir = mkdtempSync(join(tmpdir(), 'adm-pages-'));
  const config = join(dir, 'admiralty.yaml');
  writeFileSync(config, stringify({
    store: 'admiralty.db',
    mail: { mode: 'local', referee: 'referee@game.test', folder: 'mail', pollMs: 100 },
    web,
    campaigns: [{
      id: 'med', scenario: 'gwas-mediterranean/goeben-1914', seed: 's', moderator: 'mod@game.test',
      players: { allied: { email: 'ann@example.org' }, central: { email: 'karl@example.org' } }, deadline: { every: '48h' },
    }],
  }));
  return config;
}

describe('admiralty serve with web:', () => {
  it('an address already taken stops the start (exit 1) with the address named, before any campaign is set up', async () => {
    const taken = createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', r));
    try {
      const port = (taken.address() as { port: number }).port;
      const config = writeConfig({ listen: `127.0.0.1:${port}` });
      const logFile = join(dir, 'daemon.log');
      const proc = spawnDaemon(config, logFile);
      const tail = new LogTail(logFile);
      const line = await tail.waitFor((l) => l.level === 'error', 120_000);
      expect(String(line.msg)).toContain(`the pages cannot listen on 127.0.0.1:${port} (web.listen): listen EADDRINUSE`);
      // It ends by itself; the kill is only a guard that turns a hang into a failure.
      const guard = setTimeout(() => proc.child.kill('SIGKILL'), 60_000);
      expect(await proc.exited).toEqual({ code: 1, signal: null });
      clearTimeout(guard);
      tail.poll();
      expect(tail.lines.map((l) => String(l.msg))).not.toContain('campaign created');
    } finally { taken.close(); }
  });

  it('serves the pages on the address configured, the mailed link opens them, and SIGTERM stops it all', async () => {
    const config = writeConfig({ listen: '127.0.0.1:0', url: 'http://pages.invalid' });
    const logFile = join(dir, 'daemon.log');
    const proc = spawnDaemon(config, logFile);
    const tail = new LogTail(logFile);
    try {
      const line = await tail.waitFor((l) => String(l.msg).startsWith('pages at '), 120_000);
      const origin = /^pages at (http:\/\/127\.0\.0\.1:\d+)\//.exec(String(line.msg))![1]!;
      await tail.waitFor((l) => l.msg === 'daemon started', 60_000, 0);
      // The welcome mail to the moderator carries his link (web.url) with the token of its Reply-To.
      let link: string | undefined;
      for (let i = 0; i < 200 && !link; i++) {
        const box = join(dir, 'mail/outbox/mod@game.test');
        const files = (() => { try { return readdirSync(box); } catch { return []; } })();
        for (const f of files) link ??= /http:\/\/pages\.invalid(\/m\/[a-z2-7]{20})/.exec(readFileSync(join(box, f), 'utf8'))?.[1];
        if (!link) await new Promise((r) => setTimeout(r, 100));
      }
      expect(link).toBeDefined();
      const page = await fetch(`${origin}${link}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<tr data-campaign="med">');
      // The pages serve maps (12 §1): the umpire's map of the opening, drawn from the stored report.
      const map = await fetch(`${origin}${link}/c/med/map/0.svg`);
      expect([map.status, map.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
      expect(await map.text()).toContain("umpire's map");
      const none = await fetch(`${origin}/`);
      expect([none.status, await none.text(), none.headers.get('x-frame-options')]).toEqual([404, 'Not found', 'DENY']);
    } finally {
      const exit = await proc.stop(60_000);
      expect(exit).toEqual({ code: 0, signal: null });
    }
    tail.poll();
    expect(tail.lines.map((l) => String(l.msg))).toContain('daemon stopped');
  });
});
