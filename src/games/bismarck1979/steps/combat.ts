/**
 * Naval combat determination (4.8, 9.2) and the battles (9.3–9.9) by standing orders. In each
 * zone where both sides have ships and one has located the other this turn: the British announce
 * first, then the Germans. An attacker's evasion (its fastest ship) must be at least the
 * defender's (its slowest) unless the defender accepts (9.2); carriers never attack; a shadowing
 * force attacks only what it shadows; a force fights once a turn (9.2, 9.33). With a choice of
 * attacker or target of the named type, one is pulled from a cup (a die). A side may start more
 * than one action in a zone (9.21, its `actions`); all of a zone's actions are announced before
 * the first is fought, and fought in that order (9.2). The other forces of both sides in the zone
 * wait to reinforce, each recorded to one action when there are two or more (9.4). No combat in
 * fog (7.3).
 */
import { everyone, sidesOnly, umpireOnly } from '../../../kernel/events.js';
import { maskFor } from '../rules/battle-fog.js';
import type { SideId } from '../state.js';
import type { Announcement } from '../state.js';
import type { StandingBattleOrders } from '../orders-types.js';
import { closeBattle, fightBattle, openBattle, type BattleBoard, type BattleIO, type BattleSetup } from '../rules/battle.js';
import { fogged } from '../rules/search.js';
import { isNight } from '../time.js';
import { fastest, forceType, forcesOf, slowest, type Force } from '../units.js';
import { sunkPoints } from './air-attack.js';
import { type Ctx, SIDES, other, pick } from './context.js';

const ORDER = ['battleship', 'cruiser', 'carrier'] as const;

export function navalCombat(ctx: Ctx): void {
  for (const zone of combatZonesThisTurn(ctx)) {
    for (const setup of determine(ctx, zone)) begin(ctx, zone, setup, false);
  }
}

/** The zones holding a contact of either side this turn, clear of fog (7.3), in order. */
function combatZonesThisTurn(ctx: Ctx): string[] {
  const zones = new Set<string>();
  for (const side of ['british', 'german'] as const) for (const c of ctx.state.contacts[side]) zones.add(c.zone);
  return [...zones].sort().filter((z) => !fogged(ctx.data, ctx.state, z));
}

/**
 * A side's orders for one zone's combat: its standing orders, or what it announced by mail this
 * turn (option `announce: mail`): it attacks only in the zones it listed.
 */
export function orders(ctx: Ctx, side: SideId, zone: string): StandingBattleOrders {
  const st = ctx.state.standing[side];
  const a = ctx.state.combat?.announced[side];
  if (!a) return st;
  const z = a.attacks[zone];
  return { ...st, attack: !!z, attackWith: z?.with ?? st.attackWith, target: z?.target ?? st.target, accept: a.accept, actions: z?.actions ?? st.actions };
}

/** The zones where a side could start a combat now (9.2): a located enemy force and a force of its own able to fight there. */
export function combatZones(ctx: Pick<Ctx, 'state' | 'data'>, side: SideId): string[] {
  const { state, data } = ctx;
  const foe = other(side);
  const zones = [...new Set(state.contacts[side].map((c) => c.zone))].sort();
  return zones.filter((zone) => !fogged(data, state, zone)
    && fighting(ctx, foe, zone).some((f) => state.contacts[side].some((c) => c.zone === zone && c.ships.some((id) => f.ships.some((s) => s.id === id))))
    && fighting(ctx, side, zone).length > 0);
}

/** What silence announces (9.2): the standing orders, in every zone where an attack is possible. */
export function silentAnnouncement(ctx: Pick<Ctx, 'state' | 'data'>, side: SideId): Announcement {
  const st = ctx.state.standing[side];
  const attacks: Announcement['attacks'] = {};
  if (st.attack) for (const z of combatZones(ctx, side)) attacks[z] = { with: st.attackWith, target: st.target, ...(st.actions ? { actions: st.actions } : {}) };
  return { attacks, accept: st.accept };
}

/** The forces of a side able to fight in a zone now (carriers only with other ships, 9.2). */
function fighting(ctx: Pick<Ctx, 'state' | 'data'>, side: SideId, zone: string): Force[] {
  return forcesOf(ctx.state, side).filter((f) => f.zone === zone && !ctx.state.fought.includes(f.key + '@' + side))
    .map((f) => ({ ...f, ships: f.ships.length > 1 && f.ships.some((s) => ctx.data.ships[s.id].type !== 'CV') ? f.ships.filter((s) => ctx.data.ships[s.id].type !== 'CV') : f.ships }))
    .filter((f) => f.ships.some((s) => ctx.data.ships[s.id].type !== 'CV'));
}

