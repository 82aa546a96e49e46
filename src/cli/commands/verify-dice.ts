import { existsSync } from 'node:fs';
import type { Command } from '../command.js';
import { parse } from '../args.js';
import type { GameEvent } from '../../kernel/events.js';
import { requireCampaign } from '../../pipeline/campaign.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { describeBadRoll, verifyDice, type DiceTurn } from '../../fairplay/dice.js';
import { fairplayOf, seedCommitment } from '../../fairplay/keys.js';
import { parseBundle } from '../../fairplay/bundle.js';
import { readText } from './fairplay-common.js';

export const verifyDiceCommand: Command = {
  name: ['verify-dice'],
  summary: 'recompute every recorded die from the revealed seed',
  usage: 'admiralty verify-dice <campaign|bundle-file> [--moderator]',
  help: [
    'Rebuilds each step\'s dice stream from the seed (kernel/rng.ts: streamKey(seed, turn, stream)) and draws from it in the',
    'order the stream\'s roll events were recorded: every die must be the next draw, and every natural total and total must add up.',
    'Checks the seed against the commitment printed in every report. Exit 0 when every die matches; 1 naming the first that does not.',
    'The seed must have been revealed (admiralty reveal, or the campaign\'s end); --moderator uses the store\'s copy before then.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { moderator: { type: 'boolean' } }, ['campaign|bundle-file'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const target = positionals[0];
    let seed: string | null;
    let commitment: string;
    let turns: DiceTurn[];
    let label: string;
    if (existsSync(target) && (!/^[a-z0-9][a-z0-9-]*$/.test(target) || !ctx.store().getCampaign(target))) {
      const b = parseBundle(readText(target, 'bundle'));
      label = `bundle of ${b.campaign} turn ${b.turn}`;
      commitment = b.seedCommitment;
      seed = b.seed;
      if (seed === null && values.moderator) seed = ctx.store().getCampaign(b.campaign)?.seed ?? null;
      if (seed === null) throw new AdmiraltyError('ADM5060', `${label}: seed not revealed (the bundle carries only its commitment${values.moderator ? ', and this store does not hold the campaign' : '; the moderator can use --moderator where the store holds the campaign'})`);
      turns = [{ turn: b.turn, events: b.events }];
    } else {
      const store = ctx.store();
      const row = requireCampaign(store, target);
      const fp = fairplayOf(store, target);
      label = target;
      commitment = fp.seedCommitment;
      if (!fp.revealedAt && !values.moderator) throw new AdmiraltyError('ADM5061', `the seed of '${target}' has not been revealed (admiralty reveal ${target}, or wait for the campaign's end); the moderator may use --moderator`);
      seed = row.seed;
      const journal = store.listJournal(target);
      const wrongSeed = journal.find((j) => j.seed !== row.seed);
      if (wrongSeed) { ctx.io.out(`FAIL turn ${wrongSeed.turn} was resolved with a different seed than the campaign's\n`); return 1; }
      turns = journal.map((j) => ({ turn: j.turn, events: JSON.parse(j.eventsJson) as GameEvent[] }));
    }
    if (seedCommitment(seed) !== commitment) { ctx.io.out(`FAIL the seed does not match the commitment sha256:${commitment}\n`); return 1; }
    ctx.io.out(`seed matches the commitment sha256:${commitment}${values.moderator ? ' (moderator\'s copy)' : ''}\n`);
    const r = verifyDice(seed, turns);
    if (!r.ok) {
      ctx.io.out(`FAIL ${describeBadRoll(r.first!)}\n`);
      ctx.io.out(`${label}: the dice differ from the seed's at turn ${r.first!.turn} (${r.rolls - 1} rolls before it matched)\n`);
      return 1;
    }
    ctx.io.out(`${label}: all ${r.rolls} rolls (${r.dice} dice) in ${r.turns} turn${r.turns === 1 ? '' : 's'} match the seed\n`);
    return 0;
  },
};
