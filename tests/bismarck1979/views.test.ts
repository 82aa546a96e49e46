// What each side is shown (issue 13 item 6): a side's report holds its own ships and air units,
// the enemy only as contacts by general type (7.23); the umpire's holds everything. Rendered
// with the game's own templates through the shared renderer.
import { describe, it, expect } from 'vitest';
import { d, start, play } from './helpers.js';
import { buildView } from '../../src/games/bismarck1979/views/index.js';
import { renderReport } from '../../src/reports/render.js';
import { b79Definition } from '../../src/games/bismarck1979/definition.js';
import { eventsFor, type GameEvent } from '../../src/kernel/events.js';

const templates = b79Definition.adapter(() => d).templates;
const meta = { campaign: 'views', deadline: null };

function afterTurns(n: number) {
  let s = start('may-1941');
  const events: GameEvent[] = [];
  for (let i = 0; i < n; i++) { const r = play(s, {}, `views-${i}`); s = r.state; events.push(...r.events); }
  return { s, events };
}

describe('reports per side (7.23, 9.1, issue 13 item 6)', () => {
  const { s, events } = afterTurns(3); // the Germans are found by general search in the third turn (this key)
  const text = (viewer: string) => renderReport(buildView(d, s, viewer === 'umpire' ? events : eventsFor(events, viewer), viewer, meta), 'text', templates);

  it('the British report names no German ship, and the German report no British ship, before they meet', () => {
    expect(events.some((e) => e.type === 'b79.located' || e.type === 'b79.combat')).toBe(true); // not vacuous: contacts were made
    const british = text('british'), german = text('german');
    expect(events.some((e) => e.type === 'b79.combat')).toBe(false);
    for (const name of ['Bismarck', 'Prinz Eugen']) expect(british).not.toContain(name);
    for (const name of ['Hood', 'King George V', 'Suffolk', 'Rodney']) expect(german).not.toContain(name);
    expect(british).toMatch(/LOCATED \(general-search\) contact C\d+ in [A-Z]\d+: battleship,\s+cruiser/);
  });
  it("a report tells the latest turn's events, not the whole campaign's", () => {
    expect(text('british')).toContain('End of turn 3 (2000, May 22)');
    expect(text('british')).not.toContain('End of turn 2');
  });
  it("the umpire's report lists both sides' ships", () => {
    const umpire = text('umpire');
    for (const name of ['Bismarck', 'Prinz Eugen', 'Hood', 'King George V']) expect(umpire).toContain(name);
    expect(umpire).toContain("UMPIRE'S REPORT");
  });
  it('the HTML report renders with escaping and the same facts', () => {
    const html = renderReport(buildView(d, s, eventsFor(events, 'german'), 'german', meta), 'html', templates);
    expect(html).toContain('<h1>Bismarck (1979): german player</h1>');
    expect(html).toContain('Prinz Eugen');
    expect(html).not.toContain('King George V');
  });
});

describe('the intelligence ledger (seam §1 IntelDef)', () => {
  it('lists what a side was told, and for a contact the umpire\'s record of which ships it was', () => {
    let s = start('may-1941');
    const events: GameEvent[] = [];
    const states = new Map<number, unknown>([[0, s]]);
    for (let i = 0; i < 6; i++) { const r = play(s, {}, `views-${i}`); events.push(...r.events); if (r.state.turn !== s.turn || r.state.over) states.set(s.turn, r.state); s = r.state; }
    const adapter = b79Definition.adapter(() => d);
    const ledger = adapter.intel.ledger(events, 'british', adapter.intel.names(states), states);
    const contact = ledger.find((x) => x.kind === 'contact')!;
    expect(contact.text).toMatch(/^LOCATED/);
    expect(contact.concerns.sort()).toEqual(['bismarck', 'prinz-eugen']);
    expect(ledger.every((x) => !/Bismarck|Prinz Eugen/.test(x.text))).toBe(true);
  });
});
