/** The daemon's context for CLI commands: config (file or embedded default), store, clock, log. */
import { existsSync } from 'node:fs';
import { isPostgresUrl, openAnyStore } from '../../store/open-store.js';
import { ConfigError, loadConfig, type DaemonConfig } from '../../mail/config.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { systemClock } from '../../pipeline/campaign.js';
import { embeddedConfig } from '../../daemon/embedded.js';
import { jsonLogger, type Logger } from '../../daemon/log.js';
import type { DaemonContext } from '../../daemon/context.js';
import type { CommandContext } from '../context.js';

export function configFor(ctx: CommandContext, file: string | undefined): DaemonConfig {
  if (!file) return embeddedConfig(ctx.home);
  try { return loadConfig(file, ctx.home, ctx.env); } catch (e) {
    if (e instanceof ConfigError) throw new AdmiraltyError(e.problems[0]?.code ?? 'ML4902', `invalid config:\n${e.message}`);
    throw e;
  }
}

/** `create`: the daemon itself (`serve`) may create the store; the moderator's commands need one. */
export function daemonContext(ctx: CommandContext, file: string | undefined, log?: Logger, create = false): DaemonContext & { close(): void } {
  const config = configFor(ctx, file);
  if (!create && !isPostgresUrl(config.store) && !existsSync(config.store)) {
    throw new AdmiraltyError('ADM2007', { file: config.store, advice: `has 'admiralty serve'${file ? ` --config ${file}` : ''} run yet? (or name the store with --home DIR or --config FILE)` });
  }
  const store = openAnyStore(config.store);
  return {
    store, config, clock: systemClock,
    log: log ?? jsonLogger((l) => ctx.io.err(l), systemClock, 'warn'),
    close: () => store.close(),
  };
}
