/**
 * A side's orders text checked end to end (issue 13 item 5): YAML and schema (shared parser),
 * the header (shared check, ADM1050–1055), then the rules, each problem a coded diagnostic that
 * quotes its line (BM79xx). Never throws.
 */
import { parseOrders } from '../../orders/parse.js';
import { checkOrdersHeader } from '../../orders/header.js';
import { diagnosticAt, sortDiagnostics, type Diagnostic } from '../../orders/diagnostic.js';
import type { B79Data } from './data/types.js';
import type { B79State, SideId } from './state.js';
import type { B79Orders } from './orders-types.js';
import { B79_ORDERS_SCHEMA } from './orders-schema.js';
import { B79_CODES } from './codes.js';
import { b79Game, B79_ID } from './module.js';
import { checkForceMove } from './rules/ship-move.js';
import { asTheShipsMove } from './rules/availability.js';
import { checkAirMove } from './rules/air-move.js';
import { followProblems } from './rules/follow.js';
import { forceOfContact, shadowBar } from './rules/shadow.js';
import { searchableZones } from './rules/search.js';
import { launchingCarriers } from './steps/movement.js';
import type { Problem } from './rules/problem.js';
import { combatZones } from './steps/combat.js';

export function checkB79Text(d: B79Data, state: B79State, seat: string, text: string, context: { campaign?: string } = {}): { orders?: B79Orders; diagnostics: Diagnostic[] } {
  try {
    return checkInner(d, state, seat, text, context);
  } catch (e) {
    return { diagnostics: [{ code: 'ADM1014', severity: 'error', message: `The orders could not be checked: ${(e as Error).message}`, line: 1, column: 1, length: 1 }] };
  }
}

function checkInner(d: B79Data, state: B79State, seat: string, text: string, context: { campaign?: string }): { orders?: B79Orders; diagnostics: Diagnostic[] } {
  const parsed = parseOrders<B79Orders>(text, B79_ORDERS_SCHEMA);
  if (!parsed.value) return { diagnostics: parsed.diagnostics };
  const o = parsed.value;
  const spec = b79Game.next(d, state);
  const turnNumber = state.turn;
  // Combat by mail (options) writes no exchange number: the pipeline numbers those exchanges.
  const byMail = spec !== null && spec.kind !== 'move' && spec.kind !== 'shadow';
  const exchange = byMail ? undefined : spec?.kind === 'move' && state.phase === 'move' && state.opened ? 2 : 1;
  const header = checkOrdersHeader(o, { game: B79_ID, seat, turn: turnNumber, exchange, campaign: context.campaign, over: state.over });
  const out: Diagnostic[] = [...parsed.diagnostics, ...header.map((h) => diagnosticAt(parsed.source, h.path, h.code, h.severity, h.message, { part: 'value' }))];
  const side: SideId | null = seat === 'british' || seat === 'german' ? seat : null;
  if (side && !state.over) {
    for (const p of ruleProblems(d, state, side, o, spec?.kind ?? 'move')) {
      out.push(diagnosticAt(parsed.source, p.path, p.code, B79_CODES[p.code].severity, p.message, { part: p.part ?? 'value', rule: B79_CODES[p.code].rule }));
    }
  }
  const diagnostics = sortDiagnostics(out);
  return diagnostics.some((x) => x.severity === 'error') ? { diagnostics } : { orders: o, diagnostics };
}

