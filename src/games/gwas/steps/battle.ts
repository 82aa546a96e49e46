/**
 * 4.5 Tactical Phase: Basic Combat (6.0–6.5) for every battle of the turn.
 * 5.45: all contacts are resolved before any battle, so the contacts in one zone form one
 * battle (several fleets of a side fighting together); escorts joined their fleet's contact
 * (5.2 Escort). Battles are fought in zone order. After each battle (7.37–7.38): sunk ships
 * leave their fleets, a fleet without ships is gone, victory points for sinkings go to the side
 * that sank them, an extended battle costs every fleet in it one zone next turn, and fleets that
 * fought may re-plot (the orders check reads `state.contacts`).
 *
 * Identification (7.27) in Basic Combat, which has no hexes: by day every enemy ship in the
 * battle is within sighting and identified from the first round; at night an enemy ship is
 * identified only when it fires at the side or is hit by it (night fire is at short range).
 * Until then it is "an unidentified ship" in everything addressed to the side.
 */
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import { weatherZoneOf } from '../geography.js';
import { otherSide, SIDES, type ContactRecord, type FleetState, type ShipState, type SideId, type WrittenExchanges } from '../state.js';
import { writtenExchanges } from '../tactical/swap.js';
import { isNight } from '../time.js';
import { EXTENDED_AFTER, fightBattle, type BattleOutcome } from '../combat/battle.js';
import { initiativeFromTotal, initiativeModifiers } from '../combat/initiative.js';
import { sinkShip } from '../combat/damage-boxes.js';
import { live, type BattleRun } from '../combat/types.js';
import { towedOrTowing } from '../operations/towing.js';
import { mayFireOn, peaceText } from '../combat/peace.js';
import { burnBattleFuel } from '../fuel/battle.js';
import { fightTactical, openTactical, startTactical, type TacticalOutcome } from '../tactical/battle.js';
import type { TacticalRun } from '../tactical/types.js';
import { saveBattle } from '../tactical/impulse-save.js';
import { afterTactical } from '../tactical/after.js';
import type { GwasContext, GwasStep } from './step.js';

export const battleStep: GwasStep = {
  name: 'battle',
  rule: '4.5, 5.45, 6.0–6.5, 7.8', // unchanged with the tactical option (7.0): events carry it, and the pins hash them
  run(ctx) {
    fightZones(ctx, [...contactsByZone(ctx.state).keys()].sort(), 0);
  },
};

/**
 * The contact records of each zone, in the order they were made (issue 17 §2: grouped in one
 * pass; contact ids are unique, C<turn>-<n> and C<turn>-P<n>, so a zone's records are exactly
 * those bearing its contact ids).
 */
function contactsByZone(state: GwasContext['state']): Map<string, ContactRecord[]> {
  const byZone = new Map<string, ContactRecord[]>();
  for (const c of state.contacts) {
    const list = byZone.get(c.zone);
    if (list) list.push(c);
    else byZone.set(c.zone, [c]);
  }
  return byZone;
}

/**
 * The battles of `zones`, in that order, numbered on from `numbered`. With the option
 * `tacticalByMail` the first tactical battle stops the step after its deployment: the battle and
 * the zones after it wait in `state.impulse` for the impulse exchanges (tactical/impulse-step.ts),
 * which end the battle (closeTactical) and call this again with the rest.
 */
export function fightZones(ctx: GwasContext, zones: readonly string[], numbered: number, written: WrittenExchanges | undefined = writtenExchanges(ctx.orders)): void {
  const { state } = ctx;
  const byZone = contactsByZone(state);
  // In play as `activeFleets` has it, read when each battle is formed (an earlier battle may have sunk a fleet).
  const active = (id: string) => { const f = Object.hasOwn(state.fleets, id) ? state.fleets[id] : undefined; return !!f && f.gone === null && f.arrives <= state.turn; };
  let n = numbered;
  for (const [i, zone] of zones.entries()) {
    const records = byZone.get(zone) ?? [];
    const contacts = records.map((c) => c.id);
    const fleets = {
      allied: [...new Set(records.flatMap((r) => r.fleets.allied))].filter(active).sort().map((id) => state.fleets[id]),
      central: [...new Set(records.flatMap((r) => r.fleets.central))].filter(active).sort().map((id) => state.fleets[id]),
    };
    const ships = {
      allied: fleets.allied.flatMap((f) => f.ships.map((id) => state.ships[id])).filter((s) => s && !s.sunk),
      central: fleets.central.flatMap((f) => f.ships.map((id) => state.ships[id])).filter((s) => s && !s.sunk),
    };
    if (!ships.allied.length || !ships.central.length) continue;
    if (shadowOnly(ctx, zone, contacts, ships)) continue;
    state.firstBattleTurn ??= ctx.turn;
    const { run, tactical } = openBattle(ctx, `B${ctx.turn}-${++n}`, zone, contacts, fleets, ships);
    if (tactical && state.options?.tacticalByMail) {
      openTactical(ctx, tactical); // 7.2, 7.27: the deployment each side is shown before its first impulse's orders
      // 7.29: the turn's exchange orders wait with the battle; the exchanges that end it carry impulse orders.
      state.impulse = { zones: zones.slice(i + 1), numbered: n, battle: saveBattle(tactical), ...(written && Object.keys(written).length ? { exchange: written } : {}) };
      return;
    }
    if (tactical) closeTactical(ctx, tactical, fightTactical(ctx, tactical), written);
    else {
      aftermath(ctx, run, fightBattle(ctx, run));
      burnBattleFuel(ctx, run); // 7.39, fuel option only: once the battle has ended
    }
  }
}

