/**
 * A host of many campaigns (issue 17 §5): an order mail costs reads of its own campaign only.
 * The running daemon looks at every campaign's deadline once per tick, but the tick a handled
 * mail asks for at once (to send its acknowledgement, and run a turn its orders completed) looks
 * at that mail's campaign alone, and the intake finds the sender's seats with one query instead of
 * reading each campaign's players. Before, every order mail read every campaign of the host, in
 * each daemon: on PostgreSQL that was most of a two-daemon host's time (bench/host.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Daemon } from '../../src/daemon/daemon.js';
import { localMailFolders, LocalOutbound } from '../../src/mail/local-transport.js';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, makeHarness } from './harness.js';

const OTHERS = 12;

describe('a host of many campaigns: a mail reads its own campaign (issue 17 §5)', () => {
  it('the orders completing a turn run it at once, and no other campaign is read meanwhile', async () => {
    const data = campaignData({}, { every: '48h', coolOff: '0s' });
    (data.campaigns as unknown[]).push(...Array.from({ length: OTHERS }, (_, i) => ({
      id: `o${i}`, scenario: 'gwas-mediterranean/goeben-1914', seed: `o${i}`, deadline: { every: '48h' },
      players: { allied: { email: `a${i}@example.org` }, central: { email: `c${i}@example.org` } },
    })));
    const h = makeHarness(data);
    const store = h.ctx.store;
    // Reads of each campaign's head and players, by campaign.
    const reads = new Map<string, number>();
    const count = (c: string) => reads.set(c, (reads.get(c) ?? 0) + 1);
    const head = store.getCampaignHead.bind(store);
    const players = store.listPlayers.bind(store);
    store.getCampaignHead = (c) => { count(c); return head(c); };
    store.listPlayers = (c) => { count(c); return players(c); };
    // A tick an hour apart: after the first pass, only kicks can look at a campaign.
    const daemon = new Daemon({ ctx: h.ctx, intake: h.intake, outbound: new LocalOutbound(h.ctx.config.folder), tickMs: 3600_000 });
    const ac = new AbortController();
    const run = daemon.run(ac.signal);
    try {
      const until = async (what: string, ok: () => boolean) => {
        for (let i = 0; i < 300 && !ok(); i++) await new Promise((r) => setTimeout(r, 20));
        expect(ok(), what).toBe(true);
      };
      await until('the first pass sent the briefings', () => store.listOutbox({ status: 'pending' }).length === 0 && store.listOutbox().length > 0);
      reads.clear();
      const inbox = localMailFolders(h.ctx.config.folder).inbox;
      writeFileSync(join(inbox, '1.eml'), eml({ from: 'karl@example.org', to: h.replyTo('central'), subject: '[med] central turn 1 orders', body: CENTRAL_ORDERS }));
      writeFileSync(join(inbox, '2.eml'), eml({ from: 'ann@example.org', to: h.replyTo('allied'), subject: '[med] allied turn 1 orders', body: ALLIED_ORDERS }));
      await until('the turn ran on the kick of the order that completed it', () => store.listJournal('med').length === 1);
      await until('both acknowledgements and both reports went', () => store.listOutbox({ campaign: 'med', status: 'sent' }).filter((m) => m.kind === 'ack' || m.kind === 'report').length === 4);
      expect([...reads.keys()].filter((c) => c !== 'med')).toEqual([]);
    } finally {
      ac.abort();
      await run;
      h.close();
    }
  }, 60_000);
});
