// Great War at Sea with every advanced-rule option on (tactical 7.0 fought impulse by impulse by mail 7.31, fuel 12.0, mines 13.0, aircraft 14.0, submarines 15.0, leaders 16.0, airships 17.0, MTBs 18.0; issue 16)
// against the conformance suite (seam §9): the same checks as gwas-mediterranean.conformance.test.ts
// (fog, non-interference, replay, fuzz, bundles), with fuel burnt every turn and Otranto's hidden
// minefield off Brindisi in play, and the submarines and MTBs the players place from the form
// (answer.ts). Then, over random games, a hidden minefield never reaches what the other side is
// sent (report in every format, orders form, maps) until it has been struck, nor an enemy boat's name.
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/pipeline/games.js';
import { renderView } from '../../src/pipeline/views.js';
import { VIEW_FORMATS } from '../../src/pipeline/campaign.js';
import { describeConformance } from './suite.js';
import { gwasAnswer } from './gwas/answer.js';
import type { ConformanceFixture } from './fixture.js';
import { metaFor, play } from './play.js';
import { seedOf } from './random.js';
import { ENEMY_MINES_COLOUR } from '../../src/games/gwas/maps/minefields.js';
import type { GwasState } from '../../src/games/gwas/state.js';
import { restoreBattle } from '../../src/games/gwas/tactical/impulse-save.js';
import { seenBy } from '../../src/games/gwas/tactical/sighting.js';
import { gameData } from '../helpers/gwas.js';

const fixture: ConformanceFixture = { gameId: 'gwas-mediterranean', folder: 'src/games/gwas/', scenarios: ['goeben-1914', 'otranto-1917'], turns: 5,
  options: { fuel: true, mines: true, submarines: true, mtbs: true, tactical: true, tacticalByMail: true, aircraft: true, leaders: true, airships: true }, receiptEvents: ['gwas.orders-applied', 'gwas.orders-standing'], answer: gwasAnswer };

describeConformance(fixture);

type Field = { id: string; side: string; between: string[]; known: string[] };
type State = { ships: Record<string, { fuel?: { used: number } }>; minefields?: Field[]; patrols?: { id: string; side: string; zone: string | null; known: string[] }[] };

