/**
 * The long-running service: intake (one message at a time), the scheduler tick (deadlines,
 * reminders, early runs) and the sender, around one store. Jobs are serialised (serial-queue.ts):
 * a message being handled and a turn being resolved never overlap, so each campaign has one job
 * at a time. `run` returns once `signal` aborts and the job in hand has finished; jobs queued
 * behind it are skipped (issue 9 item 13), each is redone on the next start (see each job).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { MailIntake, MailOutbound, InboundMessage, Disposition } from '../mail/transport.js';
import type { DaemonContext } from './context.js';
import { handleInbound } from './intake.js';
import { flushOutbox, type SenderOptions } from './outbox.js';
import { scheduleCampaign } from './scheduler.js';
import { ensureCampaign } from './turns.js';
import { JobSkipped, SerialQueue } from './serial-queue.js';

export interface DaemonOptions {
  readonly ctx: DaemonContext;
  readonly intake: MailIntake;
  readonly outbound: MailOutbound;
  /** How often deadlines and the outbox are looked at, ms (default 1000). */
  readonly tickMs?: number;
  readonly sender?: SenderOptions;
  /**
   * How long shutdown waits after the signal, ms (default 3000), for what may hang: a send (a
   * server that does not answer, a send in retry), the intake (an IMAP IDLE, a slow logout) and
   * the transport's close. The job in hand (a message, a turn, one mail of the sender) always
   * finishes; jobs queued behind it do not start. A send given up was not recorded as sent and
   * goes again, with the same Message-ID, on the next start.
   */
  readonly shutdownMs?: number;
}

/** The longest the scheduler waits for the rest of a batch of mail after its last mail handled, ms. */
const BATCH_HOLD_MS = 2000;

/** Resolves when `signal` aborts (at once if it has). */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

export class Daemon {
  /** Set by `run`: once it aborts, queued jobs are skipped. */
  private stopSignal: AbortSignal | null = null;
  private readonly jobs = new SerialQueue(() => this.stopSignal?.aborted === true);
  readonly ctx: DaemonContext;
  /** This daemon as the holder of outbox claims (issue 17 §4): its machine, process and a tag of its own. */
  private readonly owner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

  /** Rejects every send still in progress once shutdown has waited `shutdownMs` for it. */
  private abandonSends: (e: Error) => void = () => undefined;
  private readonly sendsAbandoned = new Promise<never>((_, reject) => { this.abandonSends = reject; });
  private sending = 0;
  /** The transport as the sender sees it: a send that hangs past the shutdown bound fails. */
  private readonly outbound: MailOutbound;

  constructor(private readonly opts: DaemonOptions) {
    this.ctx = opts.ctx;
    this.sendsAbandoned.catch(() => undefined); // only ever observed through the race below
    this.outbound = {
      send: (m) => {
        this.sending++;
        return Promise.race([opts.outbound.send(m), this.sendsAbandoned]).finally(() => { this.sending--; });
      },
      close: () => opts.outbound.close(),
    };
  }

  /** Creates configured campaigns not yet in the store (briefings queued). */
  setup(): void {
    for (const c of this.ctx.config.campaigns) {
      // Two daemons starting together on one PostgreSQL store (issue 17 §4) would both create a
      // new campaign, and one would fail on the other's row: a campaign another daemon holds is
      // being created or worked by it right now, and is left to it.
      if (!this.ctx.store.claimCampaign(c.id)) continue;
      try { ensureCampaign(this.ctx, c); } catch (e) {
        this.ctx.log.log('error', `campaign setup failed: ${(e as Error).message}`, { campaign: c.id });
      } finally {
        this.ctx.store.releaseCampaign(c.id);
      }
    }
  }

  /** Wakes the run loop's sleep (set while it sleeps); a kick while awake is remembered. */
  private wakeLoop: (() => void) | null = null;
  private kicked = false;

  /**
   * Asks the run loop for a tick now (scheduler, then sender) instead of at the next timer: called
   * after every handled message, so an acknowledgement (or a turn every side has completed) goes
   * out as soon as its transaction committed, not up to `tickMs` later.
   */
  kick(): void {
    this.kicked = true;
    this.wakeLoop?.();
  }

  /**
   * Handles one message after the jobs queued before it. Skipped at shutdown, it rejects with
   * `JobSkipped`: nothing of it was stored (handleInbound never started), and the intake leaves a
   * message whose handle rejected where it is (transport.ts contract: IMAP keeps it in INBOX,
   * the local intake in inbox/), so the next start offers it again as a new message.
   */
  async handle(m: InboundMessage): Promise<Disposition> {
    try {
      // Urgent: ahead of turns and report mailings waiting in the queue (issue 17).
      return await this.jobs.run(`message ${m.id}`, () => handleInbound(this.ctx, m, (c) => this.touched.add(c)), { urgent: true });
    } finally {
      // The acknowledgement goes now, queued (urgent) before the intake offers the next message.
      // When more mail of the same fetch follows, the scheduler's pass (a turn these orders
      // complete) waits for the batch's last mail: six orders arriving together are all
      // acknowledged before any turn is resolved, not some of them behind it (issue 17).
      // Only while `run` runs and is not stopping: a caller that handles mail without the loop
      // (`serve --once`, tests) ticks itself, and a stopping daemon starts nothing new.
      this.batchOpenAt = m.more ? performance.now() : null;
      if (this.stopSignal && !this.stopSignal.aborted) void this.sendNow();
      if (!m.more) this.kick();
    }
  }

