import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import { createCampaign, reportFor, resolveCampaignTurn, submitOrders } from '../../pipeline/campaign.js';

const EXAMPLES = fileURLToPath(new URL('../../../examples/', import.meta.url));

export const demoCommand: Command = {
  name: ['demo'],
  summary: 'play a turn of a demo campaign with the sample orders (no setup needed)',
  usage: 'admiralty demo',
  help: [
    "Creates the campaign 'demo' (The Flight of the Goeben) in the store if it is not there,",
    'submits the sample orders in examples/ for turn 1, resolves the current turn and prints the',
    "Central Powers' report. Run it again to play the next turn on the plotted plans.",
  ].join('\n'),
  run(ctx) {
    const { help } = parse(ctx.args, {}, [], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const store = ctx.store();
    let row = store.getCampaign('demo');
    if (!row) {
      row = createCampaign(store, { id: 'demo', scenario: 'gwas-mediterranean/goeben-1914', seed: 'demo' });
      ctx.io.out(`created campaign 'demo' (gwas-mediterranean/goeben-1914) in ${ctx.home}\n`);
    }
    if (row.status === 'over') {
      ctx.io.out(`the demo campaign is over; its final report:\n\n${reportFor(store, 'demo', 'central', 'text')}`);
      return 0;
    }
    if (row.turn === 1) {
      for (const side of ['central', 'allied']) {
        const file = `${EXAMPLES}goeben-${side}-turn1.yaml`;
        const r = submitOrders(store, 'demo', side, readFileSync(file, 'utf8'), `demo:${side}`);
        ctx.io.out(`${side} orders from examples/goeben-${side}-turn1.yaml: ${r.ok ? `accepted, receipt sha256:${r.digest}` : 'rejected'}\n`);
      }
    }
    const t = resolveCampaignTurn(store, 'demo');
    ctx.io.out(`turn ${t.turn} resolved; state sha256:${t.digestAfter}\n\n`);
    ctx.io.out(reportFor(store, 'demo', 'central', 'text'));
    ctx.io.out(`\nNext: admiralty report demo --side allied | --side umpire | --orders-form; admiralty replay demo\n`);
    return 0;
  },
};
