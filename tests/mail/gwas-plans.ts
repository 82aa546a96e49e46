/**
 * The scripted players' plans for the two Great War at Sea scenarios with every option on (issue
 * 16), drawn from a seeded random before the first turn, from what a player knows: the public map
 * and scenario. Goeben makes for Messina, coals (12.3) and runs for the Dardanelles; the Allies
 * wait where she would end her turns out of Messina. At Otranto the raiders search the drifter
 * line (10.2) and come home; the Allies sail from Brindisi across its minefield (13.2), Europa
 * launches and recovers twice (14.11, 14.5, 14.53); the boats patrol zones the rules allow (15.1,
 * 18.1). Every fleet gets standing battle orders for the tactical map (7.0).
 */
import type { GwasData } from '../../src/games/gwas/data.js';
import { shortestPath } from '../../src/games/gwas/geography.js';
import { pick, type Plans, type Random, type Waypoint } from './gwas-players.js';

export type Side = 'allied' | 'central';

/** 7.0 standing battle orders drawn for a fleet: formation, range sought, targets, torpedoes, when to turn away. */
function battleOrders(random: Random): Record<string, unknown> {
  const range = random() < 0.5 ? { closeTo: pick(random, [1, 2]) } : { keepAt: pick(random, [2, 3]) };
  return {
    formation: pick(random, ['together', 'loose']), ...range,
    targets: pick(random, [['capital', 'nearest'], ['light', 'nearest'], ['nearest']]),
    torpedoes: pick(random, ['fire', 'hold', 'same-hex', 'at-capital']),
    turnAway: pick(random, ['never', 'when-outgunned', { hullLost: pick(random, [3, 4, 6]) }]),
  };
}

/** The sides' plans, drawn once from the seed: what a player decides before the first turn, from the public map and scenario. */
export function plans(data: GwasData, scenario: string, random: Random): Record<Side, Plans> {
  const battle = (ids: string[]): Record<string, Record<string, unknown>> => Object.fromEntries(ids.map((id) => [id, battleOrders(random)]));
  if (scenario === 'goeben-1914') {
    // The way from Messina to the Dardanelles, which both players can read off the map. Goeben
    // makes two zones a turn, so the Allies wait at the ends of her turns out of Messina (odd
    // places on the way), where she would stop (5.4: contact where fleets end the turn together).
    const east = shortestPath(data, data.map.ports.messina!.zone, new Set([data.map.ports.dardanelles!.zone]))!;
    const west = shortestPath(data, 'Y26', new Set([data.map.ports.messina!.zone]))!;
    const ends = (from: number, to: number): string[] => east.filter((_, i) => i % 2 === 1 && i >= from && i < to);
    const central: Record<string, Waypoint[]> = {
      mittelmeerdivision: [{ to: pick(random, west.slice(6, 12)) }, { port: 'messina' }, { fuel: pick(random, [1, 2, 3]) }, { port: 'dardanelles' }],
    };
    const allied: Record<string, Waypoint[]> = {
      'battlecruiser-squadron': [{ to: pick(random, west.slice(3, 10)) }, { wait: pick(random, [1, 2, 3]) }, { port: 'malta' }, { fuel: 2 }, { to: pick(random, ends(0, 8)) }, { stay: true }],
      milne: [{ to: pick(random, ends(0, 6)) }, { stay: true }],
      'messina-watch': [{ to: pick(random, ends(0, 4)) }, { stay: true }],
      'first-cruiser-squadron': [{ to: pick(random, ends(6, 14)) }, { stay: true }],
      'french-battle-fleet': [{ port: 'toulon' }, { fuel: 2 }, { stay: true }],
      'french-cruisers': [{ wait: pick(random, [2, 4]) }, { to: pick(random, west.slice(0, 5)) }, { stay: true }],
    };
    return {
      central: { fleets: central, battle: battle(Object.keys(central)) },
      // The convoy and its escort have fixed plans (5.2 Transport, Escort) but fight by standing orders too.
      allied: { fleets: allied, battle: battle([...Object.keys(allied), 'xix-corps-convoy', 'convoy-escort']) },
    };
  }
  const central: Record<string, Waypoint[]> = {
    'horthy-raid': [{ to: pick(random, ['S43', 'T43']) }, { search: pick(random, [1, 2]) }, { port: 'cattaro' }, { fuel: 1 }],
    'albanian-coast-raid': [{ to: pick(random, ['Q43', 'R43', 'Q44']) }, { search: 1 }, { port: 'cattaro' }],
    'cattaro-relief': [{ wait: pick(random, [2, 4, 6]) }, { to: pick(random, ['P42', 'Q43']) }, { wait: 2 }, { port: 'cattaro' }],
    'budapest-group': [{ to: 'O42' }, { wait: 2 }, { port: 'cattaro' }],
  };
  const allied: Record<string, Waypoint[]> = {
    'acton-cruisers': [{ to: pick(random, ['S43', 'T43']) }, { wait: pick(random, [1, 3]) }, { to: pick(random, ['Q43', 'P42']) }, { wait: 3 }, { port: 'brindisi' }, { fuel: 2 }],
    'italian-scouts': [{ to: 'R42' }, { to: pick(random, ['P42', 'Q43', 'O42']) }, { wait: 2 }, { port: 'brindisi' }, { fuel: 1 }],
    'italian-destroyers': [{ to: pick(random, ['R42', 'S43']) }, { wait: 2 }, { port: 'brindisi' }, { fuel: 2 }],
    'french-destroyers': [{ wait: pick(random, [0, 2]) }, { to: 'R42' }, { to: pick(random, ['Q43', 'S43']) }, { port: 'brindisi' }, { fuel: 2 }],
    'europa-valona': [{ wait: pick(random, [0, 1, 2]) }, { launch: true }, { wait: 2 }, { recover: true }, { wait: 3 }, { launch: true }, { wait: 2 }, { recover: true }],
  };
  return {
    central: { fleets: central, battle: battle(Object.keys(central)), boatZones: { submarines: ['R42', 'S43', 'Q43'] } },
    allied: { fleets: allied, battle: battle(Object.keys(allied)), boatZones: { mtbs: ['N42', 'N41', 'R43', 'Q44'] }, flyToward: 'N42' },
  };
}
