/**
 * Runs one chosen command: its --config and store, its result, and the store closed after it
 * (also after a long-running command's promise settles). Shared by the in-process `main` and the
 * lazily loading entry of bin/admiralty.mjs.
 */
import type { Command } from './command.js';
import { homeDir, makeContext } from './context.js';
import { failure, splitOption } from './global.js';
import type { Output } from './context.js';

/** Commands that may create the store where none is; every other command needs an existing one. */
const CREATES_STORE = new Set(['new', 'serve', 'demo']);

/** `rest` is the line after the global options, starting with the command's words. */
export function runCommand(command: Command, rest: readonly string[], home: string | undefined, env: NodeJS.ProcessEnv, io: Output): number | Promise<number> {
  let ctx: ReturnType<typeof makeContext> | null = null;
  let pending = false;
  try {
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
