/**
 * 4.4 Contact Determination; 5.4–5.47. For every pair of opposing fleets whose movement brought
 * them together, the Central Powers player rolls on the Search Table (ours: tables/search.yaml)
 * with weather (5.43) and declared (5.44) modifiers. The umpire rolls here, so a failed roll tells
 * neither side that an enemy was near; a contact tells both what they may know.
 */
import type { Modifier } from '../../../kernel/events.js';
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import { contactCandidates, type Candidate } from '../contact-rules.js';
import { fleetProfile, fleetShipCount, onlyDestroyers } from '../fleet.js';
import { weatherZoneOf } from '../geography.js';
import { activeFleets, otherSide, type ContactRecord, type FleetState, type SideId } from '../state.js';
import { isNight } from '../time.js';
import type { GwasContext, GwasStep } from './step.js';
import type { Roll } from '../../../kernel/turn.js';
import type { SearchTable } from '../data/types.js';
import { airshipContactModifier } from '../airships/rules.js';
import { escortIndex, escortsOf, type EscortIndex } from '../escorts.js';

export const contactStep: GwasStep = {
  name: 'contact',
  rule: '4.4, 5.4–5.47',
  run(ctx) {
    const { data, state } = ctx;
    const scenario = data.scenarios[state.scenario];
    const night = isNight(data, scenario, ctx.turn);
    // Escorts count as part of the fleet they escort (5.2 Escort); they join its contacts.
    const fleets = activeFleets(state).filter((f) => !(f.mission === 'escort' && f.escorting && state.fleets[f.escorting] && !state.fleets[f.escorting].gone));
    const candidates = contactCandidates(data, state, fleets);
    // Who escorts whom does not change in this step: listed once, not once per roll (issue 17 §2).
    const escorts = escortIndex(state);
    const stoppedAt = new Map<string, { zone: string; time: number }>();
    const pairsMet = new Set<string>();
    let n = 0;
    for (const cand of candidates) {
      const pair = `${cand.allied}|${cand.central}`;
      if (pairsMet.has(pair)) continue; // 5.42: no second check once the pair has met
      const stopA = stoppedAt.get(cand.allied);
      const stopC = stoppedAt.get(cand.central);
      // 5.41: a fleet that made contact stays there; it never reaches its later zones.
      if ((stopA && stopA.zone !== cand.zone) || (stopC && stopC.zone !== cand.zone)) continue;
      const a = state.fleets[cand.allied];
      const c = state.fleets[cand.central];
      const roll = cand.automatic ? null : rollForContact(ctx, escorts, cand, a, c, night);
      if (roll && roll.result !== 'contact') continue;
      pairsMet.add(pair);
      for (const f of [a, c]) {
        stoppedAt.set(f.id, { zone: cand.zone, time: cand.time });
        stopFleet(f, cand.zone, ctx.turn);
      }
      recordContact(ctx, escorts, cand, a, c, `C${ctx.turn}-${++n}`, roll);
    }
  },
};

function preference(fleet: FleetState): 'seek' | 'avoid' {
  if (fleet.battle.contact) return fleet.battle.contact;
  return fleet.mission === 'intercept' ? 'seek' : 'avoid';
}

/** 5.44: a side declares only the modifiers that serve what its fleet wants. */
function declared(ctx: GwasContext, escorts: EscortIndex, fleet: FleetState): Modifier[] {
  const { data, state } = ctx;
  const table = data.tables.search.declaredModifiers;
  const wants = preference(fleet);
  const group = [fleet, ...escortsOf(escorts, fleet)];
  const mods: Modifier[] = [];
  const offer = (name: string, value: number | undefined) => {
    if (value === undefined) return;
    if ((wants === 'seek' && value > 0) || (wants === 'avoid' && value < 0)) mods.push({ name: `${name} (${fleet.side})`, value, rule: '5.44' });
  };
  if (group.some((f) => f.leader)) offer('leader present', table.leader);
  if (group.reduce((s, f) => s + fleetShipCount(data, state, f), 0) >= 20) offer('fleet of 20 or more ships', table.fleetOf20OrMore);
  if (group.every((f) => onlyDestroyers(data, state, f))) offer('destroyers and torpedo boats only', table.onlyDestroyersOrTorpedoBoats);
  if (fleet.mission === 'intercept') offer('Intercept mission', table.intercept);
  if (fleet.mission === 'raid') offer('Raid mission', wants === 'seek' ? table.raidPlus : table.raidMinus);
  return mods;
}


