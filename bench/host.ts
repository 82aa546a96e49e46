/**
 * The host benchmark (issue 17 §5; `BENCH_ONLY=host npm run bench`): N campaigns of the Goeben
 * scenario played at once by scripted players (bench/host-players.ts), measured side by side in
 * one run on (a) one daemon over SQLite and (b) two daemons over PostgreSQL, each through the
 * local mail folder and, where Postfix and Dovecot can start here, through the real stack. Every
 * daemon is its own process (`node bin/admiralty.mjs serve`), so two daemons can use two cores.
 *
 * Per configuration it prints turns a minute, mails a minute (in and out), order → acknowledgement
 * p50/p95, each daemon's peak RSS, and the two-daemon/one-daemon ratio against the issue's 1.6×
 * goal. Afterwards it checks the store as the crash test does (each order one submission and one
 * acknowledgement, each turn once, digests equal to an uninterrupted run): a fast figure from a
 * run that lost or doubled something is worthless, so the check is printed beside it.
 *
 * Env: BENCH_HOST_CAMPAIGNS (default 200), BENCH_HOST_TURNS (turns each campaign plays, default
 * 2), BENCH_HOST_CAP_S (cap on one configuration's play, default 120 s), BENCH_HOST_WAYS
 * (`local,stack` by default), BENCH_HOST_POLL_MS (the daemons' mail.pollMs, default 500),
 * BENCH_HOST_PG_ONE=1 (one daemon over PostgreSQL as well, for two against one on the same store).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { replayCampaign } from '../src/pipeline/replay.js';
import { openAnyStore } from '../src/store/open-store.js';
import { spawnDaemon, type DaemonProc } from '../tests/mailstack/daemon.js';
import { referenceRun, SIDES, stateDigest, type Side } from '../tests/mailstack/reference.js';
import { closeSenders, mailStackMissing, startMailStack, type MailStack } from '../tests/mailstack/testbed.js';
import { startPgCluster, type PgCluster } from '../tests/support/pg-server.js';
import { localWay, Postbox, stackWay, type MailWay } from './host-players.js';

const N = Number(process.env.BENCH_HOST_CAMPAIGNS ?? 200);
const TURNS = Number(process.env.BENCH_HOST_TURNS ?? 2);
const CAP_MS = Number(process.env.BENCH_HOST_CAP_S ?? 120) * 1000;
const POLL_MS = Number(process.env.BENCH_HOST_POLL_MS ?? 500);
const WAYS = (process.env.BENCH_HOST_WAYS ?? 'local,stack').split(',').map((x) => x.trim());
const SCENARIO = 'gwas-mediterranean/goeben-1914';
const SEED = 'host-seed';
/** How long the setup (campaigns created, every briefing out) may take before the run is given up. */
const SETUP_CAP_MS = 300_000;

const pct = (xs: number[], p: number) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]! : NaN);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/**
 * Campaign ids of configuration `k`: each configuration its own, since the real stack's mailboxes
 * are shared by the configurations and a player must not take an earlier run's briefing for its own.
 */
const idsOf = (k: number) => Array.from({ length: N }, (_, i) => `h${k}-${String(i + 1).padStart(3, '0')}`);
let ids = idsOf(0);

interface Setup { readonly way: 'local' | 'stack'; readonly store: 'sqlite' | 'postgres'; readonly daemons: number }
interface Result {
  readonly label: string;
  readonly turns: number;
  readonly minutes: number;
  readonly mailsIn: number;
  readonly mailsOut: number;
  readonly ack: number[];
  readonly rssMb: number[];
  /** CPU seconds each daemon used, setup included. */
  readonly cpuS: number[];
  readonly capHit: boolean;
  readonly setupS: number;
  readonly problems: string[];
  readonly duplicates: number;
}

/** Peak resident set of a process (VmHWM), MB; NaN when it cannot be read. */
function peakRssMb(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch { return NaN; }
}

/** CPU time a process has used so far (user + system), seconds; NaN when it cannot be read. */
function cpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch { return NaN; }
}

/** Who plays each seat: one address a seat locally; on the real stack the six test mailboxes, each a seat in many campaigns. */
function seatAddress(setup: Setup, c: number, side: Side): { address: string; user: string } {
  if (setup.way === 'local') {
    const address = `${side[0]}${String(c + 1).padStart(3, '0')}@bench.test`;
    return { address, user: address };
  }
  const user = `p${(side === 'allied' ? 1 : 4) + (c % 3)}`;
  return { address: `${user}@game.test`, user };
}

