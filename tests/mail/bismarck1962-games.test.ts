/**
 * Whole games of Bismarck (1962) by mail (issue 14 "How we will know"): the in-process daemon, the
 * local mail folder and the test clock, with scripted players (tests/bismarck1962/players.ts) who
 * read nothing but the mail sent to their own address — the report's text and the orders form
 * attached — and answer each ask with the form filled in, as a YAML attachment. Every game ends by
 * How to Win and replays exactly from the journal (replayCampaign). One campaign plays its battles
 * round by round by mail (option battle: rounds, seam §2) and must fight at least one.
 */
import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { seeded, seedOf } from '../conformance/random.js';
import { blueOrders, redPlayer, redWaypoint } from '../bismarck1962/players.js';
import { data } from '../bismarck1962/helpers.js';
import { eml, FakeClock, makeHarness, type Harness } from './harness.js';

const EMAIL = { red: 'rita@example.org', blue: 'bert@example.org' } as const;
type Seat = keyof typeof EMAIL;

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

function config(seed: string, options?: Record<string, unknown>): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: 'bismarck1962/rheinubung', seed, moderator: 'mod@game.test',
      players: { red: { name: 'Rita', email: EMAIL.red }, blue: { name: 'Bert', email: EMAIL.blue } },
      deadline: { every: '48h', reply: '6h' }, ...(options ? { options } : {}),
    }],
  };
}

/** A player's mailbox, read in order: every mail's text, and the orders form of the newest mail that carries one. */
class Mailbox {
  private read = 0;
  readonly texts: string[] = [];
  form: { text: string; at: number } | null = null;
  constructor(private readonly hh: Harness, private readonly seat: Seat) {}
  async update(): Promise<void> {
    const files = this.hh.outbox(EMAIL[this.seat]);
    for (; this.read < files.length; this.read++) {
      const m = await simpleParser(readFileSync(files[this.read]!));
      this.texts.push(m.text ?? '');
      const att = m.attachments.find((a) => /^orders-turn-\d+\.yaml$/.test(a.filename ?? ''));
      if (att) this.form = { text: att.content.toString('utf8'), at: this.read };
    }
  }
}

interface GameFigures { seed: string; over: boolean; reason: string; winner: string; turns: number; battles: number; rounds: number; exchanges: number; sunk: boolean; replayed: boolean }

async function playByMail(seed: string, options?: Record<string, unknown>): Promise<GameFigures> {
  const d = data();
  h = makeHarness(config(seed, options), undefined, new FakeClock(Date.parse('2026-05-23T00:00:00Z')));
  const hh = h;
  await hh.tick();
  const red = redPlayer(d, redWaypoint(seeded(seedOf(seed))));
  const boxes = { red: new Mailbox(hh, 'red'), blue: new Mailbox(hh, 'blue') };
  const answered: Record<Seat, number> = { red: -1, blue: -1 };
  for (let i = 0; ; i++) {
    expect(i, 'a game of a few hundred asks at most').toBeLessThan(600);
    const row = hh.ctx.store.getCampaign('med')!;
    if (row.status === 'over') break;
    const asked = askedSeats(JSON.parse(row.pendingJson!) as ExchangeSpec) as Seat[];
    expect(asked.length).toBe(1); // Bismarck (1962) never asks both sides at once
    const seat = asked[0]!;
    const box = boxes[seat];
    await box.update();
    // The newest form came after the player's last answer: the player answers what it was just sent.
    expect(box.form && box.form.at > answered[seat], `${seat} has a new form at turn ${row.turn}, exchange ${row.exchange}`).toBe(true);
    answered[seat] = box.form!.at;
    const text = seat === 'red' ? red(box.form!.text) : blueOrders(d, box.form!.text, box.texts.join('\n').split('\n'));
    expect(text).not.toBeNull();
    await hh.drop(eml({ from: `${seat} <${EMAIL[seat]}>`, to: hh.replyTo(seat), subject: `[med] ${seat} turn ${row.turn} orders`, body: 'orders attached', attachment: { name: 'orders.yaml', text: stringify(JSON.parse(text!)) } }));
    const after = hh.ctx.store.getCampaign('med')!;
    expect([after.turn, after.exchange, after.status], `${seat}'s orders were taken and the exchange ran at once`).not.toEqual([row.turn, row.exchange, row.status]);
  }
  const journal = hh.ctx.store.listJournal('med');
  const kinds = journal.map((j) => j.kind);
  const final = JSON.parse(hh.ctx.store.getCampaign('med')!.stateJson) as { turn: number; bismarck: { sunk: boolean }; result: { reason: string; winner: string } };
  const replay = replayCampaign(hh.ctx.store, 'med');
  return {
    seed, over: true, reason: final.result.reason, winner: final.result.winner, turns: final.turn,
    battles: kinds.filter((k) => k === 'battle').length, rounds: kinds.filter((k) => k === 'battle-chance').length, exchanges: journal.length,
    sunk: final.bismarck.sunk, replayed: replay.ok && replay.turns.every((t) => t.ok),
  };
}