/**
 * 9.2: a zone's combat determination. The British announce their actions first, then the Germans,
 * each side up to its `actions` (9.21: "more than one naval action can occur in the same zone"),
 * each action a force not yet committed against an enemy force not yet committed. Then 9.4: every
 * other force of both sides able to fight there waits to reinforce, and with two or more actions
 * each is recorded to one of them before any combat begins. Returns the actions in the order they
 * are fought: the first selected first (9.2).
 */
export function determine(ctx: Ctx, zone: string): BattleSetup[] {
  const { state } = ctx;
  const actions: BattleSetup[] = [];
  for (const side of ['british', 'german'] as const) {
    const o = orders(ctx, side, zone);
    for (let k = 0; k < (o.actions ?? 1); k++) {
      const a = announceOne(ctx, zone, side, k);
      if (!a) break;
      actions.push(a);
    }
  }
  if (!actions.length) return actions;
  for (const side of SIDES) {
    for (const f of fighting(ctx, side, zone)) {
      state.fought.push(f.key + '@' + side);
      const a = actions.length > 1 ? recordedAction(ctx, side, f, actions) : actions[0];
      a.waiting[side].push(f);
      // 9.4: the record is on paper, so only its writer (and the umpire) sees it.
      if (actions.length > 1) ctx.emit({ type: 'b79.reinforce-record', audience: sidesOnly(side), data: { zone, side, force: f.key, ships: f.ships.map((s) => s.id), battle: a.id, action: actions.indexOf(a) + 1, of: actions.length } });
    }
  }
  return actions;
}

/** 9.4: the action a waiting force is recorded to: by its own record, else the side's choice, by the enemy's general type in the action; else the first. */
function recordedAction(ctx: Ctx, side: SideId, f: Force, actions: BattleSetup[]): BattleSetup {
  const st = ctx.state.standing[side];
  const rec = st.record ?? {};
  const want = rec[f.key] ?? f.ships.map((s) => rec[s.id]).find((x) => x) ?? st.reinforceAgainst ?? 'first';
  const enemyIn = (a: BattleSetup) => (a.attacker.side === side ? a.defender : a.attacker);
  return (want !== 'first' && actions.find((a) => forceType(ctx.data, enemyIn(a).ships) === want)) || actions[0];
}

/**
 * 9.2: one action a side announces in a zone, if its orders and the forces there allow one: the
 * target and the attacking force chosen (by type, then from the cup), both committed. The `k`th
 * action of a side in the zone (from 0) has its own battle id and dice purposes.
 */
function announceOne(ctx: Ctx, zone: string, side: SideId, k: number): BattleSetup | null {
  const { state, data } = ctx;
  const o = orders(ctx, side, zone);
  if (!o.attack) return null;
  const foe = other(side);
  const tag = k ? `-${k + 1}` : '';
  const located = state.contacts[side].filter((c) => c.zone === zone);
  const targets = fighting(ctx, foe, zone).filter((f) => located.some((c) => c.ships.some((id) => f.ships.some((s) => s.id === id))));
  const RANK = { battleship: 0, cruiser: 1, carrier: 2 } as const;
  const attackers = fighting(ctx, side, zone).filter((f) => RANK[forceType(data, f.ships)] <= RANK[o.attackWith]);
  if (!targets.length || !attackers.length) return null;
  const shadowOf = (key: string) => Object.entries(state.shadowing).find(([, u]) => u === key)?.[0];
  // 9.2: choose the target by type, then from the cup.
  const typed = (fs: Force[], want: string) => { const t = fs.filter((f) => forceType(data, f.ships) === want); return t.length ? t : fs.filter((f) => forceType(data, f.ships) === ORDER.find((x) => fs.some((g) => forceType(data, g.ships) === x))); };
  const pool = typed(targets, o.target);
  const target = pool[pick(ctx, pool.length, `${side} target in ${zone}`, '9.2', everyone, `target-${zone}-${side}${tag}`)];
  const fo = orders(ctx, foe, zone);
  const able = attackers.filter((f) => {
    const shadowed = shadowOf(f.key) ?? f.ships.map((s) => shadowOf(s.id)).find((x) => x);
    if (shadowed && !state.contacts[side].find((c) => c.id === shadowed)?.ships.some((id) => target.ships.some((s) => s.id === id))) return false; // 9.2
    return fastest(data, f) >= slowest(data, target) || fo.accept;
  });
  if (!able.length) { ctx.emit({ type: 'b79.combat-refused', audience: everyone, data: { zone, side, why: 'no force fast enough, and the enemy declined (9.2)' } }); return null; }
  const apool = typed(able, 'battleship');
  const attacker = apool[pick(ctx, apool.length, `${side} force that attacks in ${zone}`, '9.2', everyone, `attacker-${zone}-${side}${tag}`)];
  state.fought.push(attacker.key + '@' + side, target.key + '@' + foe);
  const id = `${zone}-${side}${tag}`;
  ctx.emit({ type: 'b79.combat', audience: everyone, data: { battle: id, zone, attacker: side, attackerEvasion: fastest(data, attacker), defenderEvasion: slowest(data, target) } });
  return { id, attacker, defender: target, waiting: { british: [], german: [] }, orders: { [side]: o, [foe]: fo } as Record<SideId, typeof o>, night: isNight(data, state.time, data.board.zones[zone]) };
}

