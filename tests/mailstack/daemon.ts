/**
 * Running `admiralty serve` as its own process against the test mail stack: config file,
 * spawn, SIGTERM, kill -9, restart. No vitest imports (bench/mail.ts uses it too).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { MailboxMessage, MailStack } from './testbed.js';
import { ROOT } from './testbed.js';

export interface CampaignSpec {
  id: string;
  scenario?: string;
  seed?: string;
  moderator?: string;
  players: Record<string, { email: string; name?: string; timeZone?: string }>;
  deadline?: Record<string, unknown>;
}

/** Writes `<dir>/admiralty.yaml` for imap+smtp mode against `stack`; returns its path. */
export function writeDaemonConfig(
  dir: string,
  stack: MailStack,
  campaigns: CampaignSpec[],
  extra: { pollMs?: number | null; limits?: Record<string, number>; retry?: { first?: string; max?: string; attempts?: number }; maps?: boolean } = {},
): string {
  mkdirSync(dir, { recursive: true });
  const ref = stack.users.referee;
  const config = {
    store: 'admiralty.db',
    mail: {
      mode: 'imap+smtp',
      referee: ref.address,
      refereeName: 'Admiralty',
      // null: the daemon's own default (config.ts), as a host that does not set it gets.
      ...(extra.pollMs === null ? {} : { pollMs: extra.pollMs ?? 2000 }),
      // Pictures only where a test asks for them (the e2e run): they cost CPU in every mail.
      maps: extra.maps ?? false,
      ...(extra.retry ? { retry: extra.retry } : {}),
      imap: { host: stack.imap.host, port: stack.imap.port, user: ref.user, password: ref.pass },
      // The referee submits with SMTP AUTH on the submission port, as a deployment would.
      smtp: { host: stack.submission.host, port: stack.submission.port, user: ref.user, password: ref.pass },
    },
    ...(extra.limits ? { limits: extra.limits } : {}),
    campaigns: campaigns.map((c) => ({
      id: c.id,
      scenario: c.scenario ?? 'gwas-mediterranean/goeben-1914',
      seed: c.seed ?? 'seed-1',
      ...(c.moderator ? { moderator: c.moderator } : {}),
      players: c.players,
      deadline: c.deadline ?? { every: '1h', early: true },
    })),
  };
  const path = join(dir, 'admiralty.yaml');
  writeFileSync(path, stringify(config));
  return path;
}

export interface DaemonProc {
  readonly child: ChildProcess;
  readonly pid: number;
  /** Resolves with the exit code (or signal) when the process ends. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM and wait (kill -9 after `graceMs`). */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** kill -9 and wait for the process to be gone. */
  kill9(): Promise<void>;
}

/**
 * Starts `node bin/admiralty.mjs serve --config FILE` with stdout/stderr appended to
 * `<dir>/daemon.log` (JSON lines), so the test and the daemon share no pipes. `nodeArgs` go to
 * node itself (a benchmark's `--cpu-prof`, which NODE_OPTIONS does not allow).
 */
/**
 * Daemons this test process spawned and that have not exited. A test that times out never reaches
 * its own `stop()` (its awaited promise is simply abandoned), so the daemon would outlive the run:
 * found after a loaded run left two `serve` processes behind. A test file that spawns daemons
 * calls `killLeftoverDaemons` after each test or after all (a process 'exit' hook does not do it:
 * tried, the vitest worker ends without one).
 */
const live = new Set<ChildProcess>();

/** SIGKILLs every daemon spawned here that is still running (for an afterEach). */
export function killLeftoverDaemons(): void {
  for (const c of live) c.kill('SIGKILL');
}

export function spawnDaemon(configPath: string, logFile: string, env: Record<string, string> = {}, nodeArgs: readonly string[] = []): DaemonProc {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'bin/admiralty.mjs'), 'serve', '--config', configPath], {
    cwd: ROOT,
    stdio: ['ignore', fd, fd],
    env: { ...process.env, ...env },
  });
  closeSync(fd);
  live.add(child);
  child.once('exit', () => live.delete(child));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) => child.once('exit', (code, signal) => res({ code, signal })));
  return {
    child,
    pid: child.pid!,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const r = await exited;
      clearTimeout(t);
      return r;
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** JSON log lines the daemon wrote (non-JSON lines kept as { msg: line }). */
export function daemonLog(logFile: string): Array<Record<string, unknown>> {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        return { msg: l };
      }
    });
}

/** The plus-address token in a mail's Reply-To (`referee+TOKEN@game.test`), if any. */
export function replyToken(m: MailboxMessage): string | undefined {
  const rt = m.parsed.replyTo?.value?.[0]?.address ?? '';
  return /^[^+@]+\+([^@]+)@/.exec(rt)?.[1];
}

export function headerOf(m: MailboxMessage, name: string): string {
  const v = m.parsed.headers.get(name.toLowerCase());
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && 'text' in (v as object)) return String((v as { text: unknown }).text);
  return String(v);
}

/**
 * Follows a daemon's JSON log as it grows (reads only the new bytes), so a test can act at the
 * moment a line appears: `await tail.waitFor((l) => l.msg === 'imap connected')`.
 */
export class LogTail {
  private offset = 0;
  private partial = '';
  readonly lines: Array<Record<string, unknown>> = [];

  constructor(private readonly file: string) {}

  /** Reads what was appended since the last call; returns the new lines. */
  poll(): Array<Record<string, unknown>> {
    let buf: Buffer;
    try {
      buf = readFileSync(this.file);
    } catch {
      return [];
    }
    if (buf.length <= this.offset) return [];
    const text = this.partial + buf.subarray(this.offset).toString('utf8');
    this.offset = buf.length;
    const parts = text.split('\n');
    this.partial = parts.pop() ?? '';
    const fresh = parts.filter((l) => l.trim() !== '').map((l) => {
      try {
        return JSON.parse(l) as Record<string, unknown>;
      } catch {
        return { msg: l };
      }
    });
    this.lines.push(...fresh);
    return fresh;
  }

  /**
   * Waits until a line at index `from` or later (default: lines not read yet) satisfies `pred`,
   * polling every `everyMs`; resolves with it. Lines already read are never lost: pass
   * `tail.lines.length` taken before an action to catch what the action logs.
   */
  async waitFor(pred: (l: Record<string, unknown>) => boolean, timeoutMs = 60_000, from?: number, everyMs = 10): Promise<Record<string, unknown>> {
    let i = from ?? this.lines.length;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.poll();
      for (; i < this.lines.length; i++) if (pred(this.lines[i]!)) return this.lines[i]!;
      if (Date.now() > deadline) throw new Error(`no matching log line within ${timeoutMs} ms in ${this.file}`);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
