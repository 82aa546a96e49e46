/**
 * x2 `command` in the one-mail mode (seam §2): each commander orders his ship's hand and may
 * give a conditional instruction; then the rounds are turned one by one (Execution Phase 1-5),
 * each round's cards resolved in the Card Precedence, simultaneous within a kind; after the last
 * card the torpedoes (Torpedo Attacks 4), the Hood's roll (Battle 1) and the end of the hand.
 */
import { everyone, seatsOnly } from '../../../kernel/events.js';
import type { TurnStep } from '../../../kernel/step.js';
import type { StbData } from '../data/types.js';
import { DEPARTMENT_OF, DISCARDED, kindOf, MOVEMENT, pileId, precedenceOf } from '../cards.js';
import { afloat, handOf, nameOf, portOnly, scenarioOf, type Ctx } from '../context.js';
import { nextBattle } from './next-battle.js';
import { defaultPlay, defaultSequence, nearestEnemy } from '../play/defaults.js';
import { movement, type Movement } from '../play/move.js';
import { fireSalvos, shotsOf, type Shot } from '../play/guns.js';
import { ahead, bearing, distance, distanceToSegment, segmentsCross, type Point } from '../geometry.js';
import { gunHit, hullHit, planeHit, repair, sink } from '../damage.js';
import type { StbOrders } from '../orders-types.js';
import { SIDES, type LineCard, type StbState } from '../state.js';
import { meetIfSignalled, playSignals } from './signals.js';
import { tellAdmiralOfCaptain } from './staff-report.js';

type Step = TurnStep<StbData, StbState, StbOrders>;

/** Torpedo Attacks 1: at most two torpedoes, aerial or ship, a hand. */
export const MAX_TORPEDOES = 2;

/** A commander's written cards matched to the hand's card ids; the cards he left out follow in the default order. */
export function lineOf(d: StbData, s: StbState, ship: string, orders: StbOrders | undefined): LineCard[] {
  const hand = [...s.piles[pileId(ship, 'hand')].cards];
  const line: LineCard[] = [];
  for (const o of orders?.cards ?? []) {
    const id = hand.find((c) => kindOf(c) === o.card);
    if (!id) continue;
    hand.splice(hand.indexOf(id), 1);
    // What he left unsaid is the default play, but Ahead Flank without a distance is the ship's
    // Flank Speed (Emergency Maneuvers 1; play/move.ts), not Ahead Full's default 2 units.
    const { units: _full, ...flankDefault } = defaultPlay(d, s, ship, o.card);
    line.push({ id, order: { ...(o.card === 'ahead' && o.flank === true ? flankDefault : defaultPlay(d, s, ship, o.card)), ...o } });
  }
  for (const id of defaultSequence(hand, kindOf)) line.push({ id, order: defaultPlay(d, s, ship, kindOf(id)) });
  return line;
}

export const orderHands: Step = {
  name: 'order', rule: 'Execution Phase 1; Send Signals 1',
  run: (ctx) => {
    const s = ctx.state;
    s.lines = {};
    for (const ship of afloat(ctx.data, s)) {
      const seat = s.commanders[ship];
      const orders = ctx.orders[seat];
      s.lines[ship] = lineOf(ctx.data, s, ship, orders);
      ctx.emit({ type: 'stb.ordered', audience: seatsOnly(seat), data: { ship, cards: s.lines[ship].map((c) => c.order), ...(orders?.['if-torpedo'] ? { ifTorpedo: orders['if-torpedo'] } : {}) } });
      // The one-mail mode: Send Signals after so many cards (Send Signals 2), kept for the rounds.
      if (ctx.spec.kind === 'command' && typeof orders?.signals === 'number') s.signalAt = { ...s.signalAt, [ship]: orders.signals };
    }
    for (const side of SIDES) tellAdmiralOfCaptain(ctx, side);
    // The rounds after a signal run in the `signals` exchange, which has only the staff's answers:
    // the commanders' conditional instructions go with them in the state.
    if (s.signalAt) for (const ship of afloat(ctx.data, s)) {
      const cond = ctx.orders[s.commanders[ship]]?.['if-torpedo'];
      if (cond) s.ifTorpedo = { ...s.ifTorpedo, [ship]: cond };
    }
  },
};