const report = (g: GameFigures): string => `${g.seed}: ${g.reason}, ${g.winner}, ${g.turns} turns, ${g.battles} battle(s), ${g.rounds} round(s) by mail, ${g.exchanges} exchanges`;

describe('Bismarck (1962): whole games by mail over the local folder (issue 14)', () => {
  it.each(['mail-1', 'mail-2', 'mail-3'])('battles by standing orders, seed %s: plays to the end by How to Win and replays exactly', async (seed) => {
    const g = await playByMail(seed);
    if (process.env.B62_SHOW) console.log(report(g));
    expect(g.over).toBe(true);
    expect(['sunk', 'port', 'points', 'time']).toContain(g.reason);
    expect(g.rounds).toBe(0);
    expect(g.replayed).toBe(true);
  }, 120_000);

  it.each(['rounds-5', 'rounds-6'])('battles round by round by mail (battle: rounds), seed %s: at least one battle, each round Blue then Red by mail, and the game replays exactly', async (seed) => {
    const g = await playByMail(seed, { battle: 'rounds' });
    if (process.env.B62_SHOW) console.log(report(g));
    expect(g.battles).toBeGreaterThan(0);
    expect(g.rounds).toBeGreaterThan(0);
    const kinds = h!.ctx.store.listJournal('med').map((j) => j.kind);
    // Every round by mail: Blue's move, then Red's, then the referee's fire and chance.
    kinds.forEach((k, i) => { if (k === 'battle-red') expect(kinds[i - 1]).toBe('battle-blue'); if (k === 'battle-chance') expect(kinds[i - 1]).toBe('battle-red'); });
    expect(g.replayed).toBe(true);
  }, 180_000);

  // The closing note's figures (issue 14): B62_FIGURES=N plays N seeds in each mode and prints them.
  it.runIf(Boolean(process.env.B62_FIGURES))('figures: games by mail in each mode, all replayed', async () => {
    const n = Number(process.env.B62_FIGURES);
    for (const options of [undefined, { battle: 'rounds' }]) {
      const games: GameFigures[] = [];
      for (let i = 1; i <= n; i++) {
        games.push(await playByMail(`figures-${i}`, options));
        h!.close(); h = undefined;
      }
      expect(games.every((g) => g.replayed)).toBe(true);
      const sum = (f: (g: GameFigures) => number): number => games.reduce((t, g) => t + f(g), 0);
      console.log(`${options ? 'rounds' : 'standing'}: ${n} games, Bismarck sunk in ${games.filter((g) => g.sunk).length}, ends ${JSON.stringify(Object.fromEntries(['sunk', 'port', 'points', 'time'].map((r) => [r, games.filter((g) => g.reason === r).length])))}, `
        + `turns mean ${(sum((g) => g.turns) / n).toFixed(1)} (min ${Math.min(...games.map((g) => g.turns))}, max ${Math.max(...games.map((g) => g.turns))}), battles ${sum((g) => g.battles)} in ${games.filter((g) => g.battles > 0).length} games, `
        + `rounds by mail ${sum((g) => g.rounds)}, exchanges ${sum((g) => g.exchanges)}, all replayed exactly: ${games.every((g) => g.replayed)}`);
    }
  }, 900_000);
});
