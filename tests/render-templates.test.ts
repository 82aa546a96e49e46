/**
 * The shared renderer draws any game's reports from that game's templates and helpers (issue 11
 * item 1; seam §1 ViewsDef.templates): it names no game, and two games' templates in one
 * process stay apart. GWAS's own output is pinned by the report goldens (tests/reports.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ReportTemplates } from '../src/game-api/adapter.js';
import { GWAS_TEMPLATES } from '../src/games/gwas/views/templates.js';
import { renderReport } from '../src/reports/render.js';

const TEST_GAME: ReportTemplates = {
  dir: 'tests/fixtures/report-templates',
  text: 'report.txt.hbs',
  html: 'report.html.hbs',
  partials: 'parts',
  helpers: { shout: (s: string) => `${String(s).toUpperCase()}!` },
};

describe('the shared renderer with a game\'s templates (seam §1)', () => {
  it('fills the game\'s text template with its partials, its helpers and the shared ones', () => {
    expect(renderReport({ kind: 'side', name: 'red', count: 2 }, 'text', TEST_GAME)).toBe('TEST GAME\nRED! has 2 ships.\n');
    expect(renderReport({ kind: 'umpire', name: 'all', count: 1 }, 'text', TEST_GAME)).toBe('TEST GAME\nALL! has 1 ship (umpire).\n');
  });

  it('escapes player text in HTML and gives JSON as sorted canonical JSON, whatever the game', () => {
    expect(renderReport({ name: '<b>' }, 'html', TEST_GAME)).toBe('<p>&lt;B&gt;!</p>\n');
    expect(renderReport({ b: 1, a: 2 }, 'json', TEST_GAME)).toBe('{\n  "a": 2,\n  "b": 1\n}\n');
  });

  it('keeps each game\'s templates apart in one process: a GWAS render neither uses nor is used by the test game\'s', () => {
    const before = renderReport({ kind: 'side', name: 'red', count: 2 }, 'text', TEST_GAME);
    const gwas = renderReport({ kind: 'umpire' }, 'text', GWAS_TEMPLATES);
    expect(gwas).not.toContain('TEST GAME');
    expect(renderReport({ kind: 'side', name: 'red', count: 2 }, 'text', TEST_GAME)).toBe(before);
  });
});
