/**
 * 15.1, 15.2, 18.1 fog of war through the whole pipeline (adapter, reports in every format, orders
 * form, maps), in the Otranto scenario with the submarines and MTBs options: a hidden submarine or
 * MTB never shows in what the other side is sent; an attack tells it the zone, never the boat.
 */
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/pipeline/games.js';
import { renderView } from '../../src/pipeline/views.js';
import { VIEW_FORMATS } from '../../src/pipeline/campaign.js';
import type { GameEvent } from '../../src/kernel/events.js';
import type { GwasState } from '../../src/games/gwas/state.js';

const adapter = gameById('gwas-mediterranean')!;
const OPTIONS = { submarines: true, mtbs: true };
const meta = { campaign: 'fog', deadline: null };

const SUBS = 'submarines:\n  u-4: { zone: R42 }\n  u-27: { zone: R42 }\n  uc-25: { zone: R42 }\n';
const MTBS = 'mtbs:\n  mas-9: { zone: N41 }\n  mas-15: { zone: N41 }\n';

/** Three turns of Otranto from the players' YAML: `turn1` maps each side to its turn-1 orders body. */
function game(turn1: { allied?: string; central?: string }, seed: string) {
  let state = adapter.setup('otranto-1917', OPTIONS);
  const opening = adapter.opening!(state, `${seed}/0`);
  state = opening.state;
  const events: GameEvent[] = [...opening.events];
  const seen: Record<'allied' | 'central', string[]> = { allied: [], central: [] };
  for (let turn = 1; turn <= 3; turn++) {
    const orders: Record<string, unknown> = {};
    for (const side of ['allied', 'central'] as const) {
      const body = turn === 1 ? turn1[side] : undefined;
      if (!body) continue;
      const r = adapter.check(state, side, `side: ${side}\nturn: ${turn}\n${body}`, { campaign: 'fog' });
      if (!r.orders) throw new Error(r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n'));
      orders[side] = r.orders;
    }
    const r = adapter.resolve(state, orders, `${seed}/${turn}`);
    state = r.state;
    events.push(...r.events);
    for (const side of ['allied', 'central'] as const) seen[side].push(...sent(state, events, side));
  }
  return { state: state as GwasState, events, seen };
}

/** Everything a side is sent after a turn: its report in every format, its orders form and its maps. */
function sent(state: unknown, events: readonly GameEvent[], side: string): string[] {
  const view = adapter.view(state, events, side, meta);
  const maps = adapter.maps ? ['report', 'orders'].map((k) => adapter.maps!.draw(view, k as never, {})) : [];
  return [JSON.stringify(view), ...VIEW_FORMATS.map((f) => renderView(adapter, view, f)), adapter.ordersForm(state, side, meta), ...maps];
}

const SUB_MARKS = ['u-4', 'u-27', 'uc-25', 'U 4', 'U 27', 'UC 25'];
const MTB_MARKS = ['mas-9', 'mas-15', 'MAS 9', 'MAS 15'];

describe('15.1, 18.1 a hidden submarine or MTB never reaches the other side', () => {
  it('15.1 the Allies are sent exactly the same reports, forms and maps whether or not the Central Powers placed their submarines', () => {
    const withSubs = game({ central: SUBS }, 'fog-a');
    const without = game({ central: 'fleets: {}\n' }, 'fog-a');
    expect(withSubs.state.patrols!.filter((b) => b.kind === 'submarine').map((b) => b.zone)).toEqual(['R42', 'R42', 'R42']);
    expect(withSubs.seen.allied).toEqual(without.seen.allied);
    for (const text of withSubs.seen.allied) for (const mark of SUB_MARKS) expect(text.includes(mark), mark).toBe(false);
  });
  it('18.1 the Central Powers are sent the same whether or not the Allies placed their MTBs', () => {
    const withMtbs = game({ allied: MTBS }, 'fog-b');
    const without = game({ allied: 'fleets: {}\n' }, 'fog-b');
    expect(withMtbs.state.patrols!.filter((b) => b.kind === 'mtb').map((b) => b.zone)).toEqual(['N41', 'N41']);
    expect(withMtbs.seen.central).toEqual(without.seen.central);
    for (const text of withMtbs.seen.central) for (const mark of MTB_MARKS) expect(text.includes(mark), mark).toBe(false);
  });
  it('15.2 an attack tells the Allies the zone, never the submarine; the owner\'s own report names it (in turn 1\'s reports)', () => {
    let attacks = 0;
    for (const seed of ['fog-1', 'fog-2', 'fog-3', 'fog-4', 'fog-5']) {
      // The Italian destroyers sail into R42, where the three submarines wait, on turn 1 (a day turn in May, 11.4).
      const g = game({ central: SUBS, allied: 'fleets:\n  italian-destroyers:\n    plot:\n      1: R42\n' }, seed);
      for (const text of g.seen.allied) for (const mark of SUB_MARKS) expect(text.includes(mark), `${seed}: ${mark}`).toBe(false);
      const attacked = g.events.filter((e) => e.type === 'gwas.submarine-attacked');
      if (!attacked.length) continue;
      attacks++;
      // The turn-1 report (the attack's turn) says where, in words, to the Allies; the Central report says who.
      expect(g.seen.allied.some((t) => t.includes('An enemy submarine attacked') && t.includes('in R42'))).toBe(true);
      expect(g.seen.central.some((t) => /U(C)? \d+ made contact in R42/.test(t))).toBe(true);
    }
    expect(attacks).toBeGreaterThan(0);
  });
  it('15.1, 18.1 the turn-1 orders form lists each side\'s own boats and how to place them, and nothing of the enemy\'s; sent back unchanged it is accepted', () => {
    const state = adapter.setup('otranto-1917', OPTIONS);
    const central = adapter.ordersForm(state, 'central', meta);
    const allied = adapter.ordersForm(state, 'allied', meta);
    expect(central).toMatch(/u-4 \(U 4\): not yet placed/);
    expect(central).toContain('within 2 zones of an enemy port');
    expect(allied).toMatch(/mas-9 \(MAS 9\): not yet placed/);
    for (const mark of SUB_MARKS) expect(allied.includes(mark), mark).toBe(false);
    for (const mark of MTB_MARKS) expect(central.includes(mark), mark).toBe(false);
    for (const [side, form] of [['central', central], ['allied', allied]] as const) {
      const r = adapter.check(state, side, form, { campaign: 'fog' });
      expect(r.orders, side).toBeDefined();
      expect(r.diagnostics.map((d) => d.code).every((c) => c === 'GW2706' || c === 'GW2716')).toBe(true);
    }
  });
});
