/**
 * The long-running service: intake (one message at a time), the scheduler tick (deadlines,
 * reminders, early runs) and the sender, around one store. Jobs are serialised: a message being
 * handled and a turn being resolved never overlap, so each campaign has one job at a time.
 * `run` returns once `signal` aborts and the job in hand has finished.
 */
import type { MailIntake, MailOutbound, InboundMessage, Disposition } from '../mail/transport.js';
import type { DaemonContext } from './context.js';
import { handleInbound } from './intake.js';
import { flushOutbox, type SenderOptions } from './outbox.js';
import { scheduleCampaign } from './scheduler.js';
import { ensureCampaign } from './turns.js';

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
   * the transport's close. The job in hand (a message, a turn) always finishes; a send given up
   * was not recorded as sent and goes again, with the same Message-ID, on the next start.
   */
  readonly shutdownMs?: number;
}

/** Resolves when `signal` aborts (at once if it has). */
function aborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

export class Daemon {
  private chain: Promise<unknown> = Promise.resolve();
  readonly ctx: DaemonContext;

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

  /** Runs `job` after every job queued before it (one job at a time). */
  private serial<T>(job: () => Promise<T> | T): Promise<T> {
    const next = this.chain.then(job, job);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Creates configured campaigns not yet in the store (briefings queued). */
  setup(): void {
    for (const c of this.ctx.config.campaigns) {
      try { ensureCampaign(this.ctx, c); } catch (e) {
        this.ctx.log.log('error', `campaign setup failed: ${(e as Error).message}`, { campaign: c.id });
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

  async handle(m: InboundMessage): Promise<Disposition> {
    const d = await this.serial(() => handleInbound(this.ctx, m));
    this.kick();
    return d;
  }

  /** Deadlines for every campaign, then the outbox. */
  async tick(signal?: AbortSignal): Promise<void> {
    await this.serial(() => {
      for (const c of this.ctx.config.campaigns) {
        try { scheduleCampaign(this.ctx, c.id); } catch (e) {
          this.ctx.log.log('error', `scheduler failed: ${(e as Error).message}`, { campaign: c.id });
        }
      }
    });
    await this.serial(() => flushOutbox(this.ctx, this.outbound, this.opts.sender, signal));
  }

  /** False when the last `run` gave up waiting on something at shutdown (see `shutdownMs`). */
  cleanShutdown = true;

  async run(signal: AbortSignal): Promise<void> {
    this.setup();
    this.ctx.log.log('info', 'daemon started', { campaigns: this.ctx.config.campaigns.map((c) => c.id), mode: this.ctx.config.mode });
    const intake = this.opts.intake.run((m) => this.handle(m), signal).catch((e: Error) => {
      this.ctx.log.log('error', `intake stopped: ${e.message}`);
    });
    const tickMs = this.opts.tickMs ?? 1000;
    const stop = aborted(signal);
    while (!signal.aborted) {
      this.kicked = false;
      // A tick may hang in a send (a server that never answers): the abort must still end the loop.
      const tick = this.tick(signal).catch((e: Error) => { this.ctx.log.log('error', `tick failed: ${e.message}`); });
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
    await this.shutdown(intake);
  }

  /**
   * The job in hand finishes (handling a message or running a turn is bounded work and is never
   * cut). Everything else shares one bound, `shutdownMs` from the signal: a send still hanging
   * then is given up (not recorded as sent, so it goes again on the next start), and the intake
   * and the transport have until then to stop and close (a moment more if the job in hand ran
   * past it).
   */
  private async shutdown(intake: Promise<unknown>): Promise<void> {
    const waitMs = this.opts.shutdownMs ?? 3000;
    const until = Date.now() + waitMs;
    let late = false;
    const timer = setTimeout(() => { late = this.sending > 0; this.abandonSends(new Error('shutdown: send abandoned')); }, waitMs);
    await this.chain;
    clearTimeout(timer);
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
    this.ctx.log.log('info', 'daemon stopped');
  }
}
