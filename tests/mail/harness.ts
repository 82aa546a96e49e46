/** A daemon in-process over the local transport, with a clock the test moves. No sleeping. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { configFromData, type DaemonConfig } from '../../src/mail/config.js';
import { LocalIntake, LocalOutbound, localMailFolders, safeName } from '../../src/mail/local-transport.js';
import { openStore } from '../../src/store/sqlite-store.js';
import type { Store } from '../../src/store/types.js';
import { Daemon } from '../../src/daemon/daemon.js';
import { memoryLogger } from '../../src/daemon/log.js';
import type { DaemonContext } from '../../src/daemon/context.js';
import { plusAddress, secretsFor } from '../../src/daemon/mailer.js';
import type { MailOutbound } from '../../src/mail/transport.js';

export const EXAMPLES = join(import.meta.dirname, '../../examples');
export const CENTRAL_ORDERS = readFileSync(join(EXAMPLES, 'goeben-central-turn1.yaml'), 'utf8');
export const ALLIED_ORDERS = readFileSync(join(EXAMPLES, 'goeben-allied-turn1.yaml'), 'utf8');

export class FakeClock { constructor(public ms = Date.parse('1914-08-03T06:00:00Z')) {} now(): Date { return new Date(this.ms); } advance(ms: number): void { this.ms += ms; } }

export interface Harness {
  home: string; clock: FakeClock; ctx: DaemonContext; daemon: Daemon; intake: LocalIntake; log: ReturnType<typeof memoryLogger>;
  drop(raw: string | Buffer, name?: string): Promise<number>;
  tick(): Promise<void>;
  outbox(recipient: string): string[];
  parsed(recipient: string): Promise<ParsedMail[]>;
  replyTo(side: string): string;
  restart(outbound?: MailOutbound): Harness;
  close(): void;
}

export function campaignData(extra: Record<string, unknown> = {}, deadline: Record<string, unknown> = { every: '48h', reminders: ['24h', '2h'], abandonAfter: 2 }): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: 'gwas-mediterranean/goeben-1914', seed: '42', moderator: 'mod@game.test',
      players: {
        allied: { name: 'Ann', email: 'ann@example.org', timeZone: 'Europe/London' },
        central: { name: 'Karl', email: 'karl@example.org', timeZone: 'Europe/Berlin' },
      },
      deadline, ...extra,
    }],
  };
}

/**
 * The in-process daemon over the local mail folder. Map pictures are off unless the test's config
 * sets `mail.maps` (rendering two PNGs per mail would dominate every mail test's time; the
 * pictures are tested by tests/maps/ and the mail stack's e2e run).
 */
export function makeHarness(data: Record<string, unknown> = campaignData(), home = mkdtempSync(join(tmpdir(), 'adm-mail-')), clock = new FakeClock(), outbound?: MailOutbound,
  open: (home: string) => Store = (h) => openStore(join(h, 'admiralty.db'))): Harness {
  const mail = (data.mail ?? {}) as Record<string, unknown>;
  const config: DaemonConfig = configFromData('maps' in mail ? data : { ...data, mail: { ...mail, maps: false } }, home, home, {});
  // `open`: another store than the home's SQLite file (tests/store/pg-daemons.test.ts: PostgreSQL).
  const store = open(home);
  const log = memoryLogger();
  const ctx: DaemonContext = { store, config, clock, log };
  const intake = new LocalIntake({ root: config.folder, settleMs: 0 });
  const out = outbound ?? new LocalOutbound(config.folder);
  const daemon = new Daemon({ ctx, intake, outbound: out });
  daemon.setup();
  let n = 0;
  const h: Harness = {
    home, clock, ctx, daemon, intake, log,
    async drop(raw, name) {
      writeFileSync(join(localMailFolders(config.folder).inbox, name ?? `${String(++n).padStart(5, '0')}-${Math.random().toString(36).slice(2)}.eml`), raw);
      const count = await intake.pollOnce((m) => daemon.handle(m));
      await daemon.tick();
      return count;
    },
    async tick() { await daemon.tick(); },
    outbox(recipient) {
      try { return readdirSync(join(localMailFolders(config.folder).outbox, safeName(recipient))).sort().map((f) => join(localMailFolders(config.folder).outbox, safeName(recipient), f)); } catch { return []; }
    },
    async parsed(recipient) { return Promise.all(h.outbox(recipient).map((f) => simpleParser(readFileSync(f)))); },
    replyTo(side) { return plusAddress(ctx, secretsFor(ctx, 'med', side).token); },
    restart(ob) { store.close(); return makeHarness(data, home, clock, ob, open); },
    close() { try { store.close(); } catch { /* closed */ } rmSync(home, { recursive: true, force: true }); },
  };
  return h;
}

let seq = 0;
export function eml(o: { from: string; to: string; subject?: string; body?: string; headers?: Record<string, string>; messageId?: string; html?: string; attachment?: { name: string; text: string } }): string {
  const id = o.messageId ?? `<t${++seq}.${Date.now()}@example.org>`;
  const head = [`From: ${o.from}`, `To: ${o.to}`, `Subject: ${o.subject ?? ''}`, `Message-ID: ${id}`, 'Date: Mon, 3 Aug 1914 07:00:00 +0000', 'MIME-Version: 1.0',
    ...Object.entries(o.headers ?? {}).map(([k, v]) => `${k}: ${v}`)];
  if (o.attachment) {
    return [...head, 'Content-Type: multipart/mixed; boundary="XYZ"', '', '--XYZ', 'Content-Type: text/plain; charset=utf-8', '', o.body ?? 'orders attached', '--XYZ',
      `Content-Type: application/x-yaml; name="${o.attachment.name}"`, `Content-Disposition: attachment; filename="${o.attachment.name}"`, 'Content-Transfer-Encoding: base64', '',
      Buffer.from(o.attachment.text).toString('base64').replace(/.{76}/g, '$&\r\n'), '--XYZ--', ''].join('\r\n');
  }
  if (o.html !== undefined) return [...head, 'Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', o.html].join('\r\n');
  return [...head, 'Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', (o.body ?? '').replace(/\r?\n/g, '\r\n')].join('\r\n');
}
