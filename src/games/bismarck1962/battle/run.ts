/**
 * A battle on the Battle Board fought out by standing orders (How to Play Steps 6–10; How to
 * Move Ships on Battle Board; How to Face; How to Figure Salvo Count; How to Resolve Battle;
 * Multi-Ship Battle; Chance Tables, Battle Board; How to Withdraw; Time 2). Each round: British
 * arrivals after every three rounds (Battle Board 9), Blue moves, then Red (Step 8), salvo counts
 * (Step 9), Blue rolls, then Red (Resolve 1), hits recorded (Step 10), then the Chance Table,
 * Blue first (Chance Tables). The battle ends when the Bismarck is sunk, every British ship on
 * the board is sunk, a withdrawal is rolled, or the Time Record runs out.
 */
import { everyone } from '../../../kernel/events.js';
import type { HitResult } from '../data/types.js';
import { areaOf, zoneCoords } from '../data/board.js';
import { checkTimeBox, counterOf, isNight, nameOf, sinkBritish, type Ctx } from '../context.js';
import type { BattleStanding, BattleState, ChancePolicy, OnBoard, Square } from '../state.js';
import { CENTRE, EDGE_SQUARES, edgeOf, HEADING_NAMES, headingToward, rangeOf } from './geometry.js';
import { chooseHeading, chooseSquare } from './moves.js';
import { halveAtNight, recordHit, salvosOf, total, type Salvo, type Unit } from './fire.js';

const BATTLE_RULE = 'How to Play, Steps 6-10';
export type BattleEnd = 'sunk' | 'british-sunk' | 'withdrawal' | 'time';

/** British battleships afloat in a zone, in data order (Step 7: those that sighted the Bismarck). */
export function battleshipsIn(ctx: Pick<Ctx, 'data' | 'state'>, zone: string): string[] {
  return ctx.data.british.filter((b) => b.type === 'B' && !ctx.state.british[b.id].sunk && ctx.state.british[b.id].zone === zone).map((b) => b.id);
}

/** The outermost square of an edge, or the next edge clockwise when the Bismarck stands there (Battle Board 5). */
function edgeSquare(edge: string, bismarck: Square): Square {
  const edges = Object.keys(EDGE_SQUARES);
  for (let i = 0; i < edges.length; i++) {
    const sq = EDGE_SQUARES[edges[(edges.indexOf(edge) + i) % edges.length]];
    if (sq.x !== bismarck.x || sq.y !== bismarck.y) return sq;
  }
  return EDGE_SQUARES.north;
}

function place(ctx: Ctx, id: string, edge: string, rule: string): void {
  const b = ctx.state.battle!;
  const at = edgeSquare(edge, b.ships.bismarck.at);
  b.ships[id] = { at, heading: headingToward(at, b.ships.bismarck.at) };
  b.placed.push(id);
  ctx.emit({ type: 'b62.battle-placed', audience: everyone, rule, data: { round: b.round, ship: id, name: nameOf(ctx.data, id), square: at, edge } });
}

function unit(ctx: Pick<Ctx, 'data' | 'state'>, id: string): Unit {
  const s = ctx.state;
  const hits = id === 'bismarck' ? s.bismarck.hits : s.british[id].hits;
  const helpless = id === 'bismarck' ? s.bismarck.helpless : s.british[id].helpless;
  return { id, pos: s.battle!.ships[id], counter: counterOf(ctx.data, id), hits, helpless };
}

/** The ships on the board, the Bismarck first, then the British in the order they came on (BattleState.placed). */
export const boardOrder = (b: BattleState): string[] => ['bismarck', ...b.placed].filter((id) => b.ships[id] !== undefined);

export const britishOnBoard = (ctx: Pick<Ctx, 'data' | 'state'>): string[] => ctx.data.british.map((b) => b.id).filter((id) => ctx.state.battle!.ships[id] !== undefined);

