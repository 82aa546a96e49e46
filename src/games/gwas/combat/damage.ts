/**
 * 8.0–8.7 A hit: `applyHit(ctx, ship, hit)` rolls the damage table (and 8.3, 8.7 dice) through
 * ctx.roll, so every die is an event, marks the boxes the result calls for (damage-boxes.ts) and
 * emits what the owner and the enemy learn.
 *
 * Rule choices (documented here because the rules leave them open):
 * - 8.3 applies once per hit, at the location of the first box the hit marked, when that box was
 *   light (L) or unarmoured (N); also for a critical hit's first box.
 * - 8.8 plunging fire needs hex ranges: Basic Combat has none, so "†" adds nothing there; the
 *   tactical battle (option `tactical`) passes `plunging` for a primary attack at 3 or 4 hexes,
 *   and a "†" result then marks one more hull box. No ship of our roster carries the heavy
 *   outline that would stop it (ships/DERIVATION.md §4).
 * - Critical 4 "leader killed" (16.1): the fleet's leader flies his flag in the fleet's first
 *   listed ship (the scenario's order), or with the leaders option in the flagship the scenario
 *   names (leaders/rules.ts); a hit on that ship removes him. Sinking it does too.
 * - Critical 2 with a British (or Dominion) battlecruiser in a scenario dated before 1917: the
 *   magazine explodes and the ship sinks instead of the printed damage.
 * - Critical 8 for a secondary hit: it may destroy one heavy-armour hull box; the other box
 *   follows 8.2 as usual.
 * - Torpedo hits and their criticals penetrate any armour (7.82).
 * - 8.2: a result's speed loss and "unable to manoeuvre" go with the hull boxes printed beside
 *   them (every such result has some): when armour stops all of those boxes, they are ignored too.
 */
import type { Audience } from '../../../kernel/events.js';
import { sidesOnly } from '../../../kernel/events.js';
import type { Roll, RollRequest, EmitInput } from '../../../kernel/turn.js';
import type { ShipClassData } from '../data/types.js';
import type { GwasData } from '../data.js';
import { otherSide, type GwasState, type ShipState, type SideId } from '../state.js';
import { emptyOutcome, loseSpeed, markBoxes, mergeOutcome, sinkShip, type MarkOutcome, type Weapon } from './damage-boxes.js';
import { groupShipsLost } from './group.js';
import { describeResult, lookup } from './damage-table.js';
import { dropLeader, isFlagship } from '../leaders/rules.js';
import { disableByDamage } from '../unable.js';

// Box marking and table reading were once part of this module; their callers may import them here.
export * from './damage-boxes.js';
export * from './damage-table.js';

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
  /** 8.8: a primary-gun attack made at 3 or 4 hexes on the tactical map. */
  readonly plunging?: boolean;
}

export interface HitOutcome extends MarkOutcome {
  readonly weapon: Weapon;
  readonly result: string;
  readonly critical: string | null;
  readonly extra: boolean;
  /** 8.8: the "†" result's one more hull box was added. */
  plunging: boolean;
  leaderKilled: boolean;
  magazine: boolean;
  readonly rolls: number[];
}

/**
 * `{ ...context, ...fields }`: the same keys in the same order (so the same event bytes), built
 * by assignment. Issue 17 §2: node 20 builds an object literal that opens with a spread of a
 * non-empty object and goes on with many properties far more slowly (measured 24 µs against
 * 0.3 µs written out), and a battle-heavy turn builds thousands of these events.
 */
