import type { CommandContext } from './context.js';

export interface Command {
  /** Words that select the command, e.g. ["orders", "check"]. */
  readonly name: readonly string[];
  readonly summary: string;
  readonly usage: string;
  /** Longer help shown by --help. */
  readonly help: string;
  /** Exit code; long-running commands (serve) return a promise. */
  run(ctx: CommandContext): number | Promise<number>;
}
