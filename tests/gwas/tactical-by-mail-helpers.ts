/**
 * Helpers for the tactical battle by mail (option `tacticalByMail`, 7.31): a turn whose contact
 * is given (every fleet of the test scenario in one zone), then the game's own `next` and
 * exchanges, with the players' YAML orders checked as the pipeline checks them.
 */
import { resolveExchange } from '../../src/kernel/exchange.js';
import type { GameEvent } from '../../src/kernel/events.js';
import type { ExchangeSpec } from '../../src/kernel/ask.js';
import { gwasModule } from '../../src/games/gwas/module.js';
import { ordersStep } from '../../src/games/gwas/steps/orders.js';
import { battleStep } from '../../src/games/gwas/steps/battle.js';
import type { GwasStep } from '../../src/games/gwas/steps/step.js';
import type { GwasData } from '../../src/games/gwas/data.js';
import type { GwasOrders } from '../../src/games/gwas/orders-types.js';
import type { GwasState, SideId } from '../../src/games/gwas/state.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import { withScenario } from '../helpers/gwas.js';

export const BY_MAIL = { tactical: true, tacticalByMail: true } as const;

/** Goeben and Breslau against two battle cruisers in N37, by day; an Austrian fleet in Pola keeps the game going. */
export const GOEBEN_YAML = `
allied:
  - { id: med, mission: intercept, at: { zone: N37 }, ships: [indomitable, indefatigable] }
central:
  - { id: mittelmeer, mission: raid, at: { zone: N37 }, ships: [goeben, breslau] }
  - { id: k-u-k, mission: intercept, at: { port: pola }, ships: [viribus-unitis] }
`;

const contact = (zones: readonly string[]): GwasStep => ({
  name: 'test-contact', rule: '4.4',
  run(ctx) {
    for (const [i, zone] of zones.entries()) {
      const fleets = { allied: [] as string[], central: [] as string[] };
      for (const f of Object.values(ctx.state.fleets)) if (f.zone === zone && f.port === null) fleets[f.side].push(f.id);
      ctx.state.contacts.push({ id: `C${ctx.turn}-${i + 1}`, turn: ctx.turn, zone, fleets, automatic: true, chance: false });
    }
  },
});

/** The game's module with the turn exchange cut to orders, a given contact and the battle step, then the real rest of the turn. */
export function moduleWithContact(zones: readonly string[]) {
  const rest = gwasModule.exchanges.impulse.steps.slice(1);
  return { ...gwasModule, exchanges: { ...gwasModule.exchanges, turn: { steps: [ordersStep, contact(zones), battleStep, ...rest] } } };
}

export interface Game {
  data: GwasData;
  state: GwasState;
  events: GameEvent[];
  exchange: number;
  specs: ExchangeSpec[];
}

export function newGame(yaml = GOEBEN_YAML, prepare?: (s: GwasState) => void): Game {
  const { data, state } = withScenario(yaml, BY_MAIL);
  prepare?.(state);
  return { data, state, events: [], exchange: 0, specs: [] };
}

/** Parses a side's YAML as the pipeline does (errors throw, with their codes). */
export function parsed(g: Game, side: SideId, text: string): GwasOrders {
  const r = checkGwasText(g.data, g.state, side, text);
  if (!r.orders) throw new Error(`orders for ${side} refused:\n${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`);
  return r.orders;
}

/** Resolves the exchange `next` asks for, with the given orders text (absent: silence). */
export function play(g: Game, texts: Partial<Record<SideId, string>> = {}, zones: readonly string[] = ['N37'], seed = 'by-mail'): ExchangeSpec {
  const module = moduleWithContact(zones);
  const spec = module.next(g.data, g.state)!;
  const orders: Record<string, GwasOrders | undefined> = {};
  for (const [side, text] of Object.entries(texts)) if (text) orders[side] = parsed(g, side as SideId, text);
  g.exchange = spec.kind === 'turn' ? 1 : g.exchange + 1;
  const r = resolveExchange(module, g.data, g.state, { turn: g.state.turn, exchange: g.exchange, spec, orders, keys: { dice: `${seed}/${g.state.turn}/${g.exchange}` } });
  g.state = r.state;
  g.events.push(...r.events);
  g.specs.push(spec);
  return spec;
}

/** An impulse's orders text for the battle now waiting. */
export function impulseText(g: Game, side: SideId, body: string): string {
  const b = g.state.impulse!.battle;
  const rest = b.rest as { sequence: number; step: number };
  const impulse = [2, 5, 9, 13, 17].filter((s) => s <= Math.max(rest.step, 2)).length;
  return `side: ${side}\nturn: ${g.state.turn}\nimpulse:\n  battle: ${b.id}\n  pass: ${rest.sequence}\n  impulse: ${impulse}\n${body}`;
}

/** Where the waiting battle's ships are (the umpire's record), to set a scene before an impulse. */
export function places(g: Game): Record<string, { hex: { q: number; r: number }; exited: string | null; aground: boolean }> {
  return (g.state.impulse!.battle.rest as { places: Record<string, { hex: { q: number; r: number }; exited: string | null; aground: boolean }> }).places;
}

export function initiativeOf(g: Game): SideId {
  return (g.state.impulse!.battle.rest as { initiative: SideId }).initiative;
}
