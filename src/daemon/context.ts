/** What every part of the daemon shares: the store, the configuration, the clock and the log. */
import type { Clock } from '../pipeline/campaign.js';
import type { Store } from '../store/types.js';
import type { CampaignConfig, DaemonConfig } from '../mail/config.js';
import type { Logger } from './log.js';

export interface DaemonContext {
  readonly store: Store;
  readonly config: DaemonConfig;
  readonly clock: Clock;
  readonly log: Logger;
}

export function campaignConfig(ctx: DaemonContext, id: string): CampaignConfig | undefined {
  return ctx.config.campaigns.find((c) => c.id === id);
}

export function refereeDomain(ctx: DaemonContext): string {
  return ctx.config.referee.split('@')[1] ?? 'admiralty.invalid';
}
