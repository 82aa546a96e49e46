import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { intOption, parse, requireOption } from '../args.js';
import { adapterFor, requireCampaign } from '../../pipeline/campaign.js';
import { resolveSeat } from '../seat.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { ledgerFor, queryLedger } from '../../fairplay/ledger.js';

/** Issue 9.12: the ledger is the umpire's tool; its data says so wherever it goes. */
export const INTEL_AUDIENCE = 'moderator only: umpire ids and store event numbers; not for players';

export const intelCommand: Command = {
  name: ['intel'],
  summary: summaryOf('intel'),
  usage: 'admiralty intel <campaign> --side S [--turn N] [--about X] [--kind K] [--json]',
  help: [
    'Lists what the side was told (the events its reports are built from), one entry per event: contacts, movements, weather,',
    'battles, damage, raids, victory points, notices, dice. --turn N: up to and including turn N. --about X: only entries about a',
    'ship, fleet or contact (id or name), with the first turn the side heard of it. An entry that concerned X without naming it',
    '(an unidentified enemy force in a contact) is shown with the umpire\'s record, marked "not named to the side".',
    '--kind: contact, movement, weather, battle, damage, raid, bombardment, operation, victory, notice, dice. --json for data.',
    '',
    'MODERATOR ONLY. The output is not for players: it carries the umpire\'s record of what a side was not told (the',
    '"concerns" ids), and --json numbers entries by the store\'s event numbers, whose gaps count the events the other',
    'side was shown. Send a player his reports, not this.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { side: { type: 'string' }, turn: { type: 'string' }, about: { type: 'string' }, kind: { type: 'string' }, json: { type: 'boolean' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const store = ctx.store();
    const row = requireCampaign(store, positionals[0]);
    const side = resolveSeat(adapterFor(row.game), requireOption(values, 'side', this.usage));
    const through = intOption(values, 'turn');
    const about = values.about as string | undefined;
    const { ledger, names } = ledgerFor(store, row.id, side);
    const a = queryLedger(ledger, names, { throughTurn: through, about, kind: values.kind as string | undefined });
    if (values.json) {
      ctx.io.out(`${JSON.stringify({ audience: INTEL_AUDIENCE, campaign: row.id, side, throughTurn: through ?? null, about: about ?? null, subjects: a.subjects, firstTurn: a.firstTurn, firstNamed: a.firstNamed, entries: a.entries }, null, 2)}\n`);
      return 0;
    }
    const scope = `${through === undefined ? '' : ` through turn ${through}`}`;
    const label = (id: string) => (names[id] && names[id] !== id ? `${names[id]} (${id})` : id);
    if (about !== undefined) {
      if (!a.entries.length) { ctx.io.out(`nothing: ${side} was never told anything about ${about}${scope}\n`); return 0; }
      ctx.io.out(`What ${side} was told about ${about}${scope}:\n`);
      ctx.io.out(`first told: turn ${a.firstTurn}${a.firstNamed === null ? `; never by name${scope}` : a.firstNamed !== a.firstTurn ? `; by name from turn ${a.firstNamed}` : ' (by name)'}\n`);
    } else {
      ctx.io.out(`What ${side} was told${scope}: ${a.entries.length} entr${a.entries.length === 1 ? 'y' : 'ies'}\n`);
      if (!a.entries.length) ctx.io.out('nothing\n');
    }
    let turn = -1;
    for (const e of a.entries) {
      if (e.turn !== turn) { turn = e.turn; ctx.io.out(`turn ${turn}\n`); }
      ctx.io.out(`  ${e.kind.padEnd(11)} ${(e.zone ?? '').padEnd(6)} ${e.text}\n`);
      if (about !== undefined && !e.named) ctx.io.out(`  ${''.padEnd(18)} (not named to ${side}; the umpire's record: ${e.concerns.map(label).join(', ')})\n`);
    }
    return 0;
  },
};
