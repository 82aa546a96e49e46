/** Great War at Sea: The Mediterranean plugged into the pipeline. */
import { resolveTurn } from '../../kernel/turn.js';
import { DICE_SCHEME } from '../../kernel/rng.js';
import { eventsFor, type GameEvent } from '../../kernel/events.js';
import { loadGame } from '../../data/load.js';
import type { GwasData } from './data.js';
import { GWAS_CODES, gwasModule } from './module.js';
import { setupState } from './setup.js';
import { openingWeather } from './steps/weather.js';
import type { GwasState, SideId } from './state.js';
import { redactState } from './views/redact.js';
import { buildSideView, buildUmpireView } from './views/index.js';
import { GWAS_TEMPLATES } from './views/templates.js';
import { gwasIntelNames, gwasLedger } from './intel.js';
import { GWAS_DEMO } from './demo.js';
import { gwasSummary } from './summary.js';
import { ordersForm } from './forms/orders-form.js';
import type { GameAdapter } from '../../game-api/adapter.js';
import { checkGwasText } from './check-text.js';
import type { GwasOrders } from './orders-types.js';

const GAME_ID = 'gwas-mediterranean';

function data(): GwasData {
  return loadGame(GAME_ID) as unknown as GwasData;
}

/** Ship names from the class data, for the ledger; none when the data cannot be read (as before the move). */
function shipNames(): Record<string, string> {
  try {
    const d = data() as unknown as { ships?: Record<string, { name?: string }> };
    return Object.fromEntries(Object.entries(d.ships ?? {}).map(([id, s]) => [id, s.name ?? id]));
  } catch { return {}; }
}

export const gwasAdapter: GameAdapter = {
  id: GAME_ID,
  name: 'Great War at Sea: The Mediterranean',
  sides: gwasModule.sides,
  // The dice scheme is part of the engine: a new scheme changes every outcome.
  engineVersion: `${gwasModule.id}@${gwasModule.version}+${DICE_SCHEME}`,
  codes: GWAS_CODES,
  dataVersion: () => data().version,
  scenarios: () => Object.values(data().scenarios).map((s) => ({ id: s.id, name: s.name, date: s.date, turns: s.turns, summary: s.summary }))
    .sort((a, b) => (a.id < b.id ? -1 : 1)),
  setup: (scenario) => setupState(data(), scenario),
  opening: (state, seed) => openingWeather(data(), state as GwasState, seed),
  turnOf: (state) => (state as GwasState).turn,
  isOver: (state) => (state as GwasState).over,
  check: (state, side, text, context) => checkGwasText(data(), state as GwasState, side, text, { campaign: context?.campaign }),
  resolve: (state, orders, dice, options) => resolveTurn(gwasModule, data(), state as GwasState, orders as Record<string, GwasOrders>, dice, options),
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
  templates: GWAS_TEMPLATES,
  intel: { names: (states) => gwasIntelNames(shipNames(), states), ledger: gwasLedger },
  summary: gwasSummary,
  demo: GWAS_DEMO,
  ordersForm(state, viewer, meta) {
    const d = data();
    return ordersForm({ data: d, state: redactState(state as GwasState, viewer as SideId, d), viewer: viewer as SideId, campaign: meta.campaign });
  },
};
