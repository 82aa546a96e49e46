/**
 * A naval combat on the battle board fought by standing orders (9.3–9.9), so a battle costs no
 * extra mail (issue 13 item 3). Ours: the board is kept as one line, each ship a position on it,
 * the range between two ships their distance. Each round: declare withdrawals (9.9), move in
 * evasion order (9.31, Combat Movement Chart), fire (9.6, 9.8), apply damage together (9.7),
 * withdrawing ships make their bonus move (9.9), and from round 3 reinforcements may roll to
 * enter (9.4). The field-of-fire column is 'end-on' against a ship closing bows-on, otherwise
 * 'broadside'; a closing ship fires its bow turrets, a ship keeping the range every section that
 * bears, an opening ship its stern turrets.
 */
import type { B79Data, Section } from '../data/types.js';
import type { B79State, ShipState, SideId } from '../state.js';
import type { StandingBattleOrders } from '../orders-types.js';
import { evasionOf, generalType, type Force } from '../units.js';
import { applyHit, isSunk, parseResult, salvos, type Hit } from './damage.js';
import { fogOf, identify, type BattleFog } from './battle-fog.js';

export interface BattleIO {
  /** A die; `to`, when given, is the only side that sees it (with the umpire): a roll that would name a ship (9.2). */
  roll(table: string, purpose: string, dice: number, sides?: number, read?: (t: number) => string, to?: SideId): { total: number; dice: readonly number[] };
  /** An event of this battle; with the board, each side is told it through the fog (battle-fog.ts). */
  emit(type: string, data: unknown, board?: BattleBoard): void;
}

/** A ship's place on the one-line battle board (ours, see the file comment). */
export interface Line { id: string; side: SideId; pos: number; stance: 'close' | 'keep' | 'open'; last: 'close' | 'keep' | 'open'; withdrawing: boolean; out: boolean }

const RANK = { battleship: 0, cruiser: 1, carrier: 2 } as const;

export interface BattleSetup {
  id: string;
  attacker: Force;
  defender: Force;
  waiting: Record<SideId, Force[]>;
  orders: Record<SideId, StandingBattleOrders>;
  night: boolean;
}

export interface BattleOutcome { rounds: number; sunk: string[]; withdrawn: string[]; reinforced: string[] }

/**
 * A battle between rounds, as plain JSON: kept in the state when the rounds are fought by mail
 * (campaign option `battle: rounds`), so each round can be its own exchange (9.3).
 */
export interface BattleBoard {
  id: string;
  zone: string;
  attackerSide: SideId;
  night: boolean;
  /** The round to fight next (from 1). */
  round: number;
  line: Line[];
  /** 9.41: reinforcement attempts so far, per force. */
  attempts: Record<string, number>;
  /** Ships told once that they cannot withdraw (9.9). */
  blocked: string[];
  /** Forces in the zone not yet in the battle (9.4), as their ships' ids. */
  waiting: Record<SideId, { key: string; ships: string[] }[]>;
  orders: Record<SideId, StandingBattleOrders>;
  /** Ships a side ordered by mail to withdraw this round (9.9), beside its standing orders. */
  withdrawNow: string[];
  outcome: BattleOutcome;
  /** 9.2: enemy ships by type until identified (battle-fog.ts); absent on a board saved before it. */
  fog?: BattleFog;
}

/** 9.2: the defender in the centre, the attacker on the edge the die gives. Rolls the set-up die. */
export function openBattle(d: B79Data, b: BattleSetup, zone: string, io: BattleIO): BattleBoard {
  const T = d.tables.battle;
  const setup = io.roll('Battle Board set-up', 'the edge the attacker sets up on (9.2)', 1, 6, (t) => `range ${T.setupRange[String(t)]}`);
  const start = T.setupRange[String(setup.total)];
  const line: Line[] = [];
  const place = (f: Force, pos: number) => { for (const s of f.ships) line.push({ id: s.id, side: f.side, pos, stance: 'keep', last: 'keep', withdrawing: false, out: false }); };
  place(b.defender, 0);
  place(b.attacker, start);
  const ids = (fs: Force[]) => fs.map((f) => ({ key: f.key, ships: f.ships.map((s) => s.id) }));
  const board: BattleBoard = {
    id: b.id, zone, attackerSide: b.attacker.side, night: b.night, round: 1, line, attempts: {}, blocked: [],
    waiting: { british: ids(b.waiting.british), german: ids(b.waiting.german) },
    orders: { british: { ...b.orders.british }, german: { ...b.orders.german } }, withdrawNow: [],
    outcome: { rounds: 0, sunk: [], withdrawn: [], reinforced: [] },
  };
  fogOf(d, board);
  io.emit('b79.battle-start', { battle: b.id, attacker: b.attacker.side, range: start, ships: line.map((l) => ({ id: l.id, side: l.side, pos: l.pos })), night: b.night }, board);
  return board;
}

