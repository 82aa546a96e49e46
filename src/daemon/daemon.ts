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
}

export class Daemon {
  private chain: Promise<unknown> = Promise.resolve();
  readonly ctx: DaemonContext;

  constructor(private readonly opts: DaemonOptions) { this.ctx = opts.ctx; }

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
    await this.serial(() => flushOutbox(this.ctx, this.opts.outbound, this.opts.sender, signal));
  }

  async run(signal: AbortSignal): Promise<void> {
    this.setup();
    this.ctx.log.log('info', 'daemon started', { campaigns: this.ctx.config.campaigns.map((c) => c.id), mode: this.ctx.config.mode });
    const intake = this.opts.intake.run((m) => this.handle(m), signal).catch((e: Error) => {
      this.ctx.log.log('error', `intake stopped: ${e.message}`);
    });
    const tickMs = this.opts.tickMs ?? 1000;
    while (!signal.aborted) {
      this.kicked = false;
      try { await this.tick(signal); } catch (e) { this.ctx.log.log('error', `tick failed: ${(e as Error).message}`); }
      if (this.kicked || signal.aborted) continue; // work arrived during the tick: go again at once
      await new Promise<void>((resolve) => {
        const t = setTimeout(done, tickMs);
        const self = this;
        function done(): void { clearTimeout(t); signal.removeEventListener('abort', done); self.wakeLoop = null; resolve(); }
        this.wakeLoop = done;
        signal.addEventListener('abort', done);
      });
    }
    await intake;
    await this.chain;
    await this.opts.outbound.close();
    this.ctx.log.log('info', 'daemon stopped');
  }
}
