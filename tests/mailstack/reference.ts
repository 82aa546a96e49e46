/**
 * The uninterrupted reference run of a campaign, in process through the same pipeline the daemon
 * uses (create, submit, resolve): the per-turn order texts the players will mail, and the state
 * digest after every turn. Orders are random legal plots (bench/stress.ts's `randomOrders`)
 * drawn from the reference state, so the mailed campaign follows the same path when it is right.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { randomOrders } from '../../bench/stress.js';
import { loadGame } from '../../src/pipeline/games.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { createCampaign, resolveCampaignTurn, submitOrders } from '../../src/pipeline/campaign.js';
import { digestOf } from '../../src/pipeline/digest.js';
import { openStore } from '../../src/store/sqlite-store.js';

export const SIDES = ['allied', 'central'] as const;
export type Side = (typeof SIDES)[number];

export interface ReferenceRun {
  /** orders[t - 1][side]: the YAML text for turn t. */
  orders: Array<Record<Side, string>>;
  /** State digest after each turn (index t - 1), and the final one. */
  digests: string[];
  finalDigest: string;
}

/** The digest of a campaign's current state as the store holds it. */
export function stateDigest(stateJson: string): string {
  return digestOf(JSON.parse(stateJson));
}

export function ordersText(campaign: string, side: Side, turn: number, body: unknown): string {
  return `game: gwas-mediterranean\ncampaign: ${campaign}\nside: ${side}\nturn: ${turn}\n${stringify(body)}`;
}

export function referenceRun(campaign: string, scenario: string, seed: string, turns: number, salt = 'x1'): ReferenceRun {
  const home = mkdtempSync(join(tmpdir(), 'adm-ref-'));
  const store = openStore(join(home, 'ref.db'));
  const data = loadGame('gwas-mediterranean') as unknown as GwasData;
  try {
    createCampaign(store, { id: campaign, scenario, seed });
    const orders: ReferenceRun['orders'] = [];
    const digests: string[] = [];
    for (let t = 1; t <= turns; t++) {
      const row = store.getCampaign(campaign)!;
      if (row.status !== 'active') throw new Error(`reference campaign ended at turn ${row.turn}`);
      const state = JSON.parse(row.stateJson) as GwasState;
      const turnOrders = {} as Record<Side, string>;
      for (const side of SIDES) {
        const r = randomOrders(data, state, side, salt);
        let text = ordersText(campaign, side, state.turn, { fleets: r.fleets });
        if (!submitOrders(store, campaign, side, text).ok) {
          text = ordersText(campaign, side, state.turn, { fleets: {} });
          const again = submitOrders(store, campaign, side, text);
          if (!again.ok) throw new Error(`reference orders refused: ${again.diagnostics[0]?.message}`);
        }
        turnOrders[side] = text;
      }
      orders.push(turnOrders);
      resolveCampaignTurn(store, campaign);
      digests.push(stateDigest(store.getCampaign(campaign)!.stateJson));
    }
    return { orders, digests, finalDigest: digests.at(-1)! };
  } finally {
    store.close();
    rmSync(home, { recursive: true, force: true });
  }
}
