/**
 * `web:` in the daemon's configuration (coded ML49xx problems), and the page links the mails
 * carry once `web.url` says where the pages are reached (issue 12 §2).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { configFromData, ConfigError } from '../../src/mail/config.js';
import { campaignData, makeHarness } from '../mail/harness.js';
import { moderatorSecrets, secretsFor } from '../../src/daemon/mailer.js';
import { pagesFixture, type PagesFixture } from './fixture.js';

function config(web: unknown): { web?: unknown; problems: { code: string; message: string }[] } {
  try { return { web: configFromData({ ...campaignData(), web }, '/tmp', '/tmp', {}).web, problems: [] }; } catch (e) {
    if (e instanceof ConfigError) return { problems: [...e.problems] };
    throw e;
  }
}

describe('web: in the configuration', () => {
  it('is optional: without it no pages are served', () => {
    expect(configFromData(campaignData(), '/tmp', '/tmp', {}).web).toBeUndefined();
  });

  it('listens on loopback port 8080 by default; host:port and [v6]:port are read', () => {
    expect(config({}).web).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(config({ listen: 'localhost:0' }).web).toEqual({ host: 'localhost', port: 0 });
    expect(config({ listen: '[::1]:9000', url: 'https://pages.example.org/adm' }).web).toEqual({ host: '::1', port: 9000, url: 'https://pages.example.org/adm' });
  });

  it('refuses a listen address that is not host:port (ML4913)', () => {
    for (const listen of ['8080', '127.0.0.1', '127.0.0.1:99999', 'a b:80', '127.0.0.1:-1']) {
      expect(config({ listen }).problems.map((p) => p.code), listen).toEqual(['ML4913']);
    }
  });

  it('refuses a listen address off loopback unless web.remote is set (ML4914): the URLs carry secrets', () => {
    const p = config({ listen: '0.0.0.0:8080' }).problems;
    expect(p.map((x) => x.code)).toEqual(['ML4914']);
    expect(p[0]!.message).toContain('TLS proxy');
    expect(config({ listen: '0.0.0.0:8080', remote: true }).web).toEqual({ host: '0.0.0.0', port: 8080 });
    expect(config({ listen: '127.0.0.2:8080' }).problems).toEqual([]);
  });

  it('refuses an unknown key or a url that is not http(s) or ends in a slash (ML4902)', () => {
    expect(config({ port: 80 }).problems.map((p) => p.code)).toEqual(['ML4902']);
    for (const url of ['ftp://x.org', 'https://x.org/', 'pages.example.org']) expect(config({ url }).problems.map((p) => p.code), url).toEqual(['ML4902']);
  });
});

describe('admiralty serve --check-config with web:', () => {
  it('says where the pages will listen, and prints ML4913/ML4914 with exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adm-webcfg-'));
    try {
      const file = join(dir, 'admiralty.yaml');
      const run = (web: unknown): ReturnType<ReturnType<typeof cli>> => {
        writeFileSync(file, stringify({ ...campaignData(), web }));
        return cli(dir)('serve', '--config', file, '--check-config');
      };
      expect(run({ listen: '[::1]:8081' }).out).toBe(`${file}: valid (local, referee referee@game.test, 1 campaign(s), pages on [::1]:8081)\n`);
      const bad = run({ listen: '0.0.0.0:80' });
      expect(bad.code).toBe(1);
      expect(bad.err).toMatch(/^ML4914: .*web\.listen '0\.0\.0\.0:80' is not a loopback address/);
      expect(run({ listen: 'nowhere' }).err).toMatch(/^ML4913: /);
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });
});

describe('admiralty mod status --secrets with web:', () => {
  it("lists the moderator's and each seat's page link (the listen address when web.url is not set)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'adm-weblinks-'));
    try {
      const data = { ...campaignData(), store: 'admiralty.db', web: { listen: '127.0.0.1:8090' } };
      const h = makeHarness(data, dir);
      const tokens = { mod: moderatorSecrets(h.ctx, 'med').token, allied: secretsFor(h.ctx, 'med', 'allied').token, central: secretsFor(h.ctx, 'med', 'central').token };
      h.ctx.store.close();
      const file = join(dir, 'admiralty.yaml');
      writeFileSync(file, stringify(data));
      const r = cli(dir)('mod', 'status', 'med', '--secrets', '--config', file);
      expect(r.code).toBe(0);
      expect(r.out).toContain(`moderator pages: http://127.0.0.1:8090/m/${tokens.mod}\n`);
      expect(r.out).toContain(`  allied pages: http://127.0.0.1:8090/p/${tokens.allied}\n`);
      expect(r.out).toContain(`  central pages: http://127.0.0.1:8090/p/${tokens.central}\n`);
      writeFileSync(file, stringify({ ...data, web: undefined }));
      const none = cli(dir)('mod', 'status', 'med', '--secrets', '--config', file);
      expect(none.out).toContain('moderator passphrase: ');
      expect(none.out).not.toContain('pages:');
    } finally { rmSync(dir, { recursive: true, force: true }); }
  });
});

describe('page links in mails (web.url)', () => {
  let f: PagesFixture;
  afterEach(() => f.h.close());
  const URL = 'https://pages.example.org';

  it("an acknowledgement and a report carry the player's own page link; the moderator's mail his", async () => {
    f = pagesFixture({ ...campaignData(), web: { url: URL } });
    await f.centralOrders();
    await f.alliedOrders();
    const karl = await f.h.parsed('karl@example.org');
    const ack = karl.find((m) => m.subject?.includes('accepted'))!;
    expect(ack.text).toContain(`  ${URL}/p/${f.central}\n`);
    const report = karl.find((m) => m.subject?.includes('turn 1 report'))!;
    expect(report.text).toContain(`  ${URL}/p/${f.central}\n`);
    expect(report.html).toContain(`${URL}/p/${f.central}`);
    expect(report.text).not.toContain(f.allied);
    const ann = await f.h.parsed('ann@example.org');
    expect(ann.find((m) => m.subject?.includes('turn 1 report'))!.text).toContain(`${URL}/p/${f.allied}`);
    const mod = await f.h.parsed('mod@game.test');
    expect(mod.length).toBeGreaterThan(0);
    for (const m of mod) expect(m.text).toContain(`  ${URL}/m/${f.mod}\n`);
  });

  it('without web.url the mails carry no page link', async () => {
    f = pagesFixture();
    await f.centralOrders();
    await f.alliedOrders();
    for (const who of ['karl@example.org', 'ann@example.org', 'mod@game.test']) {
      for (const m of await f.h.parsed(who)) expect(m.text, `${who}: ${m.subject}`).not.toContain('Your pages');
    }
  });
});
