/**
 * A turn as the daemon plays it (issue 17 §5: what a daemon spends a turn over each store): the
 * in-process daemon of the mail tests over the local folder (tests/mail/harness.ts), both order
 * mails of the turn dropped in, taken in, the turn resolved and every mail sent. Per turn: the
 * process's CPU (the bridge's worker thread included, the database server not), wall time, and
 * round trips through the PostgreSQL bridge (0 over SQLite). Used by bench/pg-store.ts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { localMailFolders } from '../src/mail/local-transport.js';
import { bridgeTrips } from '../src/store/pg-bridge.js';
import type { Store } from '../src/store/types.js';
import { campaignData, eml, FakeClock, makeHarness } from '../tests/mail/harness.js';
import { referenceRun, SIDES } from '../tests/mailstack/reference.js';

export interface DaemonTurns { readonly cpuMs: number[]; readonly wallMs: number[]; readonly trips: number[] }

const EMAIL = { allied: 'ann@example.org', central: 'karl@example.org' } as const;

/** The harness's campaign ('med', seed 42) played `turns` turns by the reference run's orders. */
export function referenceOrders(turns: number): Array<Record<(typeof SIDES)[number], string>> {
  return referenceRun('med', 'gwas-mediterranean/goeben-1914', '42', turns).orders;
}

export async function daemonTurns(open: (home: string) => Store, orders: ReturnType<typeof referenceOrders>): Promise<DaemonTurns> {
  const home = mkdtempSync(join(tmpdir(), 'adm-pgturn-'));
  const h = makeHarness(campaignData({}, { every: '48h', coolOff: '0s' }), home, new FakeClock(), undefined, open);
  const out: DaemonTurns = { cpuMs: [], wallMs: [], trips: [] };
  try {
    await h.tick(); // briefings out: setup, not a turn
    const inbox = localMailFolders(join(home, 'mail')).inbox;
    for (let t = 1; t <= orders.length; t++) {
      const cpu0 = process.cpuUsage();
      const wall0 = performance.now();
      const trips0 = bridgeTrips();
      for (const side of SIDES) {
        writeFileSync(join(inbox, `${t}-${side}.eml`), eml({ from: EMAIL[side], to: h.replyTo(side), subject: `[med] ${side} turn ${t} orders`, body: orders[t - 1]![side] }));
      }
      await h.intake.pollOnce((m) => h.daemon.handle(m));
      // The turn resolves at the first tick after both orders are in, its mails go at that tick and
      // the next (checked below, outside the figures).
      await h.tick();
      await h.tick();
      const c = process.cpuUsage(cpu0);
      out.cpuMs.push((c.user + c.system) / 1000);
      out.wallMs.push(performance.now() - wall0);
      out.trips.push(bridgeTrips() - trips0);
      if (h.ctx.store.getCampaignHead('med')!.turn !== t + 1) throw new Error(`bench daemon: turn ${t} was not resolved`);
      if (h.ctx.store.listOutbox({ status: 'pending' }).length) throw new Error(`bench daemon: turn ${t}'s mails were not all sent`);
    }
    return out;
  } finally {
    h.close();
  }
}
