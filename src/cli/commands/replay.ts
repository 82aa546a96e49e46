import type { Command } from '../command.js';
import { intOption, parse } from '../args.js';
import { replayCampaign } from '../../pipeline/replay.js';

export const replayCommand: Command = {
  name: ['replay'],
  summary: 're-run turns from the journal and compare state digests',
  usage: 'admiralty replay <campaign> [--turn N]',
  help: 'Re-runs every resolved turn (or only turn N) from its journalled inputs. Exit 0 when every digest matches; 1 naming the first turn that differs.',
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { turn: { type: 'string' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const r = replayCampaign(ctx.store(), positionals[0], intOption(values, 'turn'));
    for (const t of r.turns) ctx.io.out(`turn ${t.turn}: ${t.ok ? 'match' : 'DIFFERS'} ${t.actual.slice(0, 16)}${t.ok ? '' : ` (journal ${t.expected.slice(0, 16)})`}${t.note ? ` — ${t.note}` : ''}\n`);
    if (r.turns.length === 0) ctx.io.out('no turns resolved yet: nothing to replay\n');
    if (!r.ok) { ctx.io.out(`replay differs from the journal at turn ${r.firstMismatch}\n`); return 1; }
    ctx.io.out(`replay matches the journal (${r.turns.length} turn${r.turns.length === 1 ? '' : 's'})\n`);
    return 0;
  },
};