function writeConfig(home: string, setup: Setup, storeSpec: string, stack: MailStack | null): string {
  const campaigns = ids.map((id, c) => ({
    id, scenario: SCENARIO, seed: SEED,
    players: Object.fromEntries(SIDES.map((side) => [side, { email: seatAddress(setup, c, side).address }])),
    deadline: { every: '48h', early: true },
  }));
  const ref = stack?.users.referee;
  const mail = setup.way === 'local'
    ? { mode: 'local', referee: 'referee@bench.test', folder: join(home, 'mail'), pollMs: POLL_MS, maps: false }
    : {
      mode: 'imap+smtp', referee: ref!.address, pollMs: POLL_MS, maps: false,
      imap: { host: stack!.imap.host, port: stack!.imap.port, user: ref!.user, password: ref!.pass },
      smtp: { host: stack!.submission.host, port: stack!.submission.port, user: ref!.user, password: ref!.pass },
    };
  const file = join(home, 'admiralty.yaml');
  writeFileSync(file, stringify({ store: storeSpec, mail, campaigns }));
  return file;
}

/**
 * The store as the crash test checks it (tests/mailstack/crash.test.ts), over every campaign:
 * each order mail one decided inbound row (copies seen by a second intake are kept as
 * 'duplicate' rows that do nothing, and counted apart), one submission and one acknowledgement;
 * each turn journalled once and replaying to its digests (the first campaign's equal to the
 * uninterrupted reference run); no mail sent twice.
 */
function checkStore(storeSpec: string, orderIds: Map<string, string>, digests: string[], refId: string): { problems: string[]; duplicates: number } {
  const store = openAnyStore(storeSpec);
  const problems: string[] = [];
  let duplicates = 0;
  try {
    const inbound = store.listInbound();
    const rows = new Map<string, number>();
    for (const r of inbound) {
      if (r.status === 'duplicate') { duplicates++; continue; }
      if (r.messageId) rows.set(r.messageId, (rows.get(r.messageId) ?? 0) + 1);
    }
    const acks = new Map<string, number>();
    for (const id of ids) {
      const journal = store.listJournal(id);
      if (journal.length !== TURNS) problems.push(`${id}: ${journal.length} turns journalled, ${TURNS} played`);
      // The state names its campaign, so only the first campaign's digests can equal the
      // reference run's (played under its id); every campaign must replay to its own.
      else if (id === refId && journal.some((j, t) => stateDigest(j.stateAfterJson!) !== digests[t])) problems.push(`${id}: a digest differs from the uninterrupted run`);
      try {
        const replay = replayCampaign(store, id);
        if (!replay.ok) problems.push(`${id}: replay differs at turn ${replay.firstMismatch}`);
      } catch (e) {
        problems.push(`${id}: replay failed: ${(e as Error).message}`);
      }
      const subs = store.listSubmissions(id);
      if (subs.length !== TURNS * 2) problems.push(`${id}: ${subs.length} submissions for ${TURNS * 2} order mails`);
      for (const m of store.listOutbox({ campaign: id })) {
        if (m.attempts > 1) problems.push(`${id}: ${m.messageId} sent in ${m.attempts} attempts`);
        if (m.kind === 'ack') for (const sub of subs) if (m.specJson.includes(sub.source.replace(/^mail:/, ''))) acks.set(sub.source, (acks.get(sub.source) ?? 0) + 1);
      }
    }
    for (const [mid, what] of orderIds) {
      if (rows.get(mid) !== 1) problems.push(`${what}: ${rows.get(mid) ?? 0} decided inbound rows`);
      if (acks.get(`mail:${mid}`) !== 1) problems.push(`${what}: ${acks.get(`mail:${mid}`) ?? 0} acknowledgements queued`);
    }
  } finally {
    store.close();
  }
  return { problems, duplicates };
}

