/**
 * `--side` names a seat (docs/design/seam.md §3 CLI; src/cli/seat.ts): a one-seat side's id is its
 * seat (rule 2), `side/role` is that seat, and a side of several seats is refused with its seats
 * (ADM3011), never guessed. Shown on Great War at Sea (allied, central) and, through the real
 * command line, on the test-only "watch" (tests/games/watch/game.ts: two seats a side).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSeat } from '../../src/cli/seat.js';
import { gameById } from '../../src/pipeline/games.js';
import { watchAdapter } from '../games/watch/game.js';

const WATCH = 'tests/games/watch/game.ts';

function admiralty(home: string, ...args: string[]): { code: number | null; out: string; err: string } {
  const env = { ...process.env, ADMIRALTY_TEST_GAMES: WATCH };
  const r = spawnSync(process.execPath, ['bin/admiralty.mjs', '--home', home, ...args], { encoding: 'utf8', env });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('resolveSeat (seam §3 CLI)', () => {
  it('Great War at Sea: --side allied is the seat allied; an unknown side is ADM3006 as before', () => {
    const gwas = gameById('gwas-mediterranean')!;
    expect(resolveSeat(gwas, 'allied')).toBe('allied');
    expect(resolveSeat(gwas, 'umpire', { umpire: true })).toBe('umpire');
    expect(() => resolveSeat(gwas, 'umpire')).toThrow(expect.objectContaining({ code: 'ADM3006' }));
    expect(() => resolveSeat(gwas, 'martian')).toThrow("unknown side 'martian' (this game's sides: allied, central)");
    expect(resolveSeat(gwas, 'martian', { passUnknown: true })).toBe('martian');
  });

  it('watch: a seat id is that seat; a side of two seats is ADM3011, listing them, even where unknown names pass', () => {
    expect(resolveSeat(watchAdapter, 'north/admiral')).toBe('north/admiral');
    expect(() => resolveSeat(watchAdapter, 'north')).toThrow(expect.objectContaining({ code: 'ADM3011', message: "side 'north' has several seats: name one (north/admiral, north/lookout)" }));
    expect(() => resolveSeat(watchAdapter, 'south', { passUnknown: true, umpire: true })).toThrow(expect.objectContaining({ code: 'ADM3011' }));
    expect(() => resolveSeat(watchAdapter, 'north/cook')).toThrow(expect.objectContaining({ code: 'ADM3006' }));
  });
});

describe('every command that takes --side reads a seat', () => {
  it('orders, report and receipt by seat; --side north is ADM3011 in each', () => {
    const home = mkdtempSync(join(tmpdir(), 'admiralty-seat-'));
    const file = join(home, 'admiral.yaml');
    writeFileSync(file, 'seat: north/admiral\nturn: 1\nzone: utsire\n');
    expect(admiralty(home, 'new', 'narrow', '--scenario', 'test-watch/narrow-seas').code).toBe(0);
    const refusal = "admiralty: error ADM3011: side 'north' has several seats: name one (north/admiral, north/lookout)\n";
    for (const args of [
      ['orders', 'check', 'narrow', '--side', 'north', file],
      ['orders', 'submit', 'narrow', '--side', 'north', file],
      ['report', 'narrow', '--side', 'north'],
      ['receipt', 'show', 'narrow', '--side', 'north'],
      ['intel', 'narrow', '--side', 'north'],
    ]) {
      const r = admiralty(home, ...args);
      expect([r.code, r.err], args.join(' ')).toEqual([2, refusal]);
    }
    const ok = admiralty(home, 'orders', 'submit', 'narrow', '--side', 'north/admiral', file);
    expect(ok.err).toBe('');
    expect(ok.out).toContain('accepted: orders for north/admiral');
    expect(admiralty(home, 'report', 'narrow', '--side', 'north/lookout', '--orders-form').out).toBe('seat: north/lookout\nturn: 1\nsearch: null\n');
    expect(admiralty(home, 'receipt', 'show', 'narrow', '--side', 'north/admiral').out).toContain('side: north/admiral\nturn: 1');
    // Nine command-line runs, each loading the test game's TypeScript through tsx: 45 s at load 6,
    // over the default 60 s in a CI run at load 9. A ceiling, not a timing to meet.
  }, 180_000);
});
