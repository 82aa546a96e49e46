/**
 * The IMAP intake and SMTP outbound without sockets: pure helpers with plain data, and the intake
 * loop against a fake imapflow client (no server needed; runs everywhere).
 */
import { describe, expect, test } from 'vitest';
import {
  ImapIntake,
  backoffDelay,
  groupByFolder,
  messageId,
  planBatches,
  uidSet,
  DEFAULT_FOLDERS,
  IDLE_POLL_FLOOR_MS,
  autoIdleDelay,
  type ImapClientLike,
} from '../../src/mail/imap-intake.js';
import { classifySendError, envelopeAddress } from '../../src/mail/smtp-outbound.js';
import type { Disposition } from '../../src/mail/transport.js';

describe('imap-intake helpers', () => {
  test('backoff doubles and is capped', () => {
    const p = { initialMs: 100, maxMs: 1000, factor: 2 };
    expect([0, 1, 2, 3, 4, 10].map((a) => backoffDelay(a, p))).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(backoffDelay(0, p, 0.999)).toBeLessThanOrEqual(120);
  });
  test('uid sets compress runs', () => {
    expect(uidSet([9, 1, 2, 3, 7, 10, 3])).toBe('1:3,7,9:10');
    expect(uidSet([5])).toBe('5');
  });
  test('batches respect message count and byte limits; a huge message stands alone', () => {
    const items = [1, 2, 3, 4, 5].map((uid) => ({ uid, size: uid === 3 ? 1000 : 10 }));
    expect(planBatches(items, { maxMessages: 2, maxBytes: 100 })).toEqual([[1, 2], [3], [4, 5]]);
    expect(planBatches([], { maxMessages: 2, maxBytes: 100 })).toEqual([]);
  });
  test('issue 17: a poll faster than IDLE_POLL_FLOOR_MS never IDLEs (Dovecot holds IDLE notices 0.5 s); a slow one IDLEs 50 ms after its last command', () => {
    expect(autoIdleDelay(100)).toBeGreaterThan(3_600_000);
    expect(autoIdleDelay(IDLE_POLL_FLOOR_MS - 1)).toBeGreaterThan(3_600_000);
    expect(autoIdleDelay(IDLE_POLL_FLOOR_MS)).toBe(50);
    expect(autoIdleDelay(30_000, 200)).toBe(200);
  });
  test('ids and folder grouping', () => {
    expect(messageId(7n, 42)).toBe('imap:7:42');
    const g = groupByFolder(
      [
        { uid: 1, disposition: 'processed' },
        { uid: 2, disposition: 'quarantined' },
        { uid: 3, disposition: 'processed' },
      ],
      DEFAULT_FOLDERS,
    );
    expect([...g.entries()]).toEqual([
      ['Processed', [1, 3]],
      ['Quarantine', [2]],
    ]);
  });
});

describe('smtp-outbound helpers', () => {
  test('5xx is permanent; 4xx and connection trouble are transient', () => {
    expect(classifySendError({ responseCode: 550, code: 'EENVELOPE', message: 'no such user' }).permanent).toBe(true);
    expect(classifySendError({ responseCode: 451, code: 'EENVELOPE', message: 'try later' }).permanent).toBe(false);
    expect(classifySendError({ code: 'ECONNECTION', message: 'refused' }).permanent).toBe(false);
    expect(classifySendError({ code: 'ETIMEDOUT', message: 'slow' }).permanent).toBe(false);
    expect(classifySendError(new Error('odd')).permanent).toBe(false);
  });
  test('envelope addresses must be bare: CR/LF and brackets refused', () => {
    expect(envelopeAddress(' p1@game.test ')).toBe('p1@game.test');
    expect(() => envelopeAddress('p1@game.test\r\nRCPT TO:<x@y>')).toThrow(/bare address/);
    expect(() => envelopeAddress('<p1@game.test>')).toThrow();
    expect(() => envelopeAddress('P One <p1@game.test>')).toThrow();
  });
});

/** A mailbox in memory behind the ImapClientLike seam. */
class FakeServer {
  uidNext = 1;
  folders = new Map<string, Map<number, Buffer>>([['INBOX', new Map()]]);
  clients: FakeClient[] = [];
  failMoves = 0;
  refuseConnect = 0;
  /** A server whose IDLE never announces new mail (clients learn of it only by asking). */
  silentIdle = false;
  noops = 0;
  fetches = 0;
  deliver(text: string): void {
    this.folders.get('INBOX')!.set(this.uidNext++, Buffer.from(text));
    for (const c of this.clients) if (c.usable && !this.silentIdle) c.emit('exists');
  }
}