  /** When a mail marked `more` was last handled (performance.now()), until the batch's last. */
  private batchOpenAt: number | null = null;

  /**
   * Whether the scheduler's pass waits for the rest of a batch (its last mail kicks it). Bounded:
   * an intake whose session broke half-way through a batch never sends its last mail, so the hold
   * lapses BATCH_HOLD_MS after the last mail handled, and deadlines are never held longer.
   */
  private batchHeld(): boolean {
    return this.batchOpenAt !== null && performance.now() - this.batchOpenAt < BATCH_HOLD_MS;
  }

  /** The sender alone, queued now (skipped at shutdown: the rows stay pending for the next start). */
  private sendNow(): Promise<void> {
    return this.jobs.run('sender (outbox)', () => flushOutbox(this.ctx, this.outbound, { ...this.opts.sender, owner: this.owner }, this.stopSignal ?? undefined), { urgent: true })
      .then(() => undefined, (e: unknown) => {
        if (!(e instanceof JobSkipped)) this.ctx.log.log('error', `sender failed: ${(e as Error).message}`);
      });
  }

  /**
   * Campaigns a handled mail concerned since the scheduler last looked at them: a kicked tick
   * looks at these alone (an order that completes a turn runs it at once), and the pass over every
   * campaign (deadlines, reminders) comes at most once each `tickMs` (issue 17 §5: a host's
   * hundreds of campaigns were read after every mail, by each daemon).
   */
  private readonly touched = new Set<string>();
  /** When the run loop's last pass over every campaign began (performance.now(); 0: none yet). */
  private lastFullPass = 0;
  /**
   * How long the last pass over every campaign took, ms. The next comes no sooner than four
   * times that (and tickMs): a host of hundreds of campaigns on a remote database, whose pass
   * takes most of a second, would otherwise spend its time re-reading deadlines that are hours
   * away instead of handling mail. A deadline is then seen at most a few seconds late.
   */
  private fullPassMs = 0;

  /**
   * The outbox, deadlines for every campaign (or for `only` those; a job each), the outbox again. Any, skipped at shutdown, is
   * redone on the next start's first tick. The scheduler only reads the store and the clock and
   * keys everything by deterministic ids (scheduler.ts): a turn due now is still due then, an
   * early run whose orders are all in still runs, a reminder still owed before the deadline is
   * still owed. The sender sends what is pending and due (dueOutbox): rows not sent stay pending.
   */
  async tick(signal?: AbortSignal, only?: ReadonlySet<string>): Promise<void> {
    // The sender runs first as well as last: a tick is usually a kick after a handled message,
    // and its acknowledgement should not wait for the scheduler's pass over every campaign (a
    // host's hundreds); the last run sends what the scheduler queued (a turn's reports). With
    // nothing pending a run is one query.
    const send = () => this.jobs.run('sender (outbox)', () => flushOutbox(this.ctx, this.outbound, { ...this.opts.sender, owner: this.owner }, signal));
    try {
      await send();
      if (signal?.aborted) return;
      // One job per campaign, so mail that arrives meanwhile (urgent) is handled between one
      // campaign's turn and the next's, not after the whole pass (issue 17).
      let looking = 0;
      for (const c of this.ctx.config.campaigns) {
        if (only && !only.has(c.id)) continue;
        if (signal?.aborted) return;
        await this.jobs.run(`scheduler ${c.id} (deadlines, reminders, turn due)`, () => {
          // A batch of mail is being handled: the pass (a turn its orders complete) comes after
          // its last mail, which kicks; what this pass was to look at is looked at then.
          if (this.batchHeld()) {
            if (only) this.touched.add(c.id); else this.lastFullPass = 0;
            return;
          }
          // Several daemons on one PostgreSQL store (issue 17 §4): a campaign another daemon is
          // working right now is passed over, and taken up on a later tick; held only for the
          // pass, so the daemons share the campaigns. (A SQLite store's claim always succeeds.)
          if (!this.ctx.store.claimCampaign(c.id)) return;
          // The pass's own cost: looking at campaigns, not the turns it ran.
          const start = performance.now();
          try { if (!scheduleCampaign(this.ctx, c.id)) looking += performance.now() - start; } catch (e) {
            this.ctx.log.log('error', `scheduler failed: ${(e as Error).message}`, { campaign: c.id });
          } finally {
            this.ctx.store.releaseCampaign(c.id);
          }
        });
      }
      if (!only) this.fullPassMs = looking;
      // The sender checks the signal between mails: a turn's reports stop at the mail in hand.
      await send();
    } catch (e) {
      if (!(e instanceof JobSkipped)) throw e;
    }
  }

