/**
 * The daemon's configuration: a YAML file validated by `schemas/config.schema.json`, then checked
 * for what a schema cannot see (time zones, scenarios, sides, secrets in the environment).
 * Problems are coded `ML49xx` lines; `admiralty serve --check-config` prints them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { ValidateFunction } from 'ajv';
import { gameById } from '../pipeline/games.js';
import { campaignOptions } from '../pipeline/options.js';
import { formatDuration, parseDuration } from '../daemon/duration.js';
import { DEFAULT_MIN_GAP_MS, deadlineRuleProblems } from '../daemon/deadline-rules.js';
import { zoneProblem } from '../daemon/zone-names.js';
import { seatHolders, type SeatPlayer } from './config-seats.js';
import { noteCode } from '../codes/registry.js';
import { isPostgresUrl } from '../store/store-spec.js';
import type { ConfigCode } from '../codes/ml.js';

const require = createRequire(import.meta.url);
const AjvClass = require('ajv') as typeof import('ajv').default;

const SCHEMA_FILE = fileURLToPath(new URL('../../schemas/config.schema.json', import.meta.url));

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

export interface ServerConfig {
  readonly host: string;
  readonly port: number;
  readonly secure?: boolean;
  readonly starttls?: boolean;
  readonly user: string;
  /** Resolved from `password` or the `passwordEnv` variable. */
  readonly password: string;
  readonly mailbox?: string;
  readonly folders?: { readonly processed?: string; readonly rejected?: string; readonly quarantine?: string };
}

export interface DeadlineRules {
  /**
   * Elapsed time between deadlines, ms: each deadline is the previous one plus this (a grid that
   * neither the grace nor an early run moves; 48h is 48 real hours across a DST change).
   */
  readonly everyMs?: number;
  /**
   * Wall-clock deadlines: the next of `days` at `at` in `zone` after the previous deadline, and at
   * least `minGapMs` after the turn opens (which only matters for a first or a late turn).
   */
  readonly weekly?: { readonly days: readonly Weekday[]; readonly at: string; readonly zone: string; readonly minGapMs: number };
  readonly graceMs: number;
  /** Run early when every side has submitted final orders. */
  readonly early: boolean;
  readonly coolOffMs: number;
  /** Offsets before the deadline at which missing sides are reminded, ms. */
  readonly remindersMs: readonly number[];
  readonly abandonAfter: number;
  /**
   * How long an exchange with `reply` timing stays open, ms (seam §2 deadlines: a reaction, a
   * battle round); absent: DEFAULT_REPLY_MS. Turn-timed exchanges keep `every`/`weekly`.
   */
  readonly replyMs?: number;
}

export type PlayerConfig = SeatPlayer;

