// Bismarck (1979) Basic Game: ship activities (5.1–5.4) and air units (6.1–6.4) on the search
// board, from the players' YAML orders (helpers.ts); each test named by the rule it reads.
import { describe, it, expect } from 'vitest';
import { d, start, play, ofType } from './helpers.js';
import { checkB79Text } from '../../src/games/bismarck1979/check.js';
import { searchStrength } from '../../src/games/bismarck1979/rules/search.js';
import { clockLabel } from '../../src/games/bismarck1979/time.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';

const orders = (side: string, turn: number, body: string) => `game: bismarck1979\nside: ${side}\nturn: ${turn}\n${body}`;
const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };
const codes = (s: B79State, side: string, body: string) => checkB79Text(d, s, side, orders(side, s.turn, body)).diagnostics.map((x) => x.code);
const errors = (s: B79State, side: string, body: string) => checkB79Text(d, s, side, orders(side, s.turn, body)).diagnostics.filter((x) => x.severity === 'error').map((x) => x.code);

describe('5.1 ship movement', () => {
  it('5.11 a player may move all, some or none of his ships: silent orders leave every ship not on convoy escort where it was', () => {
    const s = start('may-1941');
    const before = Object.fromEntries(Object.values(s.ships).map((x) => [x.id, x.zone]));
    const r = play(s, { german: orders('german', 1, 'ships: {}\n') });
    for (const x of Object.values(r.state.ships)) {
      if (s.ships[x.id].convoy || x.status !== 'sea') continue; // 2.5: escorts go on with their convoy
      expect(x.zone, x.id).toBe(before[x.id]);
    }
    expect(ofType(r.events, 'b79.ship-moves').flatMap((e) => (e.data as { moves: unknown[] }).moves)).toEqual([]);
  });
});

describe('5.4 task forces', () => {
  it('5.45 a task force on patrol searches at the patrol strength of one ship, where the same ships apart add theirs', () => {
    const s = start('may-1941');
    put(s, 'Q10', 'hood', 'prince-of-wales');
    s.ships.hood.mode = 'patrol'; s.ships['prince-of-wales'].mode = 'patrol';
    const apart = searchStrength(d, s, 'british', 'Q10').total;
    expect(apart).toBe(d.ships.hood.search.patrolDay + d.ships['prince-of-wales'].search.patrolDay);
    s.ships.hood.tf = 5; s.ships['prince-of-wales'].tf = 5;
    expect(searchStrength(d, s, 'british', 'Q10').total).toBe(Math.max(d.ships.hood.search.patrolDay, d.ships['prince-of-wales'].search.patrolDay));
  });
});

