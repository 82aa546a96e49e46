/**
 * The daemon follows the pending exchange (docs/design/seam.md §2 deadlines, reminders, misses,
 * early run; §10 commit 10), shown on the test-only game "ferry" (tests/games/ferry/game.ts)
 * through the in-process daemon, the local mail folder and the test clock. Turn 1's exchange 1
 * asks both seats (turn timing); after a contact, exchange 2 (`challenge`, reply timing) asks
 * blue alone. GWAS, one exchange a turn asking both sides, is the rest of tests/mail/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromData, ConfigError } from '../../src/mail/config.js';
import { registerGame } from '../../src/pipeline/games.js';
import { FERRY_ID, ferryAdapter } from '../games/ferry/game.js';
import { eml, FakeClock, makeHarness, type Harness } from './harness.js';

const H = 3600_000;
const RED = 'Rita <rita@example.org>';
const BLUE = 'Bert <bert@example.org>';

let unregister: () => void;
beforeAll(() => { unregister = registerGame(ferryAdapter); });
afterAll(() => unregister());
let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

function ferryData(deadline: Record<string, unknown>): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: `${FERRY_ID}/strait`, seed: 'ferry-mail', moderator: 'mod@game.test',
      players: { red: { name: 'Rita', email: 'rita@example.org' }, blue: { name: 'Bert', email: 'bert@example.org' } },
      deadline,
    }],
  };
}

const RULES = { every: '48h', reply: '6h', reminders: ['24h', '2h'], abandonAfter: 2 };

/** Ferry orders are one JSON object; a member on a line of its own is what the intake reads as orders. */
async function orders(hh: Harness, seat: 'red' | 'blue', json: string): Promise<void> {
  const body = JSON.stringify(JSON.parse(json), null, 1);
  await hh.drop(eml({ from: seat === 'red' ? RED : BLUE, to: hh.replyTo(seat), subject: `[med] ${seat} turn ${hh.ctx.store.getCampaign('med')!.turn} orders`, body }));
}

const subjects = async (hh: Harness, to: string): Promise<string[]> => (await hh.parsed(to)).map((m) => m.subject ?? '');
const misses = (hh: Harness, seat: string): number => hh.ctx.store.getPlayerMail('med', seat).misses;
const pending = (hh: Harness): { turn: number; exchange: number } => { const c = hh.ctx.store.getCampaign('med')!; return { turn: c.turn, exchange: c.exchange }; };

/** Turn 1, exchange 1 ends in a contact at berth 1: blue watches 1, red (silent) stays at 1 (F1). */
async function contactAtDeadline(hh: Harness): Promise<number> {
  await orders(hh, 'blue', '{"berth": 1}');
  const due1 = Date.parse(hh.ctx.store.getDeadline('med', 1, 1)!.dueAt);
  hh.clock.ms = due1;
  await hh.tick();
  expect(pending(hh)).toEqual({ turn: 1, exchange: 2 });
  return due1;
}

