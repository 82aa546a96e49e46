/** What every command gets: parsed options, the store (opened lazily) and output streams. */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, storePathFromConfig } from '../mail/config.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { isPostgresUrl, openAnyStore } from '../store/open-store.js';
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
  /** The store when there is one, else null (a command that can also work without it). */
  optionalStore(): Store | null;
}

export function homeDir(option: string | undefined, env: NodeJS.ProcessEnv): string {
  return resolve(option ?? env.ADMIRALTY_HOME ?? './data');
}

export interface StoreOptions {
  /** The command may create the store (`new`, `serve`, `demo`); others need one that exists. */
  readonly create?: boolean;
  /** The daemon's configuration named by a global --config: its `store` is the store. */
  readonly configFile?: string;
}

/**
 * The store file a command uses, refusing to conjure an empty one: a read command run outside a
 * campaign folder must say where it looked, not leave a fresh ./data behind.
 */
export function storeFile(home: string, o: StoreOptions = {}): string {
  let file = join(home, 'admiralty.db');
  if (o.configFile) {
    try { file = storePathFromConfig(o.configFile, home); } catch (e) {
      if (e instanceof ConfigError) throw new AdmiraltyError('ML4900', e.problems[0]!.message);
      throw e;
    }
  }
  // A database is there or not when it is opened; only a file can be checked for beforehand.
  if (!o.create && !isPostgresUrl(file) && !existsSync(file)) {
    throw new AdmiraltyError('ADM2007', { file, advice: "run the command in the folder that holds your campaign's data/, or name the store with --home DIR, --config FILE or ADMIRALTY_HOME ('admiralty new' and 'admiralty serve' create one)" });
  }
  return file;
}

export function makeContext(args: readonly string[], home: string, io: Output, env: NodeJS.ProcessEnv = {}, o: StoreOptions = {}): CommandContext & { close(): void } {
  let store: Store | null = null;
  return {
    args, home, io, env,
    store: () => (store ??= openAnyStore(storeFile(home, o))),
    optionalStore: () => {
      if (store) return store;
      try { return (store = openAnyStore(storeFile(home, { ...o, create: false }))); } catch (e) {
        if (e instanceof AdmiraltyError && e.code === 'ADM2007') return null;
        throw e;
      }
    },
    close: () => store?.close(),
  };
}
