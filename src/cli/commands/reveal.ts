import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { parse } from '../args.js';
import { revealSeed } from '../../fairplay/reveal.js';
import { daemonContext } from './daemon-context.js';
import { actorOf, outboxMailer } from './fairplay-common.js';

export const revealCommand: Command = {
  name: ['reveal'],
  summary: summaryOf('reveal'),
  usage: 'admiralty reveal <campaign> [--force] [--config FILE] [--no-mail]',
  help: [
    'Publishes the seed committed to at the campaign\'s creation (with its nonce): it is marked revealed in the store, logged in the',
    'moderator log, and every player (and the moderator) is told it through the mail daemon\'s outbox (--no-mail: a notice only).',
    'The campaign\'s end reveals it automatically (the final reports print it, every player gets the dice ledger).',
    'Before the end it refuses (ADM5011): the seed would let anyone compute the dice of the turns to come. With --force it',
    'reveals the seed of the turns played and RE-KEYS the rest of the campaign: a new random seed with a new signed commitment',
    'from the next turn on; every player is told both. Afterwards anyone can check with admiralty verify-dice or tools/verify_dice.py.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { config: { type: 'string' }, 'no-mail': { type: 'boolean' }, force: { type: 'boolean' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const d = daemonContext(ctx, values.config as string | undefined);
    try {
      const r = revealSeed(d.store, positionals[0], actorOf(ctx), d.clock.now().toISOString(), values['no-mail'] ? null : outboxMailer(d), Boolean(values.force));
      ctx.io.out(`${r.already ? 'already revealed' : 'revealed'} (${r.revealedAt})\n`);
      for (const e of r.revealed) ctx.io.out(`epoch ${e.epoch} (from turn ${e.fromTurn}): seed ${e.seed}${e.nonce ? ` nonce ${e.nonce}` : ''}\n  commitment: sha256:${e.commitment}\n`);
      if (r.rekeyed) ctx.io.out(`re-keyed: from turn ${r.rekeyed.fromTurn} the dice come from a new seed (epoch ${r.rekeyed.epoch}), commitment sha256:${r.rekeyed.commitment}; every player was told\n`);
      return 0;
    } finally { d.close(); }
  },
};
