/** Issue 9.7: refusals are bounded per address and hour, the moderator is told once, every one is counted. */
import { afterEach, describe, expect, it } from 'vitest';
import { CENTRAL_ORDERS, eml, makeHarness, type Harness } from './harness.js';
import { REFUSALS_PER_HOUR } from '../../src/daemon/refusal-limit.js';

let h: Harness;
afterEach(() => h?.close());

const H = 3600_000;

describe('refusal limit (issue 9.7)', () => {
  it('30 forged mails in Karl\'s name: 5 refusals reach him, the moderator is told once, all 30 are counted', async () => {
    h = makeHarness();
    await h.tick();
    const refusals = async (): Promise<number> => (await h.parsed('karl@example.org')).filter((m) => /refused/.test(m.subject ?? '')).length;
    const modNotices = async (): Promise<string[]> => (await h.parsed('mod@game.test')).filter((m) => /held back/.test(m.subject ?? '')).map((m) => m.text ?? '');
    for (let i = 0; i < 30; i++) {
      await h.drop(eml({ from: 'Karl <karl@example.org>', to: 'referee@game.test', subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
      h.clock.advance(60_000);
    }
    expect(REFUSALS_PER_HOUR).toBe(5);
    expect(await refusals()).toBe(5);
    const notices = await modNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatch(/name of karl@example.org\nin the hour from 1914-08-03T06:00 UTC \(6 so far\)/);
    expect(h.ctx.store.listInbound().map((r) => r.code)).toEqual(Array(30).fill('ML4030'));
    expect(h.ctx.store.listRefusalCounts('karl@example.org').map((r) => r.count)).toEqual([30]);
    for (const line of notices[0]!.split('\n')) expect(line.length).toBeLessThanOrEqual(76);

    // A new hour: the player hears again; the moderator is not told twice in a day.
    h.clock.advance(H);
    for (let i = 0; i < 7; i++) await h.drop(eml({ from: 'Karl <karl@example.org>', to: 'referee@game.test', subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    expect(await refusals()).toBe(10);
    expect(await modNotices()).toHaveLength(1);
    expect(h.ctx.store.listRefusalCounts('karl@example.org').map((r) => r.count)).toEqual([30, 7]);
    // Real orders are never held back: acknowledgements are not refusals.
    await h.drop(eml({ from: 'Karl <karl@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    expect((await h.parsed('karl@example.org')).filter((m) => /accepted/.test(m.subject ?? ''))).toHaveLength(1);
  });
});
