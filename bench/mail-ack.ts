/**
 * Order mail → acknowledgement through `admiralty serve` on the real Postfix + Dovecot (issue 17
 * goal: p95 ≤ 0.5 s), and last order → last report (issue 4 §9: ≤ 5 s). Six players, three
 * campaigns, all sending at once each turn.
 *
 * What is measured, each a clock reading, none estimated:
 * - sent: the player's mail program starts the SMTP send (Date.now()).
 * - stored: Dovecot's LMTP log line for the acknowledgement in the player's INBOX
 *   (microsecond log times, mailstack.sh): the moment the mail is in the mailbox.
 * - seen: a held IMAP connection of the player's, asking every 50 ms (six of them: Dovecot
 *   answers each NOOP in about 0.3 ms of CPU), first lists it.
 * The parts between: the order accepted by Postfix (the send returned), stored in the referee's
 * INBOX (Dovecot's log), handled (the daemon's "message processed" line), the acknowledgement
 * accepted by Postfix (the daemon's "sent ack" line), stored in the player's INBOX.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { daemonLog, spawnDaemon, writeDaemonConfig } from '../tests/mailstack/daemon.js';
import { joinCampaign, sendOrders } from '../tests/mailstack/players.js';
import { referenceRun, SIDES } from '../tests/mailstack/reference.js';
import type { MailStack } from '../tests/mailstack/testbed.js';
import { MailboxWatch, storedTimes } from '../tests/mailstack/watch.js';

const pct = (xs: number[], p: number) => (xs.length === 0 ? NaN : [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const both = (xs: number[]) => `${s(pct(xs, 0.5))} / ${s(pct(xs, 0.95))}`;
const bracket = (id: string) => (id.startsWith('<') ? id : `<${id}>`);

export async function orderToAck(stack: MailStack, home: string, daemons: Array<ReturnType<typeof spawnDaemon>>): Promise<void> {
  const TURNS = Number(process.env.BENCH_MAIL_TURNS ?? 8);
  // The daemon's default pollMs unless BENCH_MAIL_POLL_MS names one.
  const pollMs = process.env.BENCH_MAIL_POLL_MS ? Number(process.env.BENCH_MAIL_POLL_MS) : undefined;
  const campaigns = ['b1', 'b2', 'b3'];
  const users = [['p1', 'p2'], ['p3', 'p4'], ['p5', 'p6']];
  const refs = campaigns.map((c) => referenceRun(c, 'gwas-mediterranean/goeben-1914', `${c}-seed`, TURNS));
  const config = writeDaemonConfig(home, stack, campaigns.map((c, i) => ({
    id: c, seed: `${c}-seed`, players: { allied: { email: `${users[i][0]}@game.test` }, central: { email: `${users[i][1]}@game.test` } }, deadline: { every: '1h', early: true },
  })), pollMs === undefined ? { pollMs: null } : { pollMs });
  // BENCH_MAIL_CPU_PROF=DIR: the daemon writes a V8 CPU profile there when it stops.
  const prof = process.env.BENCH_MAIL_CPU_PROF;
  daemons.push(spawnDaemon(config, `${home}/daemon.log`, {}, prof ? ['--cpu-prof', '--cpu-prof-dir', prof] : []));
  const players = await Promise.all(campaigns.flatMap((c, i) => SIDES.map((side, k) => joinCampaign(stack, c, users[i][k], side, 60_000))));
  const watches = new Map(players.map((p) => [p.user, new MailboxWatch(stack, p.user)]));
  await Promise.all([...watches.values()].map((w) => w.start()));
  const orders: Array<{ id: string; user: string; to: string; sentAt: number; acceptedAt: number; seenAt: number; ackId: string }> = [];
  const reportMs: number[] = [];
  try {
    for (let t = 1; t <= TURNS; t++) {
      let lastSent = 0;
      await Promise.all(players.map(async (p, j) => {
        const c = campaigns[Math.floor(j / 2)];
        const sentAt = Date.now();
        const id = bracket(await sendOrders(stack, c, p, t, refs[Math.floor(j / 2)].orders[t - 1][p.side as 'allied' | 'central']));
        const acceptedAt = Date.now();
        lastSent = Math.max(lastSent, performance.now());
        const [ack] = await watches.get(p.user)!.waitFor(new RegExp(`^\\[${c}\\] ${p.side} turn ${t} orders: accepted`), 1, 30_000);
        if (bracket(ack.inReplyTo) !== id) throw new Error(`${p.user}'s acknowledgement answers ${ack.inReplyTo}, not ${id}`);
        orders.push({ id, user: p.user, to: p.address, sentAt, acceptedAt, seenAt: ack.seenAt, ackId: bracket(ack.messageId) });
      }));
      await Promise.all(players.map((p, j) => watches.get(p.user)!.waitFor(new RegExp(`^\\[${campaigns[Math.floor(j / 2)]}\\] ${p.side}: (turn ${t} report|final report)`), 1, 30_000)));
      reportMs.push(performance.now() - lastSent);
    }
  } finally {
    await Promise.all([...watches.values()].map((w) => w.stop()));
  }
  // Join each order with the daemon's log and Dovecot's.
  const stored = storedTimes(readFileSync(`${stack.dir}/log/dovecot.log`, 'utf8'));
  const log = daemonLog(`${home}/daemon.log`).map((l) => ({ msg: String(l.msg), messageId: String(l.messageId ?? ''), ms: Date.parse(String(l.time)) }));
  const referee = stack.users.referee.user;
  const parts = { accepted: [] as number[], inReferee: [] as number[], handled: [] as number[], ackAccepted: [] as number[], ackStored: [] as number[], seen: [] as number[] };
  const toStored: number[] = [];
  const toSeen: number[] = [];
  for (const o of orders) {
    toSeen.push(o.seenAt - o.sentAt);
    const inRef = stored.get(`${referee} ${o.id}`);
    const handled = log.find((l) => /^message processed/.test(l.msg) && bracket(l.messageId) === o.id);
    const ackSent = log.find((l) => l.msg === `sent ack to ${o.to}` && bracket(l.messageId) === o.ackId);
    const ackStored = stored.get(`${stack.users[o.user].user} ${o.ackId}`);
    if (ackStored === undefined) throw new Error(`no Dovecot delivery line for ${o.user}'s acknowledgement ${o.ackId}`);
    toStored.push(ackStored - o.sentAt);
    if (inRef === undefined || !handled || !ackSent) continue;
    parts.accepted.push(o.acceptedAt - o.sentAt);
    parts.inReferee.push(inRef - o.acceptedAt);
    parts.handled.push(handled.ms - inRef);
    parts.ackAccepted.push(ackSent.ms - handled.ms);
    parts.ackStored.push(ackStored - ackSent.ms);
    parts.seen.push(o.seenAt - ackStored);
  }
  console.log(`  order mail sent → acknowledgement stored in the player's mailbox (${toStored.length} orders, six players at once, daemon pollMs ${pollMs ?? 'default'}): p50 ${s(pct(toStored, 0.5))}, p95 ${s(pct(toStored, 0.95))}, max ${s(Math.max(...toStored))}  (issue 17 goal: p95 ≤ 0.5 s)`);
  console.log(`  … → seen by the player's IMAP client (a held connection asking every 50 ms): p50 ${s(pct(toSeen, 0.5))}, p95 ${s(pct(toSeen, 0.95))}`);
  console.log(`  last order sent (turn runs early) → last of six reports seen: p50 ${s(pct(reportMs, 0.5))}, max ${s(Math.max(...reportMs))} over ${TURNS} turns  (goal ≤ 5 s)`);
  console.log(
    `  where the time goes, p50 / p95 (${parts.accepted.length} orders): order accepted by Postfix ${both(parts.accepted)}; → stored in the referee's INBOX ${both(parts.inReferee)}; ` +
      `→ handled by the daemon ${both(parts.handled)}; → ack accepted by Postfix ${both(parts.ackAccepted)}; → ack stored in the player's INBOX ${both(parts.ackStored)}; → seen ${both(parts.seen)}`,
  );
}
