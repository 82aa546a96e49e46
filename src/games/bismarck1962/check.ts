/**
 * Orders text checked end to end (the GWAS way: YAML, schema, then the rules), every problem a
 * coded diagnostic quoting the line (codes.ts). Never throws.
 */
import { parseOrders } from '../../orders/parse.js';
import { codedDiagnosticAt, diagnosticAt, sortDiagnostics, type Diagnostic } from '../../orders/diagnostic.js';
import { checkOrdersHeader } from '../../orders/header.js';
import type { SourceDoc, YamlPath } from '../../orders/source-doc.js';
import { areaOf } from './data/board.js';
import type { B62Data } from './data/types.js';
import { bismarckFactor, pathProblem, type MoveProblem } from './moves.js';
import type { B62Orders } from './orders-types.js';
import { B62_ORDERS_SCHEMA } from './orders-schema.js';
import { britishOnBoard } from './battle/run.js';
import { enemiesOf, ordersOverridden, roundMoveProblem, squareAfter, type MoveName } from './battle/round-orders.js';
import type { B62State } from './state.js';
import { nameOf } from './context.js';
import './codes.js';

const RED_ONLY = ['bismarck'] as const;
const BLUE_ONLY = ['ships', 'call'] as const;
/** Keys only a search turn's orders have, and keys only a battle round's (battle: rounds). */
const TURN_ONLY = ['bismarck', 'ships', 'call', 'search-chance'] as const;
const ROUND_ONLY = ['round', 'moves'] as const;

/** Is a battle being fought round by round by mail (steps/rounds.ts)? */
const inRounds = (s: B62State): boolean => s.battle !== null && s.phase.startsWith('battle-');

/** The checks of a battle round's orders (battle/round-orders.ts): the round, and each written move against rules 4, 5 and 7. */
function checkRound(d: B62Data, s: B62State, seat: string, o: B62Orders, src: SourceDoc, out: Diagnostic[]): void {
  const b = s.battle!;
  if (o.round !== undefined && o.round !== b.round) out.push(codedDiagnosticAt(src, ['round'], 'BK6211', { given: o.round, round: b.round }));
  // Moves are judged against the board the seat is asked on; a seat not asked now is checked for shape only.
  if (s.phase !== `battle-${seat}`) return;
  const own = seat === 'red' ? ['bismarck'] : britishOnBoard({ data: d, state: s });
  for (const [id, order] of Object.entries(o.moves ?? {})) {
    if (!own.includes(id)) { out.push(codedDiagnosticAt(src, ['moves', id], 'BK6212', { ship: id, side: seat === 'red' ? 'Red' : 'Blue', known: own.join(', ') || 'none' }, { part: 'key' })); continue; }
    const name = nameOf(d, id);
    const over = ordersOverridden(s, id);
    if (over === 'helpless') { out.push(codedDiagnosticAt(src, ['moves', id], 'BK6218', { ship: name }, { part: 'key' })); continue; }
    if (over === 'steering') { if (order.move !== undefined && order.move !== 'stay') out.push(codedDiagnosticAt(src, ['moves', id, 'move'], 'BK6217', {})); continue; }
    if (order.move === undefined || order.move === 'stay') continue;
    const { enemies, foughtB } = enemiesOf(s, d, id);
    const p = roundMoveProblem(squareAfter(b.ships[id].at, order.move as MoveName), enemies, foughtB);
    if (!p) continue;
    const at = ['moves', id, 'move'];
    if (p.kind === 'off-board') out.push(codedDiagnosticAt(src, at, 'BK6213', { ship: name, move: order.move }));
    else if (p.kind === 'enemy-square') out.push(codedDiagnosticAt(src, at, 'BK6214', { ship: name, move: order.move }));
    else out.push(codedDiagnosticAt(src, at, 'BK6215', { ship: name, move: order.move, enemy: nameOf(d, p.enemy) }));
  }
}

function moveDiagnostic(src: SourceDoc, at: YamlPath, p: MoveProblem, ship: string): Diagnostic {
  const path = [...at, p.index];
  switch (p.kind) {
    case 'not-a-zone': return codedDiagnosticAt(src, path, 'BK6203', { zone: p.zone });
    case 'no-letter': return codedDiagnosticAt(src, path, 'BK6204', { zone: p.zone });
    case 'not-adjacent': return codedDiagnosticAt(src, path, 'BK6205', { zone: p.zone, from: p.from });
    case 'too-far': return codedDiagnosticAt(src, path, 'BK6206', { ship, factor: p.factor, zone: p.zone, count: p.index + 1 });
  }
}

