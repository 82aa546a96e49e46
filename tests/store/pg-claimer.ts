/**
 * One "daemon" for tests/store/pg-claims.test.ts, in its own process: opens the PostgreSQL store,
 * waits for the common start moment, then claims outbox and inbound rows until none are left,
 * marking each one done as a daemon would after sending or deciding it; and tries every campaign's
 * claim, holding those it gets until the parent says so (a line on stdin) or kills it. Prints
 * what it did as one JSON line.
 *
 * argv: <url> <owner> <start at, epoch ms> <campaigns, comma-separated>
 */
import { openPgStore } from '../../src/store/pg-store.js';

const [url, owner, startAt, campaignList] = process.argv.slice(2) as [string, string, string, string];
const store = openPgStore(url);
while (Date.now() < Number(startAt)) { /* the claimers start together */ }
const now = '2026-01-01T00:00:00.000Z';
const lease = '2026-01-01T01:00:00.000Z';
const sent: string[] = [];
const decided: number[] = [];
for (;;) {
  const rows = store.claimOutbox(now, 3, owner, lease);
  if (!rows.length) break;
  for (const r of rows) { store.markOutboxSent(r.messageId, now); sent.push(r.messageId); }
}
for (;;) {
  const rows = store.claimInbound(now, 3, owner, lease);
  if (!rows.length) break;
  for (const r of rows) { store.updateInbound(r.id, { status: 'processed' }); decided.push(r.id); }
}
const campaigns = campaignList.split(',').filter((c) => store.claimCampaign(c));
process.stdout.write(`${JSON.stringify({ owner, sent, decided, campaigns })}\n`);
// Hold the campaigns until told to go (or killed: PostgreSQL then drops the locks itself).
process.stdin.once('data', () => { store.close(); process.exit(0); });