async function runSetup(setup: Setup, cluster: PgCluster | null, stack: MailStack | null, orders: Array<Record<Side, string>>, digests: string[], refId: string, k: number): Promise<Result> {
  ids = idsOf(k);
  const label = `${setup.daemons === 1 ? 'one daemon' : `${setup.daemons} daemons`} over ${setup.store === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${setup.way === 'local' ? 'local mail folder' : 'real Postfix + Dovecot'}`;
  const home = mkdtempSync(join(tmpdir(), 'adm-host-'));
  const storeSpec = setup.store === 'sqlite' ? join(home, 'admiralty.db') : cluster!.database(`host_${k}`);
  const config = writeConfig(home, setup, storeSpec, stack);
  const seats = ids.flatMap((_, c) => SIDES.map((side) => seatAddress(setup, c, side)));
  const way: MailWay = setup.way === 'local' ? localWay(join(home, 'mail'), seats.map((x) => x.address)) : stackWay(stack!, [...new Set(seats.map((x) => x.user))]);
  const box = new Postbox(way);
  const daemons: DaemonProc[] = [];
  const t00 = Date.now();
  console.error(`  … ${label}: starting (load ${loadavg()[0]!.toFixed(1)})`);
  // BENCH_HOST_PROF=<dir>: each daemon writes a V8 CPU profile there when it stops.
  const prof = process.env.BENCH_HOST_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_HOST_PROF}`] : [];
  for (let d = 0; d < setup.daemons; d++) daemons.push(spawnDaemon(config, join(home, `daemon${d + 1}.log`), {}, prof));
  const refereeAt = setup.way === 'local' ? 'bench.test' : 'game.test';
  try {
    // The players join: each reads its briefing for the seat's token (not timed as play).
    const tokens = new Map<string, string>();
    await Promise.all(ids.flatMap((id, c) => SIDES.map(async (side) => {
      const { address } = seatAddress(setup, c, side);
      const b = await box.wait(`${id} ${side} briefing`, (m) => m.to === address && m.subject.startsWith(`[${id}] ${side}: welcome`) && m.token !== null, SETUP_CAP_MS);
      tokens.set(`${id}/${side}`, b.token!);
    })));
    const setupS = (Date.now() - t00) / 1000;
    console.error(`  … ${label}: ${N} campaigns set up and briefed in ${setupS.toFixed(1)} s; playing`);
    const t0 = Date.now();
    const ack: number[] = [];
    const orderIds = new Map<string, string>();
    let turns = 0;
    let lastReport = t0;
    let capHit = false;
    const cap = setTimeout(() => {
      capHit = true;
      const left = box.pending();
      console.log(`    cap hit, still awaited (${left.length}): ${left.slice(0, 8).join('; ')}`);
      box.abandon('cap hit');
    }, CAP_MS);
    await Promise.all(ids.map(async (id, c) => {
      for (let t = 1; t <= TURNS; t++) {
        await Promise.all(SIDES.map(async (side) => {
          const { address } = seatAddress(setup, c, side);
          const text = orders[t - 1]![side].replace(/^campaign: .*$/m, `campaign: ${id}`);
          const mid = await way.send(address, `referee+${tokens.get(`${id}/${side}`)}@${refereeAt}`, `Re: [${id}] ${side} turn ${t} orders`, text);
          const sentAt = Date.now();
          orderIds.set(mid, `${id} ${side} turn ${t}`);
          const a = await box.wait(`${id} ${side} turn ${t} ack`, (m) => m.inReplyTo === mid && /orders: accepted/.test(m.subject), CAP_MS);
          ack.push(a.at - sentAt);
          const reportRe = new RegExp(`^\\[${id}\\] ${side}: (turn ${t} report|final report \\(turn ${t}\\))`);
          const r = await box.wait(`${id} ${side} turn ${t} report`, (m) => m.to === address && reportRe.test(m.subject), CAP_MS);
          lastReport = Math.max(lastReport, r.at);
        }));
        turns++;
      }
    })).catch(() => { /* the cap: what finished is counted */ });
    clearTimeout(cap);
    const end = capHit ? t0 + CAP_MS : lastReport;
    const mailsOut = box.all.filter((m) => m.at > t0 && m.at <= end).length;
    const rssMb = daemons.map((d) => peakRssMb(d.pid));
    const cpuS = daemons.map((d) => cpuSeconds(d.pid));
    for (const d of daemons) await d.stop();
    daemons.length = 0;
    // The first campaign's uninterrupted run under its own id (the state names its campaign).
    const ref = refId === ids[0] ? digests : referenceRun(ids[0]!, SCENARIO, SEED, TURNS).digests;
    const { problems, duplicates } = capHit ? { problems: ['(not checked: the cap was hit)'], duplicates: 0 } : checkStore(storeSpec, orderIds, ref, ids[0]!);
    return { label, turns, minutes: (end - t0) / 60_000, mailsIn: orderIds.size, mailsOut, ack, rssMb, cpuS, capHit, setupS, problems, duplicates };
  } finally {
    for (const d of daemons) await d.stop();
    box.abandon('run over');
    if (!process.env.BENCH_KEEP) rmSync(home, { recursive: true, force: true });
    else console.log(`  (kept ${home})`);
  }
}

function print(r: Result): void {
  const perMin = (x: number) => (x / r.minutes).toFixed(0);
  console.log(`  ${r.label}:${r.capHit ? `  CAP HIT (${CAP_MS / 1000} s): figures over the ${r.turns} turns finished` : ''}`);
  console.log(`    ${r.turns} turns in ${(r.minutes * 60).toFixed(1)} s: ${(r.turns / r.minutes).toFixed(1)} turns a minute; mails a minute in ${perMin(r.mailsIn)}, out ${perMin(r.mailsOut)}` +
    ` (setup and briefings before that: ${r.setupS.toFixed(1)} s)`);
  console.log(`    order → acknowledgement seen by the player (${r.ack.length} orders): p50 ${s(pct(r.ack, 0.5))}, p95 ${s(pct(r.ack, 0.95))}`);
  const cpu = r.cpuS.reduce((a, b) => a + b, 0);
  console.log(`    daemon peak RSS: ${r.rssMb.map((m) => `${m.toFixed(0)} MB`).join(', ')}; daemon CPU (setup included): ${r.cpuS.map((c) => `${c.toFixed(1)} s`).join(' + ')}` +
    ` = ${(cpu / Math.max(1, r.turns) * 1000).toFixed(0)} ms a turn played (the database server's own CPU not counted)`);
  console.log(`    store checks (each order one submission and one ack, each turn once, digests as the uninterrupted run, no mail sent twice): ${r.problems.length ? `${r.problems.length} PROBLEMS: ${r.problems.slice(0, 5).join('; ')}` : 'all hold'}` +
    `${r.duplicates ? `; ${r.duplicates} copies of order mails seen twice, kept as 'duplicate' rows that did nothing` : ''}`);
}

