/**
 * What each viewer sees (seam §3): a side sees its own counters and what the rules tell it
 * (events addressed to it); the umpire sees everything. Red never sees where the British counters
 * are, Blue never sees the Bismarck's zone except as disclosed.
 */
import { eventsFor, type GameEvent } from '../../kernel/events.js';
import type { ReportMeta } from '../../game-api/adapter.js';
import type { B62Data } from './data/types.js';
import type { B62State } from './state.js';
import { nameOf } from './context.js';
import { HEADING_NAMES, SIZE } from './battle/geometry.js';
import { boardOrder } from './battle/run.js';
import { bismarckFactor, zonesInReach } from './moves.js';

type Data = Record<string, unknown>;

/** One event in words, for the report. */
export function describe(d: B62Data, e: GameEvent): string {
  const x = e.data as Data;
  const n = (id: unknown): string => nameOf(d, String(id));
  switch (e.type) {
    case 'b62.bismarck-moved': return `The Bismarck moves from ${x.from} to ${x.to}.`;
    case 'b62.british-moved': return `British moves: ${Object.entries(x.moved as Record<string, { to: string }>).map(([id, m]) => `${n(id)} to ${m.to}`).join(', ') || 'none'}.`;
    case 'b62.area-called': return `Blue calls out area ${x.area}: ${x.bismarck ? 'the Bismarck is there' : 'not there'}.`;
    case 'b62.area-search-ends': return `Area search ends after ${x.called} call(s): the Bismarck is not located.`;
    case 'b62.zone-cards': return `Zone search in ${x.area}: Blue withdraws ${(x.withdrawn as string[]).join(', ') || 'no cards'}; Red ${x.redFindsCard ? 'finds' : 'does not find'} her card.`;
    case 'b62.sighted': return `The Bismarck is sighted in ${x.zone} by ${(x.by as string[]).map(n).join(', ')}${x.battle ? ': battle' : ''}.`;
    case 'b62.battle-begins': return `Battle in ${x.zone}${x.night ? ' at night' : ''}.`;
    case 'b62.battle-placed': return `${x.name} placed on the ${x.edge} edge (${(x.square as { x: number }).x},${(x.square as { y: number }).y}).`;
    case 'b62.round': return `Round ${x.round}: salvos Blue ${(x.salvos as Data).blue}, Red ${(x.salvos as Data).red}; ${Object.entries(x.ships as Record<string, { x: number; y: number; heading: string }>).map(([id, p]) => `${n(id)} (${p.x},${p.y}) ${p.heading}`).join('; ')}.`;
    case 'b62.hit': return `${n(x.ship)} hit: ${x.checked}${x.checked !== x.result ? ` (a ${x.result} hit on a section already out)` : ''}.`;
    case 'b62.battle-moved': return `Round ${x.round}: ${x.side === 'blue' ? 'Blue' : 'Red'} moves${x.orders === 'standing' ? ' (standing orders)' : ''}: ${Object.entries(x.ships as Record<string, { move: string; x: number; y: number; heading: string }>).map(([id, p]) => `${n(id)} ${p.move} to (${p.x},${p.y}) facing ${p.heading}`).join('; ')}.`;
    case 'b62.battle-chance': return `Round ${x.round}: ${x.side} plays the Battle Board Chance Table, rolls ${x.roll}: ${x.text}.`;
    case 'b62.battle-ends': return `The battle in ${x.zone} ends after ${x.rounds} round(s): ${x.end}.`;
    case 'b62.sunk': return `${x.name} is sunk.`;
    case 'b62.search-chance': return `${x.side} plays the Search Board Chance Table, rolls ${x.roll}: ${x.text}.`;
    case 'b62.disclosed': return x.zone ? `The Bismarck's zone is disclosed: ${x.zone}.` : `The Bismarck's area is disclosed: ${x.area}.`;
    case 'b62.in-port': return `The Bismarck reaches port in ${x.zone}.`;
    case 'b62.time': return x.end ? 'The Time Record runs out.' : `Time: box ${x.box} checked in, ${x.date} ${String(x.hour).padStart(2, '0')}:00${x.night ? ' (night)' : ''} (${x.why}).`;
    case 'b62.game-over': return `Game over (${x.reason}): ${x.winner === 'draw' ? 'a draw' : `${x.winner} wins`}, Red ${(x.points as Data).red}, Blue ${(x.points as Data).blue}.`;
    case 'roll': return `Die: ${x.table}, ${x.purpose}: ${(x.dice as number[]).join('+')} → ${x.result}.`;
    default: return `${e.type}`;
  }
}

