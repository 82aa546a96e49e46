/**
 * Rollback: the moderator makes a corrected history official. Journal entries and reports after
 * turn N are removed, the state after turn N is restored, every submission is kept (those for
 * the undone turns are marked superseded and no longer count), every player is told why, and the
 * turn-N reports — now the current ones — are issued again. Logged with the reason.
 */
import type { Store } from '../store/types.js';
import { adapterFor, requireCampaign } from '../pipeline/campaign.js';
import { AdmiraltyError } from '../pipeline/errors.js';
import { exchangeNumber, nextPendingJson } from '../pipeline/pending.js';
import { fairplayOf } from './keys.js';
import { rekey } from './reveal.js';
import { notifyPlayers, type Mailer, type Notified } from './notify.js';

export interface RollbackResult {
  readonly to: number;
  readonly from: number;
  readonly turnsUndone: number[];
  readonly superseded: number[];
  readonly notified: Notified[];
  readonly reissued: { side: string; messageId: string | null }[];
  readonly nextTurn: number;
  readonly warnings: string[];
}

/**
 * `exchange` (seam §2 rollback `--to T [--exchange X]`): keep turn `to` through its exchange X
 * only; without it the history ends with the turn's last exchange, as before exchanges.
 */
export function rollbackCampaign(store: Store, campaign: string, to: number, reason: string, actor: string, at: string, mailer: Mailer | null, exchange?: number): RollbackResult {
  if (!reason.trim()) throw new AdmiraltyError('ADM5020');
  return store.transaction(() => {
    const row = requireCampaign(store, campaign);
    const adapter = adapterFor(row.game);
    const journal = store.listJournal(campaign);
    const head = journal.at(-1);
    const last = head?.turn ?? 0;
    // The target must lie strictly before the journal's head: a later exchange of the last turn will do.
    const toX = exchange ?? (to === 0 ? 0 : journal.filter((j) => j.turn === to).at(-1)?.exchange ?? 0);
    const beforeHead = head !== undefined && (to < last || (to === last && toX < head.exchange));
    if (to < 0 || !beforeHead) throw new AdmiraltyError('ADM5021', { campaign, to, resolved: last ? `1–${last}` : 'none', latest: Math.max(0, last - 1) });
    const target = to === 0 ? null : journal.find((j) => j.turn === to && j.exchange === toX);
    const stateJson = to === 0 ? row.initialStateJson : target?.stateAfterJson;
    if (!stateJson) throw new AdmiraltyError('ADM5022', { turn: exchange === undefined ? to : `${to}, exchange ${exchange}` });
    const state = JSON.parse(stateJson);
    const after = (t: number, x: number) => t > to || (t === to && x > toX);
    const undoneRows = journal.filter((j) => after(j.turn, j.exchange));
    // Turns wholly undone, as before exchanges; a turn cut inside is not listed (its earlier exchanges stand).
    const undone = [...new Set(undoneRows.map((j) => j.turn))].filter((t) => t > to);
    const superseded: number[] = [];
    const why = `rollback to turn ${to}${exchange === undefined ? '' : `, exchange ${exchange}`}: ${reason}`;
    for (const s of store.listSubmissions(campaign)) {
      // A submission answers the exchange after the one whose state it was written on.
      if (s.turn > to || (s.turn === to && toX > 0 && s.exchange > toX)) { store.supersedeSubmission(s.id, at, why); superseded.push(s.id); }
    }
    store.deleteTurnsAfter(campaign, to, exchange === undefined ? undefined : toX);
    const over = adapter.isOver(state);
    const status = over ? 'over' : row.status === 'paused' ? 'paused' : 'active';
    const nextTurn = adapter.turnOf(state);
    // The pending exchange is again the one the restored state asks for (seam §2), numbered after those kept.
    store.updateCampaignState(campaign, nextTurn, status, stateJson, { exchange: exchangeNumber(store, campaign, nextTurn), pendingJson: nextPendingJson(adapter, state) });
    const warnings: string[] = [];
    // Turns to be re-run behind a revealed seed would have dice anyone can compute from guessed
    // orders: re-key them (a new epoch, told to every player below).
    let rekeyed: ReturnType<typeof rekey> | null = null;
    if (fairplayOf(store, campaign).revealedAt && !over) {
      rekeyed = rekey(store, campaign, nextTurn, at);
      warnings.push(`the dice seed had been revealed: the turns from ${nextTurn} on are re-keyed with a new seed (epoch ${rekeyed.epoch}, commitment sha256:${rekeyed.commitment})`);
    }
    store.logModerator({ at, campaign, actor, action: 'rollback', detail: JSON.stringify({ to, from: last, undone, reason, superseded }) });
    const discriminator = `rollback-${to}-${at}`;
    const notified = notifyPlayers(store, mailer, {
      campaign, turn: to, kind: 'rollback', discriminator, at, subject: `[${campaign}] the moderator rolled the campaign back to turn ${to}`,
      text: (side) => [
        `The moderator has rolled ${campaign} back to the end of turn ${to}: turn${undone.length === 1 ? '' : 's'} ${undone.join(', ')} ${undone.length === 1 ? 'is' : 'are'} undone.`,
        '',
        `Reason: ${reason}`,
        '',
        `Your report of turn ${to} is the current one again and is re-issued. Orders sent for the undone turns are kept on file but no longer count:`,
        `send ${side}'s orders for turn ${nextTurn}.`,
        ...(rekeyed ? ['', `The dice seed had been revealed, so the turns from ${nextTurn} on are re-keyed: a new seed, committed to below.`, '', rekeyed.block] : []),
      ].join('\n'),
    });
    mailer?.toModerator({ campaign, turn: to, kind: 'mod-rollback', discriminator, subject: `rolled back to turn ${to}`, text: `Rolled back to turn ${to} by ${actor}. Undone: ${undone.join(', ')}. Reason: ${reason}. Superseded submissions: ${superseded.join(', ') || 'none'}.` });
    const reissued = store.listPlayers(campaign).map((p) => ({ side: p.seat, messageId: mailer ? mailer.report(campaign, p.seat, to, discriminator) : null }));
    if (!over) mailer?.reopenDeadline(campaign, nextTurn);
    return { to, from: last, turnsUndone: undone, superseded, notified, reissued, nextTurn, warnings };
  });
}
