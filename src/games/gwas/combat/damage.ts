/**
 * 8.0–8.7 Damage: pure functions over a ShipState and its ShipClassData.
 *
 * - `markBoxes(data, ship, location, n, weapon)` marks boxes left to right (8.0) with armour
 *   (8.1, 8.2), substitution (8.6–8.62), overflow to the hull (8.0), speed loss past half the
 *   hull (8.51) and sinking (8.5). No dice: usable by flooding, mines and gales.
 * - `markHull(data, ship, n)` is markBoxes on the hull by an unarmoured-proof cause (flooding,
 *   mines, groundings): it returns whether the ship sank.
 * - `applyHit(ctx, ship, hit)` rolls the damage table (and 8.3, 8.7 dice) through ctx.roll, so
 *   every die is an event, applies the result and emits what the owner and the enemy learn.
 *
 * Rule choices (documented here because the rules leave them open):
 * - The armour of the box that would be marked next decides (8.1); a box that the weapon cannot
 *   penetrate stops the rest of that part of the result (8.2 "the hit is ignored").
 * - A location with no boxes at all counts as destroyed (8.0) and the damage goes to the hull,
 *   except the 8.6/8.61/8.62 cases: primary → secondary → tertiary for a ship built without
 *   primary guns; tertiary ignored once destroyed or on a ship with bigger guns but no tertiary;
 *   tertiary → hull on a gunless ship; anything else on a gunless ship ignored; torpedo hits on a
 *   ship without tubes ignored, and one torpedo box hit destroys the whole torpedo value (8.62).
 * - 8.3 applies once per hit, at the location of the first box the hit marked, when that box was
 *   light (L) or unarmoured (N); also for a critical hit's first box.
 * - 8.8 plunging fire needs hex ranges: Basic Combat has none, so "†" adds nothing here.
 * - Critical 4 "leader killed" (16.1): the fleet's leader flies his flag in the fleet's first
 *   listed ship (the scenario's order); a hit on that ship removes him. Sinking it does too.
 * - Critical 2 with a British (or Dominion) battlecruiser in a scenario dated before 1917: the
 *   magazine explodes and the ship sinks instead of the printed damage.
 * - Critical 8 for a secondary hit: it may destroy one heavy-armour hull box; the other box
 *   follows 8.2 as usual.
 * - Torpedo hits and their criticals penetrate any armour (7.82).
 */
import type { Audience } from '../../../kernel/events.js';
import { sidesOnly } from '../../../kernel/events.js';
import type { Roll, RollRequest, EmitInput } from '../../../kernel/turn.js';
import type { DamageResult, DamageTable, ShipClassData } from '../../../data/types.js';
import type { GwasData } from '../data.js';
import { speedRank } from '../fleet.js';
import { otherSide, type GwasState, type ShipState, type SideId } from '../state.js';

export type Weapon = 'primary' | 'secondary' | 'tertiary' | 'torpedo';
/** Not a weapon: flooding, mines, groundings, gales — damage that no armour stops. */
export type DamageCause = Weapon | 'other';
export type Location = 'hull' | 'primary' | 'secondary' | 'tertiary' | 'torpedo';
export const LOCATIONS: readonly Location[] = ['hull', 'primary', 'secondary', 'tertiary', 'torpedo'];
export type Armour = 'H' | 'L' | 'N';

export interface BoxMark {
  /** Location asked for by the result. */
  readonly asked: Location;
  /** Location actually marked after 8.0/8.6 substitution. */
  readonly location: Location;
  /** 1-based position of the box marked, from the left. */
  readonly box: number;
  readonly armour: Armour;
}

export interface IgnoredDamage {
  readonly asked: Location;
  readonly location: Location | null;
  readonly boxes: number;
  readonly reason: string;
  readonly rule: string;
}

export interface MarkOutcome {
  readonly marked: BoxMark[];
  readonly ignored: IgnoredDamage[];
  /** Speed levels lost through these marks (8.51). */
  speedLost: number;
  becameUnableToManoeuvre: boolean;
  sank: boolean;
  torpedoesDestroyed: boolean;
}

export interface MarkOptions {
  /** Critical 8: this many heavy-armour hull boxes a secondary hit may destroy. */
  heavyForSecondary?: number;
}

function emptyOutcome(): MarkOutcome {
  return { marked: [], ignored: [], speedLost: 0, becameUnableToManoeuvre: false, sank: false, torpedoesDestroyed: false };
}

function merge(into: MarkOutcome, from: MarkOutcome): MarkOutcome {
  into.marked.push(...from.marked);
  into.ignored.push(...from.ignored);
  into.speedLost += from.speedLost;
  into.becameUnableToManoeuvre ||= from.becameUnableToManoeuvre;
  into.sank ||= from.sank;
  into.torpedoesDestroyed ||= from.torpedoesDestroyed;
  return into;
}