/** Battle Board 9: after every three rounds, battleships one zone away may be brought in, placed by their direction of movement. */
export function reinforce(ctx: Ctx): void {
  const s = ctx.state;
  const b = s.battle!;
  if (s.blue.battle.join === false) return;
  const [br, bc] = zoneCoords(ctx.data.grid, b.zone)!;
  for (const ship of ctx.data.british) {
    const st = s.british[ship.id];
    if (ship.type !== 'B' || st.sunk || b.ships[ship.id] || !ctx.data.board.zones[b.zone].neighbours.includes(st.zone)) continue;
    const [r, c] = zoneCoords(ctx.data.grid, st.zone)!;
    st.zone = b.zone;
    // Coming from (r, c) into the battle zone: placed on the edge facing where it came from.
    place(ctx, ship.id, edgeOf(Math.sign(c - bc), Math.sign(r - br)), 'How to Move Ships on Battle Board 9');
  }
}

function sideFor(u: Unit): 'port' | 'starboard' {
  return u.counter.guns.starboard - u.hits.starboard > u.counter.guns.port - u.hits.port ? 'starboard' : 'port';
}

/** Step 8 by standing orders, Blue's part: each British ship on the board moves and faces (How to Move Ships on Battle Board; How to Face). */
export function standingBritishMoves(ctx: Pick<Ctx, 'data' | 'state'>): Record<string, OnBoard> {
  const s = ctx.state;
  const b = s.battle!;
  const fought = new Set(b.foughtB);
  const bis = b.ships.bismarck;
  const out: Record<string, OnBoard> = {};
  for (const id of britishOnBoard(ctx)) {
    const u = unit(ctx, id);
    // Resolve Battle 3d: a helpless ship "must attempt to elude the enemy".
    const approach = u.helpless ? 'evade' : s.blue.battle.approach;
    // Rule 4 is about this ship and the Bismarck: has this ship fought her from B-range?
    const to = chooseSquare(u.pos.at, approach, bis.at, [{ id: 'bismarck', at: bis.at }], fought.has(id) ? new Set(['bismarck']) : new Set<string>());
    out[id] = { at: to, heading: chooseHeading(to, s.blue.battle.facing, bis.at, sideFor(u)) };
  }
  return out;
}

/** Step 8 by standing orders, Red's part, after Blue's moves: the Bismarck "moves last as always"; a jammed rudder keeps her square. */
export function standingBismarckMove(ctx: Pick<Ctx, 'data' | 'state'>): OnBoard | null {
  const s = ctx.state;
  const b = s.battle!;
  const enemies = britishOnBoard(ctx).map((id) => ({ id, at: b.ships[id].at }));
  if (enemies.length === 0) return null;
  const target = redTarget(ctx);
  const me = unit(ctx, 'bismarck');
  const at = b.steeringJammed ? b.ships.bismarck.at : chooseSquare(b.ships.bismarck.at, s.bismarck.helpless ? 'evade' : s.red.battle.approach, b.ships[target].at, enemies, new Set(b.foughtB));
  return { at, heading: chooseHeading(at, s.red.battle.facing, b.ships[target].at, sideFor(me)) };
}

/** Step 8 by standing orders: each British ship moves, then the Bismarck. */
function moveShips(ctx: Ctx): void {
  const b = ctx.state.battle!;
  Object.assign(b.ships, standingBritishMoves(ctx));
  const bis = standingBismarckMove(ctx);
  if (!bis) return;
  b.ships.bismarck = bis;
  b.steeringJammed = false;
}

/** Red's target by standing orders: the named ship when on the board, else the nearest (ties: data order). */
export function redTarget(ctx: Pick<Ctx, 'data' | 'state'>): string {
  const b = ctx.state.battle!;
  const ids = britishOnBoard(ctx);
  const named = ctx.state.red.battle.target;
  if (named && ids.includes(named)) return named;
  const d = (id: string): number => Math.max(Math.abs(b.ships[id].at.x - b.ships.bismarck.at.x), Math.abs(b.ships[id].at.y - b.ships.bismarck.at.y));
  return [...ids].sort((x, y) => d(x) - d(y))[0];
}

/** Applies one salvo's die: the Battle Results Table by range and column (Resolve Battle 2, 3). */
function fire(ctx: Ctx, salvo: Salvo, round: number): void {
  const table = ctx.data.battleResults[salvo.range][salvo.column];
  const target = unit(ctx, salvo.target);
  for (let i = 0; i < salvo.count; i++) {
    let result: HitResult = 'miss';
    ctx.roll({
      table: 'Battle Results Table', audience: everyone, rule: 'How to Resolve Battle 2',
      purpose: `round ${round}: ${nameOf(ctx.data, salvo.firer)} ${salvo.section} at ${nameOf(ctx.data, salvo.target)} (${salvo.range}-range, firing at ${salvo.column})`,
      read: (n) => { result = table[n - 1]; return result; },
    });
    if (result === 'miss') continue;
    const out = recordHit(target.counter, target.hits, result);
    ctx.emit({ type: 'b62.hit', audience: everyone, rule: 'How to Resolve Battle 3', data: { round, ship: salvo.target, result, checked: out.checked, hits: { ...target.hits } } });
  }
}

