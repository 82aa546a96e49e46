/**
 * The embedded default (`admiralty serve` with no config): local mail folder under
 * `<home>/mail`, and the first game's demo campaign (seam §1 DemoDef) with its demo players, plus
 * a ready order mail for each in `<home>/mail/samples/` to copy into the inbox.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DEADLINE, defaultConfig, type DaemonConfig } from '../mail/config.js';
import { localMailFolders } from '../mail/local-transport.js';
import { games } from '../pipeline/games.js';
import type { DaemonContext } from './context.js';
import { plusAddress, secretsFor } from './mailer.js';

/** The demo campaign's id (kept: existing embedded stores hold it under this name). */
export const DEMO_CAMPAIGN = 'goeben';
/** The demo's order files are named from the repository root. */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The game whose demo the embedded daemon runs: the first registered. */
const demoGame = () => games()[0]!;

export function embeddedConfig(home: string): DaemonConfig {
  const base = defaultConfig(home);
  const { id, demo } = demoGame();
  return {
    ...base,
    campaigns: [{
      id: DEMO_CAMPAIGN, scenario: `${id}/${demo.scenario}`, seed: demo.seed, moderator: 'moderator@demo.test', blind: true,
      players: { ...demo.players },
      deadline: { ...DEFAULT_DEADLINE, remindersMs: [24 * 3600_000, 2 * 3600_000] },
    }],
  };
}

/** Writes `<side>-turn1.eml` for each demo side (when missing): orders from examples/, carrying the side's secret. */
export function writeDemoSamples(ctx: DaemonContext): string[] {
  const dir = localMailFolders(ctx.config.folder).samples;
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [side, ordersFile] of Object.entries(demoGame().demo.firstOrders)) {
    const file = join(dir, `${side}-turn1.eml`);
    if (existsSync(file)) continue;
    const p = ctx.store.listPlayers(DEMO_CAMPAIGN).find((x) => x.side === side);
    if (!p?.email) continue;
    const orders = readFileSync(join(REPO_ROOT, ordersFile), 'utf8');
    const to = plusAddress(ctx, secretsFor(ctx, DEMO_CAMPAIGN, side).token);
    const eml = [
      `From: ${p.name} <${p.email}>`,
      `To: Admiralty referee <${to}>`,
      `Subject: [${DEMO_CAMPAIGN}] ${side} turn 1 orders`,
      `Message-ID: <${side}-turn1.sample@demo.test>`,
      'Date: Mon, 3 Aug 1914 06:00:00 +0000',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      orders.replace(/\r?\n/g, '\r\n'),
    ].join('\r\n');
    writeFileSync(file, eml);
    written.push(file);
  }
  return written;
}
