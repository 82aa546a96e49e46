import { writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { intOption, parse, requireOption } from '../args.js';
import { adapterFor, reportFor, requireCampaign } from '../../pipeline/campaign.js';
import { resolveSeat } from '../seat.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { mapSvgFor } from '../../pipeline/maps.js';
import { svgToPng } from '../../pipeline/map-png.js';
import { withMap } from '../../maps/with-map.js';

const FORMATS = ['text', 'html', 'json'];

export const reportCommand: Command = {
  name: ['report'],
  summary: summaryOf('report'),
  usage: 'admiralty report <campaign> --side <side|umpire> [--turn N] [--format text|html|json] [--orders-form] [--map FILE]',
  help: [
    'Prints the report as it was written when the turn was resolved (turn 0 is the opening briefing).',
    '  --turn N        a past turn (default: the last resolved)',
    '  --orders-form   the pre-filled YAML orders form for the next turn instead',
    '  --map FILE      also write the map of the report (with --orders-form: the orders map) to FILE,',
    '                  PNG, or SVG when FILE ends in .svg; an HTML report then shows it',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { side: { type: 'string' }, turn: { type: 'string' }, format: { type: 'string' }, 'orders-form': { type: 'boolean' }, map: { type: 'string' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const name = requireOption(values, 'side', this.usage);
    const format = values['orders-form'] ? 'orders-form' : String(values.format ?? 'text');
    if (format !== 'orders-form' && !FORMATS.includes(format)) throw new AdmiraltyError('ADM2030', { formats: FORMATS.join(', ') });
    if (format === 'orders-form' && name === 'umpire') throw new AdmiraltyError('ADM2031');
    const side = resolveSeat(adapterFor(requireCampaign(ctx.store(), positionals[0]).game), name, { umpire: true });
    const turn = intOption(values, 'turn');
    let body = reportFor(ctx.store(), positionals[0], side, format, turn);
    if (typeof values.map === 'string') {
      // Issue 12 §1: the map of the same stored view the report was rendered from.
      const file = values.map;
      const asSvg = file.toLowerCase().endsWith('.svg');
      const svg = mapSvgFor(ctx.store(), positionals[0], side, format === 'orders-form' ? 'orders' : 'report', turn, asSvg ? undefined : svgToPng);
      if (svg === null) { ctx.io.err(`this game draws no ${format === 'orders-form' ? 'orders' : 'report'} map for ${side}; nothing written\n`); return 1; }
      try { writeFileSync(file, asSvg ? svg : svgToPng(svg)); } catch (e) {
        throw new AdmiraltyError('ADM2021', { file, reason: (e as NodeJS.ErrnoException).code ?? (e as Error).message });
      }
      if (format === 'html') body = withMap(body, basename(file), `Map of ${side}'s report`);
    }
    ctx.io.out(body.endsWith('\n') ? body : `${body}\n`);
    return 0;
  },
};