export interface B62View {
  readonly game: string;
  readonly viewer: string;
  readonly campaign: string;
  readonly deadline: string | null;
  readonly turn: number;
  readonly time: { box: number; of: number; date: string | null; hour: number | null; night: boolean };
  readonly points: { red: number; blue: number };
  readonly bismarck: { zone: string | null; hits: unknown; sunk: boolean };
  readonly british: { id: string; name: string; type: string; zone: string | null; hits: unknown; sunk: boolean }[];
  readonly over: boolean;
  readonly result: unknown;
  readonly lines: string[];
  readonly dice: { commitment: string | null; turnKey: string | null };
  /** A battle fought round by round by mail, between rounds (battle: rounds); absent otherwise. */
  readonly battle?: BattleView;
  /** What the viewer was told of where counters were, turn by turn (for the map, issue 12 §1). */
  readonly intel: readonly IntelItem[];
  /** The battle of the latest turn the viewer was told of, as its last round stood (for the map); absent when none. */
  readonly fought?: FoughtBattle;
  /** Each own counter's zones in reach for the next search turn's orders (for the orders map); absent otherwise. */
  readonly reach?: readonly Reach[];
}

/** A counter's lettered zones in reach (How to Move 1, 3, 7, 11): its movement factor and where it may end. */
export interface Reach { readonly id: string; readonly name: string; readonly from: string; readonly factor: number; readonly zones: readonly string[] }

/**
 * A battle fought to its end, from the events the viewer saw (all of them public: the Battle
 * Board is in the open): the ships as the last round's fire found them, after any moves since.
 */
export interface FoughtBattle {
  readonly zone: string;
  readonly turn: number;
  readonly rounds: number;
  readonly end: string | null;
  readonly ships: readonly { id: string; name: string; x: number; y: number; heading: string }[];
}

function foughtOf(d: B62Data, seen: readonly GameEvent[]): FoughtBattle | undefined {
  const last = seen.reduce((t, e) => Math.max(t, e.turn), 0);
  let start = -1;
  seen.forEach((e, i) => { if (e.type === 'b62.battle-begins' && e.turn === last) start = i; });
  if (start < 0) return undefined;
  type Place = { x: number; y: number; heading: string };
  let at: Record<string, Place> | null = null;
  let rounds = 0;
  let end: string | null = null;
  for (const e of seen.slice(start + 1)) {
    const x = e.data as Data;
    if (e.type === 'b62.round') { at = { ...(x.ships as Record<string, Place>) }; rounds = Number(x.round); }
    else if (e.type === 'b62.battle-moved' && at) for (const [id, p] of Object.entries(x.ships as Record<string, Place>)) at[id] = { x: p.x, y: p.y, heading: p.heading };
    else if (e.type === 'b62.battle-ends') { end = String(x.end); break; }
  }
  if (!at) return undefined;
  const ships = Object.entries(at).map(([id, p]) => ({ id, name: nameOf(d, id), x: p.x, y: p.y, heading: p.heading }));
  return { zone: String((seen[start].data as Data).zone), turn: last, rounds, end, ships };
}

/** The viewer's own counters' reach, when the next orders are a search turn's (no battle between rounds, game not over). */
function reachOf(d: B62Data, s: B62State, viewer: string): Reach[] | undefined {
  if (s.over || s.battle || (viewer !== 'red' && viewer !== 'blue')) return undefined;
  if (viewer === 'red') {
    if (s.bismarck.sunk || !s.bismarck.zone) return [];
    const factor = bismarckFactor(d, s);
    return [{ id: 'bismarck', name: d.bismarck.name, from: s.bismarck.zone, factor, zones: zonesInReach(d, s.bismarck.zone, factor) }];
  }
  return d.british.filter((b) => !s.british[b.id].sunk && s.british[b.id].zone).map((b) => {
    const from = s.british[b.id].zone!;
    return { id: b.id, name: b.name, from, factor: b.move, zones: zonesInReach(d, from, b.move) };
  });
}

/**
 * One thing the viewer was told of a counter's place, from an event addressed to it: the Bismarck
 * sighted in a zone by British ships (How to Search, zone search), her area called out (area
 * search), her zone or area disclosed (Search Board Chance Table), a battle begun in a zone, her
 * reaching port. `by`: the British ships that sighted her (so Red learns where they were).
 */