/**
 * The one-mail mode's conditional instruction (Emergency Maneuvers 3, Send Signals 1: the
 * commander alone may change his remaining cards): a torpedo launched at his ship turns his
 * next Turn card, this round's if it is not yet executed, to the side he named, HARD OVER if he
 * asked and the option is in use; a later Turn card is brought forward to be turned next.
 */
function reactToTorpedo(ctx: Ctx, target: string, current: Map<string, LineCard>): void {
  const s = ctx.state;
  const cond = ctx.orders[s.commanders[target]]?.['if-torpedo'] ?? s.ifTorpedo?.[target];
  if (!cond) return;
  const now = current.get(target);
  const line = s.lines![target];
  let card: LineCard | undefined;
  if (now && kindOf(now.id) === 'turn') card = now;
  else {
    const i = line.findIndex((c) => kindOf(c.id) === 'turn');
    if (i >= 0) { card = line[i]; line.splice(i, 1); line.unshift(card); }
  }
  if (!card) return;
  card.order = { card: 'turn', to: cond.to, degrees: 90, then: 1, ...(cond.hard && s.options.emergency ? { hard: true } : {}) };
  ctx.emit({ type: 'stb.reacted', audience: seatsOnly(s.commanders[target]), rule: 'Emergency Maneuvers 3', data: { ship: target, order: card.order, now: card === now } });
}

/**
 * Swordfish Air Attacks 1-3 (Battle 2): in the first hand each British ship named by the
 * scenario plays its Swordfish card before any other; the target defends with anti-aircraft fire
 * while a turret works; the torpedo is launched 2 or 4 units from the target, ours: on the line
 * from the target towards the ship whose card it was, and judged with the ships' torpedoes.
 */
/** The British ships whose Swordfish card is still to be played this round (Swordfish Air Attacks 1: the first hand only). */
function swordfishDue(ctx: Ctx): string[] {
  const s = ctx.state;
  if (handOf(s) !== 1) return [];
  return (scenarioOf(ctx.data, s).swordfish ?? []).filter((x) => s.ships[x] && !s.ships[x].sunk && s.piles[pileId(x, 'special')].cards.some((c) => kindOf(c) === 'swordfish'));
}

function swordfishAttacks(ctx: Ctx, current: Map<string, LineCard>): void {
  const s = ctx.state;
  const d = ctx.data;
  for (const ship of swordfishDue(ctx)) {
    const special = s.piles[pileId(ship, 'special')];
    const card = special.cards.find((c) => kindOf(c) === 'swordfish');
    const target = nearestEnemy(d, s, ship);
    if (!card || !target) continue;
    ctx.cards.move(special, s.piles[pileId(ship, 'played')], [card], { purpose: `${nameOf(d, ship)}'s Swordfish attack, first card of the first hand (Swordfish 1)` });
    const t = s.ships[target];
    let result: 'miss' | 'damaged' | 'down' = 'miss';
    if (t.turrets.some((h) => h < 2)) {
      const r = ctx.roll({ table: 'Anti-Aircraft Fire', purpose: `${nameOf(d, target)} fires at the Swordfish from ${nameOf(d, ship)}`, audience: everyone, dice: 1, sides: 6, stream: `${ship}-aa`, rule: 'Swordfish Air Attacks 2', read: (v) => d.tables.antiAircraft[v - 1] });
      result = d.tables.antiAircraft[r.total - 1];
    }
    if (result === 'down') { ctx.emit({ type: 'stb.swordfish', audience: everyone, rule: 'Swordfish Air Attacks 2', data: { ship, target, result, launched: false } }); continue; }
    const units = d.tables.swordfishLaunch[result];
    const at = ahead(t, bearing(t, s.ships[ship]), units);
    s.torpedoes.push({ by: ship, target, x: at.x, y: at.y });
    ctx.emit({ type: 'stb.swordfish', audience: everyone, rule: 'Swordfish Air Attacks 2-3', data: { ship, target, result, launched: true, units, x: at.x, y: at.y } });
    reactToTorpedo(ctx, target, current);
  }
}

