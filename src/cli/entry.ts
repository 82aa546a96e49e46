/**
 * The command line as bin/admiralty.mjs runs it (issue 17 §3): `--help` and `--version` answer
 * from the registry alone, and a command loads only its own module and what that imports, so a
 * quick command does not pay for the mail, map and page libraries it never uses. Behaves as
 * `main` in ./main.ts does (same words, same answers, same exit codes); tests/cli-entry.test.ts
 * runs both side by side.
 */
import type { Output } from './context.js';
import { failure, globalAnswer, selectCommand, splitGlobal } from './global.js';

/**
 * `started` is called once the command has begun: its module loaded and its synchronous start
 * done (a long-running command such as `serve` has installed its own signal handlers by then).
 */
export async function runCommandLine(argv: readonly string[], env: NodeJS.ProcessEnv, io: Output, started?: () => void): Promise<number> {
  try {
    const answer = globalAnswer(argv, io);
    if (answer !== null) return answer;
    const { home, rest } = splitGlobal(argv);
    const entry = selectCommand(rest);
    const [command, { runCommand }] = await Promise.all([entry.load(), import('./run-command.js')]);
    const result = runCommand(command, rest, home, env, io);
    started?.();
    return await result;
  } catch (e) {
    return failure(e, env, io);
  }
}

/**
 * Registers the games ADMIRALTY_TEST_GAMES names (seam §1; src/cli/test-games.ts) before the
 * command runs: 0, or the exit code of its error, reported as every error is. Loads nothing when
 * the variable is unset.
 */
export async function registerTestGames(env: NodeJS.ProcessEnv, io: Output): Promise<number> {
  if (!env.ADMIRALTY_TEST_GAMES) return 0;
  try {
    await (await import('./test-games.js')).loadTestGames(env);
    return 0;
  } catch (e) {
    return failure(e, env, io);
  }
}
