/**
 * Sink the Bismarck! plugged into the pipeline (seam §1 GameDefinition v1): its data manifest,
 * and the adapter over the kernel game of module.ts. Options: the optional Emergency Maneuvers.
 */
import { resolveExchange } from '../../kernel/exchange.js';
import { DICE_SCHEME } from '../../kernel/rng.js';
import { eventsFor } from '../../kernel/events.js';
import type { GameAdapter, GameDefinition } from '../../game-api/adapter.js';
import { STB_DATA } from './data/build.js';
import type { StbData } from './data/types.js';
import { STB_CODES } from './codes.js';
import { stbGame } from './module.js';
import { setupState, SEATS, type StbState } from './state.js';
import { checkStbText } from './check.js';
import { ordersForm } from './form.js';
import { buildView, describe } from './views.js';
import { STB_DEMO } from './demo.js';
import type { StbOrders } from './orders-types.js';

export const STB_ID = 'sink-the-bismarck';

function stbAdapter(data: () => StbData): GameAdapter {
  return {
    id: STB_ID,
    name: 'Sink the Bismarck!',
    sides: SEATS,
    engineVersion: `${stbGame.id}@${stbGame.version}+${DICE_SCHEME}`,
    codes: STB_CODES,
    dataVersion: () => data().version,
    scenarios: () => data().scenarios.map((s) => ({ id: s.id, name: s.name, date: s.date, turns: s.hands, summary: s.summary })),
    options: { schema: {
      type: 'object', additionalProperties: false,
      properties: {
        emergency: { type: 'boolean', default: false, description: 'the optional Emergency Maneuvers: Ahead Flank and Hard Over (Optional Rules)' },
        ammo: { type: 'boolean', default: false, description: 'the optional Limited Gun Ammunition: one ammo unit a turret a salvo (Optional Rules)' },
        fuel: { type: 'boolean', default: false, description: 'the optional Limited Fuel: a unit a hand and a unit a distance unit, two at flank or hard over (Optional Rules)' },
        mode: { enum: ['hand', 'rounds'], default: 'hand', description: 'hand: each commander orders his whole hand in one mail; rounds: an exchange a round asks the commanders again (re-order the cards left, emergency maneuvers), a silent commander forfeits the round\'s card (Game Description: the late commander)' },
      },
    } },
    setup: (scenario, options) => setupState(data(), scenario, { emergency: options?.emergency === true, ammo: options?.ammo === true, fuel: options?.fuel === true, ...(options?.mode === 'rounds' ? { mode: 'rounds' as const } : {}) }),
    turnOf: (s) => (s as StbState).turn,
    isOver: (s) => (s as StbState).over,
    check: (s, seat, text, context) => {
      try { return checkStbText(data(), s as StbState, seat, text, context?.campaign); } catch (err) {
        return { diagnostics: [{ code: 'ADM1099', severity: 'error', message: `internal error: ${String(err).slice(0, 200)}`, line: 1, column: 1, length: 1 }] };
      }
    },
    // A hand is two exchanges (module.ts); there is no one-call turn.
    resolve: () => { throw new Error('sink-the-bismarck resolves exchanges only (seam §2)'); },
    next: (s) => stbGame.next(data(), s as StbState),
    resolveExchange: (s, input, options) => resolveExchange(stbGame, data(), s as StbState,
      { turn: input.turn, exchange: input.exchange, spec: input.spec, orders: input.orders as Record<string, StbOrders>, keys: { dice: input.dice, ...(input.cards ? { cards: input.cards } : {}) } }, options),
    view: (s, events, viewer, meta) => buildView(data(), s as StbState, events, viewer, meta),
    templates: { dir: 'src/games/sink-the-bismarck/templates', text: 'report.txt.hbs', html: 'report.html.hbs', helpers: {} },
    ordersForm: (s, viewer, meta) => ordersForm(data(), s as StbState, viewer, meta.campaign),
    intel: {
      names: () => Object.fromEntries(data().ships.map((x) => [x.id, x.name])),
      ledger: (events, viewer) => eventsFor(events, viewer).filter((e) => e.type.startsWith('stb.'))
        .map((e) => ({ turn: e.turn, event: e.seq, kind: e.type === 'stb.hit' || e.type === 'stb.hull' || e.type === 'stb.sunk' ? 'damage' as const : e.type === 'stb.salvo' || e.type === 'stb.torpedo' ? 'battle' as const : 'notice' as const,
          zone: null, about: [], text: describe(data(), e), concerns: [] })),
    },
    summary: (events) => {
      const n = (t: string) => events.filter((e) => e.type === t).length;
      return `${n('stb.round')} round(s), ${n('stb.hit') + n('stb.hull')} hit(s), ${n('stb.sunk')} sunk`;
    },
    demo: STB_DEMO,
  };
}

export const stbDefinition: GameDefinition<StbData> = { id: STB_ID, data: STB_DATA, adapter: stbAdapter };
