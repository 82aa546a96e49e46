/**
 * Deadlines, reminders and early runs for one campaign at the clock's "now". Called on every
 * daemon tick; everything it does is keyed by deterministic ids, so calling it twice at the same
 * moment does nothing the second time.
 */
import { gameWords, renderText } from '../mail/templates.js';
import { adapterFor } from '../pipeline/campaign.js';
import { campaignConfig, type DaemonContext } from './context.js';
import { exchangeName, pendingAsk } from './exchange.js';
import { deadlineContext, deadlineIcs, mailPlayer } from './mailer.js';
import { openPendingDeadline, runTurn, type TurnRun } from './turns.js';

/**
 * Everything follows the pending exchange (seam §2): its deadline (by its timing), the seats it
 * asks (only they are waited for and reminded), and its answers (an early run when each asked
 * seat's is final). GWAS asks both sides in one exchange a turn, so this is its turn as before.
 */
export function scheduleCampaign(ctx: DaemonContext, campaign: string): TurnRun | null {
  const cfg = campaignConfig(ctx, campaign);
  const row = ctx.store.getCampaignHead(campaign);
  if (!cfg || !row || row.status !== 'active') return null;
  const pending = pendingAsk(ctx, campaign);
  if (!pending.spec) return null;
  const x = row.exchange;
  let d = ctx.store.getDeadline(campaign, row.turn, x);
  if (!d) { ctx.store.transaction(() => openPendingDeadline(ctx, cfg)); d = ctx.store.getDeadline(campaign, row.turn, x)!; }
  const now = ctx.clock.now().getTime();
  const due = Date.parse(d.dueAt);
  // A seat the referee plays answers by silence (seam §3): nobody waits for it or reminds it.
  const referee = new Set(ctx.store.listPlayers(campaign).filter((p) => p.mode === 'referee').map((p) => p.seat));
  const sides = pending.asked.filter((s) => !referee.has(s));
  const subs = sides.map((s) => ctx.store.latestValidSubmission(campaign, s, row.turn, x));

  if (now >= due + cfg.deadline.graceMs) return runTurn(ctx, campaign, row.turn, 'deadline', x);

  if (cfg.deadline.early && subs.every((s) => s && ctx.store.isSubmissionFinal(s.id))) {
    const last = Math.max(...subs.map((s) => Date.parse(s!.receivedAt)));
    if (now >= last + cfg.deadline.coolOffMs) return runTurn(ctx, campaign, row.turn, 'all orders in', x);
  }

  // Reminders: the latest offset already reached, once, to each asked seat still missing (each
  // told only about itself: nobody learns who else is late). An offset whose moment came before
  // the exchange opened is not owed: a short exchange is not greeted with "not in yet" on its
  // first tick.
  const opened = Date.parse(d.openedAt);
  const reached = cfg.deadline.remindersMs.filter((o) => now >= due - o && now < due && due - o > opened);
  if (reached.length) {
    const offset = Math.min(...reached);
    const what = exchangeName(pending);
    ctx.store.transaction(() => {
      sides.forEach((side, i) => {
        if (subs[i]) return;
        const p = ctx.store.listPlayers(campaign).find((x) => x.seat === side);
        if (!p) return;
        mailPlayer(ctx, {
          kind: 'reminder', campaign, side, turn: row.turn, discriminator: `${x > 1 ? `x${x}/` : ''}${d!.dueAt}/${offset}`,
          subject: `[${campaign}] ${side}: reminder — orders for ${what} not in yet`,
          text: renderText('reminder', { name: p.name, campaign, side, turn: row.turn, ...gameWords(adapterFor(row.game).words, row.turn), ...deadlineContext(ctx, campaign, row.turn, p.timeZone) }),
          attachments: [deadlineIcs(ctx, campaign, row.turn)],
        });
      });
    });
  }
  return null;
}
