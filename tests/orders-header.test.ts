// The shared header check (docs/design/seam.md §6; issue 8.7): what the orders say they are for
// (game, seat or side, campaign, turn, exchange) against what received them, one code a meaning
// for every game (ADM1050–1055, in place of GW2001–2003 and GW2094).
import { describe, expect, it } from 'vitest';
import { codeInfo } from '../src/codes/registry.js';
import { GWAS_CODES } from '../src/games/gwas/codes.js';
import { checkOrdersHeader, type HeaderExpected } from '../src/orders/header.js';

const at: HeaderExpected = { game: 'test-beacon', seat: 'blue/scout', turn: 3, exchange: 2, campaign: 'c1', over: false };
const codesOf = (header: Parameters<typeof checkOrdersHeader>[0], expected: HeaderExpected = at) =>
  checkOrdersHeader(header, expected).map((p) => `${p.code} ${p.path[0]}`);

describe('the shared header check (seam §6)', () => {
  it('accepts orders whose header matches, and a header that writes nothing', () => {
    expect(codesOf({ game: 'test-beacon', seat: 'blue/scout', turn: 3, exchange: 2, campaign: 'c1' })).toEqual([]);
    expect(codesOf({}, { ...at, exchange: undefined })).toEqual([]);
  });

  it('ADM1050: orders for another game', () => {
    const [p] = checkOrdersHeader({ game: 'gwas-mediterranean' }, { ...at, exchange: 1 });
    expect(p).toMatchObject({ code: 'ADM1050', severity: 'error', path: ['game'] });
    expect(p.message).toBe("These orders are for the game 'gwas-mediterranean', but this campaign plays 'test-beacon'.");
  });

  it('ADM1051: orders for another seat; a side names its seat when it has one, or any seat of it (the route names which)', () => {
    expect(codesOf({ seat: 'blue/captain', turn: 3, exchange: 2 })).toEqual(['ADM1051 seat']);
    expect(codesOf({ side: 'red', turn: 3, exchange: 2 })).toEqual(['ADM1051 side']);
    expect(codesOf({ side: 'blue', turn: 3, exchange: 2 })).toEqual([]);
    // Seam rule 2: a one-seat side's seat id is the side id.
    const allied: HeaderExpected = { game: 'g', seat: 'allied', turn: 1, over: false };
    expect(codesOf({ side: 'allied', turn: 1 }, allied)).toEqual([]);
    expect(checkOrdersHeader({ side: 'central', turn: 1 }, allied)[0].message).toBe("These orders are for 'central', but they were submitted for 'allied'.");
  });

  it('ADM1055: orders naming another campaign; compared only when both are known', () => {
    expect(checkOrdersHeader({ campaign: 'c2', turn: 3, exchange: 2 }, at).map((p) => [p.code, p.message]))
      .toEqual([['ADM1055', "These orders name campaign 'c2', but they were sent to campaign 'c1'."]]);
    expect(codesOf({ campaign: 'c2', turn: 3, exchange: 2 }, { ...at, campaign: undefined })).toEqual([]);
  });

  it('ADM1052: orders for another turn (and then no exchange is compared)', () => {
    expect(checkOrdersHeader({ turn: 2, exchange: 1 }, at).map((p) => [p.code, p.path[0], p.message]))
      .toEqual([['ADM1052', 'turn', 'These orders are for turn 2; the current turn is 3.']]);
  });

  it('ADM1053: the game is over, whatever the header says', () => {
    expect(checkOrdersHeader({ turn: 3, exchange: 2 }, { ...at, over: true }).map((p) => [p.code, p.path[0], p.message]))
      .toEqual([['ADM1053', 'turn', 'The game is over; no more orders are taken.']]);
  });

  it('ADM1054: orders for another exchange of the turn; no exchange written is exchange 1 (seam rule 1)', () => {
    expect(checkOrdersHeader({ turn: 3, exchange: 1 }, at).map((p) => [p.code, p.path[0], p.message]))
      .toEqual([['ADM1054', 'exchange', 'These orders are for exchange 1 of turn 3; the exchange waiting for orders is 2.']]);
    expect(codesOf({ turn: 3 }, at)).toEqual(['ADM1054 turn']);
    expect(codesOf({ turn: 3 }, { ...at, exchange: 1 })).toEqual([]);
    expect(codesOf({ turn: 3, exchange: 2 }, { ...at, exchange: undefined })).toEqual(['ADM1054 exchange']);
  });

  it('reports every fault of the header in key order: game, seat, campaign, turn', () => {
    expect(codesOf({ game: 'x', seat: 'red', campaign: 'c9', turn: 9 })).toEqual(['ADM1050 game', 'ADM1051 seat', 'ADM1055 campaign', 'ADM1052 turn']);
  });
});

describe('GW2001–2003 and GW2094 are retired for the shared codes (seam §6: one meaning, one code)', () => {
  it.each([['GW2001', 'ADM1051'], ['GW2002', 'ADM1052'], ['GW2003', 'ADM1053'], ['GW2094', 'ADM1055']] as const)('%s is replaced by %s', (old, code) => {
    expect(GWAS_CODES[old].retired?.replacedBy).toBe(code);
    expect(codeInfo(old)?.retired).toEqual({ since: '0.2.0', replacedBy: code });
    expect(codeInfo(code)?.owner).toBe('orders');
  });
});
