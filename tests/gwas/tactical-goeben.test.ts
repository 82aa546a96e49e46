/**
 * 7.0 (option `tactical`) the pursuit of Goeben and Breslau played to its end from the command
 * line, `admiralty new --option tactical=true`, by scripted players who read only their own
 * side's report (tests/helpers/view-player.ts), with standing battle orders written on turn 1:
 * Souchon keeps at 3 hexes and turns away after 4 hull boxes; Milne closes to 1 hex; Troubridge's
 * armoured cruisers keep at 3 and turn away when outgunned (his orders of 1914, history.md).
 * The hunters wait where Goeben ends a turn once they may fire (as tests/scenarios.test.ts).
 * Its figures (battles, passes, hits, exits, the end) are printed with ADMIRALTY_SCENARIO_SUMMARY=1.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../helpers/cli.js';
import { gameData } from '../helpers/gwas.js';
import { ViewPlayer, type Waypoint } from '../helpers/view-player.js';
import { shortestPath } from '../../src/games/gwas/geography.js';
import { isNight, turnStart } from '../../src/games/gwas/time.js';

const BATTLE_ORDERS: Record<string, Record<string, string>> = {
  central: { mittelmeerdivision: '    battle: { keepAt: 3, turnAway: { hullLost: 4 }, targets: [capital, nearest], torpedoes: same-hex }' },
  allied: { milne: '    battle: { closeTo: 1, formation: together, targets: [BC, nearest] }', 'first-cruiser-squadron': '    battle: { keepAt: 3, turnAway: when-outgunned }' },
};

/** Turn 1's orders with the standing battle orders added under each fleet (a new fleet block if the player wrote none). */
function withBattleOrders(text: string, side: string): string {
  let out = text.replace('fleets: {}', 'fleets:');
  for (const [fleet, line] of Object.entries(BATTLE_ORDERS[side])) {
    out = out.includes(`\n  ${fleet}:\n`) ? out.replace(`\n  ${fleet}:\n`, `\n  ${fleet}:\n${line}\n`) : `${out.trimEnd()}\n  ${fleet}:\n${line}\n`;
  }
  return out;
}

interface Game { turns: number; umpire: any; replayOk: boolean; final: Record<'allied' | 'central', any>; battles: any[] }

function game(seed: string): Game {
  const data = gameData();
  const scenario = data.scenarios['goeben-1914'];
  const route = shortestPath(data, scenario.sides.central.fleets[0].startZone!, new Set([data.map.ports.dardanelles.zone]))!;
  const goebenEnds = (turn: number) => route[Math.min(2 * turn, route.length) - 1];
  const peaceUntil = Date.parse(scenario.peace![0].until);
  const atWar = (turn: number) => Date.parse(`${turnStart(scenario, turn + 1).replace(' ', 'T')}Z`) > peaceUntil;
  const ambushes = Array.from({ length: scenario.turns }, (_, i) => i + 1).filter((t) => atWar(t) && !isNight(data, scenario, t) && 2 * t <= route.length);
  const plans: Record<'allied' | 'central', Record<string, Waypoint[]>> = {
    central: { mittelmeerdivision: [{ port: 'dardanelles' }] },
    allied: { milne: [{ to: goebenEnds(ambushes[0]) }, { stay: true }], 'first-cruiser-squadron': [{ to: goebenEnds(ambushes[1]) }, { stay: true }] },
  };
  const home = mkdtempSync(join(tmpdir(), 'admiralty-tactical-'));
  const run = cli(home);
  const made = run('new', 'c', '--scenario', 'gwas-mediterranean/goeben-1914', '--seed', seed, '--test', '--option', 'tactical=true');
  expect(made.code, made.out + made.err).toBe(0);
  const players = { allied: new ViewPlayer(data, 'allied', plans.allied), central: new ViewPlayer(data, 'central', plans.central) };
  let turns = 0;
  const battles: any[] = [];
  for (;;) {
    const views = { allied: JSON.parse(run('report', 'c', '--side', 'allied', '--format', 'json').out), central: JSON.parse(run('report', 'c', '--side', 'central', '--format', 'json').out) };
    for (const side of ['allied', 'central'] as const) for (const b of views[side].battles ?? []) if (!battles.some((x) => x.side === side && x.turn === b.turn && x.id === b.id)) battles.push({ side, ...b });
    if (views.central.over) break;
    for (const side of ['allied', 'central'] as const) {
      const file = join(home, `${side}.yaml`);
      const text = players[side].orders(views[side]);
      writeFileSync(file, turns === 0 ? withBattleOrders(text, side) : text);
      const r = run('orders', 'submit', 'c', '--side', side, file);
      expect(r.code, `${side} turn ${views[side].next.turn}:\n${r.out}`).toBe(0);
    }
    expect(run('turn', 'c').code).toBe(0);
    turns++;
  }
  const final = { allied: JSON.parse(run('report', 'c', '--side', 'allied', '--format', 'json').out), central: JSON.parse(run('report', 'c', '--side', 'central', '--format', 'json').out) };
  const umpire = JSON.parse(run('report', 'c', '--side', 'umpire', '--format', 'json').out);
  return { turns, final, umpire, replayOk: run('replay', 'c').code === 0, battles };
}

describe('7.0 the Goeben scenario played to its end on the tactical map', () => {
  const SEEDS = ['t1', 't2', 't3'];
  const games = SEEDS.map(game);
  it('7.0 every game runs to its last turn (or to the sinking of both German ships) and replays exactly', () => {
    const turns = gameData().scenarios['goeben-1914'].turns;
    for (const g of games) {
      const germansSunk = g.final.central.fleets.every((f: { ships: { status: string }[] }) => f.ships.every((sh) => sh.status === 'sunk'));
      if (g.turns !== turns) expect(germansSunk).toBe(true);
      expect(g.replayOk).toBe(true);
    }
    if (process.env.ADMIRALTY_SCENARIO_SUMMARY) {
      for (const [i, g] of games.entries()) {
        const escaped = g.final.central.victory.scored.some((x: { condition: string }) => x.condition === 'goeben-escapes');
        console.log(`seed ${SEEDS[i]}: ${g.turns} turns, Goeben ${escaped ? 'escaped' : 'did not escape'}`);
        for (const b of g.battles.filter((x) => x.side === 'central')) {
          const fire = b.lines.filter((l: string) => / fired /.test(l)).length;
          const moves = b.lines.filter((l: string) => / to \(/.test(l)).length;
          console.log(`  turn ${b.turn} ${b.zone}: ${fire} German fire lines seen, ${moves} German moves; ${b.note}`);
        }
      }
    }
  });
  it('7.0 the hunters bring her to battle on the tactical map in some game: the Germans\' report shows the deployment, moves and fire in hexes, and passes', () => {
    const tactical = games.flatMap((g) => g.battles).filter((b) => b.side === 'central');
    expect(tactical.length).toBeGreaterThan(0);
    for (const b of tactical) {
      expect(b.lines.some((l: string) => l.startsWith('Deployment (7.2)'))).toBe(true);
      expect(b.note).toMatch(/\d+ pass(es)?;/);
    }
    expect(tactical.some((b) => b.lines.some((l: string) => / fired /.test(l)))).toBe(true);
  });
});