class FakeClient implements ImapClientLike {
  usable = false;
  mailbox: ImapClientLike['mailbox'] = false;
  private listeners = new Map<string, Set<(...a: unknown[]) => void>>();
  constructor(private readonly srv: FakeServer) {
    srv.clients.push(this);
  }
  emit(ev: string): void {
    if (ev === 'exists') this.refresh();
    for (const l of this.listeners.get(ev) ?? []) l();
  }
  on(ev: string, l: (...a: unknown[]) => void) {
    if (!this.listeners.has(ev)) this.listeners.set(ev, new Set());
    this.listeners.get(ev)!.add(l);
    return this;
  }
  off(ev: string, l: (...a: unknown[]) => void) {
    this.listeners.get(ev)?.delete(l);
    return this;
  }
  async connect() {
    if (this.srv.refuseConnect > 0) {
      this.srv.refuseConnect--;
      throw new Error('ECONNREFUSED');
    }
    this.usable = true;
  }
  async logout() {
    this.drop();
  }
  close() {
    this.drop();
  }
  drop() {
    if (!this.usable) return;
    this.usable = false;
    this.emit('close');
  }
  async list() {
    return [...this.srv.folders.keys()].map((path) => ({ path }));
  }
  async mailboxCreate(path: string) {
    const created = !this.srv.folders.has(path);
    if (created) this.srv.folders.set(path, new Map());
    return { path, created };
  }
  // Like imapflow: the message count is learnt when the mailbox is selected, from an announced
  // EXISTS, or in the answer to a command (NOOP) — not by taking the lock on a selected mailbox.
  async getMailboxLock(path: string) {
    if (!this.mailbox || this.mailbox.path !== path) this.mailbox = { path, uidValidity: 1n, exists: this.srv.folders.get(path)!.size };
    return { path, release: () => {} };
  }
  async noop() {
    this.srv.noops++;
    this.refresh();
  }
  refresh() {
    if (this.mailbox) this.mailbox = { ...this.mailbox, exists: this.srv.folders.get(this.mailbox.path)!.size };
  }
  private uids(range: string): number[] {
    const top = Math.max(0, ...this.srv.folders.get('INBOX')!.keys());
    return range.split(',').flatMap((p) => {
      const [a, b] = p.split(':').map((x) => (x === '*' ? top : Number(x)));
      return b === undefined ? [a] : Array.from({ length: b - a + 1 }, (_, i) => a + i);
    });
  }
  async fetchAll(range: string, q: { source?: true }) {
    this.srv.fetches++;
    const box = this.srv.folders.get('INBOX')!;
    return this.uids(range)
      .filter((u) => box.has(u))
      .map((uid) => ({ uid, size: box.get(uid)!.length, source: q.source ? box.get(uid) : undefined }));
  }
  async messageMove(range: string, dest: string) {
    if (this.srv.failMoves > 0) {
      this.srv.failMoves--;
      return false;
    }
    const box = this.srv.folders.get('INBOX')!;
    for (const u of this.uids(range)) {
      const m = box.get(u);
      if (m) this.srv.folders.get(dest)!.set(u, m);
      box.delete(u);
    }
    this.refresh(); // the EXPUNGE answers of a MOVE
    return { path: 'INBOX', destination: dest };
  }
  async messageFlagsAdd() {
    return true;
  }
}

const until = async (cond: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!cond() && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
  expect(cond()).toBe(true);
};