function layMine(ctx: Ctx, ship: string): void {
  const st = ctx.state.ships[ship];
  // Deploy Mines 1: a marker where the layer is; with another of the side's up to 5 away, a barrier between.
  ctx.state.mines.push({ side: st.side, x: st.x, y: st.y });
  ctx.emit({ type: 'stb.mine', audience: everyone, rule: 'Deploy Mines 1', data: { ship, x: st.x, y: st.y } });
}

/** Does a path cross an enemy mine barrier or pass over a lone marker (Deploy Mines 1-2; ours: within half a unit)? */
function minesCrossed(s: StbState, side: string, path: readonly Point[]): number {
  const theirs = s.mines.filter((m) => m.side !== side);
  let struck = 0;
  const segs = path.slice(1).map((p, i) => [path[i], p] as const);
  theirs.forEach((m, i) => {
    const partner = theirs.slice(0, i).reverse().find((o) => distance(o, m) <= 5 && o !== m);
    // A lone marker "is effective only in the square it occupies": a path that comes within half a
    // unit of it anywhere, not only where a card's move ends; a ship already on it when she moves
    // off is not struck again.
    const hit = partner
      ? segs.some(([a, b]) => segmentsCross(a, b, partner, m))
      : distance(path[0], m) > 0.5 && segs.some(([a, b]) => distanceToSegment(m, a, b) <= 0.5);
    if (hit) struck++;
  });
  return struck;
}