export function boxCount(cls: ShipClassData, location: Location): number {
  return cls.boxes[location].length;
}

export function hasGuns(cls: ShipClassData): boolean {
  return boxCount(cls, 'primary') + boxCount(cls, 'secondary') + boxCount(cls, 'tertiary') > 0;
}

/** Boxes still unmarked at a location. */
export function remaining(data: GwasData, ship: ShipState, location: Location): number {
  return Math.max(0, boxCount(data.ships[ship.id], location) - ship.damage[location]);
}

/** 8.2 / 7.82: may this weapon damage a box of this armour? */
export function penetrates(cause: DamageCause, armour: Armour): boolean {
  if (cause === 'primary' || cause === 'torpedo' || cause === 'other') return true;
  if (cause === 'secondary') return armour !== 'H';
  return armour === 'N';
}

const ARMOUR_NAME: Record<Armour, string> = { H: 'heavy armour', L: 'light armour', N: 'no armour' };

type Resolved = { location: Location } | { ignore: string; rule: string; location: Location | null };

/** Where a box asked for at `asked` actually goes (8.0, 8.6–8.62). */
export function resolveLocation(data: GwasData, ship: ShipState, asked: Location): Resolved {
  const cls = data.ships[ship.id];
  const has = (l: Location) => boxCount(cls, l) > 0;
  const full = (l: Location) => ship.damage[l] >= boxCount(cls, l);
  switch (asked) {
    case 'hull':
      return { location: 'hull' };
    case 'primary':
      if (!hasGuns(cls)) return { ignore: 'the ship has no guns', rule: '8.61', location: null };
      if (!has('primary')) return resolveLocation(data, ship, has('secondary') ? 'secondary' : 'tertiary');
      return full('primary') ? { location: 'hull' } : { location: 'primary' };
    case 'secondary':
      if (!hasGuns(cls)) return { ignore: 'the ship has no guns', rule: '8.61', location: null };
      return has('secondary') && !full('secondary') ? { location: 'secondary' } : { location: 'hull' };
    case 'tertiary':
      if (!hasGuns(cls)) return { location: 'hull' };
      if (!has('tertiary')) return { ignore: 'the ship has no tertiary guns', rule: '8.61', location: null };
      return full('tertiary') ? { ignore: 'tertiary guns already destroyed', rule: '8.6', location: 'tertiary' } : { location: 'tertiary' };
    case 'torpedo':
      if (!cls.torpedo || !has('torpedo')) return { ignore: 'the ship has no torpedo tubes', rule: '8.62', location: null };
      return full('torpedo') ? { location: 'hull' } : { location: 'torpedo' };
  }
}

/** 8.51 / speed results: lose levels; a ship brought below 1s is unable to manoeuvre. */
export function loseSpeed(data: GwasData, ship: ShipState, levels: number): { lost: number; unable: boolean } {
  if (levels <= 0 || ship.sunk) return { lost: 0, unable: false };
  const base = speedRank(data.ships[ship.id].speed);
  ship.speedLoss += levels;
  const was = ship.unableToManoeuvre;
  if (base - ship.speedLoss <= 0) ship.unableToManoeuvre = true;
  return { lost: levels, unable: !was && ship.unableToManoeuvre };
}

/**
 * Marks up to n boxes asked for at `asked`, by `cause`, box by box (8.0–8.62). Mutates `ship`.
 */
export function markBoxes(data: GwasData, ship: ShipState, asked: Location, n: number, cause: DamageCause, options: MarkOptions = {}): MarkOutcome {
  const out = emptyOutcome();
  const cls = data.ships[ship.id];
  let heavy = options.heavyForSecondary ?? 0;
  for (let i = 0; i < n; i++) {
    if (ship.sunk) {
      out.ignored.push({ asked, location: null, boxes: n - i, reason: 'the ship has sunk', rule: '8.5' });
      break;
    }
    const where = resolveLocation(data, ship, asked);
    if ('ignore' in where) {
      out.ignored.push({ asked, location: where.location, boxes: n - i, reason: where.ignore, rule: where.rule });
      break;
    }
    const loc = where.location;
    const armour = (cls.boxes[loc][ship.damage[loc]] ?? 'N') as Armour;
    let pierces = penetrates(cause, armour);
    if (!pierces && cause === 'secondary' && armour === 'H' && loc === 'hull' && heavy > 0) {
      heavy--;
      pierces = true;
    }
    if (!pierces) {
      out.ignored.push({ asked, location: loc, boxes: n - i, reason: `a ${cause} hit cannot penetrate ${ARMOUR_NAME[armour]}`, rule: '8.2' });
      break;
    }
    if (loc === 'torpedo') {
      // 8.62: a hit on the tubes destroys the whole torpedo value.
      const first = ship.damage.torpedo + 1;
      ship.damage.torpedo = boxCount(cls, 'torpedo');
      out.torpedoesDestroyed = true;
      out.marked.push({ asked, location: loc, box: first, armour });
      continue;
    }
    ship.damage[loc] += 1;
    out.marked.push({ asked, location: loc, box: ship.damage[loc], armour });
    if (loc === 'hull') merge(out, afterHullMark(data, ship));
  }
  return out;
}

