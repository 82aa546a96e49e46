/**
 * Helpers for the tactical battle (option `tactical`, 7.0–7.44): a battle between the fleets of a
 * test scenario, with the players' YAML orders applied by the real Orders Phase, then the real
 * battle step; or a tactical run built directly, for rules checked with given dice.
 */
import type { GameEvent } from '../../src/kernel/events.js';
import { resolveTurn } from '../../src/kernel/turn.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import { ordersStep } from '../../src/games/gwas/steps/orders.js';
import { battleStep } from '../../src/games/gwas/steps/battle.js';
import type { GwasStep } from '../../src/games/gwas/steps/step.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import type { GwasOptions, GwasState, SideId } from '../../src/games/gwas/state.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import type { TacticalRun } from '../../src/games/gwas/tactical/types.js';
import { startTactical } from '../../src/games/gwas/tactical/battle.js';
import type { BattleRun } from '../../src/games/gwas/combat/types.js';
import type { GwasContext } from '../../src/games/gwas/steps/step.js';
import { withScenario } from '../helpers/gwas.js';

export const TACTICAL = { tactical: true } as const;

/** Orders text: the fleets' YAML under `fleets:`. */
export const orders = (side: SideId, fleets: string, turn = 1) => `side: ${side}\nturn: ${turn}\nfleets:\n${fleets}`;

export interface BattleSetup {
  /** Zone of the battle: every fleet is put there. */
  readonly zone: string;
  /** 7.22: the zone each fleet entered the battle's zone from this turn (absent: it did not move). */
  readonly from?: Readonly<Record<string, string>>;
  /** 7.28: the contact's natural search roll was a 6. */
  readonly chance?: boolean;
  readonly seed?: string;
  readonly options?: GwasOptions;
  readonly prepare?: (s: GwasState) => void;
}

function contactStep(setup: BattleSetup): GwasStep {
  return {
    name: 'test-contact', rule: '4.4',
    run(ctx) {
      const fleets = { allied: [] as string[], central: [] as string[] };
      for (const f of Object.values(ctx.state.fleets)) fleets[f.side].push(f.id);
      ctx.state.contacts.push({ id: 'C1-1', turn: ctx.turn, zone: setup.zone, fleets, automatic: true, chance: setup.chance ?? false });
    },
  };
}

/** The fleets of `yaml` in `setup.zone`, in contact; both sides' YAML orders read; the battle fought. */
export function tacticalBattle(yaml: string, sideOrders: { allied?: string; central?: string }, setup: BattleSetup): { data: GwasData; state: GwasState; events: readonly GameEvent[] } {
  const { data, state } = withScenario(yaml, setup.options ?? TACTICAL);
  for (const f of Object.values(state.fleets)) {
    f.zone = setup.zone;
    f.port = null;
    const from = setup.from?.[f.id];
    if (from) f.log.push({ turn: state.turn, from, path: [setup.zone], port: null });
  }
  setup.prepare?.(state);
  const parsed: Record<string, GwasOrders> = {};
  for (const [side, text] of Object.entries(sideOrders)) {
    if (!text) continue;
    const r = checkGwasText(data, state, side, text);
    if (!r.orders) throw new Error(`orders for ${side} invalid:\n${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`);
    parsed[side] = r.orders;
  }
  const module = { ...gwasModule, steps: [ordersStep, contactStep(setup), battleStep] };
  const r = resolveTurn(module, data, state, parsed, setup.seed ?? 'tactical');
  return { data, state: r.state, events: r.events };
}

/** A tactical run over every fleet of the state, deployed, for calling the steps with given dice. */
export function tacticalRun(ctx: GwasContext, zone: string, initiative: SideId, opts: { night?: boolean; weather?: number; chance?: boolean } = {}): TacticalRun {
  const { state } = ctx;
  const fleets = { allied: Object.values(state.fleets).filter((f) => f.side === 'allied'), central: Object.values(state.fleets).filter((f) => f.side === 'central') };
  for (const f of [...fleets.allied, ...fleets.central]) { f.zone = zone; f.port = null; }
  const ships = { allied: fleets.allied.flatMap((f) => f.ships.map((id) => state.ships[id])), central: fleets.central.flatMap((f) => f.ships.map((id) => state.ships[id])) };
  const base: BattleRun = {
    id: 'B1-1', zone, night: opts.night ?? false, weather: opts.weather ?? 1, fleets, ships,
    identified: { allied: new Set(), central: new Set() }, halving: new Set(), round: 0, range: 'long',
  };
  return startTactical(ctx, base, initiative, opts.chance ?? false);
}

/** The players' YAML orders written into the fleets' log sheets by the real Orders Phase. */
export function applyOrders(data: GwasData, state: GwasState, sideOrders: { allied?: string; central?: string }): void {
  const parsed: Record<string, GwasOrders> = {};
  for (const [side, text] of Object.entries(sideOrders)) {
    if (!text) continue;
    const r = checkGwasText(data, state, side, text);
    if (!r.orders) throw new Error(`orders for ${side} invalid:\n${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`);
    parsed[side] = r.orders;
  }
  const ctx = { data, state, orders: parsed, turn: state.turn, emit: () => undefined, roll: () => { throw new Error('the Orders Phase rolls no dice'); } };
  ordersStep.run(ctx as unknown as GwasContext);
}

/** Hex as [q, r]. */
export const hexOf = (run: TacticalRun, ship: string): [number, number] => [run.places[ship].hex.q, run.places[ship].hex.r];

/** The one side an event is addressed to (undefined for the umpire's). */
export function sideOf(e: GameEvent): string | undefined {
  const sides = (e.audience as unknown as { sides?: string[] }).sides;
  return sides?.length === 1 ? sides[0] : undefined;
}
