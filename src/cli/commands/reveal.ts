import type { Command } from '../command.js';
import { parse } from '../args.js';
import { revealSeed } from '../../fairplay/reveal.js';
import { daemonContext } from './daemon-context.js';
import { actorOf, outboxMailer } from './fairplay-common.js';

export const revealCommand: Command = {
  name: ['reveal'],
  summary: "publish a campaign's dice seed (moderator)",
  usage: 'admiralty reveal <campaign> [--config FILE] [--no-mail]',
  help: [
    'Publishes the seed committed to at the campaign\'s creation: it is marked revealed in the store, logged in the moderator log,',
    'and every player (and the moderator) is told it through the mail daemon\'s outbox (--no-mail: recorded as a notice only).',
    'The campaign\'s end reveals it automatically (the final reports print it). Afterwards anyone can run admiralty verify-dice.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { config: { type: 'string' }, 'no-mail': { type: 'boolean' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const d = daemonContext(ctx, values.config as string | undefined);
    try {
      const r = revealSeed(d.store, positionals[0], actorOf(ctx), d.clock.now().toISOString(), values['no-mail'] ? null : outboxMailer(d));
      ctx.io.out(`${r.already ? 'already revealed' : 'revealed'} (${r.revealedAt})\nseed: ${r.seed}\ncommitment: sha256:${r.commitment}\n`);
      return 0;
    } finally { d.close(); }
  },
};