/** 7.37, 7.38, 7.33, 7.42, 7.39: what follows the end of a tactical battle. */
export function closeTactical(ctx: GwasContext, tactical: TacticalRun, outcome: TacticalOutcome, written: WrittenExchanges | undefined = writtenExchanges(ctx.orders)): void {
  aftermath(ctx, tactical, outcome);
  afterTactical(ctx, tactical, outcome, written); // 7.33, 7.42, 7.29
  burnBattleFuel(ctx, tactical); // 7.39, fuel option only: once the battle has ended
}

/**
 * Scenario peace rule (combat/peace.ts): when no ship on either side may fire on any enemy ship
 * there, the fleets only shadow each other: no battle is fought (so none is extended, 7.38, and
 * none counts as the scenario's first, 5.2). Both sides are told why.
 */
function shadowOnly(ctx: GwasContext, zone: string, contacts: string[], ships: Record<SideId, ShipState[]>): boolean {
  const { data, state } = ctx;
  const scenario = data.scenarios[state.scenario];
  if (!scenario.peace?.length) return false;
  const anyFire = ships.allied.some((a) => ships.central.some((c) => mayFireOn(data, scenario, ctx.turn, a, c) || mayFireOn(data, scenario, ctx.turn, c, a)));
  if (anyFire) return false;
  const text = peaceText(data, scenario, ctx.turn, ships.allied[0], ships.central[0]);
  for (const side of SIDES) {
    ctx.emit({ type: 'gwas.shadowing', audience: sidesOnly(side), rule: 'scenario', data: { zone, contacts, text, enemyShips: ships[otherSide(side)].length } });
  }
  return true;
}

/** 6.0, 7.0, 7.1: the battle formed, its initiative rolled and announced; on the tactical map, deployed (7.2). */
function openBattle(ctx: GwasContext, id: string, zone: string, contacts: string[], fleets: Record<SideId, FleetState[]>, ships: Record<SideId, ShipState[]>): { run: BattleRun; tactical: TacticalRun | null } {
  const { data, state } = ctx;
  const scenario = data.scenarios[state.scenario];
  const night = isNight(data, scenario, ctx.turn);
  const weather = state.weather[weatherZoneOf(data, zone)] ?? 1;
  const run: BattleRun = {
    id, zone, night, weather, fleets, ships,
    identified: {
      allied: new Set(night ? [] : ships.central.map((s) => s.id)),
      central: new Set(night ? [] : ships.allied.map((s) => s.id)),
    },
    // 5.2: halved fire only in "the scenario's first naval battle", not each fleet's first.
    halving: new Set(state.firstBattleTurn === ctx.turn ? [...fleets.allied, ...fleets.central].filter((f) => f.mission === 'bombardment').map((f) => f.id) : []),
    towSilence: towedOrTowing(state, [...ships.allied, ...ships.central]).size > 0,
    round: 0, range: 'long',
  };
  // 7.1 A, 11.6, 16.2: tactical initiative. Basic Combat (6.1) still has the Central Powers
  // declare first and applies results simultaneously; the roll is recorded for the players.
  const mods = initiativeModifiers(ships.allied.map((s) => data.ships[s.id]), ships.central.map((s) => data.ships[s.id]),
    { allied: fleets.allied.some((f) => f.leader), central: fleets.central.some((f) => f.leader) });
  const init = ctx.roll({
    table: 'tactical initiative (7.1)', purpose: `${id} tactical initiative: Allied die, 3 or less gives the Central Powers the initiative`,
    audience: sidesOnly('allied', 'central'), modifiers: mods, stream: id, rule: '7.1, 11.6, 16.2',
    read: (t) => (initiativeFromTotal(t) === 'central' ? 'Central Powers initiative' : 'Allied initiative'),
  });
  const initiative = initiativeFromTotal(init.total);
  // 7.0 (option tactical): the battle on the tactical map; 7.28 reads the contact's natural search roll.
  const chance = state.contacts.some((c) => contacts.includes(c.id) && c.chance);
  const tactical = state.options?.tactical ? startTactical(ctx, run, initiative, chance) : null;
  for (const side of SIDES) {
    const enemy = otherSide(side);
    ctx.emit({
      type: 'gwas.battle-begins', audience: sidesOnly(side), rule: tactical ? '7.0, 7.1' : '6.0',
      data: {
        battle: id, zone, contacts, night, weather, initiative, initiativeRoll: init.eventSeq,
        own: fleets[side].map((f) => f.id), ownShips: ships[side].map((s) => s.id),
        enemyShips: ships[enemy].length, identified: [...run.identified[side]].sort(), ...(tactical ? { tactical: true } : {}),
      },
    });
  }
  ctx.emit({ type: 'gwas.battle-umpire', audience: umpireOnly, data: { battle: id, zone, contacts, night, weather, initiative, fleets: { allied: fleets.allied.map((f) => f.id), central: fleets.central.map((f) => f.id) }, ...(tactical ? { tactical: true } : {}) } });
  return { run, tactical };
}