/** By standing orders: every round at once (issue 13 item 3). */
export function fightBattle(d: B79Data, state: B79State, b: BattleSetup, io: BattleIO, zone = ''): BattleOutcome {
  const board = openBattle(d, b, zone, io);
  while (!playRound(d, state, board, io));
  return closeBattle(board, io);
}

/** 9.32: the battle is over; tells both sides. */
export function closeBattle(board: BattleBoard, io: BattleIO): BattleOutcome {
  io.emit('b79.battle-end', { battle: board.id, rounds: board.outcome.rounds, sunk: board.outcome.sunk, withdrawn: board.outcome.withdrawn }, board);
  return board.outcome;
}

/** Helpers over a board that read the live state (ships sink and slow down as the battle goes). */
export function boardView(d: B79Data, state: B79State, board: BattleBoard) {
  const ship = (id: string): ShipState => state.ships[id];
  const live = (l: Line) => !l.out && ship(l.id).status !== 'sunk';
  const enemies = (l: Line) => board.line.filter((e) => e.side !== l.side && live(e));
  const dist = (a: Line, e: Line) => Math.abs(a.pos - e.pos);
  const nearest = (l: Line) => Math.min(Infinity, ...enemies(l).map((e) => dist(l, e)));
  /** 9.9: a ship may withdraw only if faster than every opposing ship of the same or larger general type within six hexes. */
  const canWithdraw = (l: Line) => {
    const s = ship(l.id);
    const myType = RANK[generalType(d.ships[s.id].type)];
    return enemies(l).filter((e) => dist(l, e) <= 6 && RANK[generalType(d.ships[e.id].type)] <= myType).every((e) => evasionOf(d, s) > evasionOf(d, ship(e.id)));
  };
  return { ship, live, enemies, dist, nearest, canWithdraw };
}

