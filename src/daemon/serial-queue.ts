/**
 * The daemon's one-job-at-a-time queue (issue 9 item 13). Jobs run in the order they were
 * queued, each after the previous one settled, so a message being handled and a turn being
 * resolved never overlap. Once `stopping()` is true no further job starts: a job still waiting
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

export class SerialQueue {
  private chain: Promise<unknown> = Promise.resolve();
  private readonly waiting: string[] = [];
  private running: JobInHand | null = null;
  /** Jobs skipped because the daemon was stopping, in queue order. */
  readonly skipped: string[] = [];

  constructor(private readonly stopping: () => boolean, private readonly now: () => number = Date.now) {}

  /** Runs `job` (named `name` in logs) after every job queued before it. */
  run<T>(name: string, job: () => Promise<T> | T): Promise<T> {
    this.waiting.push(name);
    const start = async (): Promise<T> => {
      this.waiting.splice(this.waiting.indexOf(name), 1);
      if (this.stopping()) {
        this.skipped.push(name);
        throw new JobSkipped(name);
      }
      this.running = { job: name, since: this.now() };
      try {
        return await job();
      } finally {
        this.running = null;
      }
    };
    const next = this.chain.then(start, start);
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** The job running now, if any. */
  get inHand(): JobInHand | null { return this.running; }

  /** The jobs queued and not started yet, oldest first. */
  get queued(): readonly string[] { return [...this.waiting]; }

  /** Resolves once every job queued so far has finished or been skipped. */
  async settled(): Promise<void> { await this.chain; }
}
