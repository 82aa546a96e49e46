/** docs/codes.md is the generated list of every code (issue 11 §6); it must match the tables. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCodes } from '../../src/codes/catalogue.js';
import { renderCodesDoc } from '../../src/codes/doc.js';

describe('docs/codes.md', () => {
  it('is what `npm run codes:doc` writes from the tables today (regenerated in memory, never written)', () => {
    const onDisk = readFileSync('docs/codes.md', 'utf8');
    expect(onDisk, 'docs/codes.md is stale: run `npm run codes:doc`').toBe(renderCodesDoc(allCodes()));
  });

  it('lists every code once, with its owner section, severity, rule and template or meaning', () => {
    const text = renderCodesDoc(allCodes());
    for (const c of allCodes()) {
      const rows = text.split('\n').filter((l) => l.startsWith(`| ${c.code} |`));
      expect(rows, c.code).toHaveLength(1);
      // A retired code keeps its row, its severity saying since when and what replaces it.
      const severity = c.retired ? `${c.severity}, retired in ${c.retired.since}${c.retired.replacedBy ? ` (use ${c.retired.replacedBy})` : ''}` : c.severity;
      expect(rows[0]).toContain(`| ${severity} | ${c.rule ?? ''} |`);
    }
    expect(text).toContain('| GW2001 | error, retired in 0.2.0 (use ADM1051) | 4.2 | orders for the other side |');
    expect(text).toContain('| GW2010 | error | 5.0 | unknown fleet |');
    expect(text).toContain("| ADM3002 | error |  | `no campaign '{campaign}' (see 'admiralty status' for the list)` |");
    // A pipe in a template would split the table row; a line break would end it.
    expect(text).toContain('`--{option} {requirement}\\nusage: {usage}`');
  });

  it('shows a retired code with its replacement', () => {
    const text = renderCodesDoc([{ code: 'ZZ1000', owner: 'test', severity: 'error', title: 'old | meaning', retired: { since: '0.2', replacedBy: 'ZZ1001' } }]);
    expect(text).toContain('| ZZ1000 | error, retired in 0.2 (use ZZ1001) |  | old \\| meaning |');
  });
});