export interface IntelItem {
  readonly turn: number;
  readonly what: 'sighted' | 'area-called' | 'disclosed' | 'battle' | 'in-port';
  readonly zone: string | null;
  readonly area: string | null;
  /** For an area called out: whether the Bismarck was there. */
  readonly found: boolean;
  readonly by: readonly string[];
}

function intelOf(d: B62Data, seen: readonly GameEvent[]): IntelItem[] {
  const out: IntelItem[] = [];
  for (const e of seen) {
    const x = e.data as Data;
    const zone = typeof x.zone === 'string' ? x.zone : null;
    const area = typeof x.area === 'string' ? x.area : null;
    const item = (what: IntelItem['what'], found = true, by: readonly string[] = []): IntelItem => ({ turn: e.turn, what, zone, area, found, by });
    if (e.type === 'b62.sighted') out.push(item('sighted', true, (x.by as string[]).map((id) => nameOf(d, id))));
    else if (e.type === 'b62.area-called') out.push(item('area-called', x.bismarck === true));
    else if (e.type === 'b62.disclosed') out.push(item('disclosed'));
    else if (e.type === 'b62.battle-begins') out.push(item('battle'));
    else if (e.type === 'b62.in-port') out.push(item('in-port'));
  }
  return out;
}

/** The Battle Board as both players see it: it is in the open (Red sees Blue's move, seam §2). */
export interface BattleView {
  readonly zone: string;
  readonly round: number;
  readonly ships: { mark: string; id: string; name: string; x: number; y: number; heading: string; midships: number; helpless: boolean }[];
  /** The board drawn in text, north at the top: '.' open sea, '*' the Bismarck, digits the British ships. */
  readonly rows: string[];
}

function battleView(d: B62Data, s: B62State): BattleView | undefined {
  const b = s.battle;
  if (!b) return undefined;
  const ids = boardOrder(b);
  const ships = ids.map((id, i) => {
    const p = b.ships[id];
    const st = id === 'bismarck' ? s.bismarck : s.british[id];
    return { mark: id === 'bismarck' ? '*' : String(i), id, name: nameOf(d, id), x: p.at.x, y: p.at.y, heading: HEADING_NAMES[p.heading], midships: st.hits.midships, helpless: st.helpless };
  });
  const rows = Array.from({ length: SIZE }, (_, y) => Array.from({ length: SIZE }, (_, x) => ships.filter((p) => p.x === x && p.y === y).map((p) => p.mark).join('') || '.').map((c) => c.padEnd(2)).join(' ').trimEnd());
  return { zone: b.zone, round: b.round, ships, rows };
}

export function buildView(d: B62Data, s: B62State, events: readonly GameEvent[], viewer: string, meta: ReportMeta): B62View {
  const seen = viewer === 'umpire' ? events : eventsFor(events, viewer);
  const box = d.time.boxes[s.box - 1];
  const mine = (side: 'red' | 'blue'): boolean => viewer === 'umpire' || viewer === side;
  return {
    game: d.id, viewer, campaign: meta.campaign, deadline: meta.deadline, turn: s.turn,
    time: { box: s.box, of: d.time.boxes.length, date: box?.date ?? null, hour: box?.hour ?? null, night: box?.night ?? false },
    points: { ...s.points },
    // Hits are recorded in the open on the battle board and by the chance tables; the zone is Red's secret.
    bismarck: { zone: mine('red') ? s.bismarck.zone : null, hits: { ...s.bismarck.hits }, sunk: s.bismarck.sunk },
    british: d.british.map((b) => ({ id: b.id, name: b.name, type: b.type, zone: mine('blue') && !s.british[b.id].sunk ? s.british[b.id].zone : null, hits: { ...s.british[b.id].hits }, sunk: s.british[b.id].sunk })),
    over: s.over, result: s.result,
    lines: seen.map((e) => `${e.turn}${e.exchange ? `.${e.exchange}` : ''} ${describe(d, e)}`),
    dice: { commitment: meta.diceCommitment ?? null, turnKey: meta.diceTurnKey ?? null },
    // Only while a battle by mail waits between rounds: a standing campaign's view is what it was.
    ...(s.battle ? { battle: battleView(d, s) } : {}),
    intel: intelOf(d, seen),
    ...(() => { const f = s.battle ? undefined : foughtOf(d, seen); return f ? { fought: f } : {}; })(),
    ...(() => { const r = reachOf(d, s, viewer); return r ? { reach: r } : {}; })(),
  };
}
