// The worked examples of the Bismarck (1979) Basic Game rulebook that no other test file plays
// (the rest: 5.2 EXAMPLE in rules-combat, 6.22 and 6.41 EXAMPLES and the 6.2 torpedo bomber in
// rules-ships-air, 7.23 and 9.2 EXAMPLES and the 9.6 Bismarck's eight shots in rules, the 9.5
// evasion 28 and the 9.7 Hood examples in charts, 9.7's ten and six midships boxes in data). The
// 9.2 EXAMPLE's second action and the 9.4 EXAMPLE's record are played here.
import { describe, it, expect } from 'vitest';
import { d, start, play, ofType } from './helpers.js';
import { isSideCopy } from '../../src/games/bismarck1979/rules/battle-fog.js';
import { describeEvent } from '../../src/games/bismarck1979/views/describe.js';
import { airCanShadowAlone, searchableZones } from '../../src/games/bismarck1979/rules/search.js';
import { applyHit, salvos } from '../../src/games/bismarck1979/rules/damage.js';
import { fightBattle, type BattleIO } from '../../src/games/bismarck1979/rules/battle.js';
import { BRITISH_STANDING, GERMAN_STANDING } from '../../src/games/bismarck1979/setup.js';
import type { RollData } from '../../src/kernel/events.js';
import type { B79State } from '../../src/games/bismarck1979/state.js';

const put = (s: B79State, zone: string, ...ids: string[]) => { for (const id of ids) { s.ships[id].zone = zone; s.ships[id].tf = null; s.ships[id].convoy = null; } };