export async function hostBenchmark(): Promise<void> {
  console.log(`host benchmark (issue 17 §5): ${N} campaigns of ${SCENARIO}, ${TURNS} turns each, played at once by scripted players; daemons are separate processes (mail.pollMs ${POLL_MS}, maps off)`);
  // Orders drawn once, for the first campaign of the first configuration; the others send the
  // same with their own id.
  const orders = referenceRun(ids[0]!, SCENARIO, SEED, TURNS);
  const first = ids[0]!;
  let cluster: PgCluster | null = null;
  try { cluster = await startPgCluster(); } catch (e) { console.log(`  PostgreSQL unavailable: ${(e as Error).message.split('\n')[0]}; the two-daemon runs are skipped`); }
  const missing = WAYS.includes('stack') ? mailStackMissing() : 'not asked for (BENCH_HOST_WAYS)';
  let k = 0;
  try {
    for (const way of WAYS.filter((w): w is Setup['way'] => w === 'local' || w === 'stack')) {
      let stack: MailStack | null = null;
      if (way === 'stack') {
        if (missing) { console.log(`  real Postfix + Dovecot: skipped (${missing})`); continue; }
        stack = await startMailStack();
      }
      try {
        const results: Result[] = [];
        // BENCH_HOST_PG_ONE=1 adds one daemon over PostgreSQL: how two daemons scale on the same store.
        const pgOne = process.env.BENCH_HOST_PG_ONE === '1';
        const setups: Setup[] = [{ way, store: 'sqlite', daemons: 1 }, ...(cluster ? [
          ...(pgOne ? [{ way, store: 'postgres' as const, daemons: 1 }] : []), { way, store: 'postgres' as const, daemons: 2 }] : [])];
        for (const setup of setups) {
          const r = await runSetup(setup, cluster, stack, orders.orders, orders.digests, first, k++);
          print(r);
          results.push(r);
        }
        const rate = (r: Result) => r.turns / r.minutes;
        const where = way === 'local' ? 'local mail folder' : 'real stack';
        const load = `load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;
        if (results.length >= 2) {
          const ratio = rate(results.at(-1)!) / rate(results[0]!);
          console.log(`    two daemons over PostgreSQL / one over SQLite (${where}): ${ratio.toFixed(2)}× the turns a minute  (issue 17 goal ≥ 1.6×; ${load})`);
        }
        if (results.length === 3) {
          console.log(`    two daemons / one, both over PostgreSQL (${where}): ${(rate(results[2]!) / rate(results[1]!)).toFixed(2)}× the turns a minute`);
        }
      } finally {
        closeSenders();
        await stack?.stop();
      }
    }
  } finally {
    cluster?.stop();
  }
}
