// Fog of war in the contacts part of a report (src/games/gwas/views/contacts.ts, rule 5.4): what a
// side is told of a contact, what the umpire's record shows, and the contact rolls that failed.
// Events are written out here so each rule can be told apart (issue 18: mutants of the fog area
// that the played games of tests/views.test.ts and the goldens could not see).
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/kernel/events.js';
import { sidesOnly, umpireOnly } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { missedContactViews, sideContactViews, umpireContactViews } from '../src/games/gwas/views/contacts.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
const ref = (id: string) => ({ id, name: `name of ${id}` });
let seq = 0;
const event = (turn: number, type: string, d: unknown, audience = umpireOnly): GameEvent => ({ seq: seq++, turn, step: 'contact', rule: '5.4', type, audience, data: d });

const roll = { table: 'search', dice: [4, 5], modifiers: [{ name: 'night', value: -1 }], total: 8 };
/** What the contact step tells one side (`enemySide` is the other). */
const told = (turn: number, contact: string, enemySide: 'allied' | 'central', own: string[], ships: number, r: typeof roll | null = roll) => event(turn, 'gwas.contact', {
  contact, zone: 'W30', reason: 'search', automatic: false, own, enemySide, roll: r,
  // Anything beyond the force's size by class is not for the side (5.4): the view must drop it.
  enemy: { ships, capital: 1, light: ships - 1, other: 0, names: ['goeben'] },
}, sidesOnly(enemySide === 'allied' ? 'central' : 'allied'));

describe('5.4 what a side is told of a contact', () => {
  it('its id, turn, zone, reason, whether automatic, its own fleets by name, the enemy side and the force by class only, and the roll', () => {
    const views = sideContactViews(data, 'goeben-1914', [told(3, 'C3-1', 'central', ['battlecruiser-squadron'], 2)], ref);
    expect(views).toEqual([{
      id: 'C3-1', turn: 3, zone: 'W30', reason: 'search', automatic: false,
      own: [{ id: 'battlecruiser-squadron', name: 'name of battlecruiser-squadron' }],
      enemySide: 'central', enemySideName: data.scenarios['goeben-1914'].sides.central!.name,
      enemy: { ships: 2, capital: 1, light: 1, other: 0 },
      roll: { table: 'search', dice: [4, 5], modifiers: [{ name: 'night', value: -1 }], total: 8 },
    }]);
    expect(JSON.stringify(views)).not.toContain('goeben');
  });

  it('an automatic contact has no roll; the contacts are listed newest turn first, in the order told within a turn', () => {
    const events = [
      told(2, 'C2-1', 'central', ['milne'], 1, null),
      told(3, 'C3-1', 'central', ['battlecruiser-squadron'], 2),
      told(3, 'C3-2', 'central', ['messina-watch'], 3),
      event(3, 'gwas.contact-missed', { zone: 'W31', allied: 'a', central: 'b', roll: 0 }),
    ];
    const views = sideContactViews(data, 'goeben-1914', events, ref);
    expect(views.map((v) => v.id)).toEqual(['C3-1', 'C3-2', 'C2-1']);
    expect(views[2].roll).toBeNull();
  });

  it('the roll is the side\'s own copy: changing the view leaves the event', () => {
    const e = told(3, 'C3-1', 'central', ['milne'], 2);
    const [v] = sideContactViews(data, 'goeben-1914', [e], ref);
    (v.roll!.dice as number[])[0] = 1;
    (v.roll!.modifiers[0] as { value: number }).value = 9;
    expect((e.data as { roll: typeof roll }).roll).toEqual(roll);
  });
});