export interface CampaignConfig {
  readonly id: string;
  readonly scenario: string;
  readonly seed?: string;
  readonly moderator?: string;
  readonly blind: boolean;
  /** The players of record by seat id (seam §3; a side id while every side has one seat, rule 2). */
  readonly players: Readonly<Record<string, PlayerConfig>>;
  /** Seats the referee plays (`referee` in the config): no address, their misses never count. */
  readonly refereeSeats?: readonly string[];
  readonly deadline: DeadlineRules;
  /** The campaign options chosen (src/game-api/options.ts), as written; the game's defaults fill the rest. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** The read-only pages (`web:`; src/pages/): where they listen and, when known, how players reach them. */
export interface WebConfig {
  readonly host: string;
  /** 0: any free port (tests). */
  readonly port: number;
  /** Public address without a trailing slash: mails carry page links only when it is set. */
  readonly url?: string;
}

export interface MailLimits { readonly maxMessageBytes: number; readonly maxAttachments: number; readonly maxOrdersBytes: number }

export interface DaemonConfig {
  /** SQLite file, or a postgres:// URL (src/store/open-store.ts). */
  readonly store: string;
  readonly mode: 'local' | 'imap+smtp';
  readonly referee: string;
  readonly refereeName: string;
  /** local mode: the mail folder. */
  readonly folder: string;
  /** How often the intake looks for mail, ms (mail.pollMs, default DEFAULT_POLL_MS). */
  readonly pollMs: number;
  /** Map pictures in report and briefing mails (mail.maps, default true; issue 12 §1). */
  readonly maps: boolean;
  /** Outbox retries (mail.retry): first wait and cap in ms, attempts; absent: the sender's defaults (30 s, 1 h, 12). */
  readonly retry?: { readonly baseDelayMs?: number; readonly maxDelayMs?: number; readonly maxAttempts?: number };
  readonly imap?: ServerConfig;
  readonly smtp?: ServerConfig;
  readonly limits: MailLimits;
  readonly campaigns: readonly CampaignConfig[];
  /** Absent: no pages are served. */
  readonly web?: WebConfig;
}

/**
 * How often the daemon looks for mail by default, ms. Over IMAP each look is a NOOP (no IDLE
 * between, imap-intake.ts): Dovecot sends IDLE notices 0.5 s after delivery, a compiled-in delay,
 * so only asking gets an order acknowledged within the issue 17 goal (p95 ≤ 0.5 s from the
 * player's send to the acknowledgement in the mailbox). Measured idle cost at 100 ms, 30 s on a
 * loaded machine: the daemon 410 ms CPU, Dovecot's imap process 80 ms (1.4 % and 0.3 % of a core).
 */
export const DEFAULT_POLL_MS = 100;

/**
 * A remote provider's IMAP server is another matter: ten NOOPs a second, day and night, is not a
 * load a shared provider would thank a host for, and most send their IDLE notices at once. So an
 * IMAP server that is not on loopback is asked every 5 s, IDLE between (imap-intake.ts), unless
 * the config says otherwise.
 */
export const REMOTE_IMAP_POLL_MS = 5_000;

/** The default look-for-mail interval: fast for a local folder or an IMAP server on this host. */
export function defaultPollMs(imapHost: string | undefined): number {
  return imapHost === undefined || isLoopback(imapHost) ? DEFAULT_POLL_MS : REMOTE_IMAP_POLL_MS;
}

export const DEFAULT_LIMITS: MailLimits = { maxMessageBytes: 1024 * 1024, maxAttachments: 5, maxOrdersBytes: 64 * 1024 };

export const DEFAULT_DEADLINE: DeadlineRules = {
  everyMs: 48 * 3600_000, graceMs: 0, early: true, coolOffMs: 0, remindersMs: [24 * 3600_000], abandonAfter: 3,
};

export interface ConfigProblem { readonly code: ConfigCode; readonly message: string }

export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(problems.map((p) => `${p.code}: ${p.message}`).join('\n'));
    // Each problem's message is composed where it was found; the code is produced here.
    for (const p of problems) noteCode(p.code);
    this.name = 'ConfigError';
  }
}

let validator: ValidateFunction | null = null;
function validate(): ValidateFunction {
  if (!validator) {
    const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<string, unknown>;
    delete schema.$id;
    validator = new AjvClass({ allErrors: true, strict: false }).compile(schema);
  }
  return validator;
}

/** The embedded default: local mail folder under `<home>/mail`, no campaigns (the demo is added on first run). */
export function defaultConfig(home: string): DaemonConfig {
  return {
    store: join(home, 'admiralty.db'), mode: 'local', referee: 'referee@admiralty.test', refereeName: 'Admiralty referee',
    folder: join(home, 'mail'), pollMs: DEFAULT_POLL_MS, maps: true, limits: DEFAULT_LIMITS, campaigns: [],
  };
}

export function loadConfig(file: string, home: string, env: NodeJS.ProcessEnv): DaemonConfig {
  let text: string;
  try { text = readFileSync(file, 'utf8'); } catch (e) {
    throw new ConfigError([{ code: 'ML4900', message: `cannot read ${file}: ${(e as Error).message}` }]);
  }
  let data: unknown;
  try { data = parseYaml(text, { maxAliasCount: 50 }); } catch (e) {
    throw new ConfigError([{ code: 'ML4901', message: `${file}: YAML syntax error: ${(e as Error).message.split('\n')[0]}` }]);
  }
  return configFromData(data, dirname(resolve(file)), home, env, file);
}

