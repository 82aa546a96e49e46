/** Issue 9.12: `intel` is the umpire's tool and says so; the documented `blind` option is read. */
import { afterEach, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { cli, tmp } from './helpers.js';
import { INTEL_AUDIENCE } from '../../src/cli/commands/intel.js';
import { ALLIED_ORDERS, CENTRAL_ORDERS, campaignData, eml, makeHarness, type Harness } from '../mail/harness.js';

let home = '';
let h: Harness | undefined;
afterEach(() => { if (home) rmSync(home, { recursive: true, force: true }); h?.close(); h = undefined; });

describe('intel is labelled moderator-only (issue 9.12)', () => {
  it('in its help and in its --json output', async () => {
    home = tmp();
    const run = cli(home);
    expect((await run('new', 'x', '--scenario', 'gwas-mediterranean/goeben-1914', '--seed', '1', '--test')).code).toBe(0);
    expect((await run('intel', '--help')).out).toMatch(/MODERATOR ONLY\. The output is not for players/);
    const json = JSON.parse((await run('intel', 'x', '--side', 'allied', '--json')).out) as Record<string, unknown>;
    expect(json.audience).toBe(INTEL_AUDIENCE);
    expect(Object.keys(json)[0]).toBe('audience');
    expect(INTEL_AUDIENCE).toMatch(/^moderator only/);
  });
});

describe('blind (the campaign option of schemas/config.schema.json)', () => {
  const order = async (side: 'allied' | 'central'): Promise<string> => {
    const from = side === 'allied' ? 'Ann <ann@example.org>' : 'Karl <karl@example.org>';
    await h!.drop(eml({ from, to: h!.replyTo(side), subject: `[med] ${side} turn 1 orders`, body: `final: false\n${side === 'allied' ? ALLIED_ORDERS : CENTRAL_ORDERS}` }));
    const to = side === 'allied' ? 'ann@example.org' : 'karl@example.org';
    return (await h!.parsed(to)).filter((m) => /: accepted/.test(m.subject ?? '')).at(-1)!.text!;
  };

  it('blind: false — the acknowledgement says which other sides are in', async () => {
    h = makeHarness(campaignData({ blind: false }));
    expect(await order('central')).toContain('Orders for turn 1 from the other sides (not a blind game):\n  allied: not yet.');
    expect(await order('allied')).toContain('(not a blind game):\n  central: in.');
  });

  it('blind by default — the acknowledgement names no other side', async () => {
    h = makeHarness();
    expect(await order('central')).not.toMatch(/allied|other sides/i);
    expect(await order('allied')).not.toMatch(/central|other sides/i);
  });
});
