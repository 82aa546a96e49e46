/**
 * Bismarck (Avalon Hill, 1962) plugged into the pipeline (seam §1 GameDefinition v1): its data
 * manifest, and the adapter over the kernel game of module.ts.
 */
import { resolveExchange } from '../../kernel/exchange.js';
import { DICE_SCHEME } from '../../kernel/rng.js';
import { eventsFor } from '../../kernel/events.js';
import type { GameAdapter, GameDefinition } from '../../game-api/adapter.js';
import { B62_DATA } from './data/build.js';
import type { B62Data } from './data/types.js';
import { B62_CODES } from './codes.js';
import { b62Game } from './module.js';
import { setupState, SIDES, type B62State } from './state.js';
import { checkB62Text } from './check.js';
import { ordersForm } from './form.js';
import { drawB62Map } from './maps/index.js';
import { buildView, describe } from './views.js';
import { B62_DEMO } from './demo.js';
import type { B62Orders } from './orders-types.js';

const GAME_ID = 'bismarck1962';

function b62Adapter(data: () => B62Data): GameAdapter {
  return {
    id: GAME_ID,
    name: 'Bismarck (1962)',
    sides: SIDES,
    engineVersion: `${b62Game.id}@${b62Game.version}+${DICE_SCHEME}`,
    codes: B62_CODES,
    dataVersion: () => data().version,
    scenarios: () => data().scenarios.map((s) => ({ id: s.id, name: s.name, date: s.date, turns: data().time.boxes.length - s.firstBox + 1, summary: s.summary })),
    // Campaign options (seam §1 options): how battles are fought. Standing orders stay the default.
    options: { schema: {
      type: 'object', additionalProperties: false,
      properties: { battle: { enum: ['standing', 'rounds'], default: 'standing', description: "battles by each side's standing orders, or round by round by mail (Blue moves, then Red, then the dice)" } },
    } },
    setup: (scenario, options) => setupState(data(), scenario, options?.battle === 'rounds' ? 'rounds' : 'standing'),
    turnOf: (s) => (s as B62State).turn,
    isOver: (s) => (s as B62State).over,
    check: (s, seat, text, context) => {
      try { return checkB62Text(data(), s as B62State, seat, text, context?.campaign); } catch (err) {
        return { diagnostics: [{ code: 'ADM1099', severity: 'error', message: `internal error: ${String(err).slice(0, 200)}`, line: 1, column: 1, length: 1 }] };
      }
    },
    // A search turn is several exchanges (module.ts); there is no one-call turn.
    resolve: () => { throw new Error('bismarck1962 resolves exchanges only (seam §2)'); },
    next: (s) => b62Game.next(data(), s as B62State),
    resolveExchange: (s, input, options) => resolveExchange(b62Game, data(), s as B62State,
      { turn: input.turn, exchange: input.exchange, spec: input.spec, orders: input.orders as Record<string, B62Orders>, keys: { dice: input.dice } }, options),
    view: (s, events, viewer, meta) => buildView(data(), s as B62State, events, viewer, meta),
    templates: { dir: 'src/games/bismarck1962/templates', text: 'report.txt.hbs', html: 'report.html.hbs', helpers: {} },
    ordersForm: (s, viewer, meta) => ordersForm(data(), s as B62State, viewer, meta.campaign),
    // One map: the orders map would repeat the report's (the board as the seat knows it).
    maps: { kinds: ['report', 'orders'], draw: (view, kind, options) => drawB62Map(data(), view, { raster: options?.raster }, kind) },
    intel: {
      names: () => Object.fromEntries([['bismarck', data().bismarck.name], ...data().british.map((b) => [b.id, b.name])]),
      ledger: (events, viewer) => eventsFor(events, viewer).filter((e) => e.type.startsWith('b62.'))
        .map((e) => ({ turn: e.turn, event: e.seq, kind: e.type === 'b62.sighted' || e.type === 'b62.disclosed' ? 'sighting' as const : e.type === 'b62.hit' || e.type === 'b62.sunk' ? 'damage' as const : e.type.startsWith('b62.battle') ? 'battle' as const : 'notice' as const,
          zone: ((e.data as { zone?: string }).zone) ?? null, about: [], text: describe(data(), e), concerns: [] })),
    },
    summary: (events) => {
      const sighted = events.filter((e) => e.type === 'b62.sighted').length;
      const battles = events.filter((e) => e.type === 'b62.battle-begins').length;
      return `${sighted} sighting(s), ${battles} battle(s)`;
    },
    demo: B62_DEMO,
  };
}

export const b62Definition: GameDefinition<B62Data> = { id: GAME_ID, data: B62_DATA, adapter: b62Adapter };