function rollForContact(ctx: GwasContext, escorts: EscortIndex, cand: Candidate, a: FleetState, c: FleetState, night: boolean): Roll {
  const { data, state } = ctx;
  const table = data.tables.search;
  const level = state.weather[weatherZoneOf(data, cand.zone)] ?? 1;
  const levelName = data.tables.weather.levels.find((l) => l.level === level)?.name ?? '';
  // 5.43 with 11.73: the weather's modifiers are for day-turn contact rolls.
  const weatherMod = night && !table.weatherAtNight ? 0 : table.weatherModifiers[levelName] ?? table.weatherModifiers[String(level)] ?? 0;
  const modifiers: Modifier[] = [];
  if (weatherMod) modifiers.push({ name: `weather: ${levelName}`, value: weatherMod, rule: '5.43, 11.73' });
  modifiers.push(...declared(ctx, escorts, a), ...declared(ctx, escorts, c));
  // 5.44 (airships option): a friendly airship over the zone, declared by a side that seeks contact.
  for (const f of [a, c]) modifiers.push(...airshipContactModifier(data, state, f.side, cand.zone, preference(f)));
  const need = night ? table.contactOn.night : table.contactOn.day;
  const roll = ctx.roll({
    table: table.id,
    purpose: `contact in ${cand.zone} (${night ? 'night' : 'day'}, contact on ${need}+, a natural ${table.natural.contact} always, a natural ${table.natural.miss} never)`,
    audience: umpireOnly,
    stream: `${cand.zone}:${cand.allied}:${cand.central}`,
    modifiers,
    rule: '5.4, 7.28',
    read: (total, dice) => (searchContact(table, total, dice[0], night) ? 'contact' : 'no contact'),
  });
  if (roll.result !== 'contact') {
    ctx.emit({ type: 'gwas.contact-missed', audience: umpireOnly, data: { zone: cand.zone, allied: a.id, central: c.id, roll: roll.eventSeq } });
  }
  return roll;
}

/** The Search Table read: the natural die first (7.28), then the modified total against the threshold. */
export function searchContact(table: SearchTable, total: number, natural: number, night: boolean): boolean {
  if (natural === table.natural.contact) return true;
  if (natural === table.natural.miss) return false;
  return total >= (night ? table.contactOn.night : table.contactOn.day);
}

/** 5.41: a fleet that passed through the contact zone is returned to it. */
function stopFleet(fleet: FleetState, zone: string, turn: number): void {
  const line = fleet.log[fleet.log.length - 1];
  if (line && line.turn === turn && line.path.length) {
    const i = line.path.indexOf(zone);
    const path = i >= 0 ? line.path.slice(0, i + 1) : line.path;
    fleet.log[fleet.log.length - 1] = { ...line, path, port: fleet.port !== null && zone === fleet.zone ? fleet.port : null, note: `${line.note ? `${line.note}; ` : ''}stopped by contact in ${zone}` };
    if (zone !== fleet.zone) fleet.port = null;
  }
  fleet.zone = zone;
  fleet.backlog = [];
  // Series summary: a hidden Raid fleet that is found goes back on the map.
  fleet.hidden = false;
}

function recordContact(ctx: GwasContext, escorts: EscortIndex, cand: Candidate, a: FleetState, c: FleetState, id: string, roll: Roll | null): void {
  const { data, state } = ctx;
  const group = (f: FleetState) => [f.id, ...escortsOf(escorts, f).map((e) => e.id)];
  for (const e of [...escortsOf(escorts, a), ...escortsOf(escorts, c)]) { e.zone = cand.zone; e.port = null; e.hidden = false; }
  const record: ContactRecord = {
    id, turn: ctx.turn, zone: cand.zone, fleets: { allied: group(a), central: group(c) }, automatic: cand.automatic,
    chance: roll?.dice[0] === 6,
  };
  state.contacts.push(record);
  for (const side of ['allied', 'central'] as SideId[]) {
    const own = side === 'allied' ? a : c;
    const enemy = side === 'allied' ? c : a;
    const enemyGroup = [enemy, ...escortsOf(escorts, enemy)];
    const profile = enemyGroup.map((f) => fleetProfile(data, state, f)).reduce((p, q) => ({
      ships: p.ships + q.ships, capital: p.capital + q.capital, light: p.light + q.light, other: p.other + q.other,
    }));
    // What a side learns from contact: where, when, and the enemy force's size by class —
    // never the enemy's fleet ids, missions or ship names (those come from the battle, 7.27).
    ctx.emit({
      type: 'gwas.contact',
      audience: sidesOnly(side),
      data: {
        contact: id, zone: cand.zone, reason: cand.reason, automatic: cand.automatic,
        own: group(own), enemy: profile, enemySide: otherSide(side),
        roll: roll ? { table: roll.table, dice: roll.dice, modifiers: roll.modifiers, total: roll.total } : null,
      },
    });
  }
  ctx.emit({ type: 'gwas.contact-umpire', audience: umpireOnly, data: { id: record.id, turn: record.turn, zone: record.zone, fleets: record.fleets, automatic: record.automatic, chance: record.chance, reason: cand.reason } });
}