describe('6.1 air unit movement', () => {
  it('6.11 an air unit may enter or pass through any zone, land too, where a ship may not', () => {
    const s = start('may-1941');
    // 209 Sqn from Lough Erne (O20) over the land zone P19 and out to sea at P18.
    expect(errors(s, 'british', 'air:\n  catalina-209: { mode: movement, move: [P19, P18] }\n')).toEqual([]);
    const r = play(s, { british: orders('british', 1, 'air:\n  catalina-209: { mode: movement, move: [P19, P18] }\n') });
    expect(r.state.air['catalina-209'].zone).toBe('P18');
    s.ships.repulse.zone = 'P20';
    expect(errors(s, 'british', 'ships:\n  repulse: { move: [P19] }\n')).toContain('BM7905');
  });
  it('6.13 an air unit moves through consecutive zones up to the speed of the side face up: an LR recon unit 6 zones in movement mode, 2 in patrol (6.3 NOTE)', () => {
    const s = start('may-1941');
    expect(errors(s, 'british', 'air:\n  catalina-240: { mode: movement, move: [J20, J19, J18, J17, J16, J15] }\n')).toEqual([]);
    expect(errors(s, 'british', 'air:\n  catalina-240: { mode: movement, move: [J20, J19, J18, J17, J16, J15, J14] }\n')).toContain('BM7923');
    expect(errors(s, 'british', 'air:\n  catalina-240: { mode: patrol, move: [J20, J19] }\n')).toEqual([]);
    expect(errors(s, 'british', 'air:\n  catalina-240: { mode: patrol, move: [J20, J19, J18] }\n')).toContain('BM7923');
    expect(errors(s, 'british', 'air:\n  catalina-240: { mode: movement, move: [J20, J18] }\n')).toContain('BM7922'); // not consecutive
  });
  it('6.14 any number of air units may enter the same zone, and air movement does not hinder ship movement', () => {
    const s = start('may-1941');
    const text = orders('british', 1, 'air:\n  catalina-240: { mode: movement, move: [J20] }\n  beaufort-42: { mode: reconnaissance, move: [J20] }\nships:\n  king-george-v: { move: [J20] }\n');
    expect(checkB79Text(d, s, 'british', text).diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    const r = play(s, { british: text });
    expect(r.state.air['catalina-240'].zone).toBe('J20');
    expect(r.state.air['beaufort-42'].zone).toBe('J20');
    expect(r.state.ships['king-george-v'].zone).toBe('J20');
  });
});

describe('6.2 air endurance', () => {
  it('6.2 an air unit of endurance 1 takes off and lands in the same turn, out and back within its speed: the torpedo bomber example, two zones out and three back to a carrier that moved', () => {
    const s = start('may-1941');
    // Victorious in K21: Swordfish out two zones to K19 (attack mode, speed 5), Victorious on to K22, three zones back.
    const text = orders('british', 1, 'air:\n  swordfish-825: { mode: attack, move: [K20, K19] }\nships:\n  victorious: { move: [K22] }\n');
    expect(checkB79Text(d, s, 'british', text).diagnostics.map((x) => x.code)).toEqual([]);
    const r = play(s, { british: text });
    expect(r.state.ships.victorious.zone).toBe('K22');
    expect(r.state.air['swordfish-825'].status).toBe('rest'); // home the same turn, at the end of the air attack phase
    // Three out would need three back: six zones, more than its speed of five.
    expect(codes(s, 'british', 'air:\n  swordfish-825: { mode: attack, move: [K20, K19, K18] }\n')).toContain('BM7927');
  });
  it('6.22 EXAMPLE: an air unit of speed 6 and endurance 2 flies up to six zones from its base in one turn and must return to it in the next', () => {
    const s = start('may-1941');
    // 269 Sqn Hudson: speed 6, endurance 2, at Hvalfjord (G14).
    const out = 'air:\n  hudson-269: { mode: movement, move: [H14, I14, J14, K14, L14, M14] }\n';
    expect(codes(s, 'british', out)).toEqual([]);
    const r1 = play(s, { british: orders('british', 1, out) });
    expect(r1.state.air['hudson-269']).toMatchObject({ status: 'air', zone: 'M14', launched: 1 });
    let s2 = r1.state;
    if (s2.phase === 'shadow') s2 = play(s2, {}, 'hudson-shadow').state;
    // Turn 2, its last: staying out is refused as a loss (6.21), flying the six zones home is fine.
    expect(codes(s2, 'british', 'air:\n  hudson-269: { move: [M13] }\n')).toContain('BM7927');
    const back = 'air:\n  hudson-269: { move: [L14, K14, J14, I14, H14, G14] }\n';
    expect(codes(s2, 'british', back)).toEqual([]);
    const r2 = play(s2, { british: orders('british', 2, back) });
    expect(r2.state.air['hudson-269'].status).toBe('rest');
  });
});

describe('6.3 reconnaissance and patrol', () => {
  it('6.3 an LR recon unit switches to patrol in the air: speed 2 but search 6 by day where its movement mode searches 3 (6.3 NOTE)', () => {
    const s = start('may-1941');
    Object.assign(s.air['catalina-240'], { status: 'air', zone: 'M14', launched: 1, mode: 'movement' });
    expect(searchStrength(d, s, 'british', 'M14').parts).toContain('catalina-240:3');
    s.air['catalina-240'].mode = 'patrol';
    expect(searchStrength(d, s, 'british', 'M14').parts).toContain('catalina-240:6');
    s.air['catalina-240'].mode = 'movement';
    expect(errors(s, 'british', 'air:\n  catalina-240: { mode: patrol, move: [M13] }\n')).toEqual([]); // LR recon may switch aloft
  });
  it('6.31 a British bomber chooses attack or reconnaissance at take-off and keeps it for the whole mission', () => {
    const s = start('may-1941');
    Object.assign(s.air['beaufort-42'], { status: 'air', zone: 'K19', launched: 1, mode: 'reconnaissance' });
    s.turn = 2; s.time = 1;
    expect(errors(s, 'british', 'air:\n  beaufort-42: { mode: attack, move: [K20] }\n')).toContain('BM7926');
    expect(errors(s, 'british', 'air:\n  beaufort-42: { mode: reconnaissance, move: [K20] }\n')).toEqual([]);
    // An LR recon unit has no attack mode at all (2.43, 9.11).
    expect(errors(start('may-1941'), 'british', 'air:\n  catalina-240: { mode: attack, move: [J20] }\n')).toContain('BM7925');
  });
});

describe('6.4 air unit rest and refit', () => {
  it("6.41 EXAMPLE: an air unit home on the '0800, May 23' turn spends '1200, May 23' in rest and refit and flies again on '1600, May 23'", () => {
    const s = start('may-1941');
    s.turn = 6; s.time = 5;
    expect(clockLabel(d, s.time)).toBe('0800, May 23');
    Object.assign(s.air['hudson-269'], { status: 'air', zone: 'H14', launched: 5, mode: 'movement' });
    s.visibility = { level: '4', fog: false };
    const r = play(s, { british: orders('british', 6, 'air:\n  hudson-269: { move: [G14] }\n') });
    expect(r.state.air['hudson-269']).toMatchObject({ status: 'rest', restUntil: 8 });
    let t = r.state;
    if (t.phase === 'shadow') t = play(t, {}, 'refit-shadow').state;
    expect(clockLabel(d, t.time)).toBe('1200, May 23');
    expect(errors(t, 'british', 'air:\n  hudson-269: { move: [H14] }\n')).toContain('BM7921');
    t = play(t, {}, 'refit-7').state;
    if (t.phase === 'shadow') t = play(t, {}, 'refit-shadow-8').state;
    expect(clockLabel(d, t.time)).toBe('1600, May 23');
    const r8 = play(t, { british: orders('british', 8, 'air:\n  hudson-269: { mode: movement, move: [H14] }\n') });
    const told = ofType(r8.events, 'b79.availability').flatMap((e) => (e.data as { refitted: { unit: string }[] }).refitted.map((x) => x.unit));
    expect(told).toContain('hudson-269');
    expect(r8.state.air['hudson-269']).toMatchObject({ status: 'air', zone: 'H14' }); // flown the same turn
  });
});
