/**
 * `admiralty` — the command line. A contract other tools script against: commands and options
 * are only ever added to. Errors are one clear line and a non-zero exit, never a stack trace.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from './command.js';
import { homeDir, makeContext, type Output } from './context.js';
import { scenariosCommand } from './commands/scenarios.js';
import { newCommand } from './commands/new.js';
import { ordersCheckCommand, ordersSubmitCommand } from './commands/orders.js';
import { turnCommand } from './commands/turn.js';
import { reportCommand } from './commands/report.js';
import { replayCommand } from './commands/replay.js';
import { exportCommand } from './commands/export.js';
import { statusCommand } from './commands/status.js';
import { demoCommand } from './commands/demo.js';
import { serveCommand } from './commands/serve.js';
import { modCommands } from './commands/mod.js';
import { verifyDiceCommand } from './commands/verify-dice.js';
import { receiptShowCommand, receiptVerifyCommand } from './commands/receipt.js';
import { bundleCommand, bundleVerifyCommand } from './commands/bundle.js';
import { rollbackCommand } from './commands/rollback.js';
import { intelCommand } from './commands/intel.js';
import { revealCommand } from './commands/reveal.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { loadTestGames } from './test-games.js';

export const COMMANDS: readonly Command[] = [
  scenariosCommand, newCommand, ordersCheckCommand, ordersSubmitCommand, turnCommand, reportCommand,
  replayCommand, exportCommand, statusCommand, demoCommand, serveCommand, ...modCommands,
  verifyDiceCommand, receiptVerifyCommand, receiptShowCommand, bundleCommand, bundleVerifyCommand, rollbackCommand, intelCommand, revealCommand,
];

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.join(' ').length));
  return [
    'Admiralty — play-by-email referee for hidden-movement naval wargames',
    '',
    'usage: admiralty [--home DIR] <command> [options]',
    '',
    'commands:',
    ...COMMANDS.map((c) => `  ${c.name.join(' ').padEnd(width)}  ${c.summary}`),
    '',
    'options:',
    '  --home DIR     where the campaign store lives (default: $ADMIRALTY_HOME or ./data)',
    "  --config FILE  the daemon's configuration: its store (every command)",
    '  --help         this text; `admiralty <command> --help` for a command',
    '  --version      the version of admiralty',
  ].join('\n');
}

/** Splits off the global option `name` (anywhere before or after the command words). */
function splitOption(argv: readonly string[], name: string, what: string): { value?: string; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === name) { value = argv[++i]; if (value === undefined) throw new AdmiraltyError('ADM2006', { option: name, what }); continue; }
    if (a.startsWith(`${name}=`)) { value = a.slice(name.length + 1); continue; }
    rest.push(a);
  }
  return { value, rest };
}

function splitGlobal(argv: readonly string[]): { home?: string; rest: string[]; help: boolean; version: boolean } {
  const { value: home, rest } = splitOption(argv, '--home', 'a directory');
  return { home, rest, help: rest.length === 0 || rest[0] === '--help' || rest[0] === '-h' || rest[0] === 'help', version: rest[0] === '--version' || rest[0] === '-V' };
}

/** Commands that may create the store where none is; every other command needs an existing one. */
const CREATES_STORE = new Set(['new', 'serve', 'demo']);

export function version(): string {
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string };
  return pkg.version;
}

export function main(argv: readonly string[], env: NodeJS.ProcessEnv, io: Output): number | Promise<number> {
  let ctx: ReturnType<typeof makeContext> | null = null;
  let pending = false;
  try {
    const { home, rest, help, version: wantsVersion } = splitGlobal(argv);
    if (wantsVersion) { io.out(`admiralty ${version()}\n`); return 0; }
    if (help) { io.out(`${usage()}\n`); return rest.length === 0 ? 2 : 0; }
    const command = COMMANDS
      .filter((c) => c.name.every((w, i) => rest[i] === w))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (!command) {
      const group = COMMANDS.filter((c) => c.name[0] === rest[0]);
      const hint = group.length ? ` (try: ${group.map((c) => c.name.join(' ')).join(', ')})` : '; see admiralty --help';
      throw new AdmiraltyError('ADM2000', { command: rest.slice(0, 2).join(' '), hint });
    }
    // --config names the daemon's configuration; commands that do not read it themselves take
    // their store from it (its `store:`), as `admiralty mod` does.
    let args = rest.slice(command.name.length);
    let configFile: string | undefined;
    if (!command.usage.includes('--config')) ({ value: configFile, rest: args } = splitOption(args, '--config', 'a file'));
    ctx = makeContext(args, homeDir(home, env), io, env, { create: CREATES_STORE.has(command.name[0]!), configFile });
    const result = command.run(ctx);
    if (typeof result === 'number') return result;
    pending = true;
    const c = ctx;
    return result.catch((e: unknown) => failure(e, env, io)).finally(() => c.close());
  } catch (e) {
    return failure(e, env, io);
  } finally {
    if (!pending) ctx?.close();
  }
}

/**
 * Registers the games ADMIRALTY_TEST_GAMES names (seam §1; src/cli/test-games.ts) before the
 * command runs: 0, or the exit code of its error, reported as every error is.
 */
export async function registerTestGames(env: NodeJS.ProcessEnv, io: Output): Promise<number> {
  try {
    await loadTestGames(env);
    return 0;
  } catch (e) {
    return failure(e, env, io);
  }
}

function failure(e: unknown, env: NodeJS.ProcessEnv, io: Output): number {
  if (e instanceof AdmiraltyError) { io.err(`admiralty: error ${e.code}: ${e.message}\n`); return 2; }
  // Anything else is our bug: still one line for the user, the detail only when asked for.
  const err = e as Error;
  io.err(`admiralty: internal error: ${err.message}${env.ADMIRALTY_DEBUG ? `\n${err.stack}` : ' (set ADMIRALTY_DEBUG=1 for details)'}\n`);
  return 3;
}

