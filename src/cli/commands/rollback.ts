import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import { intOption, parse, requireOption } from '../args.js';
import { rollbackCampaign } from '../../fairplay/rollback.js';
import { daemonContext } from './daemon-context.js';
import { actorOf, outboxMailer } from './fairplay-common.js';

export const rollbackCommand: Command = {
  name: ['rollback'],
  summary: summaryOf('rollback'),
  usage: 'admiralty rollback <campaign> --to N [--exchange X] --reason "…" [--config FILE] [--no-mail]',
  help: [
    'Removes the journal entries and reports of every turn after N and restores the state after turn N. Every submission is kept;',
    'those for the undone turns are marked superseded and no longer count. The act is logged in the moderator log with the reason;',
    'every player is told why and sent the turn-N report again, which is the current one (through the mail daemon\'s outbox;',
    '--no-mail records the notices only). Try the correction first with `admiralty replay --amend`. With --exchange X the history',
    'ends at exchange X of turn N (a game of several exchanges a turn); without it, at the turn\'s last exchange.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { to: { type: 'string' }, exchange: { type: 'string' }, reason: { type: 'string' }, config: { type: 'string' }, 'no-mail': { type: 'boolean' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const to = intOption(values, 'to') ?? Number(requireOption(values, 'to', this.usage));
    const reason = requireOption(values, 'reason', this.usage);
    const d = daemonContext(ctx, values.config as string | undefined);
    try {
      const r = rollbackCampaign(d.store, positionals[0], to, reason, actorOf(ctx), d.clock.now().toISOString(), values['no-mail'] ? null : outboxMailer(d), intOption(values, 'exchange'));
      ctx.io.out(`rolled back ${positionals[0]} to turn ${r.to}: undone turn${r.turnsUndone.length === 1 ? '' : 's'} ${r.turnsUndone.join(', ')}; next turn ${r.nextTurn}\n`);
      ctx.io.out(`superseded submissions: ${r.superseded.join(', ') || 'none'}\n`);
      for (const n of r.notified) {
        const re = r.reissued.find((x) => x.side === n.side);
        ctx.io.out(`  ${n.side}: ${n.messageId ? `told by mail ${n.messageId}` : 'notice recorded (no mail address)'}${re?.messageId ? `; turn ${r.to} report re-issued ${re.messageId}` : ''}\n`);
      }
      for (const w of r.warnings) ctx.io.out(`warning: ${w}\n`);
      return 0;
    } finally { d.close(); }
  },
};