/** After the rolls: sunk and helpless ships (Resolve Battle 3c, 3d); a sunk ship still rolled its full count (Salvo Count c). */
function settle(ctx: Ctx): void {
  const s = ctx.state;
  const bc = ctx.data.bismarck;
  s.bismarck.helpless = s.bismarck.hits.midships >= bc.helplessAt;
  if (s.bismarck.hits.midships >= bc.midships && !s.bismarck.sunk) {
    s.bismarck.sunk = true;
    ctx.emit({ type: 'b62.sunk', audience: everyone, rule: 'How to Resolve Battle 3c', data: { ship: 'bismarck', name: bc.name, how: 'battle' } });
  }
  for (const id of britishOnBoard(ctx)) {
    const c = counterOf(ctx.data, id);
    const st = s.british[id];
    st.helpless = st.hits.midships >= c.helplessAt;
    if (st.hits.midships >= c.midships) sinkBritish(ctx, id, 'battle');
  }
}

/** Does a side's standing order play the Battle Board Chance Table now? A helpless side always hopes for withdrawal (3d). */
function wantsChance(policy: ChancePolicy, midships: number, helpless: boolean): boolean {
  if (helpless) return true;
  if (policy === 'never') return false;
  if (policy === 'always') return true;
  return midships >= policy;
}

/** Chance Tables, Battle Board: one roll each, Blue first; 1 or 2 is a withdrawal and ends play at once (How to Withdraw). */
function chance(ctx: Ctx, round: number): boolean {
  const s = ctx.state;
  const ids = britishOnBoard(ctx);
  const blueWants = wantsChance(s.blue.battle.chance, Math.max(0, ...ids.map((id) => s.british[id].hits.midships)), ids.length > 0 && ids.every((id) => s.british[id].helpless));
  const redWants = wantsChance(s.red.battle.chance, s.bismarck.hits.midships, s.bismarck.helpless);
  for (const [side, wants] of [['blue', blueWants], ['red', redWants]] as const) {
    if (!wants) continue;
    const r = ctx.roll({ table: 'Battle Board Chance Table', audience: everyone, rule: 'Chance Tables (Battle Board)', purpose: `round ${round}: ${side} plays the Chance Table`,
      read: (n) => ctx.data.battleChance[n - 1].text });
    const entry = ctx.data.battleChance[r.total - 1];
    ctx.emit({ type: 'b62.battle-chance', audience: everyone, rule: 'Chance Tables (Battle Board)', data: { round, side, roll: r.total, effect: entry.effect, text: entry.text } });
    if (entry.effect === 'withdrawal') return true;
    if (entry.effect === 'torpedo') {
      const out = recordHit(ctx.data.bismarck, s.bismarck.hits, 'midships');
      ctx.emit({ type: 'b62.hit', audience: everyone, rule: 'Chance Tables (Battle Board)', data: { round, ship: 'bismarck', result: 'midships', checked: out.checked, hits: { ...s.bismarck.hits } } });
      settle(ctx);
      if (s.bismarck.sunk) return false;
    }
    if (entry.effect === 'steering') s.battle!.steeringJammed = true;
  }
  return false;
}

/** Steps 6-7: the battle opens in the Bismarck's zone; the sighting battleships are placed on Blue's edge. */
export function beginBattle(ctx: Ctx): void {
  const s = ctx.state;
  const zone = s.bismarck.zone;
  s.battle = {
    zone, round: 0, ships: { bismarck: { at: { ...CENTRE }, heading: 0 } }, placed: [], foughtB: [], steeringJammed: false,
    zonesBefore: Object.fromEntries(Object.entries(s.british).map(([id, b]) => [id, b.zone])), timeRound: 0,
  };
  ctx.emit({ type: 'b62.battle-begins', audience: everyone, rule: 'How to Play, Step 6', data: { zone, area: areaOf(zone), night: isNight(ctx) } });
  for (const id of battleshipsIn(ctx, zone)) place(ctx, id, s.blue.battle.place ?? 'north', 'How to Play, Step 7');
}

