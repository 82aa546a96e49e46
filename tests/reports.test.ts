// Turn reports and orders forms: golden files after three turns of goeben-1914 with a fixed seed
// and fixed orders, and the round trip of an orders form sent back unchanged.
// Regenerate the goldens with `npm run golden:update` (never written by this test; read the diff).
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadGame } from '../src/pipeline/games.js';
import { eventsFor, type GameEvent } from '../src/kernel/events.js';
import { resolveTurn } from '../src/kernel/turn.js';
import type { GwasData } from '../src/games/gwas/data.js';
import { shortestPath } from '../src/games/gwas/geography.js';
import { gwasModule } from '../src/games/gwas/module.js';
import { checkGwasOrders } from '../src/games/gwas/orders-check.js';
import type { FleetOrders, GwasOrders } from '../src/games/gwas/orders-types.js';
import { parsePlot } from '../src/games/gwas/plot.js';
import { setupState } from '../src/games/gwas/setup.js';
import { SIDES, type GwasState, type SideId } from '../src/games/gwas/state.js';
import { data, GOLDEN_SEED, playGolden } from './helpers/golden-game.js';
import { seedCommitment } from '../src/fairplay/keys.js';
import { gwasOrdersSchema } from '../src/games/gwas/orders-schema.js';
import { parseOrders } from '../src/orders/parse.js';
import { ordersForm } from '../src/games/gwas/forms/orders-form.js';
import { renderReport, type ReportFormat } from '../src/reports/render.js';
import { GWAS_TEMPLATES } from '../src/games/gwas/views/templates.js';
import { expectGolden } from './support/golden.js';
import { buildSideView, buildUmpireView } from '../src/games/gwas/views/index.js';
import { redactState } from '../src/games/gwas/views/redact.js';

/** A GWAS view through the shared renderer with the game's templates (seam §1). */
const renderGwas = (view: object, format: ReportFormat): string => renderReport(view, format, GWAS_TEMPLATES);

const CAMPAIGN = 'med-1914';
const DEADLINE = '1914-08-05 18:00 UTC (real time: Friday 7 March, 18:00 UTC)';
// The commitment to the golden seed, as a campaign publishes it before turn 1 (the seed itself
// stays secret until the scenario is over, so the reports print only the commitment).
const DICE = { commitment: seedCommitment(GOLDEN_SEED) };
const GOLDEN = join(dirname(fileURLToPath(import.meta.url)), 'golden', 'reports');

const play = playGolden;

const golden = (name: string, actual: string): void => expectGolden(join(GOLDEN, name), actual);

const game = play(3);
const sideView = (side: SideId, state = game.state, events = game.events) =>
  buildSideView({ data, state: redactState(state, side, data), events: eventsFor(events, side), viewer: side, campaign: CAMPAIGN, deadline: DEADLINE, dice: DICE });
const form = (side: SideId, state = game.state) => ordersForm({ data, state: redactState(state, side, data), viewer: side, campaign: CAMPAIGN });

