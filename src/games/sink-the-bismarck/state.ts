/** The game's state (plain JSON; seam §2) and the opening state of a scenario. */
import type { CardPile } from '../../kernel/cards.js';
import type { Side, StbData } from './data/types.js';
import type { CardOrder } from './orders-types.js';
import { COMMANDERS, DEPARTMENTS, shipPiles, type CommanderRole } from './cards.js';

export const SIDES: readonly Side[] = ['british', 'german'];
/** Every seat (The Flag Staff: Admiral, Flag Captain, NAV, OPS and ENG DEPT), sorted. */
export const SEATS: readonly string[] = SIDES.flatMap((s) => [...COMMANDERS, ...DEPARTMENTS].map((r) => `${s}/${r}`)).sort();

export type PlaneState = 'none' | 'aboard' | 'aloft' | 'damaged' | 'lost';

export interface ShipState {
  readonly id: string;
  readonly side: Side;
  x: number; y: number; heading: number;
  sunk: boolean;
  /** Hits on each turret, forward turrets first (Repair 3: two hits disable a turret). */
  turrets: number[];
  /** Unrepaired boiler hits (Repair 4-5) and whether a fire burns. */
  boiler: number;
  fire: boolean;
  /** Torpedo, mine and collision hits ever taken (Repair 8: "regardless of repair status") and those not yet repaired. */
  hull: number;
  hullOpen: number;
  /** Repair cards played towards the next repair of each kind (Repair 7: "Repairs are cumulative"). */
  repair: { plane: number; boiler: number; fire: number; hull: number };
  plane: PlaneState;
  planeAt: { x: number; y: number } | null;
  /** This hand: a smoke screen (Smoke 2), hit by gunfire, turns made (torpedo chart), torpedoes launched. */
  smoke: boolean;
  hit: boolean;
  turns: number;
  /** Limited Gun Ammunition: units left per turret; Limited Fuel: units left (only with those options). */
  ammo?: number[];
  fuel?: number;
}

export interface Torpedo { readonly by: string; readonly target: string; readonly x: number; readonly y: number }

/** The Optional Rules in use (campaign options): Emergency Maneuvers, Limited Gun Ammunition, Limited Fuel. */
export interface StbOptions {
  readonly emergency: boolean; readonly ammo?: boolean; readonly fuel?: boolean;
  /** Campaign option `mode: rounds` (issue 15): a mail exchange a round (steps/rounds.ts); absent in the one-mail mode (`hand`). */
  readonly mode?: 'rounds';
}

export interface StbState {
  readonly scenario: string;
  readonly options: StbOptions;
  /** The hand being played (a hand is a turn). */
  turn: number;
  /** `round`: only with `mode: rounds`, between the rounds of a hand (steps/rounds.ts). */
  phase: 'staff' | 'command' | 'round';
  /** With `mode: rounds`: the round the commanders are asked about next (Execution Phase 1-4). */
  round?: number;
  over: boolean;
  /** Each ship's commander seat (The Flag Staff). */
  readonly commanders: Readonly<Record<string, string>>;
  ships: Record<string, ShipState>;
  torpedoes: Torpedo[];
  points: Record<Side, number>;
  result: { winner: Side | 'draw'; reason: string } | null;
  piles: Record<string, CardPile>;
  /** Mine Field Markers on the table (Deploy Mines 1): who laid them and where. */
  mines: { side: Side; x: number; y: number }[];
  /** While a hand is played (x2): each ship's unplayed cards in the order they will be turned. */
  lines?: Record<string, LineCard[]>;
}

/** A card of a commander's line: the card and how he plays it. */
export interface LineCard { readonly id: string; order: CardOrder }

/** The seat commanding a ship, and the ship a commander seat commands. */
export function commandOf(s: StbState, seat: string): string | null {
  return Object.entries(s.commanders).find(([, c]) => c === seat)?.[0] ?? null;
}

export const roleOfSeat = (seat: string): string => seat.slice(seat.indexOf('/') + 1);
export const sideOfSeat = (seat: string): Side => seat.slice(0, seat.indexOf('/')) as Side;
export const isCommander = (seat: string): boolean => (COMMANDERS as readonly string[]).includes(roleOfSeat(seat));

export function setupState(d: StbData, scenario: string, options: StbOptions): StbState {
  const sc = d.scenarios.find((x) => x.id === scenario);
  if (!sc) throw new RangeError(`unknown scenario ${scenario}`);
  const commanders: Record<string, string> = {};
  for (const side of SIDES) for (const role of COMMANDERS as readonly CommanderRole[]) { const ship = sc.commanders[side][role]; if (ship) commanders[ship] = `${side}/${role}`; }
  const ships: Record<string, ShipState> = {};
  let piles: Record<string, CardPile> = {};
  for (const ship of d.ships) {
    const at = sc.ships[ship.id];
    if (!at) continue;
    // A ship in the scenario without a commander is still played: its side's Admiral commands it (ours).
    const commander = commanders[ship.id] ?? `${ship.side}/admiral`;
    ships[ship.id] = {
      id: ship.id, side: ship.side, x: at.x, y: at.y, heading: at.heading, sunk: false,
      turrets: Array.from({ length: ship.turrets.fore + ship.turrets.aft }, () => 0),
      boiler: 0, fire: false, hull: 0, hullOpen: 0, repair: { plane: 0, boiler: 0, fire: 0, hull: 0 },
      // To Start 5: "Scout planes are on ships to start".
      plane: ship.scoutPlane ? 'aboard' : 'none', planeAt: null,
      smoke: false, hit: false, turns: 0,
      ...(options.ammo ? { ammo: Array.from({ length: ship.turrets.fore + ship.turrets.aft }, () => d.tables.ammo.perTurret) } : {}),
      ...(options.fuel ? { fuel: d.tables.fuel.units } : {}),
    };
    piles = { ...piles, ...shipPiles(d, ship, commander, sc) };
  }
  return { scenario, options, turn: 1, phase: 'staff', over: false, commanders, ships, torpedoes: [], points: { british: 0, german: 0 }, result: null, piles, mines: [] };
}