/**
 * The round after movement (Steps 9-10, Chance Tables, Time 2): salvo counts, Blue's rolls then
 * Red's, hits, the Chance Table (Blue first), and a Time Record box every six rounds. Returns how
 * the battle ended, or null when it goes on.
 */
export function fireRound(ctx: Ctx): BattleEnd | null {
  const s = ctx.state;
  const b = s.battle!;
  const ids = britishOnBoard(ctx);
  const bis = unit(ctx, 'bismarck');
  const british = ids.map((id) => unit(ctx, id));
  const night = isNight(ctx);
  const blueSalvos = british.flatMap((u) => (night ? halveAtNight(salvosOf(u, [bis], 'bismarck')) : salvosOf(u, [bis], 'bismarck')));
  const redSalvos = ids.length ? salvosOf(bis, british, redTarget(ctx)) : [];
  ctx.emit({ type: 'b62.round', audience: everyone, rule: 'How to Play, Steps 8-9', data: {
    round: b.round, night,
    ships: Object.fromEntries(boardOrder(b).map((id) => [id, { x: b.ships[id].at.x, y: b.ships[id].at.y, heading: HEADING_NAMES[b.ships[id].heading] }])),
    salvos: { blue: total(blueSalvos), red: total(redSalvos) },
    detail: [...blueSalvos, ...redSalvos].map((x) => ({ firer: x.firer, section: x.section, target: x.target, range: x.range, column: x.column, count: x.count })),
  } });
  // How to Move Ships on Battle Board 4: pairs standing in B-range this round have fought from it.
  for (const id of ids) if (rangeOf(b.ships[id].at, b.ships.bismarck.at) === 'B' && !b.foughtB.includes(id)) b.foughtB.push(id);
  for (const x of blueSalvos) fire(ctx, x, b.round);
  for (const x of redSalvos) fire(ctx, x, b.round);
  settle(ctx);
  if (s.bismarck.sunk) return 'sunk';
  if (britishOnBoard(ctx).length === 0) return 'british-sunk';
  if (chance(ctx, b.round)) return 'withdrawal';
  if (s.bismarck.sunk) return 'sunk';
  if (b.round % 6 === 0) {
    checkTimeBox(ctx, `six rounds of battle (round ${b.round})`);
    b.timeRound = b.round;
    if (s.box > ctx.data.time.boxes.length) return 'time';
  }
  return null;
}

/** Does the coming round bring British arrivals (Battle Board 9: after every three rounds)? */
export const arrivalsDue = (round: number): boolean => round > 1 && (round - 1) % 3 === 0;

/** The round that comes next: its number, and British arrivals after every three rounds (Battle Board 9). */
export function nextRound(ctx: Ctx): void {
  const b = ctx.state.battle!;
  b.round++;
  if (arrivalsDue(b.round)) reinforce(ctx);
}

/** The end of a battle (Time 2; How to Withdraw): the conclusion's Time Record box, withdrawal moves, the board cleared. */
export function endBattle(ctx: Ctx, end: BattleEnd): void {
  const s = ctx.state;
  const b = s.battle!;
  // Time 2: one box at the conclusion of battle, unless the sixth round just checked it.
  if (end !== 'time' && b.timeRound !== b.round) checkTimeBox(ctx, 'conclusion of battle');
  if (end === 'withdrawal') {
    // How to Withdraw: every ship moves on from the zone it was in when the battle began.
    for (const [id, z] of Object.entries(b.zonesBefore)) if (!s.british[id].sunk) s.british[id].zone = z;
  }
  ctx.emit({ type: 'b62.battle-ends', audience: everyone, rule: BATTLE_RULE, data: { zone: b.zone, rounds: b.round, end } });
  s.battle = null;
}

/** Fights the battle in the Bismarck's zone to its end by standing orders; returns how it ended. */
export function fightBattle(ctx: Ctx): BattleEnd {
  beginBattle(ctx);
  let end: BattleEnd | null = null;
  while (end === null) {
    nextRound(ctx);
    moveShips(ctx);
    end = fireRound(ctx);
  }
  endBattle(ctx, end);
  return end;
}
