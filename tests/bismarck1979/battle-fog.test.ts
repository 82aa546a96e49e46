// Bismarck (1979): fog on the battle board (9.2 "The names of the ships do not have to be
// revealed"). A side's account of a battle names an enemy ship only once its own fire has damaged
// it (the hit record of 9.1/9.71) or it was sunk; before that it is "enemy <general type> <n>".
// The umpire's account names every ship.
import { describe, it, expect } from 'vitest';
import { d, start, play } from './helpers.js';
import { eventsFor, type GameEvent, type RollData } from '../../src/kernel/events.js';
import { describeEvent } from '../../src/games/bismarck1979/views/describe.js';
import { isSideCopy } from '../../src/games/bismarck1979/rules/battle-fog.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';

const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };

/** Bismarck and Prinz Eugen apart, met by King George V, Hood and two patrolling cruisers (searched at any level but 'X'). */
function meeting(): B79State {
  const s = start('may-1941');
  put(s, 'L12', 'bismarck', 'prinz-eugen', 'king-george-v', 'hood', 'suffolk', 'norfolk');
  s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
  s.standing.german = { ...s.standing.german, accept: true };
  return s;
}

const isBattle = (e: GameEvent) => e.type.startsWith('b79.battle') || (e.type === 'roll' && (e.data as RollData).stream.includes('battle-'));

/** Every string inside an event's data. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v && typeof v === 'object') return Object.values(v).flatMap(strings);
  return [];
}

/** Battles of several dice keys: the turn's events of each that fought one. */
function battles(n: number): (readonly GameEvent[])[] {
  const out: (readonly GameEvent[])[] = [];
  for (let k = 0; k < 40 && out.length < n; k++) {
    const r = play(meeting(), {}, `fog-${k}`);
    if (r.events.some((e) => e.type === 'b79.battle-start')) out.push(r.events);
  }
  return out;
}

describe('9.2 fog on the battle board', () => {
  const fought = battles(4);
  it('9.2 battles are fought in the test meeting (else the checks below would check nothing)', () => {
    expect(fought.length).toBeGreaterThanOrEqual(2);
  });
  it('9.2 a side\'s account of a battle never names an enemy ship its fire has not damaged (9.1/9.71) or that was not sunk', () => {
    let identified = 0, masked = 0;
    for (const events of fought) {
      for (const side of ['british', 'german'] as const) {
        const enemy = Object.keys(d.ships).filter((id) => d.ships[id].side !== side);
        const told = new Set<string>();
        for (const e of eventsFor(events, side)) {
          const x = e.data as Record<string, unknown>;
          if (e.type === 'b79.battle-damage' && enemy.includes(String(x.ship))) { told.add(String(x.ship)); identified++; }
          if (e.type === 'b79.sunk') told.add(String(x.ship));
          if (!isBattle(e)) continue;
          for (const str of strings(e.data)) {
            if (str.startsWith('enemy ')) masked++;
            for (const id of enemy) {
              if (told.has(id)) continue;
              expect(str, `${side} told of ${id} in ${e.type}`).not.toBe(id);
              expect(str.includes(d.ships[id].name) && d.ships[id].name.length > 3, `${side} told ${d.ships[id].name} in ${e.type}: ${str}`).toBe(false);
            }
          }
          const text = describeEvent(d, e) ?? '';
          for (const id of enemy) if (!told.has(id)) expect(text, `${side}'s report line`).not.toContain(d.ships[id].name);
        }
      }
    }
    expect(masked).toBeGreaterThan(0); // enemy ships were told by type
    expect(identified).toBeGreaterThan(0); // and some were identified by the damage done to them
  });
  it('9.2 the umpire\'s account names every ship of the battle, once (the sides\' copies are left out)', () => {
    for (const events of fought) {
      const start = events.find((e) => e.type === 'b79.battle-start' && !isSideCopy(e))!;
      const ids = (start.data as { ships: { id: string }[] }).ships.map((s) => s.id);
      expect(ids.every((id) => !!d.ships[id])).toBe(true);
      expect(start.audience).toEqual({ to: 'umpire' });
      for (const side of ['british', 'german'] as const) {
        const mine = eventsFor(events, side).filter((e) => e.type === 'b79.battle-start');
        expect(mine).toHaveLength(1);
        const shown = (mine[0].data as { ships: { id: string }[] }).ships.map((s) => s.id);
        expect(shown.filter((id) => d.ships[id]?.side === side).sort()).toEqual(ids.filter((id) => d.ships[id].side === side).sort());
        expect(shown.filter((id) => !d.ships[id]).every((l) => /^enemy (battleship|cruiser|carrier) \d+$/.test(l))).toBe(true);
      }
    }
  });
});