describe('the rulebook examples', () => {
  it("7.1 EXAMPLE: at visibility '5' a zone is searched only with a combined strength of 5 or more: Norfolk (4) alone cannot, Norfolk on patrol (6) can", () => {
    const s = start('may-1941');
    s.visibility = { level: '4', fog: false };
    put(s, 'Q10', 'norfolk');
    expect(searchableZones(d, s, 'british')).toContain('Q10');
    s.visibility = { level: '5', fog: false };
    expect(searchableZones(d, s, 'british')).not.toContain('Q10');
    s.ships.norfolk.mode = 'patrol';
    expect(searchableZones(d, s, 'british')).toContain('Q10');
  });

  it("7.1 EXAMPLE (its digits lost): with the marker in box '7' a roll of 7 is changed by the modifier under the box before the table is read (ours: -1, so 6)", () => {
    expect(d.tables.visibility.modifiers['7']).toBe(-1);
    for (let k = 0; k < 80; k++) {
      const s = start('may-1941');
      s.turn = 2; s.time = 1;
      s.visibility = { level: '7', fog: false };
      const r = play(s, {}, `seven-${k}`);
      const roll = r.events.find((e) => e.type === 'roll' && (e.data as RollData).table === 'Visibility Change Table')!.data as RollData;
      if (roll.dice[0] + roll.dice[1] !== 7) continue;
      expect(roll.total).toBe(6);
      const c = d.tables.visibility.change['6'];
      expect(r.state.visibility.level).toBe(d.tables.visibility.track[d.tables.visibility.track.indexOf('7') + c.shift]);
      return;
    }
    throw new Error('no roll of 7 in 80 turns');
  });

  it("8.1 EXAMPLE: an LR recon unit on patrol can shadow only in day turns at visibility '6' or less, or night turns at '3' or less", () => {
    const s = start('may-1941');
    Object.assign(s.air['catalina-209'], { status: 'air', zone: 'Q10', launched: 1, mode: 'patrol' });
    s.turn = 2; s.time = 1; // 1600, May 22: day
    for (const [level, can] of [['6', true], ['7', false]] as const) { s.visibility = { level, fog: false }; expect(airCanShadowAlone(d, s, 'catalina-209'), `day ${level}`).toBe(can); }
    s.turn = 4; s.time = 3; // 2400, May 22: night everywhere (11.1)
    for (const [level, can] of [['3', true], ['4', false]] as const) { s.visibility = { level, fog: false }; expect(airCanShadowAlone(d, s, 'catalina-209'), `night ${level}`).toBe(can); }
  });

  it('9.71 EXAMPLE: Bismarck after two port secondary hits, two bow turret hits and three midships hits: the boxes marked from the left, bow down from 7 to 5', () => {
    const s = start('may-1941');
    const b = s.ships.bismarck;
    expect([salvos(d, b, 'bow'), salvos(d, b, 'port')]).toEqual([7, 3]);
    for (const kind of ['secondary', 'secondary', 'bow', 'bow']) applyHit(d, s, { ship: 'bismarck', kind, n: 1, face: 'port' });
    applyHit(d, s, { ship: 'bismarck', kind: 'midships', n: 3, face: 'port' });
    expect(b.gunHits).toMatchObject({ bow: 2, port: 2, starboard: 0, stern: 0 });
    expect([salvos(d, b, 'bow'), salvos(d, b, 'port'), salvos(d, b, 'starboard')]).toEqual([5, 1, 3]);
    expect(b.midshipsHits).toBe(3);
    expect(b.status).toBe('sea');
  });

  it('9.7 EXAMPLE: all naval fire is simultaneous: bow turret hits in round 1 do not cut that round\'s fire, only the next round\'s', () => {
    /** King George V closes on Bismarck from six hexes; every gunnery die shows `gunnery` (7: a miss, 4: a bow hit at B broadside). */
    const fight = (gunnery: number) => {
      const s = start('may-1941');
      put(s, 'L12', 'bismarck', 'king-george-v');
      const ev: { type: string; data: Record<string, unknown> }[] = [];
      const io: BattleIO = {
        roll: (table, _p, n) => ({ total: table === 'Battle Board set-up' ? 1 : table.startsWith('Gunnery') ? gunnery : n === 1 ? 6 : 7, dice: [] }),
        emit: (type, data) => { ev.push({ type, data: data as Record<string, unknown> }); },
      };
      fightBattle(d, s, { id: 't', attacker: { key: 'king-george-v', side: 'british', zone: 'L12', ships: [s.ships['king-george-v']] }, defender: { key: 'bismarck', side: 'german', zone: 'L12', ships: [s.ships.bismarck] },
        waiting: { british: [], german: [] }, orders: { british: { ...BRITISH_STANDING, range: 'close', withdrawAtMidships: 0 }, german: { ...GERMAN_STANDING, range: 'keep', withdrawAtMidships: 0 } }, night: false }, io);
      const shots = (round: number) => ev.filter((e) => e.type === 'b79.battle-fire' && e.data.round === round && e.data.ship === 'bismarck').reduce((n, e) => n + (e.data.shots as number), 0);
      const firstDamage = ev.findIndex((e) => e.type === 'b79.battle-damage' && e.data.round === 1);
      const lastFire = ev.map((e, i) => (e.type === 'b79.battle-fire' && e.data.round === 1 ? i : -1)).reduce((a, x) => Math.max(a, x), -1);
      return { shots, firstDamage, lastFire, bowHits: s.ships.bismarck.gunHits.bow };
    };
    const clean = fight(7);
    const hit = fight(4);
    expect(hit.bowHits).toBeGreaterThan(0);
    expect(hit.firstDamage).toBeGreaterThan(hit.lastFire); // the round's damage is marked after all its fire
    expect(hit.shots(1)).toBe(clean.shots(1));
    expect(hit.shots(2)).toBeLessThan(clean.shots(2));
  });

  describe('9.2 EXAMPLE, second action, and 9.4 EXAMPLE', () => {
    /**
     * The 9.2 EXAMPLE's zone: Suffolk (ours: on patrol, so that the British locate Bismarck by
     * search, where the example has her shadow), the task force of Hood, Repulse, Norfolk, Kenya
     * and Victorious, King George V alone; Bismarck and Prinz Eugen not in task force. The British
     * attack the battleship with battleships (their standing orders) and record the task force to
     * reinforce the action against the cruiser (9.4 EXAMPLE); the Germans attack a cruiser with
     * Prinz Eugen. Each key is a different set of dice; the first where both sides found every
     * enemy force, both attacked and the cup gave King George V (as in the example) is the example.
     */
    const meeting = () => {
      for (let k = 0; k < 60; k++) {
        const s = start('may-1941');
        put(s, 'L12', 'bismarck', 'prinz-eugen', 'king-george-v', 'suffolk', 'hood', 'repulse', 'norfolk', 'kenya', 'victorious');
        for (const id of ['hood', 'repulse', 'norfolk', 'kenya', 'victorious']) s.ships[id].tf = 7;
        s.ships['prince-of-wales'].tf = null;
        s.ships.suffolk.mode = 'patrol';
        const r = play(s, {
          british: 'game: bismarck1979\nside: british\nturn: 1\nbattle:\n  record:\n    TF7: cruiser\n',
          german: 'game: bismarck1979\nside: german\nturn: 1\nbattle: { attack: true, attackWith: cruiser, target: cruiser }\n',
        }, `example-92-${k}`);
        const kgvPicked = ofType(r.events, 'b79.battle-start').some((e) => (e.data as { battle: string; ships: { id: string }[] }).battle === 'L12-british' && (e.data as { ships: { id: string }[] }).ships.some((x) => x.id === 'king-george-v'));
        if (ofType(r.events, 'b79.combat').length === 2 && kgvPicked) return r;
      }
      throw new Error('no meeting with two actions in 60 tries');
    };
    // Played inside each test, not while the file is collected: Stryker counts code run outside a
    // test as static, and re-ran every test of the area for each of the 145 mutants of
    // search.ts it reached (the 2026-12-02 rules-b1979-search run). Each play takes milliseconds.
    const example = () => {
      const r = meeting();
      const combats = ofType(r.events, 'b79.combat').map((e) => e.data as { battle: string; attacker: string });
      const starts = ofType(r.events, 'b79.battle-start').map((e) => e.data as { battle: string; ships: { id: string; side: string }[] });
      return { r, combats, starts };
    };

    it('9.2 EXAMPLE: more than one naval action in the zone: the British against Bismarck, then Prinz Eugen against Suffolk, the only cruiser not in task force', () => {
      const { combats, starts } = example();
      expect(combats.map((c) => [c.battle, c.attacker])).toEqual([['L12-british', 'british'], ['L12-german', 'german']]);
      const bismarckAction = starts.find((b) => b.battle === 'L12-british')!;
      const prinzAction = starts.find((b) => b.battle === 'L12-german')!;
      expect(bismarckAction.ships.filter((x) => x.side === 'german').map((x) => x.id)).toEqual(['bismarck']);
      expect(prinzAction.ships.map((x) => x.id).sort()).toEqual(['prinz-eugen', 'suffolk']);
      // 9.2: the British choice from the cup fell on King George V: only that ship starts combat against Bismarck.
      expect(bismarckAction.ships.filter((x) => x.side === 'british').map((x) => x.id)).toEqual(['king-george-v']);
    });

    it('9.2 EXAMPLE: the first action selected is fought first; the second begins only when the first is over', () => {
      const { r } = example();
      const i = (type: string, battle: string) => r.events.findIndex((e) => e.type === type && !isSideCopy(e) && (e.data as { battle: string }).battle === battle);
      expect(i('b79.battle-end', 'L12-british')).toBeGreaterThan(0);
      expect(i('b79.battle-start', 'L12-german')).toBeGreaterThan(i('b79.battle-end', 'L12-british'));
    });

    it('9.4 EXAMPLE: before any combat the British record which action the waiting force reinforces; the record is theirs alone', () => {
      const { r } = example();
      const records = r.events.filter((e) => e.type === 'b79.reinforce-record');
      const firstBattle = r.events.findIndex((e) => e.type === 'b79.battle-start');
      expect(records.length).toBeGreaterThan(0);
      for (const e of records) {
        expect(r.events.indexOf(e)).toBeLessThan(firstBattle);
        expect(e.audience).toEqual({ to: 'sides', sides: [(e.data as { side: string }).side] });
      }
      const mine = records.map((e) => e.data as { side: string; force: string; battle: string }).filter((x) => x.side === 'british');
      // The task force, not chosen for the Bismarck action, waits, recorded to the action against the cruiser (its `record`).
      expect(mine).toEqual([{ zone: 'L12', side: 'british', force: 'TF7', ships: expect.arrayContaining(['hood', 'repulse', 'norfolk', 'kenya']), battle: 'L12-german', action: 2, of: 2 }]);
      // The British report tells it in words.
      expect(describeEvent(d, records.find((e) => (e.data as { side: string }).side === 'british')!)).toMatch(/Hood.*\(TF7\) may reinforce only naval action 2 of 2 in L12/);
      // 9.4: a force recorded to one action never enters the other.
      const entered = ofType(r.events, 'b79.battle-reinforce').map((e) => e.data as { battle: string; ships: string[] });
      const recorded = records.map((e) => e.data as { ships: string[]; battle: string });
      for (const x of entered) expect(recorded.find((y) => y.ships.includes(x.ships[0]))?.battle, x.ships.join()).toBe(x.battle);
    });
  });
});
