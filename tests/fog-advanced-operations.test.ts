// Fuel (12.0) and mines (13.0) in the OPERATIONS part of a report
// (src/games/gwas/views/advanced-operations.ts, reached through operations.ts). Each event is
// addressed by the step that made it: the fleet's own side reads its ships and fleets by name; the
// side whose minefield was crossed (13.2) or swept (13.73), or whose minefields were found (13.72),
// is told the boundary and the numbers only, and the words say no more. Events written out here
// as the fuel and mine steps emit them (fuel/step.ts, mines/strike.ts, mines/work.ts), so each
// case can be told apart (issue 18).
import { describe, expect, it } from 'vitest';
import { sidesOnly, type GameEvent } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { operationViews } from '../src/games/gwas/views/operations.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const fleetName = (id: string) => `name of ${id}`;
let seq = 0;
const event = (type: string, rule: string, d: unknown): GameEvent => ({ seq: seq++, turn: 5, step: 'x', rule, type, audience: sidesOnly('central'), data: d });
/** The one operation line the event gives, with its kind. */
const line = (type: string, rule: string, d: Record<string, unknown>) => {
  const views = operationViews(data, [event(type, rule, d)], 5, fleetName);
  expect(views).toHaveLength(1);
  return [views[0].kind, views[0].text];
};

describe('12.0 fuel', () => {
  it('12.2 a ship whose last fuel box is marked off, by name (an id the data lacks as it is)', () => {
    expect(line('gwas.out-of-fuel', '12.2', { ship: 'goeben' })).toEqual(['fuel', 'Goeben has marked off her last fuel box: unable to manoeuvre until refuelled in port or towed (12.2).']);
    expect(line('gwas.out-of-fuel', '12.2', { ship: 'no-such-ship' })[1]).toBe('no-such-ship has marked off her last fuel box: unable to manoeuvre until refuelled in port or towed (12.2).');
  });

  it('12.3, 12.4 refuelling in port: each ship\'s boxes restored and left, the port by name; refused with the reason; nothing to take on', () => {
    expect(line('gwas.refuelled', '12.3, 12.4', { fleet: 'mittelmeerdivision', port: 'ancona', refused: null, ships: [{ ship: 'goeben', boxes: 3, boxesLeft: 7 }, { ship: 'breslau', boxes: 1, boxesLeft: 4 }] }))
      .toEqual(['fuel', 'name of mittelmeerdivision refuelled in Ancona: Goeben +3 (7 left), Breslau +1 (4 left) (12.3).']);
    expect(line('gwas.refuelled', '12.3, 12.4', { fleet: 'mittelmeerdivision', port: 'ancona', refused: null, ships: [] })[1])
      .toBe('name of mittelmeerdivision refuelled in Ancona: nothing to take on (12.3).');
    expect(line('gwas.refuelled', '12.3, 12.4', { fleet: 'mittelmeerdivision', port: 'no-port', refused: null, ships: [] })[1])
      .toBe('name of mittelmeerdivision refuelled in no-port: nothing to take on (12.3).');
    expect(line('gwas.refuelled', '12.3, 12.4', { fleet: 'mittelmeerdivision', port: null, refused: 'the fleet moved (12.4)', ships: [] }))
      .toEqual(['fuel', 'name of mittelmeerdivision took on no fuel: the fleet moved (12.4).']);
  });

  it('12.7 a ship re-armed with torpedoes in port', () => {
    expect(line('gwas.rearmed', '12.7', { fleet: 'mittelmeerdivision', ship: 'breslau', port: 'ancona' })).toEqual(['fuel', 'Breslau has re-armed her torpedoes in Ancona (12.7).']);
    expect(line('gwas.rearmed', '12.7', { fleet: 'mittelmeerdivision', ship: 'breslau', port: 'no-port' })[1]).toBe('Breslau has re-armed her torpedoes in no-port (12.7).');
  });

  it('12.5, 12.6 refuelling at sea from a collier or an oiler: each ship\'s boxes and the tender she took them from, or why none', () => {
    expect(line('gwas.refuelled-at-sea', '12.5, 12.51', { fleet: 'mittelmeerdivision', kind: 'coal', zone: 'W30', refused: null, transfers: [{ ship: 'goeben', from: 'breslau', boxes: 1 }, { ship: 'inflexible', from: 'weymouth', boxes: 1 }] }))
      .toEqual(['fuel', 'name of mittelmeerdivision refuelled in W30: Goeben +1 from Breslau, Inflexible +1 from Weymouth (12.5, 12.51).']);
    expect(line('gwas.refuelled-at-sea', '12.6, 12.61', { fleet: 'mittelmeerdivision', kind: 'oil', zone: 'W30', refused: null, transfers: [{ ship: 'goeben', from: 'breslau', boxes: 3 }] })[1])
      .toBe('name of mittelmeerdivision refuelled in W30: Goeben +3 from Breslau (12.6, 12.61).');
    expect(line('gwas.refuelled-at-sea', '12.5, 12.51', { fleet: 'mittelmeerdivision', kind: 'coal', zone: 'W30', refused: 'the fleet moved (12.4)', transfers: [] })[1])
      .toBe('name of mittelmeerdivision took on no fuel from a collier: the fleet moved (12.4).');
    expect(line('gwas.refuelled-at-sea', '12.6, 12.61', { fleet: 'mittelmeerdivision', kind: 'oil', zone: 'W30', refused: 'the fleet moved (12.4)', transfers: [] })[1])
      .toBe('name of mittelmeerdivision took on no fuel from an oiler: the fleet moved (12.4).');
  });

  it('7.39 fuel burnt in battle, and 12.64 an oiler hit in battle that exploded', () => {
    expect(line('gwas.battle-fuel', '7.39', { battle: 'B5-1', fleet: 'mittelmeerdivision', twelfths: 4, roll: 9 })).toEqual(['fuel', 'name of mittelmeerdivision burnt 4/12 of a fuel box a ship in battle B5-1 (7.39).']);
    expect(line('gwas.oiler-exploded', '12.64', { battle: 'B5-1', ship: 'breslau', roll: 9 })).toEqual(['fuel', 'Breslau was hit in battle B5-1 and exploded: sunk (12.64).']);
  });
});

