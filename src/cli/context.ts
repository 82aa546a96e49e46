/** What every command gets: parsed options, the store (opened lazily) and output streams. */
import { join, resolve } from 'node:path';
import { openStore } from '../store/sqlite-store.js';
import type { Store } from '../store/types.js';

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

export interface CommandContext {
  readonly args: readonly string[];
  readonly home: string;
  readonly io: Output;
  /** The environment (secrets named by the config's passwordEnv). */
  readonly env: NodeJS.ProcessEnv;
  store(): Store;
}

export function homeDir(option: string | undefined, env: NodeJS.ProcessEnv): string {
  return resolve(option ?? env.ADMIRALTY_HOME ?? './data');
}

export function makeContext(args: readonly string[], home: string, io: Output, env: NodeJS.ProcessEnv = {}): CommandContext & { close(): void } {
  let store: Store | null = null;
  return {
    args, home, io, env,
    store: () => (store ??= openStore(join(home, 'admiralty.db'))),
    close: () => store?.close(),
  };
}
