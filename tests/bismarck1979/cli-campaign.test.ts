// A whole Bismarck (1979) campaign through the command line (issue 13 "How we will know"):
// `admiralty new`, then each turn every seat reads its own `report --format json` and
// `report --orders-form`, tries its orders with `orders check` and sends them with `orders
// submit`; `admiralty turn` resolves; to the end; then `admiralty replay` replays it exactly. The
// scripted players are those of players.ts; the CLI runs in-process (tests/fairplay/helpers.ts).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, tmp } from '../fairplay/helpers.js';
import { britishPlayer, germanPlayer, type BritishNotes, type GermanNotes, type Report } from './players.js';

const homes: string[] = [];
afterAll(() => { for (const h of homes) rmSync(h, { recursive: true, force: true }); });

async function playByCli(seed: string, scenario: string) {
  const home = tmp();
  homes.push(home);
  const run = cli(home);
  const created = await run('new', 'c', '--scenario', `bismarck1979/${scenario}`, '--seed', seed, '--test');
  expect(created.code, created.err).toBe(0);
  const notes: BritishNotes = { zone: null, turn: 0 };
  const plan: GermanNotes = { leg: 0 };
  const orders = join(home, 'orders.yaml');
  let rejected = 0, turns = 0, checks = 0;
  for (;;) {
    const umpire = JSON.parse((await run('report', 'c', '--side', 'umpire', '--format', 'json')).out) as { over: boolean; result: string | null };
    if (umpire.over) break;
    for (const seat of ['british', 'german'] as const) {
      const form = (await run('report', 'c', '--side', seat, '--orders-form')).out;
      const report = JSON.parse((await run('report', 'c', '--side', seat, '--format', 'json')).out) as Report;
      // The players' check is synchronous and the CLI is not: the player is run again and again,
      // each time with the `orders check` answers for every text it asked about so far, until it
      // asks nothing new; then once more on its real notes.
      const answers = new Map<string, boolean>();
      const play = (check: (yaml: string) => boolean, real: boolean) => seat === 'german'
        ? germanPlayer(form, report, check, real ? plan : { ...plan })
        : britishPlayer(form, report, check, real ? notes : { ...notes });
      for (;;) {
        const asked: string[] = [];
        play((y) => { if (!answers.has(y)) asked.push(y); return answers.get(y) ?? true; }, false);
        if (!asked.length) break;
        for (const yaml of asked) {
          writeFileSync(orders, yaml);
          answers.set(yaml, (await run('orders', 'check', 'c', '--side', seat, orders)).code === 0);
          checks++;
        }
      }
      const text = play((y) => answers.get(y)!, true);
      if (text === null) continue;
      writeFileSync(orders, text!);
      if ((await run('orders', 'submit', 'c', '--side', seat, orders)).code !== 0) rejected++;
    }
    const t = await run('turn', 'c');
    expect(t.code, t.err).toBe(0);
    if (++turns > 200) throw new Error('the campaign does not end');
  }
  const umpire = JSON.parse((await run('report', 'c', '--side', 'umpire', '--format', 'json')).out) as { result: string | null; turn: number; ships: { id: string; zone: string }[] };
  const replay = await run('replay', 'c');
  return { result: umpire.result, turn: umpire.turn, bismarckZone: umpire.ships.find((x) => x.id === 'bismarck')?.zone ?? '-', rejected, turns, checks, replay };
}

describe('a whole campaign through the CLI by scripted players (issue 13)', () => {
  it.each([['cli-1', 'denmark-strait'], ['cli-2', 'may-1941']])('%s %s: new, reports, orders check/submit, turn, to the end; replay exact', async (seed, scenario) => {
    const r = await playByCli(seed, scenario);
    expect(['Bismarck sunk', 'Bismarck reached port', 'time', 'the British can no longer catch up']).toContain(r.result);
    expect(r.rejected).toBe(0);
    expect(r.turns).toBeGreaterThanOrEqual(2);
    expect(r.checks).toBeGreaterThan(0);
    expect(r.replay.code, r.replay.err + r.replay.out).toBe(0);
    expect(r.replay.out).not.toContain('DIFFERS');
    // Every exchange resolved by `turn` is replayed and matches (shadow exchanges add more than one a turn).
    expect(r.replay.out.split('\n').filter((l) => /^turn \d+.*: match /.test(l)).length).toBeGreaterThanOrEqual(r.turns);
  }, 300000);
});

// The figures (issue 13 "How we will know"): B79_FIGURES campaigns per scenario through the CLI,
// each to its end and replayed exactly, the outcomes tallied and printed. Only when asked (about
// 5 s a Denmark Strait game and 20 s a May 1941 game): B79_FIGURES=10 npx vitest run <this file>.
const figures = Number(process.env.B79_FIGURES ?? 0);

describe.skipIf(!figures)('the outcomes of campaigns through the CLI (issue 13 figures)', () => {
  it.each(['may-1941', 'denmark-strait'])('%s: B79_FIGURES campaigns by the CLI, each replaying exactly; the outcomes tallied', async (scenario) => {
    const tally: Record<string, number> = {};
    for (let k = 1; k <= figures; k++) {
      const r = await playByCli(`cli-fig-${scenario}-${k}`, scenario);
      expect(r.rejected).toBe(0);
      expect(r.replay.code, r.replay.err + r.replay.out).toBe(0);
      expect(r.replay.out).not.toContain('DIFFERS');
      const key = r.result === 'Bismarck reached port' ? `reached ${r.bismarckZone}` : String(r.result);
      tally[key] = (tally[key] ?? 0) + 1;
    }
    console.log(`CLI ${scenario}, ${figures} games: ${JSON.stringify(tally)}`);
    expect(Object.values(tally).reduce((a, b) => a + b, 0)).toBe(figures);
  }, 3_600_000);
});
