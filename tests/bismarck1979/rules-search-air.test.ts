// Bismarck (1979): search, shadow, air and chance rules, from players' YAML orders.
import { describe, it, expect } from 'vitest';
import { d, start, play, ofType } from './helpers.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { callZone, searchStrength } from '../../src/games/bismarck1979/rules/search.js';
import { chanceColumn, inPatrolArea } from '../../src/games/bismarck1979/rules/chance.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';

const orders = (side: string, turn: number, body: string, exchange?: number) => `game: bismarck1979\nside: ${side}\nturn: ${turn}\n${exchange ? `exchange: ${exchange}\n` : ''}${body}`;
const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };

describe('7.2 search strength', () => {
  it('7.2 coastal search is 4 by day and 3 at night off the coasts the rule names', () => {
    const s = start('may-1941');
    expect(searchStrength(d, s, 'british', 'M20').parts).toContain('coast:4');
    s.time = 3; // 2400, May 22: always night (11.1)
    expect(searchStrength(d, s, 'british', 'M20').parts).toContain('coast:3');
    expect(searchStrength(d, s, 'german', d.board.places.brest.zone).parts).toContain('coast:3');
    expect(searchStrength(d, s, 'german', 'M20').parts).not.toContain('coast:3');
  });
  it('7.2 ships in port are found by air search only', () => {
    const s = start('may-1941');
    put(s, 'K20', 'bismarck');
    let n = 0;
    const scapa = d.board.places['scapa-flow'].zone;
    expect(callZone(d, s, 'german', scapa, () => `K${++n}`).contacts).toHaveLength(0);
    // The Focke-Wulf moving searches 3 by day: alone it meets visibility 3 (at 4 it would not, 7.2).
    s.visibility = { level: '3', fog: false };
    Object.assign(s.air['fw200-kg40'], { status: 'air', zone: scapa, launched: 1 });
    expect(callZone(d, s, 'german', scapa, () => `K${++n}`).contacts.length).toBeGreaterThan(0);
  });
});

describe('8.2 high-speed shadow', () => {
  it('8.21 a search of the first of two zones a German force moved through lets a unit there shadow it; held, British ships there follow it in', () => {
    let held = 0;
    for (let k = 0; k < 40 && held === 0; k++) {
      const s = start('may-1941');
      s.turn = 2; s.time = 1;
      put(s, 'L11', 'bismarck', 'prinz-eugen'); s.ships.bismarck.tf = 1; s.ships['prinz-eugen'].tf = 1;
      put(s, 'L12', 'suffolk', 'norfolk', 'king-george-v');
      s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
      const r = play(s, { german: orders('german', 2, 'ships:\n  TF1: { move: [L12, L13] }\n') }, `hs-${k}`);
      const passed = ofType(r.events, 'b79.passed-through');
      if (!passed.length) continue; // visibility 'X' or the zone in fog: no search this time
      const held1 = ofType(r.events, 'b79.shadow-held');
      if (!held1.length) continue;
      held++;
      expect(held1[0].data).toMatchObject({ zone: 'L13', highSpeed: true });
      expect(r.state.ships['king-george-v'].path).toEqual(['L13']); // it followed (and may have fought there)
      expect(ofType(r.events, 'b79.followed')).toHaveLength(1);
    }
    expect(held).toBe(1);
  });
});

describe('8.13 a shadowing unit cannot search', () => {
  it('8.13 after Suffolk holds the contact in the shadow exchange, its strength no longer counts in the search', () => {
    for (let k = 0; k < 30; k++) {
      const s = start('denmark-strait');
      const r = play(s, { british: orders('british', 1, 'shadow: { C1: suffolk }\n'), german: orders('german', 1, 'ships:\n  TF1: { move: [] }\n') }, `busy-${k}`);
      if (!ofType(r.events, 'b79.shadow-held').length) continue;
      expect(searchStrength(d, r.state, 'british', 'E13').parts.some((p) => p.startsWith('suffolk'))).toBe(false);
      return;
    }
    throw new Error('no held shadow in 30 tries');
  });
});

