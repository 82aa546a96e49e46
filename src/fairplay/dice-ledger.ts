/**
 * The dice ledger (docs/dice.md §7): at the end of a campaign every player gets every turn's
 * key inputs, turn key and rolls (hidden ones included, by stream and position only: no
 * purposes, no tables), with every dice epoch's signed statement and its revealed seed and nonce.
 * It holds no secret: tools/verify_dice.py re-derives every roll of the campaign from it alone.
 */
import type { GameEvent } from '../kernel/events.js';
import { DICE_SCHEME } from '../kernel/rng.js';
import type { CampaignRow, JournalRow, Store } from '../store/types.js';
import type { CardPile } from '../kernel/cards.js';
import { cardsHash, ledgerCardEvents } from './cards-key.js';
import { pilesOf as statePiles } from './cards.js';
import { requireCampaign } from '../pipeline/campaign.js';
import { epochForTurn, publicEpoch, type PublicEpoch } from './commitment.js';
import { fairplayOf } from './keys.js';
import { ledgerRolls, rollsHash, type LedgerRoll, type Seat } from './turn-key.js';

export const LEDGER_FORMAT = 'admiralty-dice-ledger/1';

export interface LedgerTurn {
  readonly turn: number;
  /** admiralty-dice/2, or admiralty-dice/1 for turns journalled before turn keys (seed only). */
  readonly scheme: string;
  readonly epoch: number | null;
  readonly seats: Readonly<Record<string, Seat>> | null;
  readonly turnKey: string | null;
  readonly rollsHash: string | null;
  readonly rolls: readonly LedgerRoll[];
  /**
   * From exchange 2 on only (seam rule 1: exchange 1 is never written, so every GWAS ledger stays
   * byte-identical): the exchange's number, kind and the previous exchange's key, the link its key
   * input adds (docs/dice.md §2, seam §2 dice key). With `seats` and the seed they give its key.
   */
  readonly exchange?: number;
  readonly kind?: string;
  readonly prev?: string | null;
  /**
   * Only for an exchange with card events (docs/dice.md §10): every `cards.*` event, hidden ones
   * included (type and data), and their hash as the reports printed it. With the revealed seed,
   * the cards key re-derives every shuffle (verify-ledger.ts).
   */
  readonly cards?: { readonly hash: string; readonly events: readonly { type: string; data: unknown }[] };
}

/** The piles at the start and the end (games with cards only): what the card events must lead from and to. */
export interface LedgerPiles {
  readonly initial: Readonly<Record<string, CardPile>>;
  readonly final: Readonly<Record<string, CardPile>>;
}

export interface DiceLedger {
  readonly format: string;
  readonly campaign: string;
  readonly game: string;
  readonly scenario: string;
  readonly publicKey: string;
  readonly epochs: readonly PublicEpoch[];
  readonly turns: readonly LedgerTurn[];
  /** Present only for a game with cards: GWAS ledgers stay as they were. */
  readonly piles?: LedgerPiles;
}

export function buildDiceLedger(store: Store, campaign: string): DiceLedger {
  const row = requireCampaign(store, campaign);
  const epochs = store.listDiceEpochs(campaign);
  return {
    format: LEDGER_FORMAT, campaign, game: row.game, scenario: row.scenario, publicKey: fairplayOf(store, campaign).publicKey,
    epochs: epochs.map(publicEpoch),
    turns: [...openingTurn(store, campaign, epochs), ...store.listJournal(campaign).map((j, i, rows) => {
      const events = JSON.parse(j.eventsJson) as GameEvent[];
      return {
        turn: j.turn, scheme: j.turnKey ? DICE_SCHEME : 'admiralty-dice/1', epoch: j.turnKey ? epochForTurn(epochs, j.turn)?.epoch ?? null : null,
        seats: j.seatsJson ? JSON.parse(j.seatsJson) as Record<string, Seat> : null, turnKey: j.turnKey ?? null,
        rollsHash: j.turnKey ? rollsHash(j.turn, events) : null, rolls: ledgerRolls(events),
        ...exchangeLink(j, rows[i - 1]),
        ...cardsOf(j, events),
      };
    })],
    ...pilesOf(row),
  };
}

function cardsOf(j: JournalRow, events: readonly GameEvent[]): Pick<LedgerTurn, 'cards'> {
  const cards = ledgerCardEvents(events);
  return cards.length ? { cards: { hash: cardsHash(j.turn, j.exchange, events), events: cards } } : {};
}

function pilesOf(row: CampaignRow): { piles?: LedgerPiles } {
  const initial = statePiles(JSON.parse(row.initialStateJson));
  const final = statePiles(JSON.parse(row.stateJson));
  return Object.keys(initial).length || Object.keys(final).length ? { piles: { initial, final } } : {};
}

/**
 * The link of an exchange from 2 on (seam §2): its number, kind and the key of the exchange before
 * it, as the pipeline keyed it (src/pipeline/campaign.ts: the journal row of (turn, exchange − 1)).
 * Exchange 1 gets nothing (rule 1).
 */
function exchangeLink(j: JournalRow, before: JournalRow | undefined): Pick<LedgerTurn, 'exchange' | 'kind' | 'prev'> {
  if (j.exchange <= 1) return {};
  const prev = before && before.turn === j.turn && before.exchange === j.exchange - 1 ? before.turnKey ?? null : null;
  return { exchange: j.exchange, kind: j.kind, prev };
}

/** Turn 0, the opening's rolls (GWAS 4.1: turn 1's weather), under the epoch of turn 1. */
function openingTurn(store: Store, campaign: string, epochs: ReturnType<Store['listDiceEpochs']>): LedgerTurn[] {
  const o = store.getOpening(campaign);
  if (!o) return []; // created before schema version 6, or a game that rolls nothing at creation
  const events = JSON.parse(o.eventsJson) as GameEvent[];
  return [{
    turn: 0, scheme: DICE_SCHEME, epoch: epochForTurn(epochs, 1)?.epoch ?? null, seats: JSON.parse(o.seatsJson) as Record<string, Seat>,
    turnKey: o.turnKey, rollsHash: rollsHash(0, events), rolls: ledgerRolls(events),
  }];
}

/** The ledger is public only when every epoch is revealed (the campaign is over). */
export function ledgerIsPublic(ledger: DiceLedger): boolean {
  return ledger.epochs.every((e) => e.seed !== null);
}
