/**
 * ADMIRALTY_TEST_GAMES (docs/design/seam.md §1): the command line registers the test-only games
 * the variable names before it runs a command, so a subprocess can play one. Shown with Ferry
 * (tests/games/ferry/game.ts), whose turn is two exchanges (seam §2): a campaign is created,
 * played through a turn of a crossing and a challenge and a turn of a crossing and the tide
 * (a chain), and replayed exchange by exchange; a module that cannot be registered is ADM2040.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FERRY = 'tests/games/ferry/game.ts';

/** `node bin/admiralty.mjs --home <home> …args` with ADMIRALTY_TEST_GAMES set to `games` (unset: null). */
function admiralty(home: string, games: string | null, ...args: string[]): { code: number | null; out: string; err: string } {
  const env = { ...process.env };
  delete env.ADMIRALTY_TEST_GAMES;
  if (games !== null) env.ADMIRALTY_TEST_GAMES = games;
  const r = spawnSync(process.execPath, ['bin/admiralty.mjs', '--home', home, ...args], { encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('ADMIRALTY_TEST_GAMES registers test-only games at the command line\'s start (seam §1)', () => {
  it('a Ferry campaign: new, orders, a turn of two exchanges answered in turn, a chained turn, and a replay that matches', () => {
    const home = mkdtempSync(join(tmpdir(), 'admiralty-test-games-'));
    const run = (...args: string[]) => {
      const r = admiralty(home, FERRY, ...args);
      expect(r.err, args.join(' ')).toBe('');
      expect(r.code, args.join(' ')).toBe(0);
      return r.out;
    };
    const orders = (name: string, text: string): string => { const f = join(home, name); writeFileSync(f, text); return f; };

    expect(run('scenarios')).toContain('test-ferry/strait');
    expect(run('new', 'crossing', '--scenario', 'test-ferry/strait')).toContain("created campaign 'crossing': test-ferry/strait, turn 1");
    // F1: red lands at 3 and blue watches 3: a contact, so exchange 2 is the challenge, asking blue alone.
    expect(run('orders', 'submit', 'crossing', '--side', 'red', orders('red.json', '{"berth": 3}'))).toContain('accepted: orders for red');
    expect(run('orders', 'submit', 'crossing', '--side', 'blue', orders('blue.json', '{"berth": 3}'))).toContain('accepted: orders for blue');
    expect(JSON.parse(run('turn', 'crossing', '--json'))).toMatchObject({ turn: 1, over: false, sidesWithOrders: ['blue', 'red'] });
    expect(JSON.parse(run('report', 'crossing', '--side', 'blue', '--orders-form'))).toEqual({ ask: 'board the ferry?', board: false });
    expect(run('status', 'crossing')).toContain('turn 1');
    // F2: blue answers the challenge; the turn ends and turn 2's crossing is asked of both again.
    run('orders', 'submit', 'crossing', '--side', 'blue', orders('board.json', '{"board": true}'));
    run('turn', 'crossing');
    expect(run('report', 'crossing', '--side', 'blue', '--turn', '1')).toContain('1.2 ferry.boarded');
    expect(JSON.parse(run('report', 'crossing', '--side', 'red', '--orders-form'))).toMatchObject({ berth: 3 });
    // Turn 2 in silence: no contact, so the tide (asking no one) follows in the same call.
    run('turn', 'crossing');
    expect(run('status', 'crossing')).toContain('turn 3');
    const replay = run('replay', 'crossing');
    expect(replay.split('\n').filter((l) => / match /.test(l)).map((l) => l.split(':')[0])).toEqual(['turn 1', 'turn 1, exchange 2', 'turn 2', 'turn 2, exchange 2']);
    expect(replay).toContain('replay matches the journal');

    // Without the variable the campaign's game is unknown to the command line: the registration is what made it playable.
    const bare = admiralty(home, null, 'replay', 'crossing');
    expect([bare.code, bare.err]).toEqual([2, "admiralty: error ADM3001: unknown game 'test-ferry'\n"]);
    // Fifteen processes, each loading the CLI: 30–65 s on a loaded two-core machine.
  }, 180_000);

  it('ADM2040: a module that is missing, exports no game, or names a game already registered is refused before any command runs', () => {
    const home = mkdtempSync(join(tmpdir(), 'admiralty-test-games-'));
    const refused = (games: string) => { const r = admiralty(home, games, 'scenarios'); return [r.code, r.out, r.err]; };
    expect(refused('tests/games/ferry/nowhere.ts')).toEqual([2, '', 'admiralty: error ADM2040: ADMIRALTY_TEST_GAMES: cannot register tests/games/ferry/nowhere.ts: no such file\n']);
    expect(refused('tests/conformance/random.ts')).toEqual([2, '', 'admiralty: error ADM2040: ADMIRALTY_TEST_GAMES: cannot register tests/conformance/random.ts: it exports no game adapter\n']);
    expect(refused(`${FERRY},${FERRY}`)).toEqual([2, '', `admiralty: error ADM2040: ADMIRALTY_TEST_GAMES: cannot register ${FERRY}: a game 'test-ferry' is registered already\n`]);
  });
});
