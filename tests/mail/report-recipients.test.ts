/**
 * seam §2 chains, through the daemon: a seat neither told anything nor asked anything by a chain
 * gets no mail, so the mail itself cannot tell it that an exchange it may not know of happened.
 *
 * "Quiet ferry" is ferry (tests/games/ferry/game.ts) with red never told where it landed nor that
 * it was seen: blue's contact, and the challenge it opens, are blue's secret until the turn ends.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameAdapter } from '../../src/game-api/adapter.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { registerGame } from '../../src/pipeline/games.js';
import { runModeratorCommands } from '../../src/daemon/moderator.js';
import { ferryAdapter } from '../games/ferry/game.js';
import { FakeClock, makeHarness, type Harness } from './harness.js';
import { ferryCampaign, ferryOrders } from './ferry-mail.js';

const QUIET_ID = 'test-ferry-quiet';
const HIDDEN_FROM_RED = new Set(['ferry.landed', 'ferry.contact']);
const quietFerry: GameAdapter = {
  ...ferryAdapter,
  id: QUIET_ID,
  engineVersion: `${QUIET_ID}@1`,
  resolveExchange: (s, input, options) => {
    const r = ferryAdapter.resolveExchange(s, input, options);
    // The same rules, but these events are told to the umpire alone.
    return { ...r, events: r.events.map((e: GameEvent) => (HIDDEN_FROM_RED.has(e.type) ? { ...e, audience: { to: 'umpire' as const } } : e)) };
  },
};

let unregister: () => void;
beforeAll(() => { unregister = registerGame(quietFerry); });
afterAll(() => unregister());
let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const data = ferryCampaign(QUIET_ID, 'quiet-ferry', { every: '48h', reply: '6h' });
const orders = ferryOrders;
const reports = async (hh: Harness, to: string): Promise<string[]> => (await hh.parsed(to)).map((m) => m.subject ?? '').filter((s) => / report/.test(s));

describe('seam §2: a report goes only to seats with news or an ask', () => {
  it('a contact red is not told of: blue is asked to board, red gets no mail until the turn ends', async () => {
    h = makeHarness(data, undefined, new FakeClock());
    await orders(h, 'red', '{"berth": 2}');
    await orders(h, 'blue', '{"berth": 2}');
    expect(h.ctx.store.getCampaign('med')!.exchange).toBe(2); // the challenge is pending, blue alone asked
    expect(await reports(h, 'rita@example.org')).toEqual([]);
    expect(await reports(h, 'bert@example.org')).toEqual(['[med] blue: turn 1 report — orders for turn 1 challenge due']);
    await orders(h, 'blue', '{"board": true}');
    // The turn ends with events to everyone: now both are mailed, red for the first time this turn.
    expect(await reports(h, 'rita@example.org')).toEqual(['[med] red: turn 1 report — orders for turn 2 due']);
    expect(await reports(h, 'bert@example.org')).toHaveLength(2);
  });

  it('without a contact the chain runs to the turn\'s end and both are mailed once', async () => {
    h = makeHarness(data, undefined, new FakeClock());
    await orders(h, 'red', '{"berth": 2}');
    await orders(h, 'blue', '{"berth": 5}');
    expect(h.ctx.store.getCampaign('med')!.turn).toBe(2);
    expect(await reports(h, 'rita@example.org')).toEqual(['[med] red: turn 1 report — orders for turn 2 due']);
    expect(await reports(h, 'bert@example.org')).toEqual(['[med] blue: turn 1 report — orders for turn 2 due']);
  });
});

describe('seam §2: a seat told something but not asked next is told it waits', () => {
  it('ferry: red sees the contact but the challenge asks blue: red\'s report has no form and no deadline', async () => {
    const unreg = registerGame({ ...ferryAdapter, id: 'test-ferry-told', engineVersion: 'test-ferry-told@1' });
    try {
      h = makeHarness(ferryCampaign('test-ferry-told', 'quiet-ferry', { every: '48h', reply: '6h' }), undefined, new FakeClock());
      await orders(h, 'red', '{"berth": 3}');
      await orders(h, 'blue', '{"berth": 3}');
      const red = (await h.parsed('rita@example.org')).filter((m) => / report/.test(m.subject ?? ''));
      expect(red.map((m) => m.subject)).toEqual(['[med] red: turn 1 report']);
      expect(red[0]!.text).toContain('Nothing is asked of you');
      expect(red[0]!.text).not.toMatch(/due|deadline/i);
      expect(red[0]!.attachments.map((a) => a.filename)).toEqual([]);
      // The moderator resends it: still not asked, so still no form and no deadline.
      runModeratorCommands(h.ctx, 'med', ['resend red 1'], 'mod@game.test');
      await h.tick();
      const resent = (await h.parsed('rita@example.org')).filter((m) => / report/.test(m.subject ?? ''));
      expect(resent.map((m) => m.subject)).toEqual(['[med] red: turn 1 report', '[med] red: turn 1 report']);
      expect(resent[1]!.attachments.map((a) => a.filename)).toEqual([]);
    } finally { unreg(); }
  });
});