function resolveRound(ctx: Ctx, round: number, current: Map<string, LineCard>): void {
  const s = ctx.state;
  const d = ctx.data;
  const byKind = (...kinds: string[]) => [...current.entries()].filter(([ship, c]) => kinds.includes(kindOf(c.id)) && !s.ships[ship].sunk);
  // Swordfish 1: "If playing both ship and aerial torpedoes in the same hand, aerial attacks are played first."
  if (round === 1) swordfishAttacks(ctx, current);
  // Torpedo Attacks 1-3.
  for (const [ship, c] of byKind('torpedo')) {
    const target = c.order.target ?? nearestEnemy(d, s, ship);
    const st = s.ships[ship];
    // Rule 1: "No more than two torpedoes (aerial or ship) can be launched per hand": ours, per side.
    const launched = s.torpedoes.filter((x) => s.ships[x.by].side === st.side).length;
    if (round !== 1 || launched >= MAX_TORPEDOES || !target || s.ships[target]?.sunk || s.ships[target]?.side === st.side || distance(st, s.ships[target]) > d.tables.torpedo.maxRange) {
      const why = round !== 1 ? 'not the first card of the hand' : launched >= MAX_TORPEDOES ? 'two torpedoes already launched this hand' : 'no enemy within 5 units';
      ctx.emit({ type: 'stb.torpedo', audience: everyone, rule: 'Torpedo Attacks 1, 3', data: { ship, round, launched: false, why } });
      continue;
    }
    s.torpedoes.push({ by: ship, target, x: st.x, y: st.y });
    ctx.emit({ type: 'stb.torpedo', audience: everyone, rule: 'Torpedo Attacks 2', data: { ship, target, round, launched: true, x: st.x, y: st.y } });
    reactToTorpedo(ctx, target, current);
  }
  for (const [ship] of byKind('smoke')) {
    s.ships[ship].smoke = true;
    ctx.emit({ type: 'stb.smoke', audience: everyone, rule: 'Lay Smoke Screen 1-2', data: { ship, round } });
  }
  const shots: Shot[] = byKind('guns').flatMap(([ship, c]) => shotsOf(ship, s.ships[ship].turrets.length, c.order.target ?? nearestEnemy(d, s, ship) ?? undefined, c.order.plane === true, c.order.turrets));
  for (const h of fireSalvos(ctx, round, shots)) { if (h.plane) planeHit(ctx, h.target, h.plane); else gunHit(ctx, h.target, h.zone); }
  for (const [ship, c] of byKind('scout')) {
    const st = s.ships[ship];
    const t = c.order.target;
    // Scout Plane Operations 1-3: launched anywhere, repositioned or recovered by another card.
    if (st.plane !== 'aboard' && st.plane !== 'aloft') { ctx.emit({ type: 'stb.scout', audience: everyone, rule: 'Scout Plane Operations 4', data: { ship, round, effect: 'no plane to fly' } }); continue; }
    if (t === 'recover' || !t || !s.ships[t] || s.ships[t].sunk) { st.plane = 'aboard'; st.planeAt = null; ctx.emit({ type: 'stb.scout', audience: everyone, rule: 'Scout Plane Operations 3', data: { ship, round, effect: 'recovered' } }); continue; }
    st.plane = 'aloft';
    st.planeAt = { x: s.ships[t].x, y: s.ships[t].y };
    ctx.emit({ type: 'stb.scout', audience: everyone, rule: 'Scout Plane Operations 1-2', data: { ship, round, effect: 'over', target: t, x: st.planeAt.x, y: st.planeAt.y } });
  }
  // Movement: all at once, then collisions (Movement 3) and mines (Deploy Mines 2).
  const moves: [string, Movement][] = byKind(...MOVEMENT).map(([ship, c]) => [ship, movement(d, s.ships[ship], c.order, s.options.emergency, portOnly(d, s, ship))] as [string, Movement])
    .filter(([ship, m]) => {
      // Limited Fuel 2-3, Emergency Maneuvers 1-2: each unit transited burns fuel; ours, a ship without enough for the move stays where she is.
      const st = s.ships[ship];
      if (st.fuel === undefined) return true;
      if (st.fuel < m.fuel) { ctx.emit({ type: 'stb.no-fuel', audience: everyone, rule: 'Limited Fuel 2', data: { ship, round, fuel: st.fuel, needed: m.fuel } }); return false; }
      st.fuel -= m.fuel;
      return true;
    });
  const before = new Map(afloat(d, s).map((id) => [id, { x: s.ships[id].x, y: s.ships[id].y }]));
  for (const [ship, m] of moves) {
    const st = s.ships[ship];
    const end = m.path[m.path.length - 1];
    st.x = end.x; st.y = end.y; st.heading = m.heading; st.turns += m.turns;
    ctx.emit({ type: 'stb.moved', audience: everyone, rule: 'Movement 1-2', data: { ship, round, how: m.how, x: st.x, y: st.y, heading: st.heading } });
  }
  const moved = afloat(d, s);
  for (let i = 0; i < moved.length; i++) for (let j = i + 1; j < moved.length; j++) {
    const a = s.ships[moved[i]]; const b = s.ships[moved[j]];
    // Ours: a collision is two ships coming together this round, not two already alongside.
    if (distance(a, b) < d.tables.collision && distance(before.get(a.id)!, before.get(b.id)!) >= d.tables.collision) {
      ctx.emit({ type: 'stb.collision', audience: everyone, rule: 'Movement 3', data: { ships: [a.id, b.id], round } });
      hullHit(ctx, a.id, 'collision');
      hullHit(ctx, b.id, 'collision');
    }
  }
  for (const [ship, m] of moves) {
    for (let k = minesCrossed(s, s.ships[ship].side, m.path); k > 0 && !s.ships[ship].sunk; k--) {
      const r = ctx.roll({ table: 'Mine Barrier', purpose: `${nameOf(d, ship)} passes through a mine field`, audience: everyone, dice: 2, sides: 6, stream: `${ship}-r${round}-mine`, rule: 'Deploy Mines 2', read: (t) => (t <= 9 ? 'struck' : 'safe') });
      if (r.total <= 9) hullHit(ctx, ship, 'mine');
    }
  }
  for (const [ship, c] of byKind('repair')) repair(ctx, ship, c.order.repair);
  for (const [ship] of byKind('mines')) layMine(ctx, ship);
}

