/**
 * The daemon's job queue (issue 9 item 13): one job at a time, in order; once the daemon is
 * stopping, the job in hand finishes and no queued job starts.
 */
import { describe, expect, it } from 'vitest';
import { JobSkipped, SerialQueue } from '../../src/daemon/serial-queue.js';

describe('13 one job at a time, none started once stopping', () => {
  it('runs jobs one after the other, in the order queued, and says which is in hand and which wait', async () => {
    const q = new SerialQueue(() => false);
    const trace: string[] = [];
    let release: () => void = () => undefined;
    const a = q.run('a', async () => { trace.push('a start'); await new Promise<void>((r) => { release = r; }); trace.push('a end'); return 1; });
    const b = q.run('b', () => { trace.push('b'); return 2; });
    await Promise.resolve();
    expect(q.inHand?.job).toBe('a');
    expect(q.queued).toEqual(['b']);
    release();
    expect(await Promise.all([a, b])).toEqual([1, 2]);
    expect(trace).toEqual(['a start', 'a end', 'b']);
    expect(q.inHand).toBeNull();
    expect(q.queued).toEqual([]);
  });

  it('once stopping: the job in hand finishes, the queued ones are skipped (never run) and listed', async () => {
    let stopping = false;
    const q = new SerialQueue(() => stopping);
    const ran: string[] = [];
    let release: () => void = () => undefined;
    const inHand = q.run('turn', async () => { await new Promise<void>((r) => { release = r; }); ran.push('turn'); });
    const queued = [q.run('message 1', () => { ran.push('message 1'); }), q.run('sender', () => { ran.push('sender'); })];
    await Promise.resolve();
    stopping = true;
    release();
    await inHand;
    const outcomes = await Promise.allSettled(queued);
    expect(ran).toEqual(['turn']);
    for (const o of outcomes) expect(o.status === 'rejected' && o.reason instanceof JobSkipped).toBe(true);
    expect(q.skipped).toEqual(['message 1', 'sender']);
    await q.settled();
  });

  it('a job that fails does not stop the ones after it', async () => {
    const q = new SerialQueue(() => false);
    const failing = q.run('bad', () => { throw new Error('boom'); });
    const next = q.run('good', () => 'ok');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ok');
  });

  it('issue 17: an urgent job (mail, acknowledgements) goes ahead of waiting jobs that are not (turns, reports), after the urgent ones already waiting; the job in hand is not interrupted', async () => {
    const q = new SerialQueue(() => false);
    const trace: string[] = [];
    let release: () => void = () => undefined;
    const jobs = [
      q.run('turn b1', async () => { await new Promise<void>((r) => { release = r; }); trace.push('turn b1'); }),
      q.run('turn b2', () => { trace.push('turn b2'); }),
      q.run('reports', () => { trace.push('reports'); }),
      q.run('message 1', () => { trace.push('message 1'); }, { urgent: true }),
      q.run('message 2', () => { trace.push('message 2'); }, { urgent: true }),
    ];
    await Promise.resolve();
    expect(q.queued).toEqual(['message 1', 'message 2', 'turn b2', 'reports']);
    release();
    await Promise.all(jobs);
    expect(trace).toEqual(['turn b1', 'message 1', 'message 2', 'turn b2', 'reports']);
    await q.settled();
  });
});
