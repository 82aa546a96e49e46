/**
 * Several daemons on one store (issue 17 §4): an order mail is read against the campaign's turn
 * and stored only while no other daemon works that campaign (the scheduler resolves turns holding
 * the same claim), so no order is acknowledged for a turn another daemon was resolving without it.
 * While the claim is elsewhere the mail is left for the transport to offer again: nothing is
 * stored for it but its raw 'received' row, nobody is answered, and the next offer handles it once.
 * The claim is the store's (a PostgreSQL advisory lock; a SQLite store's always succeeds): here a
 * store whose claim another daemon holds is played by refusing it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CENTRAL_ORDERS, eml, makeHarness, type Harness } from './harness.js';
import { handleInbound, MailBusy } from '../../src/daemon/intake.js';

let h: Harness | null = null;
afterEach(() => { h?.close(); h = null; });

/** The store as a daemon sees it while another daemon holds `busy`'s claim; every claim and release is recorded. */
function otherDaemonHolds(harness: Harness, busy: Set<string>): string[] {
  const store = harness.ctx.store;
  const seen: string[] = [];
  const claim = store.claimCampaign.bind(store);
  const release = store.releaseCampaign.bind(store);
  store.claimCampaign = (c) => { seen.push(`claim ${c}`); return busy.has(c) ? false : claim(c); };
  store.releaseCampaign = (c) => { seen.push(`release ${c}`); release(c); };
  return seen;
}

describe('issue 17 §4: intake and the campaign claim', () => {
  it('an order for a campaign another daemon is working is left for later, stored and answered once it is free', async () => {
    h = makeHarness();
    const busy = new Set(['med']);
    const seen = otherDaemonHolds(h, busy);
    const raw = Buffer.from(eml({ from: 'Karl <karl@example.org>', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
    await expect(handleInbound(h.ctx, { id: 'first-offer', raw })).rejects.toBeInstanceOf(MailBusy);
    // Nothing but the raw row: no submission, no answer, and the row waits to be resumed.
    expect(h.ctx.store.listInbound().map((r) => r.status)).toEqual(['received']);
    expect(h.ctx.store.listSubmissions('med', 1).length).toBe(0);
    expect(h.ctx.store.listOutbox().filter((o) => o.recipient === 'karl@example.org' && o.kind === 'ack')).toEqual([]);
    // The other daemon lets go; the transport offers the mail again.
    busy.clear();
    expect(await handleInbound(h.ctx, { id: 'second-offer', raw })).toBe('processed');
    expect(h.ctx.store.listInbound().map((r) => r.status)).toEqual(['processed']);
    expect(h.ctx.store.listSubmissions('med', 1).filter((s) => s.valid).length).toBe(1);
    expect(h.ctx.store.listOutbox().filter((o) => o.recipient === 'karl@example.org' && o.kind === 'ack').length).toBe(1);
    // Taken for the handling and given back after it, each offer.
    expect(seen).toEqual(['claim med', 'claim med', 'release med']);
  });

  it('a moderator command for a campaign another daemon is working is left for later too', async () => {
    h = makeHarness();
    const busy = new Set(['med']);
    otherDaemonHolds(h, busy);
    const raw = Buffer.from(eml({ from: 'mod@game.test', to: h.replyTo('central'), subject: '[med] moderator', body: 'status\n' }));
    const toModerator = () => h!.ctx.store.listOutbox().filter((o) => o.recipient === 'mod@game.test').length;
    const before = toModerator();
    await expect(handleInbound(h.ctx, { id: 'mod', raw })).rejects.toBeInstanceOf(MailBusy);
    expect(toModerator()).toBe(before);
    busy.clear();
    expect(await handleInbound(h.ctx, { id: 'mod-again', raw })).not.toBe('quarantined');
  });
});