/**
 * One round (Execution Phase 2-4): each afloat ship's commander turns his next card, save the
 * ships in `forfeit` (the late commander "forfeits the opportunity to play a card from any round
 * he missed", Game Description); false when no card was turned.
 */
export function playRound(ctx: Ctx, round: number, forfeit: ReadonlySet<string> = new Set()): boolean {
  const s = ctx.state;
  const current = new Map<string, LineCard>();
  for (const ship of afloat(ctx.data, s)) {
    if (forfeit.has(ship)) continue;
    const card = s.lines![ship].shift();
    if (!card) continue;
    current.set(ship, card);
    ctx.cards.move(s.piles[pileId(ship, 'hand')], s.piles[pileId(ship, 'played')], [card.id], { purpose: `${nameOf(ctx.data, ship)} turns card ${round}` });
  }
  // The Swordfish card is a card of the first round even when no ship's hand holds another
  // (Swordfish Air Attacks 1 "must be played"; Less Than Four Cards 1).
  if (current.size === 0 && !(round === 1 && swordfishDue(ctx).length > 0)) return false;
  const order = [...current.entries()].sort(([, a], [, b]) => precedenceOf(kindOf(a.id)) - precedenceOf(kindOf(b.id)));
  ctx.emit({ type: 'stb.round', audience: everyone, data: { round, cards: Object.fromEntries(order.map(([ship, c]) => [ship, kindOf(c.id)])) } });
  resolveRound(ctx, round, current);
  return true;
}

/**
 * The one-mail mode's rounds from `from` on (Execution Phase 1-4), until the cards run out or a
 * commander's Send Signals falls due (his `signals:` count of cards turned): then the hand stops
 * for his staff (steps/signals.ts) and true is returned; the rounds go on after their answer.
 */
export function playFrom(ctx: Ctx, from: number): boolean {
  const s = ctx.state;
  for (let round = from; round <= 4; round++) {
    if (s.signalAt) {
      for (const ship of Object.keys(s.signalAt).filter((x) => s.signalAt![x] === round - 1)) { delete s.signalAt[ship]; playSignals(ctx, ship, round - 1); }
      if (meetIfSignalled(s, round)) return true;
    }
    if (!playRound(ctx, round)) break;
  }
  return false;
}

export const playRounds: Step = {
  name: 'rounds', rule: 'Execution Phase 1-4; Less Than Four Cards 1',
  run: (ctx) => { playFrom(ctx, 1); },
};

/** The hand's end waits while a staff meets (Send Signals 3): the steps after the rounds do nothing then. */
const meeting = (ctx: Ctx): boolean => ctx.state.phase === 'signals';

/** Torpedo Attacks 4 and the Torpedo Hit Chart: after the last card of the hand. */
export const torpedoHits: Step = {
  name: 'torpedoes', rule: 'Torpedo Attacks 4; Execution Phase 5',
  run: (ctx) => {
    if (meeting(ctx)) return;
    const s = ctx.state;
    const t = ctx.data.tables.torpedo;
    s.torpedoes.forEach((torp, i) => {
      const target = s.ships[torp.target];
      if (target.sunk) return;
      const dist = distance(torp, target);
      const reach = t.reach[Math.min(target.turns, t.reach.length - 1)];
      const onTarget = dist <= reach;
      ctx.emit({ type: 'stb.torpedo-run', audience: everyone, data: { by: torp.by, target: torp.target, distance: Math.round(dist * 10) / 10, turns: target.turns, reach, onTarget } });
      if (!onTarget) return;
      const r = ctx.roll({ table: 'Torpedo fuse', purpose: `does ${nameOf(ctx.data, torp.by)}'s torpedo explode against ${nameOf(ctx.data, torp.target)}?`, audience: everyone, dice: 2, sides: 6, stream: `torpedo-${i + 1}`, read: (x) => (x <= t.explodesUpTo ? 'explodes' : 'dud') });
      if (r.total <= t.explodesUpTo) hullHit(ctx, torp.target, 'torpedo');
    });
    s.torpedoes = [];
  },
};