describe('conformance: gwas-mediterranean with fuel and mines', () => {
  const adapter = gameById('gwas-mediterranean')!;
  const games = (scenario: string, seeds: number) => Array.from({ length: seeds }, (_, i) => play(adapter, { ...fixture, turns: 8 }, {
    scenario, campaign: 'conformance', keyOf: (t, x) => `options/${scenario}/${i + 1}/${t}/${x}`, answerSeed: (seat, t, x) => seedOf(`${i + 1}/${seat}/${t}/${x}`),
  }));

  it('12.1 games of the suite\'s kind, seeded 1 to 3, burn fuel and refuse no orders', () => {
    for (const g of games('goeben-1914', 3)) {
      expect(g.refused).toEqual([]);
      const used = Object.values((g.exchanges.at(-1)!.after as State).ships).map((s) => s.fuel?.used);
      expect(used.every((u) => typeof u === 'number')).toBe(true);
      expect(used.some((u) => (u ?? 0) > 0)).toBe(true);
    }
  });

  it('13.1 over random Otranto games, the Allies are never sent the hidden minefield off Brindisi (report, form, maps) until it is struck or found', () => {
    let hiddenChecked = 0;
    for (const g of games('otranto-1917', 4)) {
      expect(g.refused).toEqual([]);
      g.exchanges.forEach((x, i) => {
        const state = x.after as State;
        const fields = (state.minefields ?? []).filter((f) => f.side === 'central');
        const hidden = fields.filter((f) => !f.known.includes('allied'));
        if (!hidden.length) return;
        const events = [...g.opening.events, ...g.exchanges.slice(0, i + 1).flatMap((t) => t.events)];
        const view = adapter.view(x.after, events, 'allied', metaFor('conformance'));
        const maps = adapter.maps ? ['report', 'orders'].map((k) => adapter.maps!.draw(view, k as never, {})) : [];
        const sent = [
          JSON.stringify(view), ...VIEW_FORMATS.map((f) => renderView(adapter, view, f)),
          ...(adapter.isOver(x.after) ? [] : [adapter.ordersForm(x.after, 'allied', metaFor('conformance'))]), ...maps,
        ];
        const revealed = fields.filter((f) => f.known.includes('allied')).map((f) => f.between.join('/'));
        // A map draws a minefield as a line in the enemy-minefield colour: none while none is found.
        if (!revealed.length) for (const m of maps) expect(m.includes(ENEMY_MINES_COLOUR), `turn ${x.turn}: a minefield drawn on the Allies' map`).toBe(false);
        for (const f of hidden) {
          const mark = f.between.join('/');
          if (revealed.includes(mark)) continue;
          for (const text of sent) {
            expect(text.includes(mark), `turn ${x.turn}: ${mark} reached the Allies`).toBe(false);
            expect(text.includes(`"${f.id}"`), `turn ${x.turn}: ${f.id} reached the Allies`).toBe(false);
          }
          hiddenChecked++;
        }
      });
    }
    expect(hiddenChecked).toBeGreaterThan(0);
  });

  it('15.1, 18.1 over random Otranto games the players place their boats from the form, and a side is never sent the name of an enemy boat (report, form, maps)', () => {
    const marks: Record<string, string[]> = { allied: ['u-4', 'u-27', 'uc-25', 'U 4', 'U 27', 'UC 25'], central: ['mas-9', 'mas-15', 'MAS 9', 'MAS 15'] };
    let placed = 0;
    let checked = 0;
    let attacks = 0;
    for (const g of games('otranto-1917', 3)) {
      expect(g.refused).toEqual([]);
      placed += ((g.exchanges.at(-1)!.after as State).patrols ?? []).filter((b) => b.zone).length;
      attacks += g.exchanges.flatMap((x) => x.events).filter((e) => e.type === 'gwas.submarine-attacked' || e.type === 'gwas.mtb-attacked').length;
      g.exchanges.forEach((x, i) => {
        const events = [...g.opening.events, ...g.exchanges.slice(0, i + 1).flatMap((t) => t.events)];
        for (const side of ['allied', 'central'] as const) {
          const view = adapter.view(x.after, events, side, metaFor('conformance'));
          const sent = [JSON.stringify(view), ...VIEW_FORMATS.map((f) => renderView(adapter, view, f)),
            ...(adapter.isOver(x.after) ? [] : [adapter.ordersForm(x.after, side, metaFor('conformance'))]),
            ...(adapter.maps ? ['report', 'orders'].map((k) => adapter.maps!.draw(view, k as never, {})) : [])];
          for (const text of sent) for (const m of marks[side]) expect(text.includes(m), `turn ${x.turn}: ${m} reached the ${side}`).toBe(false);
          checked++;
        }
      });
    }
    expect(placed).toBeGreaterThan(0);
    expect(attacks).toBeGreaterThan(0); // the boats do attack in these games: the fog is tested after attacks too
    expect(checked).toBeGreaterThan(0);
  });
});


describe('conformance: gwas-mediterranean with the battle by mail (7.31, option tacticalByMail)', () => {
  const adapter = gameById('gwas-mediterranean')!;

  it('7.31 over random Otranto games a battle is fought impulse by impulse: each impulse asks both sides with reply timing, the answers read from the form are taken, and each side\'s impulse form names no enemy ship out of its sight (7.27)', () => {
    let impulses = 0;
    for (let i = 1; i <= 4; i++) {
      const g = play(adapter, { ...fixture, turns: 8 }, {
        scenario: 'otranto-1917', campaign: 'conformance', keyOf: (t, x) => `options/otranto-1917/${i}/${t}/${x}`, answerSeed: (seat, t, x) => seedOf(`${i}/${seat}/${t}/${x}`),
      });
      expect(g.refused).toEqual([]);
      for (const x of g.exchanges.filter((e) => e.spec.kind === 'impulse')) {
        impulses++;
        expect(x.spec.timing).toBe('reply');
        expect(x.spec.asks.map((a) => a.seat)).toEqual(['allied', 'central']);
        const before = x.before as GwasState;
        const run = restoreBattle(gameData(), before, before.impulse!.battle);
        for (const side of ['allied', 'central'] as const) {
          const seen = new Set(seenBy(run, side).map((s) => s.id));
          const form = adapter.ordersForm(before, side, metaFor('conformance'));
          for (const s of run.ships[side === 'allied' ? 'central' : 'allied']) {
            if (!seen.has(s.id)) expect(new RegExp(`\\b${s.id}\\b`).test(form), `turn ${x.turn}.${x.exchange}: ${s.id} out of ${side}'s sight`).toBe(false);
          }
        }
      }
    }
    if (process.env.GWAS_IMPULSE_SHOW) console.log(`impulse exchanges in 4 random Otranto games: ${impulses}`);
    expect(impulses).toBeGreaterThan(0);
  });
});