describe('13.0 mines: the side that moved, laid or swept', () => {
  it('13.2, 13.21 a fleet that ran into an enemy minefield: the boundary, how many fields, where it halted, each ship struck (with her damage) or clear', () => {
    expect(line('gwas.minefield-entered', '13.2, 13.21', {
      fleet: 'mittelmeerdivision', between: ['W30', 'X30'], fields: 2, zone: 'X30',
      ships: [{ ship: 'goeben', roll: 1, struck: true, damage: 'one hull box', sunk: false }, { ship: 'breslau', roll: 2, struck: false, damage: null, sunk: false }],
    })).toEqual(['mines', 'name of mittelmeerdivision ran into an enemy minefield at W30/X30 (2 laid there) and halted in X30: Goeben struck a mine: one hull box; Breslau clear (13.2, 13.21).']);
  });

  it('13.31 minelaying and 13.73 sweeping under way (turn n of 4, of 2), or interrupted with the reason; the event\'s rule', () => {
    expect(line('gwas.mine-work', '13.31', { fleet: 'f', kind: 'mine', between: ['W30', 'X30'], turns: 3, status: 'under way', why: null }))
      .toEqual(['mines', 'name of f: minelaying towards W30/X30 under way (turn 3 of 4) (13.31).']);
    expect(line('gwas.mine-work', '13.73', { fleet: 'f', kind: 'sweep', between: ['W30', 'X30'], turns: 1, status: 'under way', why: null })[1])
      .toBe('name of f: sweeping towards W30/X30 under way (turn 1 of 2) (13.73).');
    expect(line('gwas.mine-work', '13.31', { fleet: 'f', kind: 'mine', between: ['W30', 'X30'], turns: 0, status: 'interrupted', why: 'the fleet moved or fought (13.31, 13.73)' })[1])
      .toBe('name of f: minelaying towards W30/X30 interrupted: the fleet moved or fought (13.31, 13.73) (13.31).');
  });

  it('13.31, 13.33 minefields laid: how many, the boundary, when active, how many of the side\'s own lie there', () => {
    expect(line('gwas.minefield-laid', '13.31, 13.35', { fleet: 'f', between: ['W30', 'X30'], minefields: ['C1', 'C2'], activeFrom: 6, onBoundary: 3 }))
      .toEqual(['mines', 'name of f laid 2 minefield(s) at W30/X30, active from turn 6; 3 of yours on that boundary (13.31, 13.33).']);
  });

  it('13.72 a search for mines: the boundaries and counts found, none found, or why it could not search', () => {
    expect(line('gwas.mines-detected', '13.72', { fleet: 'f', zone: 'W30', done: true, boundaries: [{ between: 'W30/W31', count: 2 }, { between: 'W30/X30', count: 1 }] }))
      .toEqual(['mines', 'name of f searched W30 for mines: W30/W31 (2), W30/X30 (1) (13.72).']);
    expect(line('gwas.mines-detected', '13.72', { fleet: 'f', zone: 'W30', done: true, boundaries: [] })[1]).toBe('name of f searched W30 for mines: no enemy minefield on its boundaries (13.72).');
    expect(line('gwas.mines-detected', '13.72', { fleet: 'f', zone: 'W30', done: false, boundaries: [] })[1])
      .toBe('name of f could not search W30 for mines: it moved or fought, or is not a Minesweeping fleet with a minesweeper (13.72).');
  });

  it('13.73 a sweep: each sweeper\'s result and how many minefields it removed', () => {
    expect(line('gwas.mines-swept', '13.73', { fleet: 'f', between: ['W30', 'X30'], results: [{ ship: 'goeben', roll: 1, result: 'removed' }, { ship: 'breslau', roll: 2, result: 'no effect' }], removed: 1 }))
      .toEqual(['mines', 'name of f swept W30/X30: Goeben: removed; Breslau: no effect; 1 minefield(s) removed (13.73).']);
  });

  it('13.51 mines jettisoned on Abort, each ship by name; 13.5 a minelayer hit in battle whose mines detonated', () => {
    expect(line('gwas.mines-jettisoned', '13.51', { fleet: 'f', ships: ['goeben', 'breslau'] })).toEqual(['mines', 'name of f jettisoned the mines of Goeben, Breslau: on Abort, no more minelaying (13.51).']);
    expect(line('gwas.minelayer-exploded', '13.5', { battle: 'B5-1', ship: 'breslau', roll: 9 })).toEqual(['mines', 'Breslau was hit in battle B5-1 and her mines detonated: sunk (13.5).']);
  });
});