type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export function configFromData(data: unknown, baseDir: string, home: string, env: NodeJS.ProcessEnv, file = 'config'): DaemonConfig {
  const v = validate();
  if (!v(data)) {
    throw new ConfigError((v.errors ?? []).map((e) => ({
      code: 'ML4902', message: `${file}: ${e.instancePath || '/'} ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` ('${String(e.params.additionalProperty)}')` : ''}`,
    })));
  }
  const raw = data as Raw;
  const problems: ConfigProblem[] = [];
  const path = (p: string): string => (isAbsolute(p) ? p : resolve(baseDir, p));
  const server = (s: Raw | undefined, what: string): ServerConfig | undefined => {
    if (!s) return undefined;
    let password = s.password as string | undefined;
    if (password === undefined) {
      password = env[s.passwordEnv as string];
      if (password === undefined) problems.push({ code: 'ML4906', message: `${file}: mail.${what}.passwordEnv names ${String(s.passwordEnv)}, which is not set` });
    }
    return { host: s.host, port: s.port, secure: s.secure, starttls: s.starttls, user: s.user, password: password ?? '', mailbox: s.mailbox, folders: s.folders };
  };
  const ids = new Set<string>();
  const campaigns: CampaignConfig[] = ((raw.campaigns ?? []) as Raw[]).map((c, i) => {
    const where = `${file}: campaigns[${i}] (${String(c.id)})`;
    if (ids.has(c.id)) problems.push({ code: 'ML4907', message: `${where}: campaign id used twice` });
    ids.add(c.id);
    const [game, scenario] = String(c.scenario).split('/');
    const adapter = gameById(game ?? '');
    const known = adapter !== null && adapter.scenarios().some((s) => s.id === scenario);
    if (!known) problems.push({ code: 'ML4904', message: `${where}: unknown scenario '${String(c.scenario)}' (see 'admiralty scenarios')` });
    // Players by seat (seam §3): ML4905 per seat, ML4907 for an address on two sides.
    const holders = seatHolders(c.players as Raw, known ? adapter : null, where);
    problems.push(...holders.problems);
    if (known && adapter) {
      const chosen = campaignOptions(adapter, (c.options ?? {}) as Raw);
      if (!chosen.ok) for (const detail of chosen.problems) problems.push({ code: 'ML4915', message: `${where}: ${detail}` });
    }
    const d = c.deadline as Raw;
    const wz = d.weekly ? zoneProblem(String(d.weekly.zone), `${where}: deadline.weekly.zone`) : null;
    if (wz) problems.push(wz);
    const reminders = (d.reminders ?? []) as string[];
    const deadline: DeadlineRules = {
      everyMs: d.every !== undefined ? parseDuration(d.every) : undefined,
      weekly: d.weekly ? { days: d.weekly.days, at: d.weekly.at, zone: d.weekly.zone, minGapMs: d.weekly.minGap !== undefined ? parseDuration(d.weekly.minGap) : DEFAULT_MIN_GAP_MS } : undefined,
      graceMs: d.grace ? parseDuration(d.grace) : 0,
      early: d.early ?? true,
      coolOffMs: d.coolOff ? parseDuration(d.coolOff) : 0,
      remindersMs: reminders.map(parseDuration),
      abandonAfter: d.abandonAfter ?? 3,
      replyMs: d.reply !== undefined ? parseDuration(d.reply) : undefined,
    };
    problems.push(...deadlineRuleProblems(deadline, where, reminders));
    return {
      id: c.id, scenario: c.scenario, seed: c.seed, moderator: c.moderator?.toLowerCase(), blind: c.blind ?? true,
      players: holders.players, refereeSeats: holders.refereeSeats,
      deadline: { ...deadline, remindersMs: [...deadline.remindersMs].sort((a, b) => b - a) },
      ...(c.options ? { options: c.options as Record<string, unknown> } : {}),
    };
  });
  const mail = raw.mail as Raw;
  if (mail.retry) problems.push(...retryProblems(mail.retry as Raw, file));
  const web = raw.web ? webConfig(raw.web as Raw, file, problems) : undefined;
  const cfg: DaemonConfig = {
    // A PostgreSQL URL is kept as written (issue 17 §4); a file is relative to the config file.
    store: raw.store ? (isPostgresUrl(raw.store) ? raw.store : path(raw.store)) : join(home, 'admiralty.db'),
    mode: mail.mode,
    referee: String(mail.referee).toLowerCase(),
    refereeName: mail.refereeName ?? 'Admiralty referee',
    folder: mail.folder ? path(mail.folder) : join(home, 'mail'),
    pollMs: mail.pollMs ?? defaultPollMs(mail.mode === 'imap+smtp' ? (mail.imap as Raw | undefined)?.host as string | undefined : undefined),
    maps: mail.maps ?? true,
    retry: mail.retry ? {
      baseDelayMs: mail.retry.first !== undefined ? parseDuration(mail.retry.first) : undefined,
      maxDelayMs: mail.retry.max !== undefined ? parseDuration(mail.retry.max) : undefined,
      maxAttempts: mail.retry.attempts,
    } : undefined,
    imap: server(mail.imap, 'imap'),
    smtp: server(mail.smtp, 'smtp'),
    limits: { ...DEFAULT_LIMITS, ...(raw.limits ?? {}) },
    campaigns,
    ...(web ? { web } : {}),
  };
  if (problems.length) throw new ConfigError(problems);
  return cfg;
}

