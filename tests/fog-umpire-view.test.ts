// The umpire's view after a turn (src/games/gwas/views/umpire-view.ts): everything, both sides'
// fleets and records, and what each side was told, kept apart from what was told to both or to the
// umpire alone, so the umpire can check that no side was told the other's secrets (5.4, 10.24,
// 11.1, 13.1). Events and states written out here so each part can be told apart (issue 18).
import { describe, expect, it } from 'vitest';
import { everyone, sidesOnly, umpireOnly, type GameEvent } from '../src/kernel/events.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { setupState } from '../src/games/gwas/setup.js';
import type { GwasState } from '../src/games/gwas/state.js';
import { buildUmpireView } from '../src/games/gwas/views/umpire-view.js';
import { loadGame } from '../src/pipeline/games.js';

const data = loadGame('gwas-mediterranean') as unknown as GwasData;
/** goeben-1914 with turn 3 just resolved (turn 4 next). */
function at4(extra: Partial<GwasState> = {}): GwasState {
  const s = { ...structuredClone(setupState(data, 'goeben-1914')), ...extra } as GwasState;
  s.turn = 4;
  return s;
}
let seq = 0;
const event = (turn: number, type: string, d: unknown, audience = everyone): GameEvent => ({ seq: seq++, turn, step: 'x', rule: '5.1', type, audience, data: d });
const merged = (turn: number, fleet: string, audience = everyone) => event(turn, 'gwas.fleet-merged', { fleet }, audience);

describe('what each side was told, and what was told to both or to the umpire', () => {
  it('a notice told to one side alone is that side\'s; one told to both sides, to everyone or to the umpire is in the common list', () => {
    const events = [
      merged(3, 'messina-watch', sidesOnly('allied')),
      merged(3, 'mittelmeerdivision', sidesOnly('central')),
      merged(3, 'both-told', sidesOnly('allied', 'central')),
      merged(3, 'all-told', everyone),
      merged(3, 'umpire-told', umpireOnly),
    ];
    const v = buildUmpireView(data, at4(), events, 'c');
    const texts = (ns: readonly { text: string }[]) => ns.map((n) => n.text);
    expect(v.sides.map((s) => s.side)).toEqual(['allied', 'central']);
    expect(texts(v.sides[0].notices)).toEqual([`${at4().fleets['messina-watch'].name} merged into another fleet (5.22).`]);
    expect(texts(v.sides[1].notices)).toEqual([`${at4().fleets.mittelmeerdivision.name} merged into another fleet (5.22).`]);
    // A fleet the state no longer holds is named by its id.
    expect(texts(v.notices)).toEqual(['both-told merged into another fleet (5.22).', 'all-told merged into another fleet (5.22).', 'umpire-told merged into another fleet (5.22).']);
  });

  it('only the turn just resolved: earlier and later notices are not repeated', () => {
    const v = buildUmpireView(data, at4(), [merged(2, 'a', sidesOnly('allied')), merged(4, 'b', sidesOnly('allied')), merged(2, 'c'), merged(4, 'd')], 'c');
    expect(v.sides[0].notices).toEqual([]);
    expect(v.notices).toEqual([]);
  });
});