  /** False when the last `run` gave up waiting on something at shutdown (see `shutdownMs`). */
  cleanShutdown = true;

  async run(signal: AbortSignal): Promise<void> {
    this.stopSignal = signal;
    let stopAt = 0;
    let inHandAtSignal: string | null = null;
    // At the signal, say what the daemon is doing: a shutdown that takes long then tells why.
    const onStop = (): void => {
      stopAt = Date.now();
      const inHand = this.jobs.inHand;
      inHandAtSignal = inHand?.job ?? null;
      this.ctx.log.log('info', 'shutdown: signal received', {
        inHand: inHand?.job ?? null,
        inHandForMs: inHand ? stopAt - inHand.since : null,
        queued: this.jobs.queued,
        sending: this.sending,
      });
    };
    if (signal.aborted) onStop(); else signal.addEventListener('abort', onStop, { once: true });
    this.setup();
    this.ctx.log.log('info', 'daemon started', { campaigns: this.ctx.config.campaigns.map((c) => c.id), mode: this.ctx.config.mode });
    const intake = this.opts.intake.run((m) => this.handle(m), signal).catch((e: Error) => {
      this.ctx.log.log('error', `intake stopped: ${e.message}`);
    });
    const tickMs = this.opts.tickMs ?? 1000;
    const stop = aborted(signal);
    while (!signal.aborted) {
      this.kicked = false;
      // Every campaign once each tickMs; between, only those a handled mail concerned.
      const full = this.lastFullPass === 0 || performance.now() - this.lastFullPass >= Math.max(tickMs, 4 * this.fullPassMs);
      if (full) this.lastFullPass = performance.now();
      const only = full ? undefined : new Set(this.touched);
      this.touched.clear();
      // A tick may hang in a send (a server that never answers): the abort must still end the loop.
      const tick = this.tick(signal, only).catch((e: Error) => { this.ctx.log.log('error', `tick failed: ${e.message}`); });
      await Promise.race([tick, stop]);
      if (this.kicked || signal.aborted) continue; // work arrived during the tick: go again at once
      await new Promise<void>((resolve) => {
        const t = setTimeout(done, tickMs);
        const self = this;
        function done(): void { clearTimeout(t); signal.removeEventListener('abort', done); self.wakeLoop = null; resolve(); }
        this.wakeLoop = done;
        signal.addEventListener('abort', done);
      });
    }
    await this.shutdown(intake, stopAt || Date.now(), inHandAtSignal);
  }

  /**
   * The job in hand finishes (handling a message or running a turn is bounded work and is never
   * cut; the sender stops after the mail in hand); queued jobs are skipped. Everything else
   * shares one bound, `shutdownMs` from the signal: a send still hanging then is given up (not
   * recorded as sent, so it goes again on the next start), and the intake and the transport
   * have until then to stop and close (a moment more if the job in hand ran past it).
   */
  private async shutdown(intake: Promise<unknown>, stopAt: number, inHandAtSignal: string | null): Promise<void> {
    const waitMs = this.opts.shutdownMs ?? 3000;
    const until = stopAt + waitMs;
    let late = false;
    const timer = setTimeout(() => { late = this.sending > 0; this.abandonSends(new Error('shutdown: send abandoned')); }, Math.max(0, until - Date.now()));
    await this.jobs.settled();
    clearTimeout(timer);
    if (inHandAtSignal) this.ctx.log.log('info', 'shutdown: the job in hand finished', { job: inHandAtSignal, afterSignalMs: Date.now() - stopAt });
    const pending = new Set(['the intake', 'the outbound transport']);
    const track = (what: string, p: Promise<unknown>): Promise<void> => p.then(() => { pending.delete(what); }, () => { pending.delete(what); });
    const done = Promise.all([track('the intake', intake), track('the outbound transport', Promise.resolve().then(() => this.opts.outbound.close()))]);
    let timer2: NodeJS.Timeout | undefined;
    const bound = new Promise<'late'>((resolve) => { timer2 = setTimeout(() => resolve('late'), Math.max(until - Date.now(), Math.min(500, waitMs))); });
    const outcome = await Promise.race([done.then(() => 'done' as const), bound]);
    clearTimeout(timer2);
    this.cleanShutdown = !late && outcome === 'done';
    if (late) this.ctx.log.log('warn', `shutdown: gave up a send still in progress after ${waitMs} ms (it stays in the outbox)`);
    if (outcome === 'late') this.ctx.log.log('warn', `shutdown: stopped waiting for ${[...pending].join(', ')}`);
    this.ctx.log.log('info', 'daemon stopped', { shutdownTookMs: Date.now() - stopAt, skipped: [...this.jobs.skipped], clean: this.cleanShutdown });
  }
}