/** Battle 1: "if HMS Hood was hit at any time during that hand, roll one additional 1d6. A roll of 6 indicates Hood has exploded and sunk." */
export const hoodRoll: Step = {
  name: 'explosion', rule: 'Battle 1',
  run: (ctx) => {
    if (meeting(ctx)) return;
    const x = ctx.data.scenarios.find((sc) => sc.id === ctx.state.scenario)?.explodes;
    const st = x ? ctx.state.ships[x.ship] : undefined;
    if (!x || !st || st.sunk || !st.hit) return;
    const r = ctx.roll({ table: 'Magazine', purpose: `${nameOf(ctx.data, x.ship)} was hit this hand: does she explode?`, audience: everyone, dice: 1, sides: 6, read: (v) => (v >= x.on ? 'explodes' : 'holds') });
    if (r.total >= x.on) sink(ctx, x.ship, 'magazine explosion');
  },
};

/** The end of a hand: cards back to their departments or discarded (each card's last rule), the game's end (Battle 1; Winning). */
export const endHand: Step = {
  name: 'end-hand', rule: 'Execution Phase 6; Battle 1; Winning',
  run: (ctx) => {
    if (meeting(ctx)) return;
    const s = ctx.state;
    for (const ship of Object.keys(s.ships)) {
      for (const from of ['played', 'hand'] as const) {
        const pile = s.piles[pileId(ship, from)];
        for (const c of [...pile.cards]) {
          const k = kindOf(c);
          const to = DISCARDED.includes(k) && from === 'played' ? 'spent' : (DEPARTMENT_OF[k] === 'commander' ? 'special' : DEPARTMENT_OF[k]) as 'spent' | 'nav' | 'ops' | 'eng' | 'special';
          ctx.cards.move(pile, s.piles[pileId(ship, to)], [c], { purpose: from === 'played' ? (to === 'spent' ? 'used once and discarded' : 'may be reused') : 'not played this hand' });
        }
      }
      const st = s.ships[ship];
      st.smoke = false; st.hit = false; st.turns = 0;
      // Limited Fuel 1: a fuel unit every hand, even when stationary.
      if (st.fuel !== undefined && !st.sunk) st.fuel = Math.max(0, st.fuel - ctx.data.tables.fuel.perHand);
    }
    delete s.lines;
    delete s.signalAt; delete s.ifTorpedo; delete s.signalled;
    const sc = ctx.data.scenarios.find((x) => x.id === s.scenario)!;
    const sideGone = (['british', 'german'] as const).find((side) => Object.values(s.ships).every((x) => x.side !== side || x.sunk));
    const reason = sc.endsWhenSunk && s.ships[sc.endsWhenSunk]?.sunk ? `${nameOf(ctx.data, sc.endsWhenSunk)} sunk` : sideGone ? `the ${sideGone} ships are sunk` : handOf(s) >= sc.hands ? `${sc.hands} hands played` : null;
    ctx.emit({ type: 'stb.hand-ends', audience: everyone, data: { hand: s.turn, points: { ...s.points } } });
    s.turn++;
    s.phase = 'staff';
    // An extended game goes on with the next battle (Battle 2), if what it carries over is afloat.
    if (reason && s.options.extended && sc.then && nextBattle(ctx, sc.then, reason)) return;
    if (reason) {
      s.over = true;
      const winner = s.points.british > s.points.german ? 'british' : s.points.german > s.points.british ? 'german' : 'draw';
      s.result = { winner, reason };
      ctx.emit({ type: 'stb.game-over', audience: everyone, rule: 'Winning', data: { winner, reason, points: { ...s.points } } });
    }
  },
};

