/**
 * Great War at Sea: The Mediterranean plugged into the pipeline (seam §1 GameDefinition v1): its
 * data manifest, and the adapter over the data the shared loader reads for it.
 */
import { resolveTurn } from '../../kernel/turn.js';
import { resolveExchange } from '../../kernel/exchange.js';
import { DICE_SCHEME } from '../../kernel/rng.js';
import { eventsFor, type GameEvent } from '../../kernel/events.js';
import type { GwasData } from './data.js';
import { GWAS_CODES, gwasModule } from './module.js';
import { OPTION_KEYS, setupState } from './setup.js';
import { openingWithAirships } from './airships/draw.js';
import type { GwasState, SideId } from './state.js';
import { redactState } from './views/redact.js';
import { buildSideView, buildUmpireView } from './views/index.js';
import { GWAS_TEMPLATES } from './views/templates.js';
import { gwasViewMemory } from './views/memory.js';
import { drawGwasMap } from './maps/index.js';
import type { GwasView } from './views/types.js';
import { gwasIntelNames, gwasLedger } from './intel.js';
import { GWAS_DEMO } from './demo.js';
import { gwasSummary } from './summary.js';
import { ordersForm } from './forms/orders-form.js';
import { impulseForm } from './forms/impulse-form.js';
import type { GameAdapter, GameDefinition } from '../../game-api/adapter.js';
import { GWAS_DATA, type GameData } from './data/build.js';
import { checkGwasText } from './check-text.js';
import type { GwasOrders } from './orders-types.js';

const GAME_ID = 'gwas-mediterranean';