/** One round (9.31): withdrawals declared, movement, fire, damage, bonus moves, reinforcements. True when the battle is over. */
export function playRound(d: B79Data, state: B79State, board: BattleBoard, io: BattleIO): boolean {
  const T = d.tables.battle;
  const b = board;
  const attackerSide = board.attackerSide;
  const line = board.line;
  const sideSign = (side: SideId) => (side === attackerSide ? 1 : -1); // attackers stand at positive positions
  const outcome = board.outcome;
  const { ship, live, enemies, dist, nearest, canWithdraw } = boardView(d, state, board);
  const maxHexes = (s: ShipState, turning: boolean): number => {
    const e = evasionOf(d, s);
    const row = T.movement.find((r) => e >= r.atLeast) ?? T.movement[T.movement.length - 1];
    const ok = row.choices.filter(([, turns]) => !turning || turns >= 1);
    return Math.max(0, ...ok.map(([hexes]) => hexes));
  };
  const round = board.round;
  {
    outcome.rounds = round;
    // 9.9: declare withdrawals; a ship may withdraw only if faster than every opposing ship of the
    // same or larger general type within six hexes, and keeps withdrawing once it has begun.
    for (const l of line.filter(live)) {
      const s = ship(l.id);
      const o = b.orders[l.side];
      const silenced = (['bow', 'stern', 'port', 'starboard'] as Section[]).every((sec) => salvos(d, s, sec) === 0);
      const wants = l.withdrawing || silenced || b.withdrawNow.includes(l.id) || (o.withdrawAtMidships > 0 && s.midshipsHits >= o.withdrawAtMidships) || (o.withdrawAfterRound > 0 && round > o.withdrawAfterRound);
      const can = canWithdraw(l);
      if (wants && !can && !board.blocked.includes(l.id)) { board.blocked.push(l.id); io.emit('b79.battle-withdraw-blocked', { battle: b.id, round, ship: l.id }, board); }
      l.withdrawing = wants && can;
      l.stance = l.withdrawing ? 'open' : o.range;
    }
    board.withdrawNow = [];
    // 9.31: move, slowest first; attackers before defenders at equal evasion.
    const order = line.filter(live).sort((a, c) => evasionOf(d, ship(a.id)) - evasionOf(d, ship(c.id)) || (a.side === attackerSide ? -1 : 1) - (c.side === attackerSide ? -1 : 1) || (a.id < c.id ? -1 : 1));
    for (const l of order) {
      if (!enemies(l).length) continue;
      const hexes = maxHexes(ship(l.id), l.stance !== l.last);
      const toward = -sideSign(l.side);
      if (l.stance === 'close') {
        const step = Math.min(hexes, nearest(l) - 1); // 9.5: never into an enemy's hex
        l.pos += toward * Math.max(0, step);
      } else if (l.stance === 'open') {
        l.pos -= toward * hexes;
      }
    }
    io.emit('b79.battle-move', { battle: b.id, round, ships: line.filter(live).map((l) => ({ id: l.id, pos: l.pos, stance: l.stance, withdrawing: l.withdrawing })) }, board);
    // 9.6: fire. Targets by the side's priority, then the nearest, then by name.
    const pending: Hit[] = [];
    for (const l of line.filter(live)) {
      const s = ship(l.id);
      const o = b.orders[l.side];
      // 9.61: 'A' and 'B' range as the battle table gives them (tables/battle.yaml ranges); 11.1: at night 'A' only.
      const within = (x: number, [lo, hi]: readonly [number, number]) => x >= lo && x <= hi;
      const aRange = T.ranges.A[1];
      const targets = enemies(l).filter((e) => within(dist(l, e), T.ranges.A) || (!b.night && within(dist(l, e), T.ranges.B)))
        .sort((a, c) => Number(generalType(d.ships[c.id].type) === o.target) - Number(generalType(d.ships[a.id].type) === o.target) || dist(l, a) - dist(l, c) || (a.id < c.id ? -1 : 1));
      const t = targets[0];
      if (!t) continue;
      const r = dist(l, t);
      const band: 'A' | 'B' = within(r, T.ranges.A) && !b.night ? 'A' : 'B'; // 11.1: at night, 'A' range only, on the 'B' tables
      const sections: Section[] = l.stance === 'close' ? ['bow'] : l.stance === 'open' ? ['stern'] : ['bow', 'stern', l.side === attackerSide ? 'port' : 'starboard'];
      let count = 0;
      const half = (n: number) => Math.floor(n / 2);
      const failure = (s.id === 'king-george-v' || s.id === 'prince-of-wales') ? turretFailure(io, s.id, l.side) : null;
      for (const sec of sections) {
        if ((sec === 'port' || sec === 'starboard') && r > aRange) continue; // 9.6: secondaries fire at 'A' range only
        let n = salvos(d, s, sec);
        if (s.id === 'rodney' && sec === 'stern') {
          // 9.81: Rodney's third turret fires only into the side sectors, half if the bow turrets fire in 'A' range (9.8).
          if (l.stance !== 'keep') continue;
          if (r <= aRange && salvos(d, s, 'bow') > 0) n = Math.max(1, half(n));
        }
        if (failure === sec) n = half(n);
        if (l.withdrawing) n = Math.ceil(n / 2); // 9.9: halved, rounded up, while withdrawing
        count += n;
      }
      const shots = r <= 1 ? count : half(count); // 9.6: halved beyond the adjacent hex
      if (shots === 0) continue;
      const column: 'end-on' | 'broadside' = t.stance === 'close' ? 'end-on' : 'broadside';
      io.emit('b79.battle-fire', { battle: b.id, round, ship: l.id, target: t.id, range: r, band, column, shots }, board);
      for (let k = 0; k < shots; k++) {
        const res = io.roll(`Gunnery ${band} ${column}`, `the fire told above, shot ${k + 1}`, 2, 6, (v) => T.gunnery[band][column][String(v)]);
        // 9.7: a secondary box is hit only from its own side. On our one line the attackers turn
        // their port side to the enemy and the defenders their starboard (the sections each fires
        // above), so that is the side each is hit on; end-on fire may hit either.
        queue(d, io, T, pending, t.id, T.gunnery[band][column][String(res.total)], column === 'end-on' ? 'either' : t.side === attackerSide ? 'port' : 'starboard');
      }
    }
    // 9.7: all the round's damage at once.
    for (const h of pending) {
      const was = ship(h.ship).status;
      const text = applyHit(d, state, h);
      // 9.1/9.71: the side whose fire did the damage learns the ship's name for its hit record.
      if (h.kind !== 'miss') identify(d, board, h.ship, line.find((x) => x.id === h.ship)!.side === 'british' ? 'german' : 'british');
      io.emit('b79.battle-damage', { battle: b.id, round, ship: h.ship, result: h.kind, text }, board);
      if (was !== 'sunk' && ship(h.ship).status === 'sunk') outcome.sunk.push(h.ship);
    }
    // 9.9: the bonus move, then withdrawn if no enemy within six hexes.
    for (const l of line.filter(live)) {
      if (!l.withdrawing) continue;
      l.pos += sideSign(l.side);
      if (nearest(l) > 6) { l.out = true; outcome.withdrawn.push(l.id); io.emit('b79.battle-withdrawn', { battle: b.id, round, ship: l.id }, board); }
    }
    for (const l of line) l.last = l.stance;
    const sidesLeft = new Set(line.filter(live).map((l) => l.side));
    if (sidesLeft.size < 2) return true; // 9.32: one side all sunk or withdrawn
    if (line.filter(live).every((l) => nearest(l) > 6 && l.stance !== 'close')) { io.emit('b79.battle-disengaged', { battle: b.id, round }, board); return true; }
    // 9.4: reinforcements from the end of round 3.
    if (round >= T.reinforcement.from) {
      for (const side of ['british', 'german'] as SideId[]) {
        if (!b.orders[side].reinforce) continue;
        for (const w of [...board.waiting[side]]) {
          const f = { key: w.key, ships: w.ships.map(ship) };
          const foes = line.filter((e) => e.side !== side && live(e));
          if (!foes.length || !f.ships.some((s) => s.status === 'sea' && foes.some((e) => evasionOf(d, s) >= evasionOf(d, ship(e.id))))) continue;
          const tries = board.attempts[f.key] ?? 0;
          board.attempts[f.key] = tries + 1;
          const r = io.roll('Reinforcement', `a ${side} force waiting in the zone tries to join (9.41)`, 1, 6, (v) => (v - tries * T.reinforcement.lessPerAttempt <= T.reinforcement.enterOnOrLess ? 'enters' : 'not yet'));
          if (r.total - tries * T.reinforcement.lessPerAttempt > T.reinforcement.enterOnOrLess) continue;
          board.waiting[side] = board.waiting[side].filter((x) => x !== w);
          const sign = sideSign(side);
          const edge = sign > 0 ? Math.max(...foes.map((e) => e.pos)) + T.reinforcement.minRange : Math.min(...foes.map((e) => e.pos)) - T.reinforcement.minRange;
          for (const s of f.ships) if (s.status === 'sea') { line.push({ id: s.id, side, pos: edge, stance: 'keep', last: 'keep', withdrawing: false, out: false }); outcome.reinforced.push(s.id); }
          fogOf(d, board);
          io.emit('b79.battle-reinforce', { battle: b.id, round, side, ships: f.ships.map((s) => s.id), pos: edge }, board);
        }
      }
    }
  }
  board.round++;
  return round >= T.maxRounds;
}