function withContext(context: Readonly<Record<string, unknown>> | undefined, fields: Record<string, unknown>): Record<string, unknown> {
  if (!context) return fields;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(context)) out[k] = context[k];
  for (const k of Object.keys(fields)) out[k] = fields[k];
  return out;
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
  // Written out rather than spread from emptyOutcome() (same fields, same order): see withContext.
  const out: HitOutcome = {
    marked: [], ignored: [], speedLost: 0, becameUnableToManoeuvre: false, sank: false, torpedoesDestroyed: false,
    weapon: hit.weapon, result: describeResult(result), critical: null, extra: false, plunging: false, leaderKilled: false, magazine: false, rolls,
  };
  const fleet = state.fleets[ship.fleet];
  const flagship = fleet && fleet.leader ? isFlagship(state, fleet, ship.id) : false; // 16.1
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
  // 8.8: a "†" result of a primary attack at 3 or 4 hexes adds one hull box.
  if (hit.plunging && hit.weapon === 'primary' && result.plunging) {
    result = { ...result, hull: (result.hull ?? 0) + 1 };
    out.plunging = true;
  }
  const year = Number((data.scenarios[state.scenario]?.date ?? '1914').slice(0, 4));
  if (result.britishBattlecruiserMagazine && cls.type === 'BC' && isBritish(cls) && year < 1917) {
    sinkShip(data, ship);
    out.sank = true;
    out.magazine = true;
  } else {
    if (result.leaderKilled && flagship && fleet.leader) {
      out.leaderKilled = true;
      dropLeader(state, fleet, 'killed (critical damage)');
    }
    let hullStopped = false;
    const lostBefore = groupShipsLost(data, ship);
    for (const loc of ['primary', 'secondary', 'tertiary', 'torpedo', 'hull'] as const) {
      const n = result[loc] ?? 0;
      if (n <= 0) continue;
      const part = markBoxes(data, ship, loc, n, hit.weapon, { heavyForSecondary });
      if (loc === 'hull') hullStopped = part.marked.length === 0 && part.ignored.some((i) => i.rule === '8.2');
      mergeOutcome(out, part);
    }
    // 8.2 "that hit is ignored": the speed and manoeuvre effects are printed with hull boxes
    // (engines and steering lie under the hull's armour); armour that stops those boxes stops them too.
    // 9.4, 9.5: in a group counter the hit fell on one ship; if its boxes sank that ship, the
    // speed and steering it lost went down with it, not onto the next, undamaged ship.
    const hitShipSank = !ship.sunk && groupShipsLost(data, ship) > lostBefore;
    if (hullStopped && (result.speed || result.unableToManoeuvre)) {
      out.ignored.push({ asked: 'hull', location: 'hull', boxes: 0, reason: `the ${hit.weapon} hit did not penetrate the hull: no speed or manoeuvre lost`, rule: '8.2' });
    } else if (hitShipSank && (result.speed || result.unableToManoeuvre)) {
      out.ignored.push({ asked: 'hull', location: 'hull', boxes: 0, reason: 'the group\'s ship that was hit sank: its speed and steering losses go down with it', rule: '9.5' });
    } else if (result.speed) {
      const s = loseSpeed(data, ship, Math.abs(result.speed));
      out.speedLost += s.lost;
      out.becameUnableToManoeuvre ||= s.unable;
    }
    if (result.unableToManoeuvre && !hullStopped && !hitShipSank && !ship.sunk) {
      // Already unable (an empty bunker, a grounding): nothing new to tell, but damage now holds her too.
      if (!ship.unableToManoeuvre) out.becameUnableToManoeuvre = true;
      disableByDamage(ship);
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
        mergeOutcome(out, markBoxes(data, ship, firstMark.location, 1, 'primary'));
      }
    }
  }
  if (ship.sunk && flagship && fleet.leader) {
    dropLeader(state, fleet, 'flagship sunk'); // 16.1: the leader goes down with (or is useless without) his flagship
    out.leaderKilled = true;
  }
  ctx.emit({
    type: 'gwas.damage',
    audience: sidesOnly(ship.side),
    rule: '8.0',
    data: withContext(hit.context, {
      ship: ship.id, weapon: hit.weapon, result: out.result, critical: out.critical, criticalRoll: criticalRoll || null,
      marked: out.marked, ignored: out.ignored, extra: out.extra, ...(out.plunging ? { plunging: true } : {}), speedLost: out.speedLost, unableToManoeuvre: ship.unableToManoeuvre,
      torpedoesDestroyed: out.torpedoesDestroyed, leaderKilled: out.leaderKilled, magazine: out.magazine, sunk: ship.sunk,
      damage: { ...ship.damage }, rolls,
    }),
  });
  ctx.emit({
    type: 'gwas.hit-seen',
    audience: sidesOnly(by),
    rule: '8.0',
    data: withContext(hit.context, {
      ship: hit.identified ? ship.id : null, weapon: hit.weapon,
      // An unidentified ship's sinking is not told (only "hit"): its name would give it away.
      sunk: hit.identified ? ship.sunk : null, rolls,
    }),
  });
  return out;
}
