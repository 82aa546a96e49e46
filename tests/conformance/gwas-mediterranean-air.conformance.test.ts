// Great War at Sea with the air options on (fuel 12.0, mines 13.0, aircraft 14.0, leaders 16.0,
// airships 17.0; issue 16 §4-5): over random Otranto games, with the seaplane carrier Europa and her
// aircraft in play, nothing of the Allied aircraft reaches what the Central Powers are sent. The
// conformance suite itself (seam §9: fog, non-interference, replay, fuzz, bundles) runs with all
// eight options on in gwas-mediterranean-options.conformance.test.ts, so not again here.
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/pipeline/games.js';
import { renderView } from '../../src/pipeline/views.js';
import { VIEW_FORMATS } from '../../src/pipeline/campaign.js';
import { gwasAnswer } from './gwas/answer.js';
import type { ConformanceFixture } from './fixture.js';
import { metaFor, play } from './play.js';
import { seedOf } from './random.js';

const fixture: ConformanceFixture = { gameId: 'gwas-mediterranean', folder: 'src/games/gwas/', scenarios: ['goeben-1914', 'otranto-1917'], turns: 5,
  options: { fuel: true, mines: true, aircraft: true, leaders: true, airships: true }, receiptEvents: ['gwas.orders-applied', 'gwas.orders-standing'], answer: gwasAnswer };


describe('conformance: gwas-mediterranean with every option', () => {
  const adapter = gameById('gwas-mediterranean')!;
  it('14.0, 16.1 Otranto games with every option refuse no orders, and the Central Powers are never sent the Allied aircraft counters', () => {
    for (let i = 1; i <= 2; i++) {
      const g = play(adapter, { ...fixture, turns: 6 }, {
        scenario: 'otranto-1917', campaign: 'conformance', keyOf: (t, x) => `air/${i}/${t}/${x}`, answerSeed: (seat, t, x) => seedOf(`${i}/${seat}/${t}/${x}`),
      });
      expect(g.refused).toEqual([]);
      const opening = g.opening.state as { aircraft?: Record<string, unknown>; leaders?: Record<string, unknown> };
      expect(Object.keys(opening.aircraft ?? {})).toEqual(['europa-1', 'europa-2']);
      expect(Object.keys(opening.leaders ?? {})).toEqual(['Horthy']);
      g.exchanges.forEach((x, n) => {
        const events = [...g.opening.events, ...g.exchanges.slice(0, n + 1).flatMap((t) => t.events)];
        const view = adapter.view(x.after, events, 'central', metaFor('conformance'));
        const sent = [JSON.stringify(view), ...VIEW_FORMATS.map((f) => renderView(adapter, view, f)),
          ...(adapter.isOver(x.after) ? [] : [adapter.ordersForm(x.after, 'central', metaFor('conformance'))])];
        for (const text of sent) expect(text, `turn ${x.turn}`).not.toMatch(/europa-[12]|Macchi/i);
      });
    }
  });
});
