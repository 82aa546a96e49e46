import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { parse } from '../args.js';
import { requireCampaign } from '../../pipeline/campaign.js';

export const statusCommand: Command = {
  name: ['status'],
  summary: summaryOf('status'),
  usage: 'admiralty status [<campaign>]',
  help: 'Without a campaign, lists every campaign in the store. With one, shows its turn and whose orders are in.',
  run(ctx) {
    const { help, positionals } = parse(ctx.args, {}, [], this.usage, 1);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const store = ctx.store();
    if (positionals.length === 0) {
      const list = store.listCampaigns();
      if (!list.length) ctx.io.out(`no campaigns in ${ctx.home} (create one: admiralty new <campaign> --scenario <game>/<scenario>)\n`);
      for (const c of list) ctx.io.out(`${c.id}  ${c.game}/${c.scenario}  turn ${c.turn}  ${c.status}\n`);
      return 0;
    }
    const c = requireCampaign(store, positionals[0]);
    ctx.io.out(`${c.id}: ${c.game}/${c.scenario}, turn ${c.turn}, ${c.status}\n`);
    for (const p of store.listPlayers(c.id)) {
      const sub = store.latestValidSubmission(c.id, p.seat, c.turn);
      ctx.io.out(`  ${p.seat} (${p.name}): ${sub ? `orders in (submission ${sub.id}, sha256:${sub.digest?.slice(0, 16)})` : 'no orders yet'}\n`);
    }
    return 0;
  },
};