describe('9.1 air attacks', () => {
  it('9.1 a British bomber in attack mode strikes twice by day at a located ship in its zone', () => {
    const s = start('may-1941');
    put(s, 'L12', 'bismarck', 'suffolk');
    put(s, 'L13', 'victorious');
    s.ships['prinz-eugen'].tf = null;
    const r = play(s, { british: orders('british', 1, 'air:\n  swordfish-825: { mode: attack, move: [L12] }\n') });
    expect(ofType(r.events, 'b79.located').length).toBeGreaterThan(0);
    expect(ofType(r.events, 'b79.air-strike')).toHaveLength(2);
    expect(r.state.air['swordfish-825'].status).toBe('rest'); // 6.22: back aboard the same turn
  });
  it('9.1 a bomber in reconnaissance mode cannot attack', () => {
    const s = start('may-1941');
    put(s, 'L12', 'bismarck', 'suffolk');
    put(s, 'L13', 'victorious');
    const r = play(s, { british: orders('british', 1, 'air:\n  swordfish-825: { mode: reconnaissance, move: [L12] }\n') });
    expect(ofType(r.events, 'b79.air-strike')).toHaveLength(0);
  });
  it('11.1 air units cannot attack at night', () => {
    let located = 0;
    for (let k = 0; k < 30 && located === 0; k++) {
      const s = start('may-1941');
      s.turn = 4; s.time = 3; // 2400, May 22
      put(s, 'L12', 'bismarck', 'suffolk', 'norfolk');
      s.ships.suffolk.mode = 'patrol'; s.ships.norfolk.mode = 'patrol';
      put(s, 'L13', 'victorious');
      const r = play(s, { british: orders('british', 4, 'air:\n  swordfish-825: { mode: attack, move: [L12] }\n') }, `night-${k}`);
      if (!ofType(r.events, 'b79.located').length) continue;
      located++;
      expect(ofType(r.events, 'b79.air-strike')).toHaveLength(0);
    }
    expect(located).toBe(1);
  });
});

describe('10.1 the chance phase', () => {
  it('10.1 general search counts only in the British patrol line area: in or east of the white circles, in or south of row E', () => {
    expect(inPatrolArea(d, 'L12')).toBe(true);
    expect(inPatrolArea(d, 'L5')).toBe(false);
    expect(inPatrolArea(d, 'D20')).toBe(false);
    expect(chanceColumn(d, 'L11')).toBe('A');
    expect(chanceColumn(d, 'M19')).toBe('C');
    expect(chanceColumn(d, 'Q14')).toBe('B');
  });
  it('10.1 general search reveals a force the British already located this turn as that contact, not a second one (7.23 one marker a force)', () => {
    // The German task force in M19 (column C, near the British coast), Suffolk on patrol beside it in the zone so the search finds it.
    let revealedAgain = 0;
    for (let k = 0; k < 120; k++) {
      const s = start('may-1941');
      put(s, 'M19', 'bismarck', 'prinz-eugen', 'suffolk'); s.ships.bismarck.tf = 1; s.ships['prinz-eugen'].tf = 1;
      s.ships.suffolk.mode = 'patrol';
      s.visibility.level = 1 as never;
      const r = play(s, { british: orders('british', 1, 'battle: { attack: false }\n') }, `general-again-${k}`);
      const ids = r.state.lastContacts.british.map((c) => c.id);
      expect(new Set(ids).size, `seed ${k}: contact names ${ids}`).toBe(ids.length);
      const forces = r.state.lastContacts.british.map((c) => c.ships.join());
      expect(new Set(forces).size, `seed ${k}: one contact per force`).toBe(forces.length);
      if (ofType(r.events, 'b79.chance-void').some((e) => /already located/.test(String((e.data as { why: string }).why)))) revealedAgain++;
    }
    // The rule bites: some seeds roll a general search the force fails while already located.
    expect(revealedAgain).toBeGreaterThan(0);
  });
  it('10.1 a German force on a convoy route, unseen, destroys a convoy and may not move next turn; one convoy a day', () => {
    let done = false;
    for (let k = 0; k < 200 && !done; k++) {
      const s = start('may-1941');
      put(s, 'P8', 'bismarck', 'prinz-eugen'); s.ships.bismarck.tf = 1; s.ships['prinz-eugen'].tf = 1;
      s.ships.bismarck.mode = 'patrol'; s.ships['prinz-eugen'].mode = 'patrol';
      const r = play(s, {}, `convoy-${k}`);
      const hit = ofType(r.events, 'b79.convoy-destroyed');
      if (!hit.length) continue;
      done = true;
      expect(r.state.vp.german).toBe(d.tables.victory.german.convoy);
      expect(r.state.convoyDay).toBe(22);
      const next = checkB79Text(d, r.state, 'german', orders('german', 2, 'ships:\n  TF1: { move: [P7] }\n', r.state.phase === 'shadow' ? undefined : undefined));
      expect(next.diagnostics.map((x) => x.code)).toContain('BM7915');
    }
    expect(done).toBe(true);
  });
});
