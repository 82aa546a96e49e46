/**
 * Answers and the pending exchange (docs/design/seam.md §2 submissions, §3 intake), on the
 * test-only "ferry" (tests/games/ferry/game.ts): after a contact, turn 1's exchange 2 (the
 * challenge) asks blue alone. Orders from red then are kept on file and ignored (ML4028: they never
 * become red's orders for the challenge); an answer naming exchange 1 once it is closed is ML4027.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerGame } from '../../src/pipeline/games.js';
import { FERRY_ID, ferryAdapter } from '../games/ferry/game.js';
import { eml, FakeClock, makeHarness, type Harness } from './harness.js';

let unregister: () => void;
beforeAll(() => { unregister = registerGame(ferryAdapter); });
afterAll(() => unregister());
let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const RED = 'Rita <rita@example.org>';
const BLUE = 'Bert <bert@example.org>';

function ferry(): Harness {
  return makeHarness({
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: `${FERRY_ID}/strait`, seed: 'ferry-seats', moderator: 'mod@game.test',
      players: { red: { name: 'Rita', email: 'rita@example.org' }, blue: { name: 'Bert', email: 'bert@example.org' } },
      deadline: { every: '48h', reply: '6h', reminders: ['2h'] },
    }],
  }, undefined, new FakeClock());
}

const send = (hh: Harness, seat: 'red' | 'blue', subject: string, json: string): Promise<number> =>
  hh.drop(eml({ from: seat === 'red' ? RED : BLUE, to: hh.replyTo(seat), subject, body: JSON.stringify(JSON.parse(json), null, 1) }));
const pending = (hh: Harness): [number, number] => { const c = hh.ctx.store.getCampaign('med')!; return [c.turn, c.exchange]; };

/** Turn 1, exchange 1: blue watches berth 1, where red (silent) stays: a contact, so exchange 2 asks blue alone. */
async function toChallenge(hh: Harness): Promise<void> {
  await send(hh, 'blue', '[med] blue turn 1 orders', '{"berth": 1}');
  hh.clock.ms = Date.parse(hh.ctx.store.getDeadline('med', 1, 1)!.dueAt);
  await hh.tick();
  expect(pending(hh)).toEqual([1, 2]);
}

describe('seam §2/§3: the seats and the exchange a mail answers', () => {
  it('ML4028: orders from a seat the pending exchange does not ask are kept on file and ignored, never used', async () => {
    h = ferry();
    await toChallenge(h);
    const before = h.ctx.store.listSubmissions('med').length;
    await send(h, 'red', '[med] red turn 1 orders', '{"berth": 5}');
    const row = h.ctx.store.listInbound().at(-1)!;
    expect([row.code, row.status, row.seat, row.submission]).toEqual(['ML4028', 'processed', 'red', null]);
    expect(row.raw.toString()).toContain('"berth": 5'); // the message itself is on file
    // Not stored as red's orders for the challenge, or for anything.
    expect(h.ctx.store.listSubmissions('med').length).toBe(before);
    expect(h.ctx.store.latestValidSubmission('med', 'red', 1, 2)).toBeNull();
    const notice = (await h.parsed('rita@example.org')).find((m) => /ML4028/.test(m.subject ?? ''))!;
    expect(notice.subject).toBe('[med] red: orders kept, not used (ML4028)');
    expect(notice.text!.replace(/\s+/g, ' ')).toContain("Seat 'red' is not asked anything in turn 1 challenge");
    // The challenge resolves on blue's silence; red's berth is still the one it had (F1: it stayed at 1).
    h.clock.ms = Date.parse(h.ctx.store.getDeadline('med', 1, 2)!.dueAt);
    await h.tick();
    expect(pending(h)).toEqual([2, 1]);
    expect(JSON.parse(h.ctx.store.getCampaign('med')!.stateJson).red).toBe(1);
  });

  it('ML4027: an answer naming an exchange of this turn already closed is refused; naming the open one is taken', async () => {
    h = ferry();
    await toChallenge(h);
    await send(h, 'blue', '[med] blue turn 1.1 orders', '{"board": true}');
    const refused = h.ctx.store.listInbound().at(-1)!;
    expect([refused.code, refused.status]).toEqual(['ML4027', 'rejected']);
    expect(refused.detail).toBe('These orders answer turn 1.1, which is closed; Admiralty now waits for turn 1 challenge.');
    expect(h.ctx.store.latestValidSubmission('med', 'blue', 1, 2)).toBeNull();
    await send(h, 'blue', '[med] blue turn 1.2 orders', '{"board": true}');
    expect(h.ctx.store.listInbound().at(-1)!.code).toBeNull();
    expect(pending(h)).toEqual([2, 1]); // blue's final answer ran the challenge early
  });
});
