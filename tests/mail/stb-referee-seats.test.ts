/**
 * Sink the Bismarck! with seats the referee plays (issue 15, item 1: "one person may hold several
 * seats (a side of one, or a smaller group), and a campaign can be played with any seat run by the
 * referee's standing defaults"). Whole battles by mail over the local folder: the British commanders
 * are one player and their three departments are the referee's (`nav: referee`); the whole German
 * Flag Staff is one player answering for his five seats in one mail. The referee's seats get no mail,
 * are never waited for (every exchange runs as soon as the players have answered, with no deadline
 * passing), play the standing defaults (play/defaults.ts: NAV offers a move and a turn, OPS the main
 * guns), and the battle replays exactly with every shuffle and draw checked after the reveal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replayCampaign } from '../../src/pipeline/replay.js';
import { askedSeats } from '../../src/pipeline/pending.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { seeded, seedOf } from '../conformance/random.js';
import { FakeClock, makeHarness, type Harness } from './harness.js';
import { Players } from './stb-mail-players.js';
import { cli } from '../fairplay/helpers.js';

const ROLES = ['admiral', 'captain', 'nav', 'ops', 'eng'] as const;
const DEPARTMENTS = ['nav', 'ops', 'eng'] as const;
const BEA = 'bea@example.org';
const GUNTHER = 'gunther@example.org';
/** A British seat is Bea's if she commands, the referee's otherwise; every German seat is Gunther's. */
const addressOf = (seat: string): string | undefined =>
  seat.startsWith('german/') ? GUNTHER : ['british/admiral', 'british/captain'].includes(seat) ? BEA : undefined;

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

function config(scenario: string, seed: string): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: `sink-the-bismarck/${scenario}`, seed, moderator: 'mod@game.test',
      players: {
        british: { admiral: { name: 'Bea', email: BEA }, captain: { name: 'Bea', email: BEA }, ...Object.fromEntries(DEPARTMENTS.map((d) => [d, 'referee'])) },
        german: Object.fromEntries(ROLES.map((r) => [r, { name: 'Gunther', email: GUNTHER }])),
      },
      deadline: { every: '48h', reply: '6h' },
    }],
  };
}

type Ev = { type: string; audience: unknown; data: Record<string, unknown> };

describe('Sink the Bismarck! by mail with the referee\'s seats (issue 15, item 1: Flag Staffs as seats)', () => {
  it.each([['denmark-strait', 'ref-1'], ['last-battle', 'ref-2']])('%s, seed %s: the British departments played by the referee\'s standing defaults, the German staff by one player; never waited for, never mailed; replays exactly', async (scenario, seed) => {
    const start = Date.parse('2026-05-24T05:00:00Z');
    h = makeHarness(config(scenario, seed), undefined, new FakeClock(start));
    const hh = h;
    await hh.tick();
    const players = new Players(hh, seeded(seedOf(`stb-referee/${seed}`)), addressOf, [BEA, GUNTHER]);
    for (let i = 0; ; i++) {
      expect(i, 'a battle of a few dozen exchanges at most').toBeLessThan(200);
      const row = hh.ctx.store.getCampaign('med')!;
      if (row.status === 'over') break;
      const asked = askedSeats(JSON.parse(row.pendingJson!) as ExchangeSpec);
      // An exchange that asks only the referee's seats (a British Send Signals) has nobody to wait
      // for: the daemon's next tick runs it, with no mail sent and no deadline passed.
      if (asked.every((seat) => addressOf(seat) === undefined)) await hh.tick();
      else await players.answer();
      const after = hh.ctx.store.getCampaign('med')!;
      // Every player asked has answered: the exchange ran at once; nobody waited for the referee's seats.
      expect([after.turn, after.exchange, after.status], `hand ${row.turn}, exchange ${row.exchange}`).not.toEqual([row.turn, row.exchange, row.status]);
    }
    // No deadline had to pass: the clock never moved.
    expect(hh.clock.ms).toBe(start);
    // The referee's seats get no mail: every mail went to a player, the moderator or nobody else.
    const recipients = new Set(hh.ctx.store.listOutbox({}).map((m) => m.recipient));
    expect([...recipients].filter((r) => ![BEA, GUNTHER, 'mod@game.test'].includes(r))).toEqual([]);
    // Nothing was ever submitted for a referee's seat.
    expect(hh.ctx.store.listSubmissions('med').filter((s) => DEPARTMENTS.some((d) => s.seat === `british/${d}`))).toEqual([]);

    const journal = hh.ctx.store.listJournal('med');
    const events = journal.flatMap((j) => JSON.parse(j.eventsJson) as Ev[]);
    // The Admiral's summary of his staff: the referee's departments never answered, and yet the
    // British hands were dealt the standing offers (NAV a move and a turn, OPS the main guns).
    const summaries = events.filter((e) => e.type === 'stb.staff' && (e.data.side === 'british') && e.data.what === 'staff');
    expect(summaries.length).toBeGreaterThan(0);
    for (const s of summaries) expect((s.data.missing as string[]).sort()).toEqual(DEPARTMENTS.map((d) => `british/${d}`).sort());
    const gunther = events.filter((e) => e.type === 'stb.staff' && e.data.side === 'german' && e.data.what === 'staff');
    for (const s of gunther) expect(s.data.missing).toEqual([]);
    const final = JSON.parse(hh.ctx.store.getCampaign('med')!.stateJson) as { ships: Record<string, { side: string }> };
    const britishHands = events.filter((e) => e.type === 'stb.hand' && final.ships[e.data.ship as string]?.side === 'british');
    expect(britishHands.length).toBeGreaterThan(0);
    for (const e of britishHands) {
      expect((e.data.cards as string[]).length, `${String(e.data.ship)}'s hand`).toBeGreaterThan(0);
      expect((e.data.from as string[]).every((d) => d === 'nav' || d === 'ops'), 'the standing offers come from NAV and OPS').toBe(true);
    }

    expect(replayCampaign(hh.ctx.store, 'med').ok).toBe(true);
    const dice = await cli(hh.home)('verify-dice', 'med');
    expect([dice.code, dice.err]).toEqual([0, '']);
  }, 180_000);
});
