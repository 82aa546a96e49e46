import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { parse, requireOption } from '../args.js';
import { createCampaign, type NewPlayer } from '../../pipeline/campaign.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { parseOptionArgs } from '../../pipeline/options.js';

export const newCommand: Command = {
  name: ['new'],
  summary: summaryOf('new'),
  usage: 'admiralty new <campaign> --scenario <game>/<scenario> [--option NAME=VALUE …] [--seed S --test] [--players FILE]',
  help: [
    'Creates a campaign and writes the opening briefing and orders form for each side.',
    '  --seed S --test a fixed dice seed, for tests and demos only: every report then says the dice prove nothing.',
    '                  Without it the seed is 256 random bits, committed to (signed) before turn 1; each turn\'s dice also',
    '                  depend on every side\'s orders, so neither the moderator nor a player can steer them (docs/dice.md).',
    '  --option N=V    a campaign option (repeatable), e.g. --option battle=rounds; the others take the game\'s',
    '                  defaults. \'admiralty scenarios\' lists each game\'s options.',
    '  --players FILE  YAML mapping each side to {name, email, timeZone}, e.g.',
    '                    allied: {name: Ann, email: ann@example.org, timeZone: Europe/London}',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { scenario: { type: 'string' }, seed: { type: 'string' }, test: { type: 'boolean' }, players: { type: 'string' }, option: { type: 'string', multiple: true } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const scenario = requireOption(values, 'scenario', this.usage);
    const players = values.players ? readPlayers(String(values.players)) : undefined;
    if (values.seed !== undefined && !values.test) throw new AdmiraltyError('ADM2012');
    const given = parseOptionArgs((values.option as unknown as string[] | undefined) ?? []);
    if (given.problems.length) throw new AdmiraltyError('ADM3015', { detail: given.problems.join('; ') });
    const row = createCampaign(ctx.store(), { id: positionals[0], scenario, seed: values.seed as string | undefined, players, options: given.options });
    ctx.io.out(`created campaign '${row.id}': ${row.game}/${row.scenario}, turn ${row.turn}${values.seed !== undefined ? ' (TEST campaign: fixed dice seed)' : ''}\n`);
    const options = Object.entries(JSON.parse(row.optionsJson) as Record<string, unknown>);
    if (options.length) ctx.io.out(`options: ${options.map(([k, v]) => `${k}=${String(v)}`).join(', ')}\n`);
    ctx.io.out(`orders forms: admiralty report ${row.id} --side <side> --orders-form\n`);
    return 0;
  },
};

function readPlayers(file: string): NewPlayer[] {
  let doc: unknown;
  try { doc = parseYaml(readFileSync(file, 'utf8')); } catch (e) {
    throw new AdmiraltyError('ADM2010', { file, detail: (e as Error).message.split('\n')[0] });
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new AdmiraltyError('ADM2011', { file });
  return Object.entries(doc as Record<string, unknown>).map(([side, p]) => {
    const v = (p ?? {}) as Record<string, unknown>;
    const str = (x: unknown) => (typeof x === 'string' ? x.replace(/[\r\n]/g, ' ') : null);
    // A key names a seat: a side id while every side has one seat (seam rule 2).
    return { seat: side, name: str(v.name) ?? side, email: str(v.email), timeZone: str(v.timeZone) };
  });
}
