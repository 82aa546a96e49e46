import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { parse } from '../args.js';
import { games } from '../../pipeline/games.js';
import type { GameAdapter } from '../../game-api/adapter.js';

export const scenariosCommand: Command = {
  name: ['scenarios'],
  summary: summaryOf('scenarios'),
  usage: 'admiralty scenarios [--json]',
  help: 'Lists every game Admiralty referees and its scenarios, as <game>/<scenario> ids for `admiralty new --scenario`.',
  run(ctx) {
    const { help, values } = parse(ctx.args, { json: { type: 'boolean' } }, [], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const list = games().map((g) => ({ game: g.id, name: g.name, sides: g.sides, scenarios: g.scenarios(), options: optionList(g) }));
    if (values.json) { ctx.io.out(`${JSON.stringify(list, null, 2)}\n`); return 0; }
    for (const g of list) {
      ctx.io.out(`${g.name} (sides: ${g.sides.join(', ')})\n`);
      for (const s of g.scenarios) ctx.io.out(`  ${g.game}/${s.id}  ${s.name} — ${s.date}, ${s.turns} turns\n      ${s.summary}\n`);
      if (g.options.length) ctx.io.out('  campaign options (admiralty new --option NAME=VALUE):\n');
      for (const o of g.options) ctx.io.out(`    ${o.name} = ${o.choices}  (default ${String(o.default)})  ${o.description}\n`);
    }
    return 0;
  },
};

interface OptionInfo { name: string; choices: string; default: unknown; description: string }

/** A game's campaign options as the schema declares them (src/game-api/options.ts). */
function optionList(g: GameAdapter): OptionInfo[] {
  const props = (g.options?.schema.properties ?? {}) as Record<string, { enum?: unknown[]; type?: string; default?: unknown; description?: string }>;
  return Object.entries(props).map(([name, p]) => ({
    name, choices: p.enum ? p.enum.map(String).join(' | ') : p.type ?? 'value', default: p.default, description: p.description ?? '',
  }));
}