function aftermath(ctx: GwasContext, run: BattleRun, outcome: BattleOutcome): void {
  const { data, state } = ctx;
  const scenario = data.scenarios[state.scenario];
  // 8.5 scuttling by standing order: an unable-to-manoeuvre ship is scuttled when the enemy is
  // still there at the end of the battle (it could otherwise be taken or sunk at leisure).
  for (const side of SIDES) {
    const enemy = otherSide(side);
    if (!live(run.ships[enemy]).length || outcome.disengaged.includes(enemy)) continue;
    for (const s of live(run.ships[side])) {
      if (s.unableToManoeuvre && state.fleets[s.fleet].battle.scuttle === 'when-unable-to-manoeuvre') {
        sinkShip(data, s);
        ctx.emit({ type: 'gwas.scuttled', audience: sidesOnly(side), rule: '8.5', data: { battle: run.id, ship: s.id } });
      }
    }
  }
  const extended = outcome.extended ?? outcome.rounds > EXTENDED_AFTER;
  const sunk = { allied: run.ships.allied.filter((s) => s.sunk), central: run.ships.central.filter((s) => s.sunk) };
  for (const side of SIDES) {
    const enemy = otherSide(side);
    // Victory points for enemy ships sunk (scenario `victory.sunk` by ship type).
    for (const s of sunk[enemy]) {
      const type = data.ships[s.id].type;
      const points = scenario.victory.sunk[type] ?? 0;
      state.vp[side] += points;
      const named = run.identified[side].has(s.id);
      ctx.emit({
        type: 'gwas.victory-points', audience: sidesOnly(side), rule: 'scenario',
        data: { condition: `sunk:${run.id}`, side, points, text: named ? `sank ${data.ships[s.id].name} (${type}) in ${run.zone}` : `sank an unidentified ship in ${run.zone}`, ship: named ? s.id : null },
      });
    }
  }
  for (const side of SIDES) {
    for (const f of run.fleets[side]) {
      f.ships = f.ships.filter((sid) => !state.ships[sid]?.sunk); // sunk ships leave their fleet
      f.battles = (f.battles ?? 0) + 1;
      if (!f.ships.length) f.gone = 'sunk';
      else if (extended) f.lostZones = { turn: ctx.turn + 1, zones: 1 }; // 7.38
    }
  }
  for (const side of SIDES) {
    const enemy = otherSide(side);
    const ids = run.identified[side];
    ctx.emit({
      type: 'gwas.battle-ends', audience: sidesOnly(side), rule: '6.2, 7.37, 7.38',
      data: {
        battle: run.id, zone: run.zone, rounds: outcome.rounds, reason: outcome.reason,
        disengaged: outcome.disengaged, destroyed: outcome.destroyed,
        ownSunk: sunk[side].map((s) => s.id), enemySunk: sunk[enemy].filter((s) => ids.has(s.id)).map((s) => s.id),
        enemyUnidentifiedSunk: sunk[enemy].filter((s) => !ids.has(s.id)).length,
        fleetsLost: run.fleets[side].filter((f) => f.gone === 'sunk').map((f) => f.id),
        identified: [...ids].sort(), extended, lostZones: extended ? 1 : 0,
      },
    });
  }
  ctx.emit({
    type: 'gwas.battle-result-umpire', audience: umpireOnly,
    data: { battle: run.id, ...outcome, sunk: { allied: sunk.allied.map((s) => s.id), central: sunk.central.map((s) => s.id) }, identified: { allied: [...run.identified.allied].sort(), central: [...run.identified.central].sort() } },
  });
}