/** 9.8: King George V and Prince of Wales: on 4–6 one main section fires at half strength (bow on 1–3, stern on 4–6). */
// Rolled where only the owner sees it: only these two ships roll it, so the die would name them (9.2).
function turretFailure(io: BattleIO, id: string, side: SideId): Section | null {
  const r = io.roll('Turret failure', `${id} main armament (9.8)`, 1, 6, (v) => (v <= 3 ? 'no penalty' : 'a section at half'), side);
  if (r.total <= 3) return null;
  const w = io.roll('Turret failure', `${id}: which section (9.8)`, 1, 6, (v) => (v <= 3 ? 'bow' : 'stern'), side);
  return w.total <= 3 ? 'bow' : 'stern';
}

/** Turns one table result into hits, rolling again for special damage (9.7, 9.8). */
export function queue(d: B79Data, io: BattleIO, T: B79Data['tables']['battle'], out: Hit[], target: string, result: string, face: Hit['face']): void {
  for (const [kind, n] of parseResult(result)) {
    if (kind === 'special-A' || kind === 'special-B') {
      // 9.8: cruisers, Hood, Repulse and Renown resolve Special Damage B on Table A.
      const table = d.ships[target].specialDamage === 'A' ? 'A' : kind === 'special-A' ? 'A' : 'B';
      const r = io.roll(`Special Damage ${table}`, `special damage from the hit above`, 2, 6, (v) => T.specialDamage[table][String(v)]);
      for (const [k2, n2] of parseResult(T.specialDamage[table][String(r.total)])) if (k2 !== 'miss') out.push({ ship: target, kind: k2, n: n2, face });
    } else if (kind !== 'miss') {
      out.push({ ship: target, kind, n, face });
    }
  }
}

export { isSunk };
