/**
 * seam §2 rollback `--to T --exchange X`, through the daemon's mailer: the exchange pending again
 * gets a deadline of its own, by its timing, and nobody is mailed a deadline he is not bound by.
 * Shown on the test-only game ferry (tests/games/ferry/game.ts): turn 1 ends in a contact, so
 * exchange 2 (`challenge`, reply timing) asks blue alone.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../src/cli/commands/fairplay-common.js';
import { rollbackCampaign } from '../../src/fairplay/rollback.js';
import { registerGame } from '../../src/pipeline/games.js';
import { FERRY_ID, ferryAdapter } from '../games/ferry/game.js';
import { FakeClock, makeHarness, type Harness } from './harness.js';
import { ferryCampaign, ferryOrders } from './ferry-mail.js';

const H = 3600_000;
let unregister: () => void;
beforeAll(() => { unregister = registerGame(ferryAdapter); });
afterAll(() => unregister());
let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

const data = ferryCampaign(FERRY_ID, 'ferry-rollback', { every: '48h', reply: '6h' });
const orders = ferryOrders;
const pending = (hh: Harness): [number, number] => { const c = hh.ctx.store.getCampaign('med')!; return [c.turn, c.exchange]; };

describe('seam §2 rollback into a later exchange of a turn', () => {
  it('the challenge pending again gets a fresh reply deadline, not the stale one, and is not resolved at once', async () => {
    h = makeHarness(data, undefined, new FakeClock());
    await orders(h, 'red', '{"berth": 3}');
    await orders(h, 'blue', '{"berth": 3}');
    expect(pending(h)).toEqual([1, 2]);
    const stale = h.ctx.store.getDeadline('med', 1, 2)!;
    // Blue stays silent: the challenge resolves at its deadline, then turn 2 is pending.
    h.clock.ms = Date.parse(stale.dueAt);
    await h.tick();
    expect(pending(h)).toEqual([2, 1]);
    // Two days later the moderator rolls back to the end of turn 1, exchange 1.
    h.clock.ms += 48 * H;
    const at = h.clock.now().toISOString();
    rollbackCampaign(h.ctx.store, 'med', 1, 'blue\'s answer was lost', 'test', at, outboxMailer(h.ctx), 1);
    expect(pending(h)).toEqual([1, 2]);
    const fresh = h.ctx.store.getDeadline('med', 1, 2)!;
    expect(fresh.timing).toBe('reply');
    expect(Date.parse(fresh.dueAt)).toBe(h.clock.ms + 6 * H);
    // Turn 2's deadline belonged to the undone history.
    expect(h.ctx.store.getDeadline('med', 2, 1)).toBeNull();
    await h.tick();
    expect(pending(h)).toEqual([1, 2]);
    // The new deadline goes to blue, the seat the challenge asks; red is told of the rollback only.
    const deadlineMails = async (to: string): Promise<string[]> => (await h!.parsed(to)).map((m) => m.subject ?? '').filter((s) => /new deadline/.test(s));
    expect(await deadlineMails('bert@example.org')).toEqual(['[med] blue: new deadline for turn 1']);
    expect(await deadlineMails('rita@example.org')).toEqual([]);
    const redReissued = (await h.parsed('rita@example.org')).map((m) => m.subject ?? '').filter((s) => / report/.test(s)).at(-1);
    expect(redReissued).toBe('[med] red: turn 1 report');
  });
});