export function checkB62Text(d: B62Data, s: B62State, seat: string, text: string, campaign?: string): { orders?: B62Orders; diagnostics: Diagnostic[] } {
  const parsed = parseOrders<B62Orders>(text, B62_ORDERS_SCHEMA);
  if (!parsed.value) return { diagnostics: parsed.diagnostics };
  const o = parsed.value;
  const src = parsed.source;
  const out: Diagnostic[] = [...parsed.diagnostics];
  const rounds = inRounds(s);
  // A battle round's form writes no exchange (the pipeline numbers the rounds' exchanges); it writes its round.
  for (const h of checkOrdersHeader(o, { game: d.id, seat, turn: s.turn, exchange: rounds ? undefined : seat === 'blue' ? 2 : 1, campaign, over: s.over })) {
    out.push(diagnosticAt(src, h.path, h.code, h.severity, h.message));
  }
  if (out.some((x) => x.severity === 'error')) return { diagnostics: sortDiagnostics(out) };

  // Each side writes only its own part of the orders (How to Play: Red moves the Bismarck, Blue the British counters).
  const foreign = seat === 'red' ? BLUE_ONLY : RED_ONLY;
  if (!rounds) for (const key of foreign) if (o[key] !== undefined) out.push(codedDiagnosticAt(src, [key], 'BK6209', { key, owner: seat === 'red' ? 'Blue' : 'Red', side: seat }, { part: 'key' }));
  const battleForeign = seat === 'red' ? ['place', 'join'] : ['target'];
  for (const key of battleForeign) if ((o.battle as Record<string, unknown> | undefined)?.[key] !== undefined) out.push(codedDiagnosticAt(src, ['battle', key], 'BK6209', { key: `battle.${key}`, owner: seat === 'red' ? 'Blue' : 'Red', side: seat }, { part: 'key' }));

  // A battle round's orders and a search turn's have their own keys (battle: rounds).
  for (const key of rounds ? TURN_ONLY : ROUND_ONLY) {
    if (o[key] !== undefined) out.push(codedDiagnosticAt(src, [key], 'BK6216', { key, what: rounds ? "a battle round's orders" : "the search turn's orders" }, { part: 'key' }));
  }
  if (rounds) {
    checkRound(d, s, seat, o, src, out);
  } else if (seat === 'red') {
    const path = o.bismarck?.move ?? [];
    const p = pathProblem(d, s.bismarck.zone, path, bismarckFactor(d, s));
    if (p) out.push(moveDiagnostic(src, ['bismarck', 'move'], p, d.bismarck.name));
  }
  const target = seat === 'red' ? o.battle?.target : undefined;
  if (target !== undefined && target !== 'nearest' && !d.british.some((b) => b.id === target && b.type === 'B')) {
    out.push(codedDiagnosticAt(src, ['battle', 'target'], 'BK6210', { target }));
  }
  if (!rounds && seat === 'blue') {
    const after = new Map(d.british.filter((b) => !s.british[b.id].sunk).map((b) => [b.id, s.british[b.id].zone]));
    for (const [id, path] of Object.entries(o.ships ?? {})) {
      const ship = d.british.find((b) => b.id === id);
      if (!ship) { out.push(codedDiagnosticAt(src, ['ships', id], 'BK6201', { ship: id, known: d.british.map((b) => b.id).join(', ') }, { part: 'key' })); continue; }
      if (s.british[id].sunk) { if (path.length > 0) out.push(codedDiagnosticAt(src, ['ships', id], 'BK6202', { ship: ship.name }, { part: 'key' })); continue; }
      const p = pathProblem(d, s.british[id].zone, path, ship.move);
      if (p) out.push(moveDiagnostic(src, ['ships', id], p, ship.name));
      else if (path.length > 0) after.set(id, path[path.length - 1]);
    }
    if (Array.isArray(o.call)) {
      const held = new Set([...after.values()].map(areaOf));
      const seen = new Set<string>();
      o.call.forEach((area, i) => {
        if (seen.has(area)) out.push(codedDiagnosticAt(src, ['call', i], 'BK6208', { area }));
        else if (!held.has(area)) out.push(codedDiagnosticAt(src, ['call', i], 'BK6207', { area }));
        seen.add(area);
      });
    }
  }
  const diagnostics = sortDiagnostics(out);
  return diagnostics.some((x) => x.severity === 'error') ? { diagnostics } : { orders: o, diagnostics };
}