export const DEFAULT_WEB_LISTEN = '127.0.0.1:8080';

/**
 * `web.listen` as host and port (ML4913 when it is neither), on loopback unless `remote: true`
 * (ML4914): the pages carry each player's secret in their URLs and are served as plain HTTP, so
 * reaching them from elsewhere is a choice the moderator makes, with a TLS proxy in front.
 */
function webConfig(w: Raw, file: string, problems: ConfigProblem[]): WebConfig {
  const listen = String(w.listen ?? DEFAULT_WEB_LISTEN);
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([A-Za-z0-9.-]+)):([0-9]{1,5})$/.exec(listen);
  const port = m ? Number(m[3]) : NaN;
  if (!m || port > 65535) {
    problems.push({ code: 'ML4913', message: `${file}: web.listen '${listen}' is not host:port (e.g. ${DEFAULT_WEB_LISTEN}, [::1]:8080; port 0 to 65535)` });
    return { host: '127.0.0.1', port: 0 };
  }
  const host = (m[1] ?? m[2])!;
  if (!isLoopback(host) && w.remote !== true) {
    problems.push({ code: 'ML4914', message: `${file}: web.listen '${listen}' is not a loopback address: the pages carry secrets in their URLs; listen on 127.0.0.1 behind a TLS proxy, or set web.remote: true` });
  }
  return { host, port, ...(w.url ? { url: String(w.url) } : {}) };
}

function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** mail.retry: the first wait from a second to an hour, the cap from the first wait to a day. */
function retryProblems(r: Raw, file: string): ConfigProblem[] {
  const out: ConfigProblem[] = [];
  const first = r.first !== undefined ? parseDuration(r.first) : 30_000;
  const max = r.max !== undefined ? parseDuration(r.max) : 3600_000;
  if (first < 1000 || first > 3600_000) out.push({ code: 'ML4910', message: `${file}: mail.retry.first ${formatDuration(first)} is out of bounds (1s to 1h)` });
  if (max < first || max > 86_400_000) out.push({ code: 'ML4910', message: `${file}: mail.retry.max ${formatDuration(max)} is out of bounds (retry.first to 1d)` });
  return out;
}

/**
 * The store a configuration file names (`store:`, relative to the file; else <home>/admiralty.db),
 * read without validating the rest, so read-only commands work without the mail passwords.
 */
export function storePathFromConfig(file: string, home: string): string {
  let data: unknown;
  try { data = parseYaml(readFileSync(file, 'utf8'), { maxAliasCount: 50 }); } catch (e) {
    throw new ConfigError([{ code: 'ML4900', message: `cannot read ${file}: ${(e as Error).message.split('\n')[0]}` }]);
  }
  const store = (data as Raw | null)?.store;
  if (typeof store !== 'string' || store === '') return join(home, 'admiralty.db');
  if (isPostgresUrl(store)) return store;
  return isAbsolute(store) ? store : resolve(dirname(resolve(file)), store);
}
