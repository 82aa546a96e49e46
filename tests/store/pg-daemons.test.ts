/**
 * Two mail daemons on one PostgreSQL store and one mail folder (issue 17 §4), in-process over the
 * local transport (tests/mail/harness.ts), their ticks and intakes run at the same time: every
 * briefing and acknowledgement is sent once (one attempt each), each order mail makes one
 * submission, and the turn is resolved once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPgStore } from '../../src/store/pg-store.js';
import { ALLIED_ORDERS, CENTRAL_ORDERS, FakeClock, campaignData, eml, makeHarness } from '../mail/harness.js';
import { pgGate } from '../support/pg-cluster.js';
import { writeFileSync } from 'node:fs';
import { localMailFolders } from '../../src/mail/local-transport.js';

const cluster = await pgGate();

describe.runIf(cluster)('two daemons, one PostgreSQL store, one mail folder (issue 17 §4)', () => {
  it('briefings and acknowledgements go once each, each order mail is one submission, the turn resolves once', async () => {
    const url = cluster!.database('daemons');
    const home = mkdtempSync(join(tmpdir(), 'adm-pgd-'));
    const clock = new FakeClock();
    const data = campaignData({}, { every: '48h', coolOff: '0s' });
    const a = makeHarness(data, home, clock, undefined, () => openPgStore(url));
    const b = makeHarness(data, home, clock, undefined, () => openPgStore(url));
    try {
      await Promise.all([a.tick(), b.tick()]);
      const sent = a.ctx.store.listOutbox({ status: 'sent' });
      expect(sent.length).toBeGreaterThanOrEqual(2);
      // A mail sent by both would be marked twice: two attempts.
      expect(sent.filter((m) => m.attempts !== 1)).toEqual([]);
      expect(a.ctx.store.listOutbox({ status: 'pending' })).toEqual([]);

      const inbox = localMailFolders(join(home, 'mail')).inbox;
      writeFileSync(join(inbox, '1.eml'), eml({ from: 'karl@example.org', to: a.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS, messageId: '<c1@example.org>' }));
      writeFileSync(join(inbox, '2.eml'), eml({ from: 'ann@example.org', to: a.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS, messageId: '<a1@example.org>' }));
      // Both intakes see both mails at once; then both poll again (a mail left by a busy handle goes then).
      await Promise.all([a.intake.pollOnce((m) => a.daemon.handle(m)), b.intake.pollOnce((m) => b.daemon.handle(m))]);
      await Promise.all([a.intake.pollOnce((m) => a.daemon.handle(m)), b.intake.pollOnce((m) => b.daemon.handle(m))]);
      const subs = a.ctx.store.listSubmissions('med');
      expect(subs.map((s) => s.seat).sort()).toEqual(['allied', 'central']);
      expect(a.ctx.store.listInbound({ status: 'processed' })).toHaveLength(2);
      // Each mail was read by one intake only (src/mail/local-claim.ts): no copy kept as a duplicate.
      expect(a.ctx.store.listInbound()).toHaveLength(2);

      await Promise.all([a.tick(), b.tick()]);
      await Promise.all([a.tick(), b.tick()]);
      expect(a.ctx.store.listJournal('med').map((j) => j.turn)).toEqual([1]);
      expect(a.ctx.store.getCampaign('med')!.turn).toBe(2);
      const all = a.ctx.store.listOutbox();
      expect(all.filter((m) => m.status !== 'sent')).toEqual([]);
      expect(all.filter((m) => m.attempts !== 1)).toEqual([]);
      expect(all.filter((m) => m.kind === 'ack')).toHaveLength(2);
    } finally {
      b.ctx.store.close();
      a.close();
    }
  }, 240_000);
});
