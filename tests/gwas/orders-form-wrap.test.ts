/**
 * Issue 9 item 3: a returned orders form survives a mail client's hard wrap. Every line of the
 * form is at most 72 characters, so a client that wraps at 72 (or at 76, format=flowed) leaves
 * it unchanged and the form, sent back, is accepted with every plan as plotted. Text reports
 * keep to 76 characters.
 */
import { describe, expect, it } from 'vitest';
import { data, playGolden } from '../helpers/golden-game.js';
import { FORM_WIDTH, ordersForm } from '../../src/games/gwas/forms/orders-form.js';
import { renderReport, type ReportFormat } from '../../src/reports/render.js';
import { GWAS_TEMPLATES } from '../../src/games/gwas/views/templates.js';
import { MAIL_TEXT_WIDTH, wrapText } from '../../src/reports/wrap-text.js';
import { buildSideView, buildUmpireView } from '../../src/games/gwas/views/index.js';
import { redactState } from '../../src/games/gwas/views/redact.js';
import { eventsFor } from '../../src/kernel/events.js';
import { setupState } from '../../src/games/gwas/setup.js';
import { checkGwasText } from '../../src/games/gwas/check-text.js';
import { SIDES, type GwasState, type SideId } from '../../src/games/gwas/state.js';

/** A GWAS view through the shared renderer with the game's templates (seam §1). */
const renderGwas = (view: object, format: ReportFormat): string => renderReport(view, format, GWAS_TEMPLATES);

/** What a mail client does to a long line when it hard-wraps: break at the last space before the width. */
function hardWrap(text: string, width: number): string {
  return text.split('\n').flatMap((line) => {
    const out: string[] = [];
    let rest = line;
    while (rest.length > width) {
      const cut = rest.lastIndexOf(' ', width);
      if (cut <= 0) break;
      out.push(rest.slice(0, cut));
      rest = rest.slice(cut + 1);
    }
    out.push(rest);
    return out;
  }).join('\n');
}

const game = playGolden(3);
const states: GwasState[] = [...game.states, setupState(data, 'otranto-1917')];
const form = (state: GwasState, side: SideId) => ordersForm({ data, state: redactState(state, side, data), viewer: side, campaign: 'med-1914' });

describe('issue 9: orders forms and text reports as mail clients wrap them', () => {
  it(`every line of every orders form is at most ${FORM_WIDTH} characters`, () => {
    for (const state of states) for (const side of SIDES) {
      const long = form(state, side).split('\n').filter((l) => l.length > FORM_WIDTH);
      expect(long, `${state.scenario} turn ${state.turn} ${side}`).toEqual([]);
    }
  });

  it('4.2 a form hard-wrapped at 72 columns, sent back, is accepted and keeps every plan', () => {
    for (const state of states) for (const side of SIDES) {
      const text = form(state, side);
      const wrapped = hardWrap(text, 72);
      expect(wrapped).toBe(text);
      const r = checkGwasText(data, state, side, wrapped, { campaign: 'med-1914' });
      expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`)).toEqual([]);
      for (const [id, fo] of Object.entries(r.orders?.fleets ?? {})) {
        for (const [t, entry] of Object.entries(fo.plot ?? {})) expect(state.fleets[id].plan[t]).toBe(entry);
      }
    }
  });

  it(`every line of the text reports is at most ${MAIL_TEXT_WIDTH} characters`, () => {
    const dice = { commitment: 'f'.repeat(64) };
    const deadline = '1914-08-05 18:00 UTC (real time: Friday 7 March, 18:00 UTC)';
    const texts = [
      ...SIDES.map((side) => renderGwas(buildSideView({ data, state: redactState(game.state, side, data), events: eventsFor(game.events, side), viewer: side, campaign: 'med-1914', deadline, dice }), 'text')),
      renderGwas(buildUmpireView(data, game.state, game.events, 'med-1914', deadline, dice), 'text'),
    ];
    for (const t of texts) expect(t.split('\n').filter((l) => l.length > MAIL_TEXT_WIDTH)).toEqual([]);
  });

  it('wrapText breaks at spaces, hangs continuations, and leaves a word longer than the width whole', () => {
    expect(wrapText('  alpha beta gamma delta', 12)).toBe('  alpha beta\n    gamma\n    delta');
    expect(wrapText(`x ${'y'.repeat(20)}`, 10)).toBe(`x\n  ${'y'.repeat(20)}`);
    expect(wrapText('short\n\nlines', 10)).toBe('short\n\nlines');
  });
});
