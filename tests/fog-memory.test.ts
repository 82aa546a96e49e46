// What a Great War at Sea report keeps of earlier turns (src/games/gwas/views/memory.ts, issue 17
// §1): the contacts each side was told of and the umpire's record of them (4.0), the contacts
// missed with the roll each names, the victory points scored and the scenario's end (13.0); nothing
// else of a past turn (no fleet's moves, no other roll). Events written out here, one of each kind,
// so each can be told apart (issue 18; tests/pipeline/view-memory.test.ts plays whole campaigns).
import { describe, expect, it } from 'vitest';
import { everyone, sidesOnly, umpireOnly, type GameEvent } from '../src/kernel/events.js';
import { gwasViewMemory } from '../src/games/gwas/views/memory.js';

const event = (seq: number, turn: number, type: string, data: unknown, audience = everyone): GameEvent => ({ seq, turn, step: 'x', rule: '5.4', type, audience, data });
const roll = (seq: number, turn: number) => event(seq, turn, 'roll', { stream: 's', table: 'Search', purpose: 'p', dice: [2], sides: 6, modifiers: [], natural: 2, total: 2, result: 'no contact' }, umpireOnly);

describe('issue 17 §1 the view memory of earlier turns', () => {
  it('4.0 contacts told and the umpire\'s record, 13.0 points and the end are kept; moves, weather and battles are not', () => {
    const events = [
      event(1, 3, 'gwas.contact', { id: 'C3-1' }, sidesOnly('allied')),
      event(2, 3, 'gwas.contact-umpire', { id: 'C3-1' }, umpireOnly),
      event(3, 3, 'gwas.fleet-moved', { fleet: 'milne' }, sidesOnly('allied')),
      event(4, 3, 'gwas.weather', { weatherZone: 'western' }, umpireOnly),
      event(5, 3, 'gwas.battle-umpire', { battle: 'B3-1' }, umpireOnly),
      event(6, 3, 'gwas.victory-points', { side: 'central', points: 2 }),
      event(7, 16, 'gwas.scenario-end', { winner: 'draw' }),
    ];
    expect(gwasViewMemory(events).map((e) => e.seq)).toEqual([1, 2, 6, 7]);
  });

  it('a contact missed is kept with the roll it names (by turn and sequence); no other roll, nor a roll of that number in another turn', () => {
    const events = [
      roll(10, 3),
      roll(11, 3),
      event(12, 3, 'gwas.contact-missed', { zone: 'W31', allied: 'milne', central: 'mittelmeerdivision', roll: 11 }, umpireOnly),
      roll(11, 4),
      roll(12, 4),
      event(13, 4, 'gwas.contact-missed', { zone: 'W31', allied: 'milne', central: 'mittelmeerdivision', roll: 12 }, umpireOnly),
      roll(14, 4),
    ];
    expect(gwasViewMemory(events).map((e) => `${e.turn}:${e.seq}:${e.type}`)).toEqual(['3:11:roll', '3:12:gwas.contact-missed', '4:12:roll', '4:13:gwas.contact-missed']);
  });

  it('7.29 a turn fought out in impulse exchanges numbers each exchange\'s events from 0: the roll kept is the one of the miss\'s own exchange', () => {
    // The contact step runs in the turn's first exchange; an impulse exchange of the same turn (2, 3, …)
    // has its own event 11, here a tactical roll.
    const impulse = { ...roll(11, 3), exchange: 2, step: 'impulse' } as GameEvent;
    const events = [
      roll(11, 3),
      event(12, 3, 'gwas.contact-missed', { zone: 'W31', allied: 'milne', central: 'mittelmeerdivision', roll: 11 }, umpireOnly),
      impulse,
    ];
    expect(gwasViewMemory(events)).toEqual([events[0], events[1]]);
  });

  it('without a missed contact, no roll is kept, not even one another event names (7.39 battle fuel, 12.64 an oiler hit)', () => {
    expect(gwasViewMemory([roll(1, 2), roll(2, 3)])).toEqual([]);
    const named = [
      roll(20, 3), event(21, 3, 'gwas.battle-fuel', { battle: 'B3-1', fleet: 'milne', twelfths: 4, roll: 20 }, sidesOnly('allied')),
      roll(22, 3), event(23, 3, 'gwas.oiler-exploded', { battle: 'B3-1', ship: 'x', roll: 22 }, sidesOnly('allied')),
    ];
    expect(gwasViewMemory(named)).toEqual([]);
  });
});
