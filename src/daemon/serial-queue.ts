/**
 * The daemon's one-job-at-a-time queue (issue 9 item 13). Jobs run in the order they were
 * queued, urgent ones first (JobOptions), each after the previous one settled, so a message
 * being handled and a turn being resolved never overlap. Once `stopping()` is true no further job starts: a job still waiting
 * is skipped (its promise rejects with `JobSkipped`) and only the job in hand finishes. That is
 * safe only because every job the daemon queues is redone on the next start when it never ran
 * (see the comments at each `run` in daemon.ts).
 *
 * It also says what it is doing (the job in hand and since when, the jobs waiting), so a
 * shutdown can log why it takes the time it takes.
 */

/** A job that was still waiting when the daemon began to stop: never started, nothing done. */
export class JobSkipped extends Error {
  constructor(readonly job: string) {
    super(`shutdown: ${job} not started (done on the next start)`);
    this.name = 'JobSkipped';
  }
}

export interface JobInHand {
  readonly job: string;
  /** When it started (ms since the epoch, real time). */
  readonly since: number;
}

export interface JobOptions {
  /**
   * Goes ahead of every waiting job that is not urgent (after the urgent ones already waiting):
   * the daemon's mail and the acknowledgements it owes, ahead of turns and their reports
   * (issue 17: an order that arrives while a turn is resolved is handled right after it, not
   * after every report the turn queued). The job in hand is never interrupted.
   */
  readonly urgent?: boolean;
}

interface Waiting {
  readonly name: string;
  readonly urgent: boolean;
  readonly start: () => Promise<void>;
}

export class SerialQueue {
  /** Jobs not started yet, in the order they will start. */
  private readonly line: Waiting[] = [];
  private busy = false;
  private running: JobInHand | null = null;
  private idleWaiters: Array<() => void> = [];
  /** Jobs skipped because the daemon was stopping, in queue order. */
  readonly skipped: string[] = [];

  constructor(private readonly stopping: () => boolean, private readonly now: () => number = Date.now) {}

  /** Runs `job` (named `name` in logs) after the jobs queued before it (after the urgent ones only, if urgent). */
  run<T>(name: string, job: () => Promise<T> | T, opts: JobOptions = {}): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = async (): Promise<void> => {
        if (this.stopping()) {
          this.skipped.push(name);
          reject(new JobSkipped(name));
          return;
        }
        this.running = { job: name, since: this.now() };
        try {
          resolve(await job());
        } catch (e) {
          reject(e);
        } finally {
          this.running = null;
        }
      };
      const w: Waiting = { name, urgent: opts.urgent === true, start };
      const at = w.urgent ? this.line.findIndex((x) => !x.urgent) : -1;
      if (at < 0) this.line.push(w); else this.line.splice(at, 0, w);
      this.pump();
    });
  }

  /** Starts the next job (on a later microtask, never inside `run`) unless one is in hand. */
  private pump(): void {
    if (this.busy) return;
    const next = this.line.shift();
    if (!next) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
      return;
    }
    this.busy = true;
    void Promise.resolve().then(next.start).finally(() => {
      this.busy = false;
      this.pump();
    });
  }

  /** The job running now, if any. */
  get inHand(): JobInHand | null { return this.running; }

  /** The jobs queued and not started yet, in the order they will start. */
  get queued(): readonly string[] { return this.line.map((w) => w.name); }

  /** Resolves once no job is in hand or waiting (at shutdown every waiting job is skipped at once). */
  async settled(): Promise<void> {
    if (!this.busy && this.line.length === 0) return;
    await new Promise<void>((r) => this.idleWaiters.push(r));
  }
}
