import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { parse } from '../args.js';
import { exportCampaign } from '../../pipeline/export.js';

export const exportCommand: Command = {
  name: ['export'],
  summary: summaryOf('export'),
  usage: 'admiralty export <campaign> <dir>',
  help: 'Writes campaign.json, players, the initial and current state, every submission as received, the journal turn by turn and every report.',
  run(ctx) {
    const { help, positionals } = parse(ctx.args, {}, ['campaign', 'dir'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const files = exportCampaign(ctx.store(), positionals[0], positionals[1]);
    ctx.io.out(`exported ${files.length} files to ${positionals[1]}\n`);
    return 0;
  },
};
