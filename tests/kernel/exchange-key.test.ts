// The dice key's input of an exchange (docs/design/seam.md §2 "dice key", rule 1): exchange 1's is
// the turn key's input itself; from exchange 2 on it adds {exchange, kind, prev}, prev being the
// previous exchange's key as 64 hex digits. Each of the three added members may not already be in
// the turn key's input (it would be overwritten, and two different inputs would key alike), and a
// prev that is not a key is refused, whichever way it is malformed. Issue 18: written for the
// kernel's second mutation group (exchange-key.ts), after tests/kernel/exchange.test.ts had pinned
// only the member `kind` and a missing prev.
import { describe, expect, it } from 'vitest';
import { exchangeKeyInput } from '../../src/kernel/exchange-key.js';

const base = { scheme: 'admiralty-turn-key/1', campaign: 'lantern-1', turn: 3, seats: { red: { orders: null, salt: null } } };
const PREV = '0f'.repeat(32);

describe('seam §2 dice key: what exchange 2 on adds to the turn key input', () => {
  it('rule 1: exchange 1 adds nothing: its input is the turn key input itself', () => {
    expect(exchangeKeyInput(base, { exchange: 1, kind: 'search', prev: null })).toBe(base);
  });

  it('exchange 2 and later add exchange, kind and prev, and keep every member of the turn key input', () => {
    expect(exchangeKeyInput(base, { exchange: 2, kind: 'strike', prev: PREV })).toEqual({ ...base, exchange: 2, kind: 'strike', prev: PREV });
    expect(exchangeKeyInput(base, { exchange: 7, kind: 'round', prev: PREV })).toMatchObject({ exchange: 7 });
  });

  it('refuses a turn key input that already holds any of the three members, at any exchange', () => {
    for (const member of ['exchange', 'kind', 'prev']) {
      for (const exchange of [1, 2]) {
        const prev = exchange === 1 ? null : PREV;
        expect(() => exchangeKeyInput({ ...base, [member]: 'x' }, { exchange, kind: 'k', prev }), `${member} at ${exchange}`)
          .toThrow(new RegExp(`already has a member '${member}'`));
      }
    }
  });

  it('an exchange is numbered by a whole number from 1', () => {
    for (const exchange of [0, -1, 1.5, Number.NaN]) {
      expect(() => exchangeKeyInput(base, { exchange, kind: 'k', prev: PREV }), String(exchange)).toThrow(/numbered from 1/);
    }
  });

  it('prev must be a key: exactly 64 lower-case hex digits, nothing before or after', () => {
    for (const prev of [PREV.slice(1), `${PREV}0`, PREV.toUpperCase(), `g${PREV.slice(1)}`, ` ${PREV}`, `${PREV}\n`, `x${PREV}`, '']) {
      expect(() => exchangeKeyInput(base, { exchange: 2, kind: 'k', prev }), JSON.stringify(prev)).toThrow(/needs the previous exchange's key/);
    }
    expect(() => exchangeKeyInput(base, { exchange: 1, kind: 'k', prev: PREV })).toThrow(/no previous key/);
  });
});