/** 8.51 and 8.5 after a hull box is marked. */
function afterHullMark(data: GwasData, ship: ShipState): MarkOutcome {
  const out = emptyOutcome();
  const hull = boxCount(data.ships[ship.id], 'hull');
  if (ship.damage.hull >= hull) {
    ship.sunk = true;
    out.sank = true;
    return out;
  }
  if (ship.damage.hull * 2 > hull && !ship.halfHullSlowed) {
    ship.halfHullSlowed = true;
    const s = loseSpeed(data, ship, 1);
    out.speedLost += s.lost;
    out.becameUnableToManoeuvre ||= s.unable;
  }
  return out;
}

/** Hull damage no armour stops (flooding 8.52, mines, gales): returns whether the ship sank. */
export function markHull(data: GwasData, ship: ShipState, n: number): boolean {
  const wasSunk = ship.sunk;
  markBoxes(data, ship, 'hull', n, 'other');
  return !wasSunk && ship.sunk;
}

/** Sinks a ship outright (magazine explosion, scuttling): every hull box marked. */
export function sinkShip(data: GwasData, ship: ShipState): void {
  ship.damage.hull = boxCount(data.ships[ship.id], 'hull');
  ship.sunk = true;
}

/** Reads a damage table row for a total. */
export function lookup(table: DamageTable, total: number): DamageResult {
  for (const row of table.rows) {
    const [lo, hi] = typeof row.roll === 'number' ? [row.roll, row.roll] : row.roll;
    if (total >= lo && total <= hi) return row.result;
  }
  return { note: 'No damage' };
}

/** A damage result in the table's words, e.g. "2 hull, speed −1". */
export function describeResult(r: DamageResult): string {
  const parts: string[] = [];
  if (r.critical) parts.push('critical damage');
  for (const l of LOCATIONS) if (r[l]) parts.push(`${r[l]} ${l === 'torpedo' ? 'torpedo tube' : l}`);
  if (r.speed) parts.push(`speed −${Math.abs(r.speed)}`);
  if (r.unableToManoeuvre) parts.push('unable to manoeuvre');
  if (r.leaderKilled) parts.push('leader killed');
  if (r.sunk) parts.push('sunk');
  return parts.length ? parts.join(', ') : (r.note ?? 'no damage');
}

/** What applyHit needs from the step context: the data, the state, dice and events. */
export interface DamageContext {
  readonly data: GwasData;
  readonly state: GwasState;
  roll(request: RollRequest): Roll;
  emit<D>(event: EmitInput<D>): unknown;
}

export interface HitInput {
  readonly weapon: Weapon;
  /** The side that scored the hit (told "hit"/"sunk"); defaults to the owner's enemy. */
  readonly by?: SideId;
  /** Whether the scoring side has identified the ship (7.27): only then is it named to them. */
  readonly identified?: boolean;
  /** Audience of the dice; default both the owner and the scoring side. */
  readonly audience?: Audience;
  /** Sub-stream for the dice (never a ship id: stream names are shown with each roll). */
  readonly stream?: string;
  /** Words for the roll's purpose, e.g. "round 2, primary hit 1 of 3"; never an enemy's name. */
  readonly label?: string;
  /** Extra event data to carry (battle id, round). */
  readonly context?: Readonly<Record<string, unknown>>;
}

export interface HitOutcome extends MarkOutcome {
  readonly weapon: Weapon;
  readonly result: string;
  readonly critical: string | null;
  readonly extra: boolean;
  leaderKilled: boolean;
  magazine: boolean;
  readonly rolls: number[];
}

function isBritish(cls: ShipClassData): boolean {
  return cls.nation === 'britain' || cls.nation === 'canada' || cls.nation === 'australia';
}

/**
 * Resolves one hit on `ship`: damage table roll (gunnery, or torpedo for torpedo hits), the
 * critical table when called for (not for tertiary hits, 8.7), 8.3 additional damage for
 * primary hits on light or no armour, then events to the owner and the scoring side.
 */