describe('seam §2: the daemon follows the pending exchange (ferry, two exchanges a turn)', () => {
  it('deadlines per (turn, exchange) by timing: a `reply` exchange gets deadline.reply, the next turn the grid of `every`', async () => {
    h = makeHarness(ferryData(RULES), undefined, new FakeClock());
    const t0 = h.clock.ms;
    const x1 = h.ctx.store.getDeadline('med', 1, 1)!;
    expect(x1.timing).toBe('turn');
    expect(Date.parse(x1.dueAt)).toBe(t0 + 48 * H);
    const due1 = await contactAtDeadline(h);
    const x2 = h.ctx.store.getDeadline('med', 1, 2)!;
    expect(x2.timing).toBe('reply');
    expect(Date.parse(x2.openedAt)).toBe(due1);
    expect(Date.parse(x2.dueAt)).toBe(due1 + 6 * H);
    // Blue's silence past the reply deadline resolves the challenge; turn 2 keeps the 48h grid of turn 1.
    h.clock.ms = Date.parse(x2.dueAt);
    await h.tick();
    expect(pending(h)).toEqual({ turn: 2, exchange: 1 });
    const t2 = h.ctx.store.getDeadline('med', 2, 1)!;
    expect(t2.timing).toBe('turn');
    expect(Date.parse(t2.dueAt)).toBe(due1 + 48 * H);
  });

  it('deadline.reply is bounded, 5m to 7d (ML4910)', () => {
    const codes = (reply: string): string[] => {
      try { configFromData(ferryData({ every: '48h', reply }), '/tmp', '/tmp', {}); return []; } catch (e) {
        if (e instanceof ConfigError) return e.problems.map((p) => p.code);
        throw e;
      }
    };
    expect(codes('4m')).toEqual(['ML4910']);
    expect(codes('8d')).toEqual(['ML4910']);
    expect(codes('5m')).toEqual([]);
    expect(codes('7d')).toEqual([]);
  });

  it('without deadline.reply a reply exchange stays open 24h', async () => {
    h = makeHarness(ferryData({ every: '48h', reminders: ['2h'] }), undefined, new FakeClock());
    const due1 = await contactAtDeadline(h);
    expect(Date.parse(h.ctx.store.getDeadline('med', 1, 2)!.dueAt)).toBe(due1 + 24 * H);
  });

  it('reminders go to the asked, missing seats only: exchange 2 reminds blue, never red', async () => {
    h = makeHarness(ferryData(RULES), undefined, new FakeClock());
    await contactAtDeadline(h);
    const due2 = Date.parse(h.ctx.store.getDeadline('med', 1, 2)!.dueAt);
    const redBefore = (await subjects(h, 'rita@example.org')).filter((s) => /reminder/.test(s)).length;
    // 24h before a 6h exchange came before it opened: not owed. 2h before: owed to blue alone.
    h.clock.ms = due2 - 2 * H;
    await h.tick();
    await h.tick(); // a second tick at the same moment sends nothing again
    const blue = (await subjects(h, 'bert@example.org')).filter((s) => /reminder/.test(s) && /challenge/.test(s));
    expect(blue).toEqual(['[med] blue: reminder — orders for turn 1 challenge not in yet']);
    const red = (await subjects(h, 'rita@example.org')).filter((s) => /reminder/.test(s));
    expect(red.length).toBe(redBefore);
  });

  it('misses per ask: blue misses the challenge; red, not asked, keeps its count (abandonAfter counts asks missed in a row)', async () => {
    h = makeHarness(ferryData(RULES), undefined, new FakeClock());
    await contactAtDeadline(h);
    // Exchange 1 asked both: red was silent, blue answered.
    expect(misses(h, 'red')).toBe(1);
    expect(misses(h, 'blue')).toBe(0);
    // Red writes during exchange 2: it is not asked, so its answer neither counts nor is waited for.
    h.clock.ms = Date.parse(h.ctx.store.getDeadline('med', 1, 2)!.dueAt);
    await h.tick();
    expect(misses(h, 'blue')).toBe(1);
    // Red's silence in exchange 2 is no miss: with abandonAfter 2 a second miss would flag it.
    expect(misses(h, 'red')).toBe(1);
    expect(h.ctx.store.getPlayerMail('med', 'red').abandoned).toBe(false);
    const summaries = (await h.parsed('mod@game.test')).filter((m) => /resolved/.test(m.subject ?? ''));
    expect(summaries.map((m) => m.subject)).toEqual(['[med] moderator: turn 1 resolved', '[med] moderator: turn 1 challenge resolved']);
    expect(summaries[1]!.text).toContain('Missed (plotted plans stand): blue (1 in a row).');
    expect(summaries[1]!.text).not.toMatch(/Missed[^\n]*red/);
    // Turn 2 asks both again: red's second ask missed in a row flags it.
    h.clock.ms = Date.parse(h.ctx.store.getDeadline('med', 2, 1)!.dueAt);
    await h.tick();
    expect(misses(h, 'red')).toBe(2);
    expect(h.ctx.store.getPlayerMail('med', 'red').abandoned).toBe(true);
  });

  it('early run over the asked seats: blue\'s final answer alone runs the challenge, and each exchange mails its own report', async () => {
    h = makeHarness(ferryData(RULES), undefined, new FakeClock());
    const t0 = h.clock.ms;
    await orders(h, 'red', '{"berth": 4}');
    expect(pending(h)).toEqual({ turn: 1, exchange: 1 }); // blue, asked too, is not in yet
    await orders(h, 'blue', '{"berth": 4}');
    expect(pending(h)).toEqual({ turn: 1, exchange: 2 });
    await orders(h, 'blue', '{"board": true}');
    expect(pending(h)).toEqual({ turn: 2, exchange: 1 });
    expect(h.clock.ms).toBe(t0); // nothing waited for a deadline
    expect(misses(h, 'red')).toBe(0);
    expect(misses(h, 'blue')).toBe(0);
    const reports = (await subjects(h, 'rita@example.org')).filter((s) => /report/.test(s));
    expect(reports).toHaveLength(2); // one per exchange: distinct Message-IDs, neither swallowed
  });
});
