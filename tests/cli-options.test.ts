/**
 * Campaign options (docs/design/seam.md §1 `options`; src/game-api/options.ts): a group chooses
 * once, at `admiralty new --option` or in the daemon's config, how a game is played; the game's
 * schema checks the choice and fills in the defaults; the options live in the opening state, so
 * the journal replays without being told. Shown with ferry (tests/games/ferry/game.ts), whose
 * option `challenge` is `mail` (blue is asked by mail after a contact: a second exchange) or
 * `standing` (blue's answer comes with its crossing orders: the challenge runs in the chain).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './fairplay/helpers.js';
import { configFromData, ConfigError } from '../src/mail/config.js';
import { registerGame } from '../src/pipeline/games.js';
import { campaignOptions } from '../src/pipeline/options.js';
import { ferryAdapter, FERRY_ID } from './games/ferry/game.js';

// In-process, with ferry registered here (tests/cli-test-games.test.ts covers ADMIRALTY_TEST_GAMES).
let unregister: () => void;
beforeAll(() => { unregister = registerGame(ferryAdapter); });
afterAll(() => unregister());

const admiralty = (home: string, ...args: string[]) => cli(home)(...args);

describe('campaign options at `admiralty new` (seam §1)', () => {
  it('`scenarios` lists a game\'s options with their choices and defaults', async () => {
    const home = mkdtempSync(join(tmpdir(), 'admiralty-options-'));
    const r = await admiralty(home, 'scenarios');
    expect(r.out).toContain('challenge = mail | standing  (default mail)');
  });

  it('challenge=standing: blue\'s board order rides with its crossing orders; a contact turn needs one mail a side and replays', async () => {
    const home = mkdtempSync(join(tmpdir(), 'admiralty-options-'));
    const run = async (...args: string[]): Promise<string> => {
      const r = await admiralty(home, ...args);
      expect(r.err, args.join(' ')).toBe('');
      expect(r.code, args.join(' ')).toBe(0);
      return r.out;
    };
    const file = (name: string, text: string): string => { const f = join(home, name); writeFileSync(f, text); return f; };
    expect(await run('new', 'standing', '--scenario', 'test-ferry/strait', '--option', 'challenge=standing')).toContain('options: challenge=standing');
    expect(JSON.parse(await run('report', 'standing', '--side', 'blue', '--orders-form'))).toEqual({ ask: 'berth to watch, turn 1', berth: null, board: false });
    await run('orders', 'submit', 'standing', '--side', 'red', file('red.json', '{"berth": 4}'));
    await run('orders', 'submit', 'standing', '--side', 'blue', file('blue.json', '{"berth": 4, "board": true}'));
    await run('turn', 'standing');
    // The contact's challenge ran at once, in the chain: turn 2 is pending, and blue boarded.
    expect(await run('status', 'standing')).toContain('turn 2');
    expect(await run('report', 'standing', '--side', 'red', '--turn', '1')).toContain('1.2 ferry.boarded');
    expect(await run('replay', 'standing')).toContain('replay matches the journal');
  });

  it('without --option the default holds: the same orders leave the challenge pending for blue\'s mail', async () => {
    const home = mkdtempSync(join(tmpdir(), 'admiralty-options-'));
    const run = async (...args: string[]): Promise<string> => (await admiralty(home, ...args)).out;
    const file = (name: string, text: string): string => { const f = join(home, name); writeFileSync(f, text); return f; };
    expect(await run('new', 'bymail', '--scenario', 'test-ferry/strait')).toContain('options: challenge=mail');
    await run('orders', 'submit', 'bymail', '--side', 'red', file('red.json', '{"berth": 4}'));
    await run('orders', 'submit', 'bymail', '--side', 'blue', file('blue.json', '{"berth": 4, "board": true}'));
    await run('turn', 'bymail');
    expect(JSON.parse(await run('report', 'bymail', '--side', 'blue', '--orders-form'))).toEqual({ ask: 'board the ferry?', board: false });
    expect(await run('report', 'bymail', '--side', 'red', '--turn', '1')).not.toContain('ferry.boarded');
  });

  it('a bad option is ADM3015, naming the choices; an unknown one names the options; GWAS has its advanced rules (7.0 tactical, 7.31 tacticalByMail, 12.0 fuel, 13.0 mines, 14.0–18.0)', async () => {
    const home = mkdtempSync(join(tmpdir(), 'admiralty-options-'));
    const bad = await admiralty(home, 'new', 'x', '--scenario', 'test-ferry/strait', '--option', 'challenge=sometimes');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toContain('ADM3015');
    expect(bad.err).toContain('one of mail, standing');
    const unknown = await admiralty(home, 'new', 'y', '--scenario', 'test-ferry/strait', '--option', 'battle=rounds');
    expect(unknown.err).toContain("test-ferry has no option 'battle' (options: challenge)");
    const gwas = await admiralty(home, 'new', 'z', '--scenario', 'gwas-mediterranean/goeben-1914', '--option', 'zeppelins=true');
    expect(gwas.err).toContain("gwas-mediterranean has no option 'zeppelins' (options: fuel, tactical, tacticalByMail, mines, submarines, mtbs, aircraft, leaders, airships, fleetLog)");
    const fuel = await admiralty(home, 'new', 'v', '--scenario', 'gwas-mediterranean/goeben-1914', '--option', 'fuel=true');
    expect(fuel.code).toBe(0);
    const shape = await admiralty(home, 'new', 'w', '--scenario', 'test-ferry/strait', '--option', 'challenge');
    expect(shape.err).toContain("'challenge' is not name=value");
    expect((await admiralty(home, 'status')).out).not.toMatch(/\b[xyzw]\b.*turn/);
  });
});

describe('campaign options in the daemon\'s config (ML4915)', () => {
  const config = (options: unknown): string[] => {
    try {
      configFromData({
        mail: { mode: 'local', referee: 'referee@game.test' },
        campaigns: [{ id: 'med', scenario: `${FERRY_ID}/strait`, options, players: { red: { email: 'r@x.org' }, blue: { email: 'b@x.org' } }, deadline: { every: '48h' } }],
      }, '/tmp', '/tmp', {});
      return [];
    } catch (e) {
      if (e instanceof ConfigError) return e.problems.map((p) => `${p.code} ${p.message}`);
      throw e;
    }
  };
  it('a valid choice passes; a bad value and an unknown name are ML4915 lines', () => {
    expect(config({ challenge: 'standing' })).toEqual([]);
    expect(config({ challenge: 'often' })).toEqual([expect.stringMatching(/^ML4915 .*option challenge must be equal to one of the allowed values: one of mail, standing$/)]);
    expect(config({ tide: 3 })).toEqual([expect.stringMatching(/^ML4915 .*test-ferry has no option 'tide' \(options: challenge\)$/)]);
  });
  it('the defaults are filled in, and the caller\'s object is not changed', () => {
    const chosen = {};
    expect(campaignOptions(ferryAdapter, chosen)).toEqual({ ok: true, options: { challenge: 'mail' } });
    expect(chosen).toEqual({});
  });
});
