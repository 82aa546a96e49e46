/**
 * Test helpers for Great War at Sea rules: small scenarios written as YAML in the test itself,
 * orders as the players' YAML, and turns resolved by the real kernel.
 */
import { parse } from 'yaml';
import { loadGame } from '../../src/pipeline/games.js';
import type { Scenario } from '../../src/games/gwas/data/types.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import { setupState } from '../../src/games/gwas/setup.js';
import type { GwasOptions, GwasState } from '../../src/games/gwas/state.js';
import { resolveTurn } from '../../src/kernel/turn.js';
import type { GameEvent } from '../../src/kernel/events.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import type { Diagnostic } from '../../src/orders/diagnostic.js';
import type { BattleOrders } from '../../src/games/gwas/orders-types.js';
import { battleStep } from '../../src/games/gwas/steps/battle.js';

export function gameData(): GwasData {
  return loadGame('gwas-mediterranean') as unknown as GwasData;
}

/**
 * A test scenario: only the fleets given, in August 1914 (day turns 1–3 at 06:00) unless the YAML
 * says otherwise. Fleets are `{id, mission, at: {zone}|{port}, ships, plan?, escorting?}`; `fuel` is
 * the scenario's fuel block (12.0), read when `options` turns the fuel rules on.
 */
export function withScenario(yamlText: string, options: GwasOptions = {}): { data: GwasData; state: GwasState } {
  const base = gameData();
  const spec = parse(yamlText) as Partial<Scenario> & { allied?: unknown[]; central?: unknown[] };
  const side = (fleets: unknown[] | undefined, nations: string[], homePorts: string[]) => ({
    name: 'test', nations, homePorts, fleets: (fleets ?? []).map((f) => ({ name: (f as { id: string }).id, ...(f as object) })),
  });
  const scenario = {
    id: 'test', game: 'gwas-mediterranean', name: 'Test', date: spec.date ?? '1914-08-04', startHour: spec.startHour ?? 6,
    turns: spec.turns ?? 12, summary: '', history: '', neutral: spec.neutral ?? ['italy', 'greece', 'ottoman', 'spain', 'austria-hungary'],
    weather: spec.weather ?? { default: 1 },
    sides: {
      allied: side(spec.allied, ['britain', 'france'], ['malta', 'bizerte', 'toulon', 'alexandria', 'gibraltar']),
      central: side(spec.central, ['germany', 'austria-hungary'], ['pola', 'cattaro', 'constantinople']),
    },
    victory: spec.victory ?? { sunk: {}, merchant: 0.5, conditions: [], text: '' },
    raidFleets: spec.raidFleets, ...(spec.fuel ? { fuel: spec.fuel } : {}), ...(spec.mines ? { mines: spec.mines } : {}),
    ...(spec.submarines ? { submarines: spec.submarines } : {}), ...(spec.mtbs ? { mtbs: spec.mtbs } : {}), derivation: 'test',
    // 14.0, 17.0 (aircraft, airships options): the scenario's aircraft counters and airship containers.
    ...(spec.aircraft ? { aircraft: spec.aircraft } : {}), ...(spec.airships ? { airships: spec.airships } : {}),
  } as unknown as Scenario;
  const data = { ...base, scenarios: { ...base.scenarios, test: scenario } } as GwasData;
  return { data, state: setupState(data, 'test', options) };
}

export function check(data: GwasData, state: GwasState, side: string, ordersYaml: string): Diagnostic[] {
  return checkGwasText(data, state, side, ordersYaml).diagnostics;
}

export function codes(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => d.code);
}

/** Resolves one turn with the sides' YAML orders, which must be valid. */
export function play(data: GwasData, state: GwasState, orders: { allied?: string; central?: string }, seed = 'test-seed'): { state: GwasState; events: readonly GameEvent[] } {
  const parsed: Record<string, GwasOrders> = {};
  for (const [side, text] of Object.entries(orders)) {
    if (!text) continue;
    const r = checkGwasText(data, state, side, text);
    if (!r.orders) throw new Error(`test orders for ${side} are invalid:\n${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`);
    parsed[side] = r.orders;
  }
  return resolveTurn(gwasModule, data, state, parsed, seed);
}

export function ofType(events: readonly GameEvent[], type: string): GameEvent<any>[] {
  return events.filter((e) => e.type === type) as GameEvent<any>[];
}

const battleOnly = { ...gwasModule, steps: [battleStep] };

/**
 * Both sides' fleets of a test scenario in one zone and in contact; the battle step resolves it.
 * The scenario loader does not read standing orders, so they are set from the test's YAML;
 * `prepare` may change the state before the battle.
 */
export function fight(yaml: string, prepare: (s: GwasState) => void = () => undefined, seed = 'battle'): { data: GwasData; before: GwasState; state: GwasState; events: readonly GameEvent[] } {
  const { data, state } = withScenario(yaml);
  const spec = parse(yaml) as Record<string, { id: string; battle?: BattleOrders }[] | undefined>;
  for (const side of ['allied', 'central']) for (const f of spec[side] ?? []) if (f.battle) state.fleets[f.id].battle = f.battle;
  const fleets = { allied: [] as string[], central: [] as string[] };
  for (const f of Object.values(state.fleets)) fleets[f.side].push(f.id);
  const zone = Object.values(state.fleets)[0].zone;
  for (const f of Object.values(state.fleets)) f.zone = zone;
  state.contacts.push({ id: 'C1-1', turn: 1, zone, fleets, automatic: true, chance: false });
  prepare(state);
  const r = resolveTurn(battleOnly, data, state, {}, seed);
  return { data, before: state, state: r.state, events: r.events };
}
