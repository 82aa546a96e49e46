/**
 * GW292x (option `tacticalByMail`, 7.31): the checks of an impulse's YAML orders, each on the line
 * it names, and judged as the side may know the battle (7.27): a target the side has not
 * identified is refused in the same words whether or not that ship is in the battle.
 */
import { describe, expect, it } from 'vitest';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import type { SideId } from '../../src/games/gwas/state.js';
import { withScenario } from '../helpers/gwas.js';
import { type Game, impulseText, initiativeOf, newGame, places, play } from './tactical-by-mail-helpers.js';

function diags(g: Game, side: SideId, text: string) {
  return checkGwasText(g.data, g.state, side, text).diagnostics.map((d) => ({ code: d.code, severity: d.severity, line: d.line, message: d.message }));
}

/** A battle waiting for impulse 1 in N37 (open sea on every side). */
function waiting(yaml?: string): Game {
  const g = newGame(yaml);
  play(g);
  return g;
}

describe('GW292x impulse orders checked (7.31)', () => {
  it('GW2920 (7.31) impulse orders while no battle waits for them, and in a campaign that fights by standing orders', () => {
    const g = newGame();
    const text = 'side: central\nturn: 1\nimpulse:\n  moves: { goeben: e }\n';
    expect(diags(g, 'central', text).map((d) => [d.code, d.line])).toEqual([['GW2920', 3]]);
    const standing = withScenario('central:\n  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben] }\n', { tactical: true });
    const d = checkGwasText(standing.data, standing.state, 'central', text).diagnostics;
    expect(d.map((x) => x.code)).toEqual(['GW2920']);
    expect(d[0].message).toContain('tacticalByMail');
  });

  it('GW2921 (7.31) orders for another impulse than the one asked are refused; the right battle, pass and impulse pass', () => {
    const g = waiting();
    expect(diags(g, 'central', 'side: central\nturn: 1\nimpulse:\n  battle: B1-1\n  pass: 1\n  impulse: 3\n').map((d) => [d.code, d.line])).toEqual([['GW2921', 6]]);
    expect(diags(g, 'central', impulseText(g, 'central', ''))).toEqual([]);
  });

  it('GW2922 (7.31) a ship or fleet that is not the side\'s in this battle; GW2925 (7.27) a target not identified: the same words for a ship elsewhere and one unseen', () => {
    const g = waiting();
    const d = diags(g, 'central', impulseText(g, 'central', '  moves: { indomitable: e }\n  turnAway: { med: sw }\n  fire: { goeben: viribus-unitis, breslau: indomitable }\n'));
    expect(d.map((x) => x.code).sort()).toEqual(['GW2922', 'GW2922', 'GW2925', 'GW2925']);
    const [elsewhere, unseen] = d.filter((x) => x.code === 'GW2925').map((x) => x.message);
    // At deployment the enemy is out of sight (7.21): indomitable is unseen, viribus-unitis is in Pola.
    expect(elsewhere.replace('viribus-unitis', 'X')).toBe(unseen.replace('indomitable', 'X'));
  });

  it('GW2923 (7.32, 7.33, 7.41) a move onto land, off the map away from the edge the group is on, or across an edge with no zone beyond', () => {
    const g = newGame(`
allied:
  - { id: med, mission: intercept, at: { zone: N36 }, ships: [indomitable] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N36 }, ships: [goeben] }
  - { id: k-u-k, mission: intercept, at: { port: pola }, ships: [viribus-unitis] }
`);
    play(g, {}, ['N36']);
    const p = places(g);
    // N36's west and south-west edges are land (7.41): the hex (-5, 0) has land to its west.
    p.goeben.hex = { q: -5, r: 0 };
    const codes = (text: string) => diags(g, 'central', impulseText(g, 'central', text)).map((d) => d.code).filter((c) => c !== 'GW2926');
    expect(codes('  moves: { goeben: w }\n')).toEqual(['GW2923']);
    p.goeben.hex = { q: 0, r: 0 };
    expect(codes('  moves: { goeben: w }\n')).toEqual([]);
    p.goeben.hex = { q: 6, r: -6 }; // the north-east corner: on the ne edge, with M37 beyond it
    expect(codes('  moves: { goeben: e }\n')).toEqual(['GW2923']);
    expect(codes('  moves: { goeben: ne }\n')).toEqual([]);
  });

  it('GW2924 (7.3) two ships of one group given different moves', () => {
    const g = waiting();
    // Indomitable and Indefatigable: one fleet's capital ships, deployed in one hex (7.2, 7.3).
    expect(places(g).indomitable.hex).toEqual(places(g).indefatigable.hex);
    expect(diags(g, 'allied', impulseText(g, 'allied', '  moves: { indomitable: e, indefatigable: w }\n')).map((d) => d.code)).toContain('GW2924');
    expect(diags(g, 'allied', impulseText(g, 'allied', '  moves: { indomitable: e, indefatigable: e }\n')).map((d) => d.code)).not.toContain('GW2924');
  });

  it('GW2926 (7.31) a move for a group that does not move in this impulse: speed-2 battle cruisers at step 2 (speed 2+ only), and the side without the initiative in impulse 1', () => {
    const g = waiting();
    for (const side of ['allied', 'central'] as const) {
      const ship = side === 'allied' ? 'indomitable' : 'goeben';
      const d = diags(g, side, impulseText(g, side, `  moves: { ${ship}: stay }\n`));
      expect(d).toEqual([]); // 'stay' is always open
      const e = diags(g, side, impulseText(g, side, `  moves: { ${ship}: ${side === 'allied' ? 'w' : 'e'} }\n`));
      expect(e.filter((x) => x.code === 'GW2926').map((x) => x.severity)).toEqual(['warning']);
    }
  });

  it('GW2927 (7.84) a torpedo order for a ship whose torpedoes are fired; GW2928 (7.33) turning away for an edge with no zone beyond it', () => {
    const g = newGame(`
allied:
  - { id: med, mission: intercept, at: { zone: N36 }, ships: [indomitable] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N36 }, ships: [goeben] }
  - { id: k-u-k, mission: intercept, at: { port: pola }, ships: [viribus-unitis] }
`, (s) => { s.ships.goeben.torpedoesFired = true; });
    play(g, {}, ['N36']);
    const d = diags(g, 'central', impulseText(g, 'central', '  torpedoes: { goeben: hold }\n  turnAway: { mittelmeer: w }\n'));
    expect(d.map((x) => x.code)).toEqual(['GW2928']);
    const t = diags(g, 'central', impulseText(g, 'central', '  torpedoes: { goeben: indomitable }\n'));
    expect(t.map((x) => x.code)).toContain('GW2927');
  });

  it('GW2902 (7.6), GW2922 (7.0) new standing orders in an impulse: closeTo with keepAt, and a fleet not the side\'s in this battle', () => {
    const g = waiting();
    const d = diags(g, 'central', impulseText(g, 'central', '  standing:\n    mittelmeer: { closeTo: 1, keepAt: 3 }\n    k-u-k: { closeTo: 0 }\n    med: { keepAt: 2 }\n'));
    expect(d.map((x) => [x.code, x.line])).toEqual([['GW2902', 8], ['GW2922', 9], ['GW2922', 10]]);
    expect(diags(g, 'central', impulseText(g, 'central', '  standing: { mittelmeer: { keepAt: 3, turnAway: { hullLost: 4 } } }\n'))).toEqual([]);
  });

  it('GW2929 (7.31) turn orders written while a battle waits for its impulse are not read: a warning on the key', () => {
    const g = waiting();
    const d = diags(g, 'central', 'side: central\nturn: 1\nfleets:\n  mittelmeer:\n    plot: { "3": N38 }\n');
    expect(d.map((x) => [x.code, x.severity, x.line])).toEqual([['GW2929', 'warning', 3]]);
  });
});