describe('ImapIntake loop (fake client)', () => {
  const opts = { host: 'fake', port: 1, user: 'u', pass: 'p', pollIntervalMs: 50, retryAfterMs: 20, backoff: { initialMs: 5, maxMs: 20 } };

  test('files only after handle resolves; a throwing handle leaves the message for a retry', async () => {
    const srv = new FakeServer();
    srv.deliver('a');
    srv.deliver('b');
    const intake = new ImapIntake(opts, () => new FakeClient(srv));
    const seen: string[] = [];
    let failB = true;
    const ac = new AbortController();
    const run = intake.run(async (m) => {
      const body = m.raw.toString();
      seen.push(body);
      // Still in INBOX while handled.
      expect([...srv.folders.get('INBOX')!.values()].map(String)).toContain(body);
      if (body === 'b' && failB) {
        failB = false;
        throw new Error('store busy');
      }
      return body === 'b' ? 'rejected' : 'processed';
    }, ac.signal);
    await until(() => srv.folders.get('Rejected')?.size === 1);
    srv.deliver('c');
    await until(() => srv.folders.get('Processed')?.size === 2);
    ac.abort();
    await run;
    expect(seen).toEqual(['a', 'b', 'b', 'c']);
    expect(srv.folders.get('INBOX')!.size).toBe(0);
  });

  test('issue 9 item 13: a message the stopping daemon did not start stays in INBOX, is no error, and is offered on the next start', async () => {
    const srv = new FakeServer();
    srv.deliver('a');
    srv.deliver('b');
    const logged: Array<[string, string]> = [];
    const intake = new ImapIntake({ ...opts, log: (level, msg) => logged.push([level, msg]) }, () => new FakeClient(srv));
    const ac = new AbortController();
    await intake.run(async (m) => {
      if (m.raw.toString() === 'a') return 'processed';
      ac.abort(); // SIGTERM: the daemon skips the queued message
      throw new Error('shutdown: message not started');
    }, ac.signal);
    expect([...srv.folders.get('INBOX')!.values()].map(String)).toEqual(['b']);
    expect([...srv.folders.get('Processed')!.values()].map(String)).toEqual(['a']);
    expect(logged.filter(([level]) => level === 'error')).toEqual([]);
    expect(logged).toContainEqual(['info', 'message left in mailbox for the next start']);
    // The next start (a new intake, as after a restart) offers it.
    const next = new ImapIntake(opts, () => new FakeClient(srv));
    const ac2 = new AbortController();
    const seen: string[] = [];
    const run = next.run(async (m) => { seen.push(m.raw.toString()); return 'processed'; }, ac2.signal);
    await until(() => srv.folders.get('Processed')?.size === 2);
    ac2.abort();
    await run;
    expect(seen).toEqual(['b']);
  });

  test('issue 17: mails fetched together are offered one at a time, each but the last marked `more`; one FETCH lists the mailbox (no SEARCH) and one fetches the sources', async () => {
    const srv = new FakeServer();
    for (const t of ['a', 'b', 'c']) srv.deliver(t);
    const intake = new ImapIntake(opts, () => new FakeClient(srv));
    const seen: Array<[string, boolean | undefined]> = [];
    let inHand = 0;
    const ac = new AbortController();
    const run = intake.run(async (m) => {
      expect(++inHand).toBe(1); // one at a time (transport.ts contract)
      seen.push([m.raw.toString(), m.more]);
      await new Promise((r) => setTimeout(r, 5));
      inHand--;
      return 'processed';
    }, ac.signal);
    await until(() => srv.folders.get('Processed')?.size === 3);
    await new Promise((r) => setTimeout(r, 120)); // polls with an empty INBOX fetch nothing
    ac.abort();
    await run;
    expect(seen).toEqual([['a', true], ['b', true], ['c', false]]);
    expect(srv.fetches).toBe(2);
  });

  test('a MOVE answered with false restarts the session; the message is re-offered (the daemon dedupes)', async () => {
    const srv = new FakeServer();
    srv.failMoves = 1;
    srv.refuseConnect = 2; // and the first two connects fail: backoff, then connect
    srv.deliver('x');
    const intake = new ImapIntake(opts, () => new FakeClient(srv));
    const seen: string[] = [];
    const ac = new AbortController();
    const run = intake.run(async (m) => {
      seen.push(m.raw.toString());
      return 'processed' as Disposition;
    }, ac.signal);
    await until(() => srv.folders.get('Processed')?.size === 1);
    ac.abort();
    await run;
    expect(seen).toEqual(['x', 'x']);
    expect(intake.stats.connects).toBe(2);
  });

  test('a dropped connection reconnects and picks up mail delivered meanwhile', async () => {
    const srv = new FakeServer();
    const intake = new ImapIntake(opts, () => new FakeClient(srv));
    const seen: string[] = [];
    const ac = new AbortController();
    const run = intake.run(async (m) => {
      seen.push(m.raw.toString());
      return 'processed';
    }, ac.signal);
    await until(() => intake.stats.connects === 1);
    srv.clients[0].drop();
    srv.folders.get('INBOX')!.set(srv.uidNext++, Buffer.from('while-away'));
    await until(() => seen.length === 1);
    ac.abort();
    await run;
    expect(seen).toEqual(['while-away']);
    expect(intake.stats.reconnects).toBeGreaterThanOrEqual(1);
  });

  test('a server whose IDLE never announces new mail: the poll asks (NOOP) and the mail is picked up', async () => {
    const srv = new FakeServer();
    srv.silentIdle = true;
    const intake = new ImapIntake(opts, () => new FakeClient(srv));
    const seen: string[] = [];
    const ac = new AbortController();
    const run = intake.run(async (m) => {
      seen.push(m.raw.toString());
      return 'processed';
    }, ac.signal);
    await until(() => intake.stats.connects === 1);
    srv.deliver('unannounced');
    await until(() => seen.length === 1);
    ac.abort();
    await run;
    expect(seen).toEqual(['unannounced']);
    expect(srv.noops).toBeGreaterThanOrEqual(1);
    expect(intake.stats.connects).toBe(1); // found by asking, not by reconnecting
  });

  test('authentication refused on the first connection rejects run', async () => {
    const intake = new ImapIntake(opts, () => {
      const c = new FakeClient(new FakeServer());
      c.connect = async () => {
        throw Object.assign(new Error('AUTHENTICATIONFAILED'), { authenticationFailed: true });
      };
      return c;
    });
    await expect(intake.run(async () => 'processed', new AbortController().signal)).rejects.toThrow(/authentication refused/);
  });
});