describe('golden reports after three turns of goeben-1914', () => {
  it('the fixed orders were all accepted', () => {
    expect(game.events.filter((e) => e.type === 'gwas.orders-rejected')).toEqual([]);
    expect(game.events.some((e) => e.type === 'gwas.contact')).toBe(true);
  });

  it('every report prints the dice commitment', () => {
    const sha256 = createHash('sha256').update(GOLDEN_SEED, 'utf8').digest('hex');
    // Text reports wrap at 76 columns (issue 9): a long line goes on over an indented line.
    expect(renderGwas(sideView('allied'), 'text').replace(/\n +/g, ' ')).toContain(`Dice: commitment sha256:${sha256}.`);
  });
  it('Allied text report', () => golden('allied-turn3.txt', renderGwas(sideView('allied'), 'text')));
  it('Allied HTML report', () => golden('allied-turn3.html', renderGwas(sideView('allied'), 'html')));
  it('Central text report', () => golden('central-turn3.txt', renderGwas(sideView('central'), 'text')));
  it('Central JSON view', () => golden('central-turn3.json', renderGwas(sideView('central'), 'json')));
  it('umpire text report', () => golden('umpire-turn3.txt', renderGwas(buildUmpireView(data, game.state, game.events, CAMPAIGN, DEADLINE, DICE), 'text')));
  it('Allied orders form for turn 4', () => golden('allied-orders-turn4.yaml', form('allied')));
  it('Central orders form for turn 4', () => golden('central-orders-turn4.yaml', form('central')));
  // Turn 1 has the battle (6.0): each side's account of it, as that side saw it, every die shown.
  const turn1Events = game.events.filter((e) => e.turn === 1);
  it('6.0 the battle as the Allies saw it (turn 1)', () => golden('allied-turn1-battle.txt', renderGwas(sideView('allied', game.states[1], turn1Events), 'text')));
  it('6.0 the battle as the Central Powers saw it (turn 1)', () => golden('central-turn1-battle.txt', renderGwas(sideView('central', game.states[1], turn1Events), 'text')));
  it('6.0 the battle in the umpire report (turn 1)', () => golden('umpire-turn1-battle.txt', renderGwas(buildUmpireView(data, game.states[1], turn1Events, CAMPAIGN, DEADLINE, DICE), 'text')));
  it('Central orders form for turn 2, after a contact (7.37 re-plot)', () => golden('central-orders-turn2.yaml', form('central', game.states[1])));
});

describe('rendering', () => {
  it('is deterministic: a replay of the same game gives the same bytes', () => {
    const again = play(3);
    for (const format of ['text', 'html', 'json'] as const) {
      for (const side of SIDES) expect(renderGwas(sideView(side, again.state, again.events), format)).toBe(renderGwas(sideView(side), format));
      expect(renderGwas(buildUmpireView(data, again.state, again.events, CAMPAIGN), format))
        .toBe(renderGwas(buildUmpireView(data, game.state, game.events, CAMPAIGN), format));
    }
  });

  it('escapes player-controlled names in HTML but not in text', () => {
    const state = structuredClone(game.state);
    state.fleets['battlecruiser-squadron'].name = '<script>alert("x")</script> & Co';
    const view = sideView('allied', state);
    const html = renderGwas(view, 'html');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&amp; Co');
    expect(renderGwas(view, 'text')).toContain('<script>alert("x")</script> & Co');
  });

  it('JSON output is the view, with sorted keys', () => {
    const view = sideView('central');
    const json = renderGwas(view, 'json');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(view)));
    expect(json.indexOf('"battles"')).toBeLessThan(json.indexOf('"campaign"'));
  });
});

describe('orders form round trip', () => {
  it('parses against the orders schema with no diagnostics, and sent back unchanged keeps every plan', () => {
    for (const state of game.states) {
      for (const side of SIDES) {
        const text = form(side, state);
        expect(() => parse(text)).not.toThrow();
        const parsed = parseOrders<GwasOrders>(text, gwasOrdersSchema());
        expect(parsed.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
        const orders = parsed.value!;
        expect(orders.side).toBe(side);
        expect(orders.turn).toBe(state.turn);
        expect(orders.campaign).toBe(CAMPAIGN);
        const checked = checkGwasOrders(data, state, side, orders);
        expect(checked.problems.filter((p) => p.severity === 'error')).toEqual([]);
        for (const f of Object.values(state.fleets).filter((x) => x.side === side && !x.gone)) {
          expect(checked.fleets.get(f.id)?.plan).toEqual(f.plan);
        }
        for (const [id, fo] of Object.entries(orders.fleets ?? {})) {
          for (const [t, entry] of Object.entries(fo.plot ?? {})) expect(state.fleets[id].plan[t]).toBe(entry);
        }
      }
    }
  });

  it('a turn resolved with both forms sent back leaves the same fleets as one with no orders', () => {
    const state = game.state;
    const fromForms = Object.fromEntries(SIDES.map((side) => [side, parseOrders<GwasOrders>(form(side), gwasOrdersSchema()).value!]));
    const a = resolveTurn(gwasModule, data, state, fromForms, 'round-trip');
    const b = resolveTurn(gwasModule, data, state, {}, 'round-trip');
    expect(a.state.fleets).toEqual(b.state.fleets);
  });
});
