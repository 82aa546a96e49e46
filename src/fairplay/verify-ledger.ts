/**
 * Checking a dice ledger (dice-ledger.ts), the same steps tools/verify_dice.py takes: every
 * epoch's statement against its commitment and signature, the revealed seed against the
 * statement, every turn key against the seed and what the sides contributed, every turn's rolls
 * against its rolls hash, and every die against its stream under the turn key.
 */
import type { GameEvent } from '../kernel/events.js';
import { checkEpoch } from './commitment.js';
import { describeBadRoll, verifyDice } from './dice.js';
import type { DiceLedger } from './dice-ledger.js';
import { rollsHash, turnKey } from './turn-key.js';

export interface LedgerCheck {
  readonly ok: boolean;
  readonly problems: string[];
  readonly turns: number;
  readonly rolls: number;
  readonly dice: number;
  /** Turns whose keys could be checked against a revealed seed. */
  readonly keysChecked: number;
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
  for (const t of ledger.turns) {
    if (!t.turnKey) continue; // first scheme: no turn key (the seed alone; `verify-dice <campaign>` checks those)
    const epoch = ledger.epochs.find((e) => e.epoch === t.epoch);
    if (!epoch) { problems.push(`turn ${t.turn}: no epoch ${t.epoch} in the ledger`); continue; }
    if (epoch.seed !== null && t.seats) {
      keysChecked++;
      const expected = turnKey(epoch.seed, ledger.campaign, t.turn, t.seats);
      if (expected !== t.turnKey) problems.push(`turn ${t.turn}: the seed and the sides' contributions give turn key ${expected.slice(0, 16)}…, the ledger has ${t.turnKey.slice(0, 16)}…`);
    }
    // The rolls as events, so the one dice checker serves (no modifiers: the ledger keeps none).
    const events: GameEvent[] = t.rolls.map((r, i) => ({
      seq: i, turn: t.turn, step: String(r.stream).split('/')[0], rule: '', type: 'roll', audience: { to: 'umpire' },
      data: { stream: r.stream, ...(r.position === null ? {} : { position: r.position }), sides: r.sides, dice: r.dice, modifiers: [], natural: Array.isArray(r.dice) ? r.dice.reduce((a, b) => a + b, 0) : 0, total: Array.isArray(r.dice) ? r.dice.reduce((a, b) => a + b, 0) : 0, table: '', result: '', purpose: `roll ${i + 1}` },
    }));
    if (rollsHash(t.turn, events) !== t.rollsHash) problems.push(`turn ${t.turn}: the rolls do not hash to the published rolls hash ${String(t.rollsHash).slice(0, 16)}…`);
    const r = verifyDice([{ turn: t.turn, key: t.turnKey, events }]);
    rolls += r.rolls;
    dice += r.dice;
    if (!r.ok) problems.push(describeBadRoll(r.first!));
  }
  return { ok: problems.length === 0, problems, turns: ledger.turns.length, rolls, dice, keysChecked };
}
