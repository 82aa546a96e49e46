/**
 * Checking a dice ledger (dice-ledger.ts), the same steps tools/verify_dice.py takes: every
 * epoch's statement against its commitment and signature, the revealed seed against the
 * statement, every turn key against the seed and what the sides contributed, every turn's rolls
 * against its rolls hash, and every die against its stream under the turn key. From exchange 2 on
 * an entry's key is the exchange key (seam §2, docs/dice.md §2): recomputed with `exchangeKey`,
 * the pipeline's own function, after checking that its `prev` is the key of the entry before it.
 */
import type { GameEvent } from '../kernel/events.js';
import { checkEpoch } from './commitment.js';
import { describeBadRoll, verifyDice } from './dice.js';
import type { DiceLedger, LedgerTurn } from './dice-ledger.js';
import { exchangeKey, rollsHash } from './turn-key.js';
import { cardsHash, exchangeCardsKey } from './cards-key.js';
import { verifyCards, type CardsCheck, type CardsExchange } from './cards.js';

export interface LedgerCheck {
  readonly ok: boolean;
  readonly problems: string[];
  readonly turns: number;
  readonly rolls: number;
  readonly dice: number;
  /** Turns whose keys could be checked against a revealed seed. */
  readonly keysChecked: number;
  /** The card replay, for a game with cards: its result, or 'unrevealed' while a seed it needs is not. */
  readonly cards?: CardsCheck | 'unrevealed';
}

export function verifyLedger(ledger: DiceLedger, trustedKey: string | null = null): LedgerCheck {
  const problems: string[] = [];
  const key = trustedKey ?? ledger.publicKey;
  if (trustedKey && trustedKey.trim() !== ledger.publicKey.trim()) problems.push('the ledger names another public key than the campaign\'s');
  for (const e of ledger.epochs) {
    problems.push(...checkEpoch(e, key));
    if (e.statement.campaign !== ledger.campaign) problems.push(`epoch ${e.epoch}: the statement is for campaign ${e.statement.campaign}`);
  }
  let rolls = 0;
  let dice = 0;
  let keysChecked = 0;
  for (const [i, t] of ledger.turns.entries()) {
    if (!t.turnKey) continue; // first scheme: no turn key (the seed alone; `verify-dice <campaign>` checks those)
    const x = t.exchange ?? 1;
    const where = x > 1 ? `turn ${t.turn} exchange ${x}` : `turn ${t.turn}`;
    const linkProblem = exchangeLinkProblem(t, ledger.turns[i - 1]);
    if (linkProblem) problems.push(`${where}: ${linkProblem}`);
    const epoch = ledger.epochs.find((e) => e.epoch === t.epoch);
    if (!epoch) { problems.push(`${where}: no epoch ${t.epoch} in the ledger`); continue; }
    if (epoch.seed !== null && t.seats && !linkProblem) {
      keysChecked++;
      const expected = exchangeKey(epoch.seed, ledger.campaign, t.turn, t.seats, { exchange: x, kind: t.kind ?? '', prev: x > 1 ? t.prev ?? null : null });
      if (expected !== t.turnKey) problems.push(`${where}: the seed and the sides' contributions${x > 1 ? ' with the link to the previous exchange' : ''} give ${x > 1 ? 'exchange' : 'turn'} key ${expected.slice(0, 16)}…, the ledger has ${t.turnKey.slice(0, 16)}…`);
    }
    // The rolls as events, so the one dice checker serves (no modifiers: the ledger keeps none).
    const events: GameEvent[] = t.rolls.map((r, i) => ({
      seq: i, turn: t.turn, step: String(r.stream).split('/')[0], rule: '', type: 'roll', audience: { to: 'umpire' },
      // A keyed entry's rolls all have their place in the stream (only the first scheme's had none,
      // and those entries are left above): a null position is then named as the bad shape it is.
      data: { stream: r.stream, position: r.position, sides: r.sides, dice: r.dice, modifiers: [], natural: Array.isArray(r.dice) ? r.dice.reduce((a, b) => a + b, 0) : 0, total: Array.isArray(r.dice) ? r.dice.reduce((a, b) => a + b, 0) : 0, table: '', result: '', purpose: `roll ${i + 1}` },
    }));
    if (rollsHash(t.turn, events) !== t.rollsHash) problems.push(`${where}: the rolls do not hash to the published rolls hash ${String(t.rollsHash).slice(0, 16)}…`);
    const r = verifyDice([{ turn: t.turn, key: t.turnKey, events }]);
    rolls += r.rolls;
    dice += r.dice;
    if (!r.ok) problems.push(describeBadRoll(r.first!).replace(/^turn -?\d+/, where));
  }
  const cards = ledger.piles ? checkCards(ledger, problems) : null;
  return { ok: problems.length === 0, problems, turns: ledger.turns.length, rolls, dice, keysChecked, ...(cards ? { cards } : {}) };
}

