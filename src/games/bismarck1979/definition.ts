/**
 * Bismarck (Avalon Hill, 1979), Basic Game, plugged into the pipeline (seam §1 GameDefinition
 * v1): its data manifest, and the adapter over the data the shared loader reads for it.
 */
import { resolveExchange } from '../../kernel/exchange.js';
import { DICE_SCHEME } from '../../kernel/rng.js';
import type { GameEvent } from '../../kernel/events.js';
import type { GameAdapter, GameDefinition } from '../../game-api/adapter.js';
import { B79_DATA } from './data/build.js';
import type { B79Data } from './data/types.js';
import type { B79State } from './state.js';
import type { B79Orders } from './orders-types.js';
import { b79Game, B79_ID, B79_VERSION } from './module.js';
import { B79_CODES } from './codes.js';
import { setupState } from './setup.js';
import { checkB79Text } from './check.js';
import { ordersForm } from './forms.js';
import { buildView } from './views/index.js';
import { describeEvent } from './views/describe.js';
import { clockLabel } from './time.js';
import { b79Ledger } from './intel.js';
import { turnIndexOf } from './data/build.js';
import { drawB79Map } from './maps/index.js';

const SIDES = ['british', 'german'] as const;

function adapter(data: () => B79Data): GameAdapter {
  return {
    id: B79_ID,
    name: 'Bismarck (1979), Basic Game',
    sides: SIDES,
    engineVersion: `${B79_ID}@${B79_VERSION}+${DICE_SCHEME}`,
    codes: B79_CODES,
    dataVersion: () => data().version,
    scenarios: () => Object.values(data().scenarios).sort((a, b) => (a.id < b.id ? -1 : 1)).map((s) => ({
      id: s.id, name: s.name, date: `1941-05-${String(s.start.day).padStart(2, '0')}`, summary: s.summary,
      turns: turnIndexOf(s.start, s.end) + 1,
    })),
    // Campaign options (seam §1 options): how naval combat is announced and fought. The defaults play as before.
    options: { schema: {
      type: 'object', additionalProperties: false,
      properties: {
        battle: { enum: ['standing', 'rounds'], default: 'standing', description: "battles by each side's standing orders, or round by round by mail, both sides answering each round (9.3-9.9)" },
        announce: { enum: ['standing', 'mail'], default: 'standing', description: 'attacks announced by standing orders, or by mail: the British first, then the Germans answer and announce (9.2)' },
      },
    } },
    setup: (scenario, options) => setupState(data(), scenario, {
      ...(options?.battle === 'rounds' ? { battle: 'rounds' as const } : {}), ...(options?.announce === 'mail' ? { announce: 'mail' as const } : {}),
    }),
    turnOf: (s) => (s as B79State).turn,
    isOver: (s) => (s as B79State).over,
    check: (s, seat, text, ctx) => checkB79Text(data(), s as B79State, seat, text, ctx ?? {}),
    resolve: () => { throw new Error('bismarck1979 resolves exchanges only (seam §2)'); },
    next: (s) => b79Game.next(data(), s as B79State),
    resolveExchange: (s, input, options) => resolveExchange(b79Game, data(), s as B79State, {
      turn: input.turn, exchange: input.exchange, spec: input.spec, orders: input.orders as Record<string, B79Orders>, keys: { dice: input.dice },
    }, options),
    view: (s, events, viewer, meta) => buildView(data(), s as B79State, events, viewer, meta),
    templates: { dir: 'src/games/bismarck1979/templates', text: 'report.txt.hbs', html: 'report.html.hbs', helpers: {} },
    ordersForm: (s, viewer) => ordersForm(data(), s as B79State, viewer),
    // One map: the orders map would repeat the report's (the board as the seat knows it).
    maps: { kinds: ['report', 'orders'], draw: (view, kind, options) => drawB79Map(data(), view, { raster: options?.raster }, kind) },
    intel: {
      names: () => ({ ...Object.fromEntries(Object.values(data().ships).map((x) => [x.id, x.name])), ...Object.fromEntries(Object.values(data().airUnits).map((x) => [x.id, x.name])) }),
      ledger: (events, viewer, _names, states) => b79Ledger(data(), events, viewer, states),
    },
    summary: (events: readonly GameEvent[]) => {
      const n = (t: string) => events.filter((e) => e.type === t).length;
      return `${n('b79.located')} located, ${n('b79.shadow-held')} shadows held, ${n('b79.combat')} battles, ${n('b79.sunk')} sunk`;
    },
    demo: {
      scenario: 'may-1941', seed: 'demo',
      players: {
        british: { name: 'British player (demo)', email: 'british@demo.test', timeZone: 'Europe/London' },
        german: { name: 'German player (demo)', email: 'german@demo.test', timeZone: 'Europe/Berlin' },
      },
      firstOrders: { german: 'examples/bismarck1979-german-turn1.yaml', british: 'examples/bismarck1979-british-turn1.yaml' },
      shown: 'german',
    },
  };
}

export const b79Definition: GameDefinition<B79Data> = { id: B79_ID, data: B79_DATA, adapter };

/** For tests and tools: an event in report words. */
export { describeEvent, clockLabel };
