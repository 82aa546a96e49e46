/**
 * The orders form a seat is sent (issue 13 item 5): YAML pre-filled with what silence would do,
 * so that sending it back unchanged changes nothing, with the legal next zones, fuel and
 * endurance left as comments beside each ship, task force and air unit.
 */
import type { B79Data } from './data/types.js';
import type { B79State, SideId } from './state.js';
import { b79Game } from './module.js';
import { clockLabel, isCTurn } from './time.js';
import { forcesOf, speedBand, evasionOf } from './units.js';
import { shipCanEnter } from './data/board.js';
import { baseZone, enduranceLeft, modeOf } from './rules/air-move.js';
import { forceOfContact, shadowBar } from './rules/shadow.js';
import { checkForceMove } from './rules/ship-move.js';
import { checkAirMove } from './rules/air-move.js';
import { announceForm, roundForm } from './forms-combat.js';
import { asTheShipsMove } from './rules/availability.js';

export function ordersForm(d: B79Data, now: B79State, viewer: string): string {
  const spec = now.over ? null : b79Game.next(d, now);
  const side: SideId | null = viewer === 'british' || viewer === 'german' ? viewer : null;
  if (!spec || !side || !spec.asks.some((a) => a.seat === side)) return '# Nothing is asked of you now.\n';
  if (spec.kind !== 'move' && spec.kind !== 'shadow') {
    // Naval combat by mail (options): no exchange number, the pipeline numbers these.
    const head = [`# Bismarck (1979): ${side} orders, turn ${now.turn} (${clockLabel(d, now.time)}), ${spec.kind}. Unchanged, this form is the same as sending nothing.`, 'game: bismarck1979', `side: ${side}`, `turn: ${now.turn}`];
    return `${[...head, ...(spec.kind === 'battle-round' ? roundForm(d, now, side) : announceForm(d, now, side))].join('\n')}\n`;
  }
  // The units as they will stand when they move: those available this turn listed too (4.1, 6.4).
  const state = asTheShipsMove(d, now);
  const exchange = spec.kind === 'move' && state.opened ? 2 : 1;
  const L: string[] = [];
  L.push(`# Bismarck (1979): ${side} orders, turn ${state.turn} (${clockLabel(d, state.time)}${isCTurn(d, state.time) ? ", a 'C' turn" : ''}), ${spec.kind} exchange.`);
  L.push(`# Visibility last set at ${state.visibility.level}${state.visibility.fog ? ' with fog' : ''}. Unchanged, this form is the same as sending nothing.`);
  L.push('game: bismarck1979', `side: ${side}`, `turn: ${state.turn}`);
  if (exchange > 1) L.push(`exchange: ${exchange}`);
  const canEnter = shipCanEnter(side);
  const forces = forcesOf(state, side);
  const shadowable = spec.kind === 'shadow' && side === 'german'
    ? new Set(state.lastContacts.british.map((c) => forceOfContact(state, c.ships)?.key).filter((k): k is string => !!k)) : null;
  const listed = forces.filter((f) => shadowable === null ? spec.kind === 'move' : shadowable.has(f.key));
  if (listed.length) {
    L.push('ships:');
    for (const f of listed) {
      const here = d.board.zones[f.zone];
      // The zones this force may legally enter now with a one-zone move (5.1, 5.2, 5.3).
      const next = here.neighbours.filter((z) => canEnter(d.board.zones[z], here)
        && checkForceMove(d, state, side, f.key, { move: [z] }, { launching: new Set(), shadowPhase: spec.kind === 'shadow' }).length === 0);
      const names = f.ships.map((s) => `${d.ships[s.id].name} (${d.ships[s.id].type}, evasion ${evasionOf(d, s)}, fuel ${s.fuel}, ${speedBand(d, s)}${s.convoy ? `, convoy escort ${s.convoy.direction}` : ''})`).join('; ');
      L.push(`  # ${f.key} in ${f.zone}: ${names}`);
      L.push(`  #   next: ${next.join(' ')}`);
      const modes = new Set(f.ships.map((s) => s.mode));
      // 5.3 EXCEPTION 8.24: the choice to leave a patrol and follow a high-speed shadow is made in advance.
      if (side === 'british' && spec.kind === 'move' && f.ships.every((s) => d.ships[s.id].type !== 'CV')) {
        L.push('  #   on patrol, add follow: true to leave the patrol and follow a German force shadowed at high speed from here (5.3 EXCEPTION 8.24)');
      }
      L.push(`  ${f.key}: { move: []${modes.size === 1 ? `, patrol: ${modes.has('patrol')}` : ''} }`);
    }
  }
  if (spec.kind === 'move') {
    const air = Object.values(state.air).filter((a) => a.side === side && (a.status === 'base' || a.status === 'air'));
    if (air.length) {
      L.push('air:');
      for (const a of air) {
        const m = modeOf(d, a);
        const at = a.status === 'air' ? a.zone : baseZone(d, state, a.id);
        if (!m || !at) continue;
        const modes = Object.keys(d.airUnits[a.id].modes).join('/');
        L.push(`  # ${d.airUnits[a.id].name} ${a.status === 'air' ? 'aloft' : 'at base'} in ${at}, ${a.mode} (modes ${modes}): speed ${m.speed}, endurance left ${a.status === 'air' ? enduranceLeft(d, state, a, m) : m.endurance - 1} more turn(s)`);
        const next = d.board.zones[at].neighbours.filter((z) => checkAirMove(d, state, side, a.id, { move: [z] }).every((p) => p.code === 'BM7927'));
        L.push(`  #   next: ${next.join(' ')}`);
        L.push(`  ${a.id}: { mode: ${a.mode}, move: [] }`);
      }
    }
    const b = state.standing[side];
    L.push('# Standing battle orders (9.2–9.9); kept until you change them.');
    L.push('# 9.21, 9.4: actions: the naval actions you start in one zone (1 unless set); with two actions in a zone each waiting force');
    L.push('# reinforces one: reinforceAgainst: first, battleship, cruiser or carrier (the enemy type in it), record: { TF1: cruiser } for one force.');
    const later = `${b.actions ? `, actions: ${b.actions}` : ''}${b.reinforceAgainst ? `, reinforceAgainst: ${b.reinforceAgainst}` : ''}${b.record && Object.keys(b.record).length ? `, record: { ${Object.entries(b.record).map(([k, v]) => `${k}: ${v}`).join(', ')} }` : ''}`;
    L.push(`battle: { attack: ${b.attack}, attackWith: ${b.attackWith}, accept: ${b.accept}, range: ${b.range}, target: ${b.target}, withdrawAtMidships: ${b.withdrawAtMidships}, withdrawAfterRound: ${b.withdrawAfterRound}, reinforce: ${b.reinforce}${later} }`);
    if (side === 'german') L.push('# Chance Phase: destroy a convoy found (attack) or let it pass (ignore).', 'convoy: attack');
  }
  if (spec.kind === 'shadow' && side === 'british') {
    L.push('# Shadow assignments (8.13): contact: a ship, task force or air unit in its zone; {} assigns none.');
    for (const c of state.lastContacts.british) {
      const target = forceOfContact(state, c.ships);
      const able = target ? [
        ...forcesOf(state, 'british').filter((f) => f.zone === c.zone).map((f) => f.key),
        ...Object.values(state.air).filter((a) => a.side === 'british' && a.status === 'air' && a.zone === c.zone).map((a) => a.id),
      ].filter((u) => shadowBar(d, state, u, c.zone, target) === null) : [];
      L.push(`#   ${c.id} in ${c.zone}: ${c.types.join(', ')}${c.taskForce ? ' (task force)' : ''}; able to shadow: ${able.join(' ') || 'none'}`);
    }
    L.push('shadow: {}');
  }
  // 4.2, 5.41: task forces are formed or broken in the visibility phase, the first exchange of the turn.
  if (!state.opened) L.push('# Task forces (4.2, 5.41), before any ship moves: taskForces: { form: [[ship, ship]], break: [ship] }');
  return `${L.join('\n')}\n`;
}
