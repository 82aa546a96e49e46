/**
 * `players:` by seat (docs/design/seam.md §3 config): keys are seat ids, side ids, or a side with
 * a role map; `referee` marks a seat the referee plays. ML4905 per seat (unknown, missing, given
 * twice), ML4907 for an address on two sides. Shown on Great War at Sea (one seat a side) and the
 * test-only "watch" (tests/games/watch/game.ts: north and south, each an admiral and a lookout).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromData, ConfigError, loadConfig, type CampaignConfig } from '../../src/mail/config.js';
import { registerGame } from '../../src/pipeline/games.js';
import { WATCH_ID, watchAdapter } from '../games/watch/game.js';

let unregister: () => void;
beforeAll(() => { unregister = registerGame(watchAdapter); });
afterAll(() => unregister());

const P = (name: string): Record<string, string> => ({ name, email: `${name.toLowerCase()}@example.org` });

function campaign(players: Record<string, unknown>, scenario = `${WATCH_ID}/narrow-seas`): CampaignConfig {
  const data = { mail: { mode: 'local', referee: 'referee@game.test' }, campaigns: [{ id: 'med', scenario, players, deadline: { every: '48h' } }] };
  return configFromData(data, '/tmp', '/tmp', {}).campaigns[0]!;
}

function problems(players: Record<string, unknown>, scenario?: string): string[] {
  try { campaign(players, scenario); return []; } catch (e) {
    if (e instanceof ConfigError) return e.problems.map((p) => `${p.code} ${p.message.replace(/^config: campaigns\[0\] \(med\): /, '')}`);
    throw e;
  }
}

describe('seam §3 config: players keyed by seat, side or role map', () => {
  it('Great War at Sea: a plain `allied:` player holds the seat `allied`, as before seats', () => {
    const c = campaign({ allied: P('Ann'), central: { ...P('Karl'), timeZone: 'Europe/Berlin' } }, 'gwas-mediterranean/goeben-1914');
    expect(c.players).toEqual({ allied: { name: 'Ann', email: 'ann@example.org' }, central: { name: 'Karl', email: 'karl@example.org', timeZone: 'Europe/Berlin' } });
    expect(c.refereeSeats).toEqual([]);
  });

  it('seat ids, a role map and `referee` give each seat its holder', () => {
    const c = campaign({ north: { admiral: P('Nelson'), lookout: P('Lucy') }, 'south/admiral': P('Scheer'), 'south/lookout': 'referee' });
    expect(Object.keys(c.players).sort()).toEqual(['north/admiral', 'north/lookout', 'south/admiral']);
    expect(c.players['north/lookout']!.email).toBe('lucy@example.org');
    expect(c.refereeSeats).toEqual(['south/lookout']);
  });

  it('a side id with one player gives him every seat of the side: one address, several seats of one side', () => {
    const c = campaign({ north: P('Nelson'), south: { admiral: P('Scheer'), lookout: P('Sam') } });
    expect(c.players['north/admiral']!.email).toBe('nelson@example.org');
    expect(c.players['north/lookout']!.email).toBe('nelson@example.org');
    expect(problems({ 'north/admiral': P('Nelson'), 'north/lookout': P('Nelson'), south: 'referee' })).toEqual([]);
  });
});

describe('ML4905 per seat, ML4907 per side', () => {
  it('ML4905: an unknown seat, an unknown side, a role of a one-seat side, a seat with no player, a seat given twice', () => {
    expect(problems({ north: { admiral: P('Nelson'), lookout: P('Lucy'), cook: P('Cook') }, south: P('Scheer') }))
      .toEqual(["ML4905 unknown seat 'north/cook' (seats of north: north/admiral, north/lookout)"]);
    expect(problems({ north: P('Nelson'), south: P('Scheer'), east: P('Eve') }))
      .toEqual(["ML4905 unknown side 'east' (sides: north/admiral, north/lookout, south/admiral, south/lookout)"]);
    expect(problems({ north: P('Nelson'), 'south/admiral': P('Scheer') })).toEqual(["ML4905 no player for seat 'south/lookout'"]);
    expect(problems({ north: P('Nelson'), 'north/admiral': P('Nora'), south: P('Scheer') }))
      .toEqual(["ML4905 seat 'north/admiral' is given two players (players.north/admiral)"]);
    expect(problems({ allied: { admiral: P('Ann') }, central: P('Karl') }, 'gwas-mediterranean/goeben-1914'))
      .toEqual(["ML4905 unknown seat 'allied/admiral' (seats of allied: allied)", "ML4905 no player for side 'allied'"]);
  });

  it('ML4907: an address holding seats of both sides, by seat or by side', () => {
    expect(problems({ north: { admiral: P('Nelson'), lookout: P('Lucy') }, south: { admiral: P('Scheer'), lookout: P('Nelson') } }))
      .toEqual(['ML4907 nelson@example.org plays two sides (north, south)']);
    expect(problems({ allied: P('Ann'), central: P('Ann') }, 'gwas-mediterranean/goeben-1914'))
      .toEqual(['ML4907 ann@example.org plays two sides (allied, central)']);
  });

  it('ML4902: a value that is neither a player, `referee`, nor a role map of those', () => {
    expect(problems({ north: { admiral: 'captain', lookout: P('Lucy') }, south: P('Scheer') }).every((p) => p.startsWith('ML4902'))).toBe(true);
    expect(problems({ north: { admiral: 'captain', lookout: P('Lucy') }, south: P('Scheer') }).length).toBeGreaterThan(0);
  });
});

describe('the other ML49xx a campaign\'s config can give', () => {
  const codesOf = (f: () => unknown): string[] => {
    try { f(); return []; } catch (e) { if (e instanceof ConfigError) return e.problems.map((p) => p.code); throw e; }
  };
  it('ML4900 an unreadable file, ML4901 bad YAML, ML4904 an unknown scenario, ML4906 a password variable not set', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adm-config-'));
    expect(codesOf(() => loadConfig(join(dir, 'missing.yaml'), dir, {}))).toEqual(['ML4900']);
    writeFileSync(join(dir, 'bad.yaml'), 'mail: [unclosed\n');
    expect(codesOf(() => loadConfig(join(dir, 'bad.yaml'), dir, {}))).toEqual(['ML4901']);
    expect(problems({ north: P('Nelson'), south: P('Scheer') }, `${WATCH_ID}/open-ocean`)).toEqual([`ML4904 unknown scenario '${WATCH_ID}/open-ocean' (see 'admiralty scenarios')`]);
    const imap = { mode: 'imap+smtp', referee: 'referee@game.test', imap: { host: 'h', port: 1, user: 'u', passwordEnv: 'NO_SUCH_PASSWORD' }, smtp: { host: 'h', port: 2, user: 'u', password: 'p' } };
    expect(codesOf(() => configFromData({ mail: imap }, dir, dir, {}))).toEqual(['ML4906']);
    expect(codesOf(() => configFromData({ mail: imap }, dir, dir, { NO_SUCH_PASSWORD: 'set' }))).toEqual([]);
  });
});

describe('mail.pollMs by default (issue 17: acknowledgement speed, and a remote provider spared)', () => {
  const imapAt = (host: string, pollMs?: number) => ({
    mode: 'imap+smtp', referee: 'referee@game.test', ...(pollMs ? { pollMs } : {}),
    imap: { host, port: 1, user: 'u', password: 'p' }, smtp: { host, port: 2, user: 'u', password: 'p' },
  });
  it('100 ms for a local folder and an IMAP server on loopback; 5 s, IDLE between, for any other server; what the config says otherwise', () => {
    const dir = mkdtempSync(join(tmpdir(), 'adm-config-'));
    const poll = (mail: Record<string, unknown>): number => configFromData({ mail }, dir, dir, {}).pollMs;
    expect(poll({ mode: 'local', referee: 'referee@game.test' })).toBe(100);
    expect(['127.0.0.1', 'localhost', '::1'].map((h) => poll(imapAt(h)))).toEqual([100, 100, 100]);
    expect(['imap.example.org', '192.0.2.7'].map((h) => poll(imapAt(h)))).toEqual([5000, 5000]);
    expect([poll(imapAt('imap.example.org', 250)), poll(imapAt('127.0.0.1', 2000))]).toEqual([250, 2000]);
  });
});
