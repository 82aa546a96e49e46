import { basename } from 'node:path';
import type { Command } from '../command.js';
import { summaryOf } from '../registry.js';
import type { CommandContext } from '../context.js';
import { intOption, parse } from '../args.js';
import { replayCampaign } from '../../pipeline/replay.js';
import { AdmiraltyError } from '../../pipeline/errors.js';
import { formatDiagnostics } from '../../orders/diagnostic.js';
import { amendedReplay, type Amendment } from '../../fairplay/amend.js';
import { formatChanges } from '../../fairplay/diff.js';
import { readText } from './fairplay-common.js';
import { resolveSeat } from '../seat.js';
import { adapterFor, requireCampaign } from '../../pipeline/campaign.js';

export const replayCommand: Command = {
  name: ['replay'],
  summary: summaryOf('replay'),
  usage: 'admiralty replay <campaign> [--turn N] [--amend <side>=<orders file> ... [--exchange X] [--through M]]',
  help: [
    'Re-runs the opening (what the game rolled at creation, turn 0) and every resolved turn (or only turn N) from its journalled',
    'inputs. Exit 0 when every digest matches; 1 naming the first turn that differs.',
    '',
    'With --amend (repeatable, one per side) turn N is re-run with the amended orders instead of the journalled ones, and with',
    '--through M turns N+1..M follow with their journalled orders. Nothing is stored: the campaign is unchanged. Prints the',
    'state difference after turn M (paths, before → after) and, per side and turn, the line difference in what the side would',
    'have been told (its text report). Exit 0; 1 when the amended orders fail their checks. `admiralty rollback` makes a',
    'corrected history official. In a game of several exchanges a turn, --exchange X names the exchange of turn N the amended',
    'orders answer (default: the turn\'s last); the later exchanges follow while the game still asks them of the same seats.',
  ].join('\n'),
  run(ctx) {
    const { help, values, positionals } = parse(ctx.args, { turn: { type: 'string' }, amend: { type: 'string', multiple: true }, through: { type: 'string' }, exchange: { type: 'string' } }, ['campaign'], this.usage);
    if (help) { ctx.io.out(`${this.usage}\n\n${this.help}\n`); return 0; }
    const amend = (values as Record<string, unknown>).amend as string[] | undefined;
    if (amend?.length || values.through !== undefined) return amended(ctx, positionals[0], intOption(values, 'turn'), amend ?? [], intOption(values, 'through'), this.usage, intOption(values, 'exchange'));
    const r = replayCampaign(ctx.store(), positionals[0], intOption(values, 'turn'));
    const o = r.opening;
    if (o) ctx.io.out(`opening (turn 0, rolled at creation): ${o.ok ? 'match' : 'DIFFERS'} ${o.actual.slice(0, 16)}${o.ok ? '' : ` (journal ${o.expected.slice(0, 16)})`}${o.note ? ` — ${o.note}` : ''}\n`);
    for (const t of r.turns) ctx.io.out(`turn ${t.turn}${t.exchange ? `, exchange ${t.exchange}` : ''}: ${t.ok ? 'match' : 'DIFFERS'} ${t.actual.slice(0, 16)}${t.ok ? '' : ` (journal ${t.expected.slice(0, 16)})`}${t.note ? ` — ${t.note}` : ''}\n`);
    if (r.turns.length === 0 && !o) ctx.io.out('no turns resolved yet: nothing to replay\n');
    if (!r.ok) { ctx.io.out(`replay differs from the journal at turn ${r.firstMismatch}\n`); return 1; }
    ctx.io.out(`replay matches the journal (${r.turns.length} turn${r.turns.length === 1 ? '' : 's'}${o ? ' and the opening' : ''})\n`);
    return 0;
  },
};

function amended(ctx: CommandContext, campaign: string, turn: number | undefined, specs: readonly string[], through: number | undefined, usage: string, exchange?: number): number {
  if (turn === undefined) throw new AdmiraltyError('ADM2004', { option: 'amend', requirement: 'needs --turn N', usage });
  if (!specs.length) throw new AdmiraltyError('ADM2004', { option: 'through', requirement: 'needs --amend <side>=<orders file>', usage });
  const given: Amendment[] = specs.map((s) => {
    const m = /^([^=]+)=(.+)$/.exec(s);
    if (!m) throw new AdmiraltyError('ADM2005', { option: 'amend', expected: '<side>=<orders file>', value: s });
    return { side: m[1], file: m[2], text: readText(m[2], 'orders file') };
  });
  // `<seat>=`: a side of several seats is refused with its seats (ADM3011); an unknown name is the replay's to refuse.
  const game = adapterFor(requireCampaign(ctx.store(), campaign).game);
  const amendments: Amendment[] = given.map((a) => ({ ...a, side: resolveSeat(game, a.side, { passUnknown: true }) }));
  const r = amendedReplay(ctx.store(), campaign, turn, amendments, through ?? turn, exchange);
  if (r.rejected.length) {
    for (const x of r.rejected) ctx.io.out(`${formatDiagnostics(x.diagnostics, basename(x.file))}\n`);
    ctx.io.out(`amended orders rejected (${r.rejected.map((x) => x.side).join(', ')}): nothing was re-run\n`);
    return 1;
  }
  const span = r.through === r.turn ? `turn ${r.turn}` : `turns ${r.turn}–${r.through}`;
  ctx.io.out(`AMENDED REPLAY of ${campaign}, ${span} with amended orders from ${amendments.map((a) => `${a.side} (${basename(a.file)})`).join(', ')}. Nothing is stored.\n`);
  for (const n of r.notes) ctx.io.out(`note: ${n}\n`);
  ctx.io.out(`\nSTATE after turn ${r.through}: journal sha256:${r.originalDigest!.slice(0, 16)}, amended sha256:${r.amendedDigest!.slice(0, 16)}\n`);
  if (!r.changes.length) ctx.io.out('  no difference\n');
  for (const l of formatChanges(r.changes)) ctx.io.out(`${l}\n`);
  for (const viewer of [...new Set(r.reports.map((x) => x.viewer))]) {
    ctx.io.out(`\nWHAT ${viewer.toUpperCase()} WOULD HAVE BEEN TOLD\n`);
    for (const rep of r.reports.filter((x) => x.viewer === viewer)) {
      if (!rep.diff.length) { ctx.io.out(`  turn ${rep.turn}: no change\n`); continue; }
      ctx.io.out(`  turn ${rep.turn} (- as sent, + amended):\n`);
      for (const l of rep.diff) ctx.io.out(`    ${l}\n`);
    }
  }
  return 0;
}