describe('13.0 mines: what the other side is told (the boundary and the numbers, no fleet and no ship)', () => {
  it('13.2 the layer learns that an enemy fleet crossed its minefield, how many ships struck and sank, not which', () => {
    expect(line('gwas.minefield-crossed', '13.2', { between: ['W30', 'X30'], fields: 2, struck: 1, sunk: 0 }))
      .toEqual(['mines', 'An enemy fleet crossed your minefield at W30/X30: 1 ship(s) struck mines, 0 sunk; the enemy now knows the minefield (13.2).']);
  });

  it('13.72 the layer learns which of its minefields enemy minesweepers found, by boundary', () => {
    expect(line('gwas.minefields-discovered', '13.72', { zone: 'W30', boundaries: [{ between: 'W30/W31', count: 2 }, { between: 'W30/X30', count: 1 }] }))
      .toEqual(['mines', 'Enemy minesweepers in W30 have found your minefields at W30/W31, W30/X30 (13.72).']);
  });

  it('13.73 the layer learns how many of its minefields were swept, and where', () => {
    expect(line('gwas.minefield-swept', '13.73', { between: ['W30', 'X30'], removed: 1 })).toEqual(['mines', 'Enemy minesweepers removed 1 of your minefields at W30/X30 (13.73).']);
  });
});