function gwasAdapter(loaded: () => GameData): GameAdapter {
  // The rules read the data through the structural GwasData (data.ts); GameData satisfies it.
  const data = (): GwasData => loaded() as unknown as GwasData;

  /** Ship names from the class data, for the ledger; none when the data cannot be read (as before the move). */
  function shipNames(): Record<string, string> {
    try {
      const d = data() as unknown as { ships?: Record<string, { name?: string }> };
      return Object.fromEntries(Object.entries(d.ships ?? {}).map(([id, s]) => [id, s.name ?? id]));
    } catch { return {}; }
  }

  return {
    id: GAME_ID,
    name: 'Great War at Sea: The Mediterranean',
    sides: gwasModule.sides,
    // The dice scheme is part of the engine: a new scheme changes every outcome.
    engineVersion: `${gwasModule.id}@${gwasModule.version}+${DICE_SCHEME}`,
    codes: GWAS_CODES,
    dataVersion: () => data().version,
    scenarios: () => Object.values(data().scenarios).map((s) => ({ id: s.id, name: s.name, date: s.date, turns: s.turns, summary: s.summary }))
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
    // Campaign options (seam §1 options): the advanced rules a group plays, one by one. The defaults play as before.
    options: { schema: {
      type: 'object', additionalProperties: false,
      properties: {
        fuel: { type: 'boolean', default: false, description: 'Fuel and Range (12.0): fuel burnt by movement and battle (7.39), refuelling in port ("Fuel"), ships that run dry cannot move' },
        tactical: { type: 'boolean', default: false, description: 'Advanced Combat (7.0–7.44, 8.8): battles fought on the tactical map by each fleet\'s standing battle orders (formation, closeTo/keepAt, targets, torpedoes, turnAway): deployment, sighting, the impulse sequence, ranges in hexes, plunging fire, exits, grounding' },
        tacticalByMail: { type: 'boolean', default: false, description: 'With tactical (and turning it on): each tactical battle fought impulse by impulse by mail (7.31), both sides answering each impulse with moves, gunnery and torpedo targets and turning away; what a side does not write, its standing battle orders decide. Off, or in a turn without a tactical battle, the turn is one exchange as before' },
        mines: { type: 'boolean', default: false, description: 'Mine Warfare (13.0): minefields laid ("Mine W38"), known only to their owner until struck or swept, strikes on entry, detecting and sweeping ("Detect", "Sweep W38"), minelayers exploding when hit' },
        submarines: { type: 'boolean', default: false, description: 'Submarines (15.0): the scenario\'s submarines patrol the zones written in the turn-1 orders ("submarines:"), known only to their owner until they attack; day contact, escorts\' counter-attack, torpedo attacks, aces' },
        mtbs: { type: 'boolean', default: false, description: 'Motor Torpedo Boats (18.0): the scenario\'s MTBs patrol coastal zones written in the turn-1 orders ("mtbs:"); contact, surprise, torpedo attacks' },
        aircraft: { type: 'boolean', default: false, description: 'Aircraft (14.0): seaplane and aircraft carriers write "Launch" and "Recover"; aircraft fly after fleet movement (the orders\' "aircraft:" block) and report the enemy fleets they find' },
        leaders: { type: 'boolean', default: false, description: 'Leaders (16.0) in full: each leader\'s flagship is fixed by the scenario and he is lost with it; his initiative modifier (16.2) goes with the fleet that holds it' },
        airships: { type: 'boolean', default: false, description: 'Airships (17.0): drawn at random at set-up, plotted like an Intercept fleet (the orders\' "airships:" block), reconnaissance in and next to their zone, back to base within 60 turns' },
        fleetLog: { type: 'string', enum: ['recent', 'full'], default: 'recent', description: 'How much of each fleet\'s log the campaign\'s state keeps: "recent" keeps the last four turns\' lines, which is all a report or orders form shows (the earlier lines are in the earlier reports), so a long campaign\'s turns cost no more than its first; "full" keeps every line, as campaigns created before this option did' },
      },
    } },
    // tacticalByMail fights the tactical battle by mail, so it brings the tactical option with it (7.0, 7.31).
    // `fleetLog` is absent from campaigns created before it existed: they keep the whole log (and their digests).
    setup: (scenario, options) => setupState(data(), scenario, Object.fromEntries(OPTION_KEYS.filter((k) => options?.[k] === true || (k === 'tactical' && options?.tacticalByMail === true)).map((k) => [k, true])), { fleetLog: options?.fleetLog === 'recent' ? 'recent' : 'full' }),
    // 17.0: the airships are drawn with the opening's dice, after the opening weather.
    opening: (state, seed) => openingWithAirships(data(), state as GwasState, seed),
    turnOf: (state) => (state as GwasState).turn,
    isOver: (state) => (state as GwasState).over,
    check: (state, side, text, context) => checkGwasText(data(), state as GwasState, side, text, { campaign: context?.campaign }),
    resolve: (state, orders, dice, options) => resolveTurn(gwasModule, data(), state as GwasState, orders as Record<string, GwasOrders>, dice, options),
    // One exchange a turn (module.ts `next`): exchange 1 runs the same steps resolveTurn runs.
    next: (state) => gwasModule.next(data(), state as GwasState),
    resolveExchange: (state, input, options) => resolveExchange(gwasModule, data(), state as GwasState,
      { turn: input.turn, exchange: input.exchange, spec: input.spec, orders: input.orders as Record<string, GwasOrders>, keys: { dice: input.dice, ...(input.cards ? { cards: input.cards } : {}) } }, options),
    view(state, events, viewer, meta) {
      const d = data();
      const s = state as GwasState;
      const dice = {
        commitment: meta.diceCommitment ?? null, seed: meta.diceSeed ?? null, nonce: meta.diceNonce ?? null, fixed: meta.diceFixed ?? false,
        turnKey: meta.diceTurnKey ?? null, rollsHash: meta.diceRollsHash ?? null, block: meta.diceCommitmentBlock ?? null,
      };
      return viewer === 'umpire'
        ? buildUmpireView(d, s, events as GameEvent[], meta.campaign, null, dice)
        : buildSideView({ data: d, state: redactState(s, viewer as SideId, d), events: eventsFor(events, viewer), viewer: viewer as SideId, campaign: meta.campaign, deadline: meta.deadline, dice });
    },
    viewMemory: gwasViewMemory,
    templates: GWAS_TEMPLATES,
    // Maps from the view alone (issue 12 §1); the pipeline hands over the coast (games/<id>/coast.json).
    maps: { draw: (view, kind, options) => drawGwasMap(data(), options?.land ?? [], view as GwasView, kind, options) },
    intel: { names: (states) => gwasIntelNames(shipNames(), states), ledger: gwasLedger },
    summary: gwasSummary,
    demo: GWAS_DEMO,
    words: { silence: 'your fleets follow the plans already plotted.', form: 'is filled in with your fleets: edit it and send it back.' },
    ordersForm(state, viewer, meta) {
      const d = data();
      // 7.31 (option tacticalByMail): while a battle waits for an impulse, the side is asked for that (built with its fog, 7.27).
      if ((state as GwasState).impulse) return impulseForm(d, state as GwasState, viewer as SideId, meta.campaign);
      return ordersForm({ data: d, state: redactState(state as GwasState, viewer as SideId, d), viewer: viewer as SideId, campaign: meta.campaign });
    },
  };
}

export const gwasDefinition: GameDefinition<GameData> = { id: GAME_ID, data: GWAS_DATA, adapter: gwasAdapter };
