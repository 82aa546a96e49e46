import type { Command } from '../command.js';
import { intOption, parse, requireOption } from '../args.js';
import { adapterFor, reportFor, requireCampaign } from '../../pipeline/campaign.js';
import { resolveSeat } from '../seat.js';
import { AdmiraltyError } from '../../pipeline/errors.js';

const FORMATS = ['text', 'html', 'json'];

export const reportCommand: Command = {
  name: ['report'],
  summary: "print a side's (or the umpire's) turn report, or its orders form",
  usage: 'admiralty report <campaign> --side <side|umpire> [--turn N] [--format text|html|json] [--orders-form]',
  help: [
    'Prints the report as it was written when the turn was resolved (turn 0 is the opening briefing).',
    '  --turn N        a past turn (default: the last resolved)',
    '  --orders-form   the pre-filled YAML orders form for the next turn instead',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { side: { type: 'string' }, turn: { type: 'string' }, format: { type: 'string' }, 'orders-form': { type: 'boolean' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const name = requireOption(values, 'side', this.usage);
    const format = values['orders-form'] ? 'orders-form' : String(values.format ?? 'text');
    if (format !== 'orders-form' && !FORMATS.includes(format)) throw new AdmiraltyError('ADM2030', { formats: FORMATS.join(', ') });
    if (format === 'orders-form' && name === 'umpire') throw new AdmiraltyError('ADM2031');
    const side = resolveSeat(adapterFor(requireCampaign(ctx.store(), positionals[0]).game), name, { umpire: true });
    const body = reportFor(ctx.store(), positionals[0], side, format, intOption(values, 'turn'));
    ctx.io.out(body.endsWith('\n') ? body : `${body}\n`);
    return 0;
  },
};