describe('5.4 the umpire\'s record of each contact', () => {
  it('both sides\' fleets, and what each side was told of the other\'s force, with the roll', () => {
    const events = [
      event(3, 'gwas.contact-umpire', { id: 'C3-1', turn: 3, zone: 'W30', fleets: { allied: ['battlecruiser-squadron'], central: ['mittelmeerdivision'] }, automatic: false, chance: true, reason: 'search' }),
      told(3, 'C3-1', 'central', ['battlecruiser-squadron'], 2),
      told(3, 'C3-1', 'allied', ['mittelmeerdivision'], 3),
      // Another contact of the same turn: not part of C3-1's record.
      told(3, 'C3-2', 'central', ['milne'], 7),
    ];
    expect(umpireContactViews(events, ref)).toEqual([{
      id: 'C3-1', turn: 3, zone: 'W30', reason: 'search', automatic: false, chance: true,
      fleets: { allied: [ref('battlecruiser-squadron')], central: [ref('mittelmeerdivision')] },
      // The Allies were told of the Central force (enemySide central), and the other way round.
      seen: { allied: { ships: 2, capital: 1, light: 1, other: 0, names: ['goeben'] }, central: { ships: 3, capital: 1, light: 2, other: 0, names: ['goeben'] } },
      roll,
    }]);
  });

  it('a contact no side was told of shows nothing seen and no roll; records are listed newest turn first', () => {
    const events = [
      event(2, 'gwas.contact-umpire', { id: 'C2-1', turn: 2, zone: 'X27', fleets: { allied: ['milne'], central: [] }, automatic: true, chance: false, reason: 'port' }),
      event(4, 'gwas.contact-umpire', { id: 'C4-1', turn: 4, zone: 'X26', fleets: { allied: [], central: ['mittelmeerdivision'] }, automatic: true, chance: false, reason: 'port' }),
    ];
    const views = umpireContactViews(events, ref);
    expect(views.map((v) => v.id)).toEqual(['C4-1', 'C2-1']);
    expect(views[1]).toMatchObject({ seen: {}, roll: null, fleets: { allied: [ref('milne')], central: [] } });
  });
});

describe('5.4 contact rolls that failed (the umpire\'s report)', () => {
  it('each with its zone, the two fleets and the roll it names by sequence number in its own turn', () => {
    const r3 = { seq: 40, turn: 3, step: 'contact', rule: '5.4', type: 'roll', audience: umpireOnly, data: { stream: 'contact/W31', position: 2, sides: 6, dice: [2], modifiers: [], natural: 2, total: 2, table: 'search', result: 'no contact', purpose: 'search W31' } } as GameEvent;
    // The same sequence number in another turn is another event.
    const r2 = { ...r3, turn: 2, data: { ...(r3.data as object), dice: [6], natural: 6, total: 6 } } as GameEvent;
    const notRoll = { ...r3, seq: 41, type: 'gwas.weather' } as GameEvent;
    const events = [
      r2, r3, notRoll,
      event(3, 'gwas.contact-missed', { zone: 'W31', allied: 'milne', central: 'mittelmeerdivision', roll: 40 }),
      event(3, 'gwas.contact-missed', { zone: 'W32', allied: 'milne', central: 'mittelmeerdivision', roll: 41 }),
      event(2, 'gwas.contact-missed', { zone: 'W33', allied: 'milne', central: 'mittelmeerdivision', roll: 99 }),
    ];
    // 7.29: an impulse exchange of the same turn counts its events from 0 again; its event 40 (here
    // a tactical roll) is not the contact roll, whatever order the journal gives them in.
    events.push({ ...r3, exchange: 2, step: 'impulse', data: { ...(r3.data as object), stream: 'B3-1/impulse', dice: [5], natural: 5, total: 5 } } as GameEvent);
    const views = missedContactViews(events);
    expect(views.map((v) => [v.turn, v.zone])).toEqual([[3, 'W31'], [3, 'W32'], [2, 'W33']]);
    expect(views[0]).toMatchObject({ allied: 'milne', central: 'mittelmeerdivision' });
    expect(views[0].roll).toMatchObject({ turn: 3, dice: [2], total: 2, stream: 'contact/W31', position: 2 });
    // An event at the named place that is not a roll, or none at all: no roll shown.
    expect(views[1].roll).toBeNull();
    expect(views[2].roll).toBeNull();
  });
});
