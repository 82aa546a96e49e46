/**
 * The local mail folder shared by several daemons (issue 17 §4; src/mail/local-claim.ts): each
 * intake takes a mail (an atomic rename into its own folder under processing/) before it reads it,
 * so every mail is handled by one intake once — none is read by both and kept twice as a
 * 'duplicate' — and a mail taken by a daemon killed before it was handled is put back in the
 * inbox by the next intake to poll, so none is lost.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalIntake, localMailFolders } from '../../src/mail/local-transport.js';
import type { Disposition, InboundMessage } from '../../src/mail/transport.js';

const roots: string[] = [];
afterEach(() => { for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true }); });
function folder(): { root: string; f: ReturnType<typeof localMailFolders> } {
  const root = mkdtempSync(join(tmpdir(), 'adm-shared-'));
  roots.push(root);
  const f = localMailFolders(root);
  mkdirSync(f.inbox, { recursive: true });
  return { root, f };
}
const mail = (i: number) => `Subject: mail ${i}\r\nMessage-ID: <m${i}@example.org>\r\n\r\nbody ${i}\r\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Every file under processing/ (each intake's folder). */
const taken = (f: ReturnType<typeof localMailFolders>) => readdirSync(f.processing).flatMap((d) => readdirSync(join(f.processing, d)));

describe('a local folder two intakes share (issue 17 §4)', () => {
  it('two intakes polling at once: every mail is handled once, by one of them, and filed once', async () => {
    const { root, f } = folder();
    const N = 40;
    for (let i = 0; i < N; i++) writeFileSync(join(f.inbox, `${String(i).padStart(3, '0')}.eml`), mail(i));
    const handled: string[] = [];
    const by = [0, 0];
    const intakes = [new LocalIntake({ root, settleMs: 0 }), new LocalIntake({ root, settleMs: 0 })];
    // Each handling waits a little, as the store's work does, so the two passes interleave.
    const handler = (k: number) => async (m: InboundMessage): Promise<Disposition> => {
      handled.push(m.raw.toString('utf8').match(/Message-ID: (\S+)/)![1]!);
      by[k]!++;
      await sleep(1 + (m.raw.length % 3));
      return 'processed';
    };
    await Promise.all(intakes.map((x, k) => x.pollOnce(handler(k))));
    await Promise.all(intakes.map((x, k) => x.pollOnce(handler(k))));
    expect(handled.length).toBe(N);
    expect(new Set(handled).size).toBe(N);
    expect(by.every((x) => x > 0), `both intakes took mail: ${by.join(' and ')}`).toBe(true);
    expect(readdirSync(f.processed).sort()).toEqual(Array.from({ length: N }, (_, i) => `${String(i).padStart(3, '0')}.eml`));
    expect(readdirSync(f.inbox)).toEqual([]);
    expect(taken(f)).toEqual([]);
  });

  it('a mail one intake is handling is not offered to the other, and is filed by the one that took it', async () => {
    const { root, f } = folder();
    writeFileSync(join(f.inbox, '1.eml'), mail(1));
    const a = new LocalIntake({ root, settleMs: 0 });
    const b = new LocalIntake({ root, settleMs: 0 });
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    let started!: () => void;
    const began = new Promise<void>((r) => { started = r; });
    const first = a.pollOnce(async () => { started(); await gate; return 'rejected'; });
    await began;
    expect(taken(f)).toEqual(['1.eml']);
    const seenByB: string[] = [];
    expect(await b.pollOnce(async (m) => { seenByB.push(m.id); return 'processed'; })).toBe(0);
    release();
    expect(await first).toBe(1);
    expect(seenByB).toEqual([]);
    expect(readdirSync(f.rejected)).toEqual(['1.eml']);
    expect(readdirSync(f.processed)).toEqual([]);
  });

  it('a mail whose handling failed goes back to the inbox and is handled at a later poll', async () => {
    const { root, f } = folder();
    writeFileSync(join(f.inbox, '1.eml'), mail(1));
    const a = new LocalIntake({ root, settleMs: 0 });
    expect(await a.pollOnce(async () => { throw new Error('store busy'); })).toBe(0);
    expect(readdirSync(f.inbox)).toEqual(['1.eml']);
    expect(taken(f)).toEqual([]);
    expect(await a.pollOnce(async () => 'processed')).toBe(1);
    expect(readdirSync(f.processed)).toEqual(['1.eml']);
  });

  it('a daemon killed (SIGKILL) after taking a mail and before handling it loses nothing: the next intake puts it back and handles it once', async () => {
    const { root, f } = folder();
    writeFileSync(join(f.inbox, '1.eml'), mail(1));
    writeFileSync(join(f.inbox, '2.eml'), mail(2));
    // The victim: another process whose intake takes the first mail and hangs handling it.
    const transport = fileURLToPath(new URL('../../src/mail/local-transport.ts', import.meta.url));
    const script = join(root, 'victim.mts');
    writeFileSync(script, `import { LocalIntake } from ${JSON.stringify(transport)};
      setInterval(() => {}, 1000);
      await new LocalIntake({ root: ${JSON.stringify(root)}, settleMs: 0 }).pollOnce(async (m) => { process.stdout.write('took ' + m.id + '\\n'); return new Promise(() => {}); });`);
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<void>((r) => child.on('exit', () => r()));
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => { out += d.toString(); if (out.includes('took 1.eml')) resolve(); });
      child.on('exit', () => reject(new Error(`the victim ended before taking a mail: ${out}`)));
    });
    child.kill('SIGKILL');
    await exited;
    // The victim's folder holds the mail it took; the inbox only the other.
    expect(taken(f)).toEqual(['1.eml']);
    expect(readdirSync(f.inbox)).toEqual(['2.eml']);

    const handled: string[] = [];
    const other = new LocalIntake({ root, settleMs: 0 });
    expect(await other.pollOnce(async (m) => { handled.push(m.id); return 'processed'; })).toBe(2);
    expect(handled.sort()).toEqual(['1.eml', '2.eml']);
    expect(readdirSync(f.processed).sort()).toEqual(['1.eml', '2.eml']);
    expect(taken(f)).toEqual([]);
    // The dead intake's folder is gone, this one's (alive) stays.
    expect(readdirSync(f.processing).map((d) => d.split('~')[1])).toEqual([String(process.pid)]);
  }, 60_000);
  it('a daemon restarted under the process id it had before (pid 1 in a container) takes back what its dead self held', async () => {
    const { root, f } = folder();
    writeFileSync(join(f.inbox, '2.eml'), mail(2));
    // The dead process had this process's id, and its first intake's folder name: ours-to-be.
    const first = new LocalIntake({ root, settleMs: 0 });
    const name = readdirSync(f.processing)[0]!;
    const [host, pid] = name.split('~');
    const stale = join(f.processing, `${host}~${pid}~${Number(name.split('~')[2]) + 1}`);
    mkdirSync(stale);
    writeFileSync(join(stale, '1.eml'), mail(1));
    const handled: string[] = [];
    const restarted = new LocalIntake({ root, settleMs: 0 });
    expect(await restarted.pollOnce(async (m) => { handled.push(m.id); return 'processed'; })).toBe(2);
    expect(handled.sort()).toEqual(['1.eml', '2.eml']);
    expect(taken(f)).toEqual([]);
    void first;
  });
});