describe('each side\'s record in the umpire\'s view', () => {
  it('its name, victory points, merchants sunk and fleets; only its own fleets', () => {
    const s = at4();
    s.vp = { allied: 3, central: 5 };
    s.merchantsSunk = { allied: 1, central: 2 } as GwasState['merchantsSunk'];
    const v = buildUmpireView(data, s, [], 'c');
    expect(v.sides.map((x) => [x.side, x.sideName, x.vp, x.merchantsSunk])).toEqual([
      ['allied', data.scenarios['goeben-1914'].sides.allied!.name, 3, 1],
      ['central', data.scenarios['goeben-1914'].sides.central!.name, 5, 2],
    ]);
    expect(v.sides[1].fleets.map((f) => f.id)).toEqual(['mittelmeerdivision']);
    expect(v.sides[0].fleets.every((f) => f.side === 'allied')).toBe(true);
    expect(v.victory.vp).toEqual({ allied: 3, central: 5 });
  });

  it('13.1, 15.1, 14.0 minefields, patrols and the air record are shown per side when the campaign has them, and absent otherwise', () => {
    const plain = buildUmpireView(data, at4(), [], 'c');
    for (const key of ['minefields', 'patrols', 'air']) expect(plain.sides[0], key).not.toHaveProperty(key);
    const s = at4({
      minefields: [{ id: 'A1', side: 'allied', between: ['X27', 'W27'], laid: 2, activeFrom: 4, known: ['central'] }],
      patrols: [],
      leaders: { milne: { name: 'Milne', side: 'allied', flagship: 'inflexible', lost: null } },
    } as unknown as Partial<GwasState>);
    const v = buildUmpireView(data, s, [], 'c');
    expect(v.sides[0].minefields?.own.map((f) => f.id)).toEqual(['A1']);
    expect(v.sides[1].minefields?.own).toEqual([]);
    expect(v.sides[1].minefields?.enemy.map((f) => f.count)).toEqual([1]);
    expect(v.sides[0].patrols).toEqual({ own: [], enemy: [] });
    expect(v.sides[0].air?.leaders?.map((l) => l.name)).toEqual(['Milne']);
    expect(v.sides[1].air).toEqual({ leaders: [] });
    // Each option alone shows its own record.
    const aircraftOnly = buildUmpireView(data, at4({ aircraft: {} } as Partial<GwasState>), [], 'c');
    expect(aircraftOnly.sides[0].air).toEqual({ aircraft: [] });
    const airshipsOnly = buildUmpireView(data, at4({ airships: {} } as Partial<GwasState>), [], 'c');
    expect(airshipsOnly.sides[0].air).toEqual({ airships: [] });
  });
});

describe('6.0, 7.31 the battles in the umpire\'s view', () => {
  const battle = (turn: number, id: string) => event(turn, 'gwas.battle-umpire', { battle: id, zone: 'W30', contacts: [], fleets: { allied: [], central: [] } }, umpireOnly);

  it('the battles of the turn just resolved; 7.31 while one waits for its next impulse, the coming turn\'s too', () => {
    const events = [battle(2, 'B2-1'), battle(3, 'B3-1'), battle(4, 'B4-1')];
    expect(buildUmpireView(data, at4(), events, 'c').battles.map((b) => b.turn)).toEqual([3]);
    expect(buildUmpireView(data, at4({ impulse: {} } as unknown as Partial<GwasState>), events, 'c').battles.map((b) => b.turn)).toEqual([4, 3]);
  });
});

describe('the rest of the umpire\'s view', () => {
  it('the turn\'s rolls, the contacts made and missed, operations and weather, from the events given', () => {
    const roll = (turn: number) => event(turn, 'roll', { stream: 's', table: 't', purpose: 'p', dice: [3], sides: 6, modifiers: [], natural: 3, total: 3, result: 'r' }, umpireOnly);
    const contact = event(3, 'gwas.contact-umpire', { id: 'C3-1', zone: 'W30', reason: 'search', automatic: true, fleets: { allied: ['milne'], central: ['mittelmeerdivision'] }, told: {}, roll: null }, umpireOnly);
    const missed = event(3, 'gwas.contact-missed', { zone: 'W31', allied: 'milne', central: 'mittelmeerdivision', roll: 0 }, umpireOnly);
    const bombard = event(3, 'gwas.bombardment-announced', { zone: 'W30', count: 2 }, sidesOnly('allied'));
    const v = buildUmpireView(data, at4(), [roll(2), roll(3), contact, missed, bombard], 'camp', 'Friday', { seed: 'abc' });
    expect(v.kind).toBe('umpire');
    expect(v.campaign).toBe('camp');
    expect(v.deadline).toBe('Friday');
    expect(v.diceSeed).toBe('abc');
    expect(v.rolls.map((r) => r.turn)).toEqual([3]);
    expect(v.contacts.map((c) => c.id)).toEqual(['C3-1']);
    expect(v.contacts[0].fleets.allied).toEqual([{ id: 'milne', name: at4().fleets.milne.name }]);
    expect(v.missed.map((m) => m.zone)).toEqual(['W31']);
    expect(v.operations.map((o) => o.text)).toEqual(['The enemy bombarded W30 with 2 ship(s) (11.1).']);
    expect(v.weather.length).toBe(Object.keys(at4().weather).length);
  });
});