/**
 * The cards (docs/dice.md §10, seam §4 "Verification"): each exchange's card events against the
 * hash its reports printed, then every shuffle, draw and move replayed under the exchange's cards
 * key (derived from the revealed seed like the dice key) from the first piles to the last. Before
 * every seed is revealed the keys are unknown, and that is said, not passed over.
 */
function checkCards(ledger: DiceLedger, problems: string[]): CardsCheck | 'unrevealed' {
  const exchanges: CardsExchange[] = [];
  for (const [i, t] of ledger.turns.entries()) {
    if (!t.cards) continue;
    const x = t.exchange ?? 1;
    const where = x > 1 ? `turn ${t.turn} exchange ${x}` : `turn ${t.turn}`;
    const events = t.cards.events.map((e, seq) => ({ seq, turn: t.turn, step: '', rule: '', audience: { to: 'umpire' as const }, type: e.type, data: e.data }));
    if (cardsHash(t.turn, x, events) !== t.cards.hash) problems.push(`${where}: the card events do not hash to the published cards hash ${String(t.cards.hash).slice(0, 16)}…`);
    const seed = ledger.epochs.find((e) => e.epoch === t.epoch)?.seed ?? null;
    const key = seed !== null && t.seats && !exchangeLinkProblem(t, ledger.turns[i - 1])
      ? exchangeCardsKey(seed, ledger.campaign, t.turn, t.seats, { exchange: x, kind: t.kind ?? '', prev: x > 1 ? t.prev ?? null : null })
      : null;
      // Before the reveal nobody but the moderator can replay a shuffle: the hashes are checked, the rest waits.
    if (key === null) return 'unrevealed';
    exchanges.push({ turn: t.turn, exchange: x, cardsKey: key, events });
  }
  const r = verifyCards(ledger.piles!.initial, exchanges, ledger.piles!.final);
  if (!r.ok) problems.push(`cards: ${r.problem}`);
  return r;
}

/**
 * Why an entry's exchange link cannot be right, or null (seam §2): exchange 1 carries none (rule
 * 1); exchange x ≥ 2 follows exchange x − 1 of the same turn, has a kind, and its `prev` is that
 * entry's key, so a key forged anywhere in a turn breaks every later link or its own check.
 */
function exchangeLinkProblem(t: LedgerTurn, before: LedgerTurn | undefined): string | null {
  if (t.exchange === undefined) return t.kind !== undefined || t.prev !== undefined ? 'a kind or previous key without an exchange number' : null;
  if (!Number.isInteger(t.exchange) || t.exchange < 2) return `exchange ${JSON.stringify(t.exchange)}: an exchange is written only from 2 on`;
  if (typeof t.kind !== 'string' || !t.kind) return 'no exchange kind';
  if (!before || before.turn !== t.turn || (before.exchange ?? 1) !== t.exchange - 1) return `the entry before it is not exchange ${t.exchange - 1} of turn ${t.turn}`;
  if (typeof t.prev !== 'string' || !/^[0-9a-f]{64}$/.test(t.prev)) return 'no previous exchange key';
  if (t.prev !== before.turnKey) return `its previous key ${t.prev.slice(0, 16)}… is not exchange ${t.exchange - 1}'s key ${String(before.turnKey).slice(0, 16)}…`;
  return null;
}
