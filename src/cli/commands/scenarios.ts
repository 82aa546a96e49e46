import type { Command } from '../command.js';
import { parse } from '../args.js';
import { games } from '../../pipeline/games.js';

export const scenariosCommand: Command = {
  name: ['scenarios'],
  summary: 'list the games and scenarios available',
  usage: 'admiralty scenarios [--json]',
  help: 'Lists every game Admiralty referees and its scenarios, as <game>/<scenario> ids for `admiralty new --scenario`.',
  run(ctx) {
    const { help, values } = parse(ctx.args, { json: { type: 'boolean' } }, [], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const list = games().map((g) => ({ game: g.id, name: g.name, sides: g.sides, scenarios: g.scenarios() }));
    if (values.json) { ctx.io.out(`${JSON.stringify(list, null, 2)}\n`); return 0; }
    for (const g of list) {
      ctx.io.out(`${g.name} (sides: ${g.sides.join(', ')})\n`);
      for (const s of g.scenarios) ctx.io.out(`  ${g.game}/${s.id}  ${s.name} — ${s.date}, ${s.turns} turns\n      ${s.summary}\n`);
    }
    return 0;
  },
};
