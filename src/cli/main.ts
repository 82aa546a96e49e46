/**
 * `admiralty` — the command line. A contract other tools script against: commands and options
 * are only ever added to. Errors are one clear line and a non-zero exit, never a stack trace.
 */
import type { Command } from './command.js';
import type { Output } from './context.js';
import { failure, globalAnswer, selectCommand, splitGlobal } from './global.js';
import { runCommand } from './run-command.js';
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
import { storeCopyCommand } from './commands/store-copy.js';

export { version } from './global.js';

export const COMMANDS: readonly Command[] = [
  scenariosCommand, newCommand, ordersCheckCommand, ordersSubmitCommand, turnCommand, reportCommand,
  replayCommand, exportCommand, statusCommand, demoCommand, serveCommand, ...modCommands,
  verifyDiceCommand, receiptVerifyCommand, receiptShowCommand, bundleCommand, bundleVerifyCommand, rollbackCommand, intelCommand, revealCommand,
  storeCopyCommand,
];

/**
 * Runs a command line in this process, with every command already loaded (the tests call this;
 * bin/admiralty.mjs goes through ./entry.ts, which loads only the command that runs).
 */
export function main(argv: readonly string[], env: NodeJS.ProcessEnv, io: Output): number | Promise<number> {
  try {
    const answer = globalAnswer(argv, io);
    if (answer !== null) return answer;
    const { home, rest } = splitGlobal(argv);
    const entry = selectCommand(rest);
    const command = COMMANDS.find((c) => c.name.join(' ') === entry.name.join(' '))!;
    return runCommand(command, rest, home, env, io);
  } catch (e) {
    return failure(e, env, io);
  }
}