/** A determined action begun: fought whole by standing orders, or opened for rounds by mail (returned). */
function begin(ctx: Ctx, zone: string, setup: BattleSetup, rounds: boolean): BattleBoard | null {
  // A setup kept in the state between exchanges holds copies of the ships: read them afresh.
  const live = (f: Force): Force => ({ ...f, ships: f.ships.map((s) => ctx.state.ships[s.id]) });
  const b: BattleSetup = { ...setup, attacker: live(setup.attacker), defender: live(setup.defender), waiting: { british: setup.waiting.british.map(live), german: setup.waiting.german.map(live) } };
  if (rounds) return openBattle(ctx.data, b, zone, battleIO(ctx, b.id));
  const out = fightBattle(ctx.data, ctx.state, b, battleIO(ctx, b.id), zone);
  for (const s of out.sunk) sunkPoints(ctx, s);
  return null;
}

/**
 * The battle's dice and events: one stream per battle. The dice are open (their purposes name no
 * ship), save those only one side rolls for a named ship; each event of the board is written
 * three times through the fog of 9.2 (battle-fog.ts): whole for the umpire, and for each side
 * with the enemy ships it has not identified told by general type. A side's copy carries `as`,
 * so the umpire's report keeps to its own copy.
 */
export function battleIO(ctx: Ctx, id: string): BattleIO {
  return {
    roll: (table, purpose, dice, sides = 6, read, to) => ctx.roll({ table, purpose, audience: to ? sidesOnly(to) : everyone, dice, sides, rule: '9.6', stream: `battle-${id}`, ...(read ? { read: (t: number) => read(t) } : {}) }),
    emit: (type, d, board) => {
      if (!board) { ctx.emit({ type, audience: everyone, data: d }); return; }
      ctx.emit({ type, audience: umpireOnly, data: d });
      for (const side of SIDES) ctx.emit({ type, audience: sidesOnly(side), data: { ...maskFor(ctx.data, board, side, d as Record<string, unknown>), as: side } });
    },
  };
}

/** A battle by mail is over: its end told, its sinkings scored (11.1, as by standing orders). */
export function endBattleByMail(ctx: Ctx, board: BattleBoard): void {
  const out = closeBattle(board, battleIO(ctx, board.id));
  for (const s of out.sunk) sunkPoints(ctx, s);
}

/**
 * With the options on, naval combat spread over exchanges: the announcements asked by mail
 * (x3 `british-announce`, x4 `german-announce`, each only when a combat is possible, 9.2), then
 * each zone's attacks in order, the British first; a battle with `battle: rounds` stops here and
 * waits for `battle-round` exchanges. Returns true when every combat of the turn is settled.
 */
export function advanceCombat(ctx: Ctx): boolean {
  const { state } = ctx;
  const c = state.combat!;
  if (c.battle) { state.phase = 'battle-round'; return false; }
  if (state.options?.announce === 'mail' && !state.over) {
    if (!c.announced.british && combatZones(ctx, 'british').length) { state.phase = 'british-announce'; return false; }
    // The Germans answer when the British announced an attack (acceptance, 9.2) or they could attack themselves.
    const answered = Object.keys(c.announced.british?.attacks ?? {}).length > 0;
    if (!c.announced.german && (answered || combatZones(ctx, 'german').length)) { state.phase = 'german-announce'; return false; }
  }
  while (c.queue.length) {
    const { zone, setup } = c.queue.shift()!;
    // 9.2: a zone's actions all determined (both sides) before the first is fought, then fought in that order.
    if (!setup) { c.queue.unshift(...determine(ctx, zone).map((x) => ({ zone, setup: x }))); continue; }
    // Once the game is over (the Bismarck sunk) no one is asked again: a later battle is fought by standing orders.
    const board = begin(ctx, zone, setup, state.options?.battle === 'rounds' && !state.over);
    if (board) { c.battle = board; state.phase = 'battle-round'; return false; }
  }
  return true;
}

/** The queue of this turn's combats (9.2): each zone holding a contact, clear of fog, in order; its actions are determined when it comes up. */
export function combatQueue(ctx: Ctx): { zone: string }[] {
  return combatZonesThisTurn(ctx).map((zone) => ({ zone }));
}