export function applyHit(ctx: DamageContext, ship: ShipState, hit: HitInput): HitOutcome {
  const { data, state } = ctx;
  const cls = data.ships[ship.id];
  const by = hit.by ?? otherSide(ship.side);
  const audience = hit.audience ?? sidesOnly(ship.side, by);
  const table = hit.weapon === 'torpedo' ? data.tables.torpedo : data.tables.gunnery;
  const label = hit.label ? `: ${hit.label}` : '';
  const rolls: number[] = [];
  const first = ctx.roll({
    table: table.name, purpose: `${hit.weapon} hit${label}`, audience, dice: table.dice, stream: hit.stream,
    rule: hit.weapon === 'torpedo' ? '7.82' : '6.1, 8.0', read: (t) => describeResult(lookup(table, t)),
  });
  rolls.push(first.eventSeq);
  let result = lookup(table, first.total);
  const out: HitOutcome = { ...emptyOutcome(), weapon: hit.weapon, result: describeResult(result), critical: null, extra: false, leaderKilled: false, magazine: false, rolls };
  const fleet = state.fleets[ship.fleet];
  const flagship = fleet && fleet.leader ? fleet.ships[0] === ship.id : false;
  let heavyForSecondary = 0;
  let criticalRoll = 0;
  if (result.critical) {
    if (hit.weapon === 'tertiary') {
      out.ignored.push({ asked: 'hull', location: null, boxes: 0, reason: 'tertiary guns cannot cause critical damage', rule: '8.7' });
      result = {};
    } else {
      const crit = ctx.roll({
        table: data.tables.critical.name, purpose: `critical damage${label}`, audience, dice: data.tables.critical.dice, stream: hit.stream,
        rule: '8.7', read: (t) => describeResult(lookup(data.tables.critical, t)),
      });
      rolls.push(crit.eventSeq);
      criticalRoll = crit.total;
      result = lookup(data.tables.critical, crit.total);
      (out as { critical: string | null }).critical = describeResult(result);
      if (result.secondaryPenetratesHeavy && hit.weapon === 'secondary') heavyForSecondary = 1;
    }
  }
  const year = Number((data.scenarios[state.scenario]?.date ?? '1914').slice(0, 4));
  if (result.britishBattlecruiserMagazine && cls.type === 'BC' && isBritish(cls) && year < 1917) {
    sinkShip(data, ship);
    out.sank = true;
    out.magazine = true;
  } else {
    if (result.leaderKilled && flagship && fleet.leader) {
      out.leaderKilled = true;
      fleet.leader = null;
    }
    for (const loc of ['primary', 'secondary', 'tertiary', 'torpedo', 'hull'] as const) {
      const n = result[loc] ?? 0;
      if (n > 0) merge(out, markBoxes(data, ship, loc, n, hit.weapon, { heavyForSecondary }));
    }
    if (result.speed) {
      const s = loseSpeed(data, ship, Math.abs(result.speed));
      out.speedLost += s.lost;
      out.becameUnableToManoeuvre ||= s.unable;
    }
    if (result.unableToManoeuvre && !ship.sunk && !ship.unableToManoeuvre) {
      ship.unableToManoeuvre = true;
      out.becameUnableToManoeuvre = true;
    }
    // 8.3 additional damage: a primary hit whose first box was light or unarmoured.
    const firstMark = out.marked[0];
    if (hit.weapon === 'primary' && firstMark && firstMark.armour !== 'H' && !ship.sunk) {
      const extra = ctx.roll({
        table: 'additional damage (8.3)', purpose: `additional damage on 4–6${label}`, audience, dice: 1, stream: hit.stream,
        rule: '8.3', read: (t) => (t >= 4 ? 'one more box' : 'none'),
      });
      rolls.push(extra.eventSeq);
      if (extra.total >= 4) {
        (out as { extra: boolean }).extra = true;
        merge(out, markBoxes(data, ship, firstMark.location, 1, 'primary'));
      }
    }
  }
  if (ship.sunk && flagship && fleet.leader) {
    fleet.leader = null; // 16.1: the leader goes down with (or is useless without) his flagship
    out.leaderKilled = true;
  }
  ctx.emit({
    type: 'gwas.damage',
    audience: sidesOnly(ship.side),
    rule: '8.0',
    data: {
      ...hit.context, ship: ship.id, weapon: hit.weapon, result: out.result, critical: out.critical, criticalRoll: criticalRoll || null,
      marked: out.marked, ignored: out.ignored, extra: out.extra, speedLost: out.speedLost, unableToManoeuvre: ship.unableToManoeuvre,
      torpedoesDestroyed: out.torpedoesDestroyed, leaderKilled: out.leaderKilled, magazine: out.magazine, sunk: ship.sunk,
      damage: { ...ship.damage }, rolls,
    },
  });
  ctx.emit({
    type: 'gwas.hit-seen',
    audience: sidesOnly(by),
    rule: '8.0',
    data: {
      ...hit.context, ship: hit.identified ? ship.id : null, weapon: hit.weapon,
      // An unidentified ship's sinking is not told (only "hit"): its name would give it away.
      sunk: hit.identified ? ship.sunk : null, rolls,
    },
  });
  return out;
}
