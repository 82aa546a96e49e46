import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import { adapterFor, createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../pipeline/campaign.js';
import { games } from '../../pipeline/games.js';

/** The demo's order files are named from the repository root (seam §1 DemoDef). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export const demoCommand: Command = {
  name: ['demo'],
  summary: 'play a turn of a demo campaign with the sample orders (no setup needed)',
  usage: 'admiralty demo',
  help: [
    "Creates the campaign 'demo' in the store if it is not there, from the demo the first game",
    'defines (Great War at Sea: The Flight of the Goeben), submits its sample orders in examples/ for',
    'turn 1, resolves the current turn and prints the report of the side the demo shows (the Central',
    "Powers'). Run it again to play the next turn on the plotted plans.",
  ].join('\n'),
  run(ctx) {
    const { help } = parse(ctx.args, {}, [], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const store = ctx.store();
    let row = store.getCampaign('demo');
    const game = row ? adapterFor(row.game) : games()[0]!;
    const { demo } = game;
    if (!row) {
      const scenario = `${game.id}/${demo.scenario}`;
      row = createCampaign(store, { id: 'demo', scenario, seed: demo.seed });
      ctx.io.out(`created campaign 'demo' (${scenario}) in ${ctx.home}\n`);
    }
    if (row.status === 'over') {
      ctx.io.out(`the demo campaign is over; its final report:\n\n${reportFor(store, 'demo', demo.shown, 'text')}`);
      return 0;
    }
    if (row.turn === 1) {
      for (const [side, file] of Object.entries(demo.firstOrders)) {
        const r = submitOrders(store, 'demo', side, readFileSync(join(REPO_ROOT, file), 'utf8'), `demo:${side}`);
        ctx.io.out(`${side} orders from ${file}: ${r.ok ? `accepted, receipt sha256:${r.digest}` : 'rejected'}\n`);
      }
    }
    const t = resolveCampaignTurn(store, 'demo');
    ctx.io.out(`turn ${t.turn} resolved; state sha256:${t.digestAfter}\n\n`);
    ctx.io.out(reportFor(store, 'demo', demo.shown, 'text'));
    ctx.io.out(`\nNext: admiralty report demo --side allied | --side umpire | --orders-form; admiralty replay demo\n`);
    return 0;
  },
};
