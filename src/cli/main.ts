/**
 * `admiralty` — the command line. A contract other tools script against: commands and options
 * are only ever added to. Errors are one clear line and a non-zero exit, never a stack trace.
 */
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
    '  --home DIR   where the campaign store lives (default: $ADMIRALTY_HOME or ./data)',
    '  --help       this text; `admiralty <command> --help` for a command',
  ].join('\n');
}

/** Splits off the global --home option (anywhere before or after the command words). */
function splitGlobal(argv: readonly string[]): { home?: string; rest: string[]; help: boolean } {
  const rest: string[] = [];
  let home: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--home') { home = argv[++i]; if (home === undefined) throw new AdmiraltyError('ADM2006', '--home needs a directory'); continue; }
    if (a.startsWith('--home=')) { home = a.slice('--home='.length); continue; }
    rest.push(a);
  }
  return { home, rest, help: rest.length === 0 || rest[0] === '--help' || rest[0] === '-h' || rest[0] === 'help' };
}

export function main(argv: readonly string[], env: NodeJS.ProcessEnv, io: Output): number | Promise<number> {
  let ctx: ReturnType<typeof makeContext> | null = null;
  let pending = false;
  try {
    const { home, rest, help } = splitGlobal(argv);
    if (help) { io.out(`${usage()}\n`); return rest.length === 0 ? 2 : 0; }
    const command = COMMANDS
      .filter((c) => c.name.every((w, i) => rest[i] === w))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (!command) {
      const group = COMMANDS.filter((c) => c.name[0] === rest[0]);
      const hint = group.length ? ` (try: ${group.map((c) => c.name.join(' ')).join(', ')})` : '; see admiralty --help';
      throw new AdmiraltyError('ADM2000', `unknown command '${rest.slice(0, 2).join(' ')}'${hint}`);
    }
    ctx = makeContext(rest.slice(command.name.length), homeDir(home, env), io, env);
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

function failure(e: unknown, env: NodeJS.ProcessEnv, io: Output): number {
  if (e instanceof AdmiraltyError) { io.err(`admiralty: error ${e.code}: ${e.message}\n`); return 2; }
  // Anything else is our bug: still one line for the user, the detail only when asked for.
  const err = e as Error;
  io.err(`admiralty: internal error: ${err.message}${env.ADMIRALTY_DEBUG ? `\n${err.stack}` : ' (set ADMIRALTY_DEBUG=1 for details)'}\n`);
  return 3;
}

