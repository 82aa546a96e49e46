import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { parse } from '../args.js';
import { adapterFor, requireCampaign, resolveCampaignTurn } from '../../pipeline/campaign.js';

export const turnCommand: Command = {
  name: ['turn'],
  summary: summaryOf('turn'),
  usage: 'admiralty turn <campaign> [--json]',
  help: "Resolves the current turn with each side's last valid orders (a side that sent none keeps its plotted plans), journals it, and writes every side's report.",
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { json: { type: 'boolean' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const r = resolveCampaignTurn(ctx.store(), positionals[0]);
    if (values.json) {
      ctx.io.out(`${JSON.stringify({ turn: r.turn, over: r.over, digestBefore: r.digestBefore, digestAfter: r.digestAfter, events: r.events.length, sidesWithOrders: r.sidesWithOrders }, null, 2)}\n`);
      return 0;
    }
    // The game says what the turn's events amount to (seam §1 summary).
    const summary = adapterFor(requireCampaign(ctx.store(), positionals[0]).game).summary(r.events);
    ctx.io.out(`turn ${r.turn} resolved: ${r.events.length} events, ${summary}; orders from: ${r.sidesWithOrders.join(', ') || 'nobody (plans stood)'}\n`);
    ctx.io.out(`state sha256:${r.digestAfter}\n`);
    if (r.over) ctx.io.out('the scenario is over: see the final report\n');
    return 0;
  },
};
