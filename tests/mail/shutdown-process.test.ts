/**
 * SIGTERM to a real `admiralty serve` process (issue 9 item 13) whose IMAP and SMTP servers
 * accept the connection and never say a word: the IMAP login and a send both hang. The process
 * must still end by itself with exit code 0, not need the kill -9 that `stop` sends after its
 * (generous) grace. No timing is asserted; the grace only turns a hang into a failure. And a
 * SIGTERM while the process is still starting (loading the command line takes seconds on a busy
 * machine) must stop it cleanly too, not kill it by the signal.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { killLeftoverDaemons, LogTail, spawnDaemon } from '../mailstack/daemon.js';

let server: Server | undefined;
const sockets: Socket[] = [];
let dir = '';
afterEach(() => {
  killLeftoverDaemons();
  for (const s of sockets) s.destroy();
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A TCP server that accepts every connection and never answers. */
async function silentServer(): Promise<{ port: number; connections: () => number }> {
  let n = 0;
  server = createServer((s) => { n++; sockets.push(s); s.on('error', () => undefined); });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { port: (server.address() as { port: number }).port, connections: () => n };
}

describe('13 SIGTERM to admiralty serve', () => {
  it('exits by itself (code 0) while the IMAP login and a send hang on servers that never answer', async () => {
    const silent = await silentServer();
    dir = mkdtempSync(join(tmpdir(), 'adm-sigterm-'));
    const server = { host: '127.0.0.1', port: silent.port, user: 'referee', password: 'x' };
    const config = join(dir, 'admiralty.yaml');
    writeFileSync(config, stringify({
      store: 'admiralty.db',
      mail: { mode: 'imap+smtp', referee: 'referee@game.test', pollMs: 500, imap: server, smtp: server },
      campaigns: [{
        id: 'med', scenario: 'gwas-mediterranean/goeben-1914', seed: 's',
        players: { allied: { email: 'ann@example.org' }, central: { email: 'karl@example.org' } }, deadline: { every: '48h' },
      }],
    }));
    const logFile = join(dir, 'daemon.log');
    const proc = spawnDaemon(config, logFile);
    const tail = new LogTail(logFile);
    await tail.waitFor((l) => l.msg === 'daemon started', 120_000);
    // Both the intake (IMAP) and the sender (SMTP, the briefings) are connected and waiting.
    while (silent.connections() < 2) await new Promise((r) => setTimeout(r, 100));
    const exit = await proc.stop(60_000);
    expect(exit.signal, 'the process had to be killed').toBeNull();
    expect(exit.code).toBe(0);
    tail.poll();
    const msgs = tail.lines.map((l) => String(l.msg));
    expect(msgs).toContain('signal received: finishing the job in hand');
    expect(msgs).toContain('daemon stopped');
    // It stopped waiting by itself rather than sitting out the transports' own timeouts (the
    // SMTP greeting timeout of 30 s): the hanging send was given up, and nothing timed out.
    const after = msgs.slice(msgs.indexOf('signal received: finishing the job in hand'));
    expect(after.some((m) => /^shutdown: gave up a send still in progress/.test(m))).toBe(true);
    expect(after.filter((m) => /greeting|timed? ?out/i.test(m))).toEqual([]);
  });

  it('a SIGTERM while the command line is still loading stops the daemon cleanly (exit code 0), not by the signal', async () => {
    dir = mkdtempSync(join(tmpdir(), 'adm-sigterm-early-'));
    const config = join(dir, 'admiralty.yaml');
    writeFileSync(config, stringify({
      store: 'admiralty.db',
      mail: { mode: 'local', referee: 'referee@game.test' },
      campaigns: [{
        id: 'med', scenario: 'gwas-mediterranean/goeben-1914', seed: 's',
        players: { allied: { email: 'ann@example.org' }, central: { email: 'karl@example.org' } }, deadline: { every: '48h' },
      }],
    }));
    const logFile = join(dir, 'daemon.log');
    // The fixture sends the SIGTERM as bin/admiralty.mjs begins to import src/cli/main.ts.
    const fixture = join(import.meta.dirname, 'fixtures/signal/term-while-loading.mjs');
    const proc = spawnDaemon(config, logFile, { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${fixture}`.trim() });
    const exit = await Promise.race([proc.exited, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('did not stop within 60 s of its SIGTERM')), 60_000))])
      .finally(() => proc.child.kill('SIGKILL'));
    expect(exit.signal, 'killed by the signal').toBeNull();
    expect(exit.code).toBe(0);
    const msgs = new LogTail(logFile).poll().map((l) => String(l.msg));
    expect(msgs).toContain('signal received: finishing the job in hand');
    expect(msgs).toContain('daemon stopped');
  }, 120_000);
});