export function ruleProblems(d: B79Data, state: B79State, side: SideId, o: B79Orders, kind: string): Problem[] {
  const out: Problem[] = [];
  const shadowPhase = kind === 'shadow';
  // 4.2, 5.4: task forces are formed and broken in the visibility phase, before any ship moves
  // (once a turn, in its first exchange): the moves are judged as the task forces will then stand.
  // Units available this turn (4.1) may be given orders too.
  const moving = asTheShipsMove(d, state, side, o);
  const launching = launchingCarriers({ data: d, state: moving, orders: { [side]: o } });
  for (const [key, f] of Object.entries(o.ships ?? {})) out.push(...checkForceMove(d, moving, side, key, f, { launching, shadowPhase }));
  out.push(...followProblems(d, moving, side, o, shadowPhase));
  if (!shadowPhase) for (const [id, a] of Object.entries(o.air ?? {})) out.push(...checkAirMove(d, moving, side, id, a));
  if (o.shadow) {
    if (side !== 'british') out.push({ path: ['shadow'], part: 'key', code: 'BM7932', message: 'only the British player shadows (8.11)' });
    else if (!shadowPhase) out.push({ path: ['shadow'], part: 'key', code: 'BM7936', message: 'shadow assignments are made in the shadow exchange; these are ignored (4.3)' });
    else {
      const seen = new Map<string, string>();
      for (const [cid, unit] of Object.entries(o.shadow)) {
        const c = state.lastContacts.british.find((x) => x.id === cid);
        if (!c) { out.push({ path: ['shadow', cid], part: 'key', code: 'BM7930', message: `no contact ${cid} from last turn (known: ${state.lastContacts.british.map((x) => x.id).join(', ') || 'none'})` }); continue; }
        if (seen.has(unit)) { out.push({ path: ['shadow', cid], code: 'BM7935', message: `${unit} already shadows ${seen.get(unit)} (8.13)` }); continue; }
        seen.set(unit, cid);
        if (d.ships[unit]?.type === 'CV') { out.push({ path: ['shadow', cid], code: 'BM7933', message: 'aircraft carriers cannot shadow (8.13)' }); continue; }
        const target = forceOfContact(state, c.ships);
        const bar = target ? shadowBar(d, state, unit, c.zone, target) : null;
        if (bar && bar.startsWith('evasion')) out.push({ path: ['shadow', cid], code: 'BM7934', message: `${unit}: ${bar}` });
        else if (bar) out.push({ path: ['shadow', cid], code: 'BM7931', message: `${unit}: ${bar}` });
      }
    }
  }
  if (o.taskForces?.form) o.taskForces.form.forEach((group, i) => {
    const zones = new Set(group.map((id) => state.ships[id]?.side === side ? state.ships[id].zone : `?${id}`));
    if (zones.size !== 1 || [...zones][0]?.startsWith('?') || [...zones][0] === null) out.push({ path: ['taskForces', 'form', i], code: 'BM7913', message: `${group.join(', ')}: task force ships must be yours and share one zone (5.41)` });
  });
  if (o.waiveSearch && !shadowPhase) {
    const can = new Set(searchableZones(d, state, side));
    o.waiveSearch.forEach((z, i) => { if (!can.has(z)) out.push({ path: ['waiveSearch', i], code: 'BM7940', message: `${z} is not a zone you could search now anyway (7.2)` }); });
  }
  // Options `announce: mail` and `battle: rounds` (9.2–9.9): each key in its own exchange.
  if (o.announce && kind !== `${side}-announce`) out.push({ path: ['announce'], part: 'key', code: 'BM7950', message: 'announcements are read only when your side is asked to announce (9.2); these are ignored' });
  else if (o.announce) {
    const possible = new Set(combatZones({ data: d, state }, side));
    for (const z of Object.keys(o.announce.attacks ?? {})) {
      if (!possible.has(z) && o.announce.attacks![z].attack !== false) out.push({ path: ['announce', 'attacks', z], part: 'key', code: 'BM7951', message: `${z}: you have located no enemy force there that a force of yours could attack (possible: ${[...possible].join(', ') || 'none'})` });
    }
  }
  if (o.round && kind !== 'battle-round') out.push({ path: ['round'], part: 'key', code: 'BM7950', message: 'round orders are read only during a battle fought round by round (9.3); these are ignored' });
  else if (o.round) {
    const b = state.combat?.battle;
    (o.round.withdraw ?? []).forEach((id, i) => {
      if (!b?.line.some((l) => l.id === id && l.side === side && !l.out && state.ships[id]?.status !== 'sunk')) out.push({ path: ['round', 'withdraw', i], code: 'BM7952', message: `${id} is not one of your ships still in the battle in ${b?.zone ?? '-'} (9.9)` });
    });
  }
  // 9.4: a record names one of the side's own forces, as they stand once this turn's task forces are formed.
  for (const key of Object.keys(o.battle?.record ?? {})) {
    const tf = /^TF(\d+)$/.exec(key);
    const own = tf ? Object.values(moving.ships).some((s) => s.side === side && s.status !== 'sunk' && s.tf === Number(tf[1])) : moving.ships[key]?.side === side && moving.ships[key].status !== 'sunk';
    if (!own) out.push({ path: ['battle', 'record', key], part: 'key', code: 'BM7953', message: `${key} is not a ship or task force of yours afloat, so it has no reinforcement to record (9.4)` });
  }
  if (o.convoy && side !== 'german') out.push({ path: ['convoy'], part: 'key', code: 'BM7941', message: 'only the German player attacks convoys (Chance Phase)' });
  return out;
}
