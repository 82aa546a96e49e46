/**
 * Moderator commands by mail that cannot be carried out are answered line by line with their
 * code (ML4050 unknown command, ML4051 a command that failed), and nothing else changes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { makeHarness, type Harness } from './harness.js';
import { runModeratorCommands } from '../../src/daemon/moderator.js';

let h: Harness | undefined;
afterEach(() => { h?.close(); h = undefined; });

describe('moderator commands that are refused', () => {
  it('answers an unknown command with ML4050 and a failed one with ML4051, and carries on with the next line', () => {
    h = makeHarness();
    const reply = runModeratorCommands(h.ctx, 'med', ['frobnicate', 'resume', 'extend 10s', 'status'], 'mail:mod@game.test');
    const lines = reply.split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '> frobnicate',
      "ML4050: unknown moderator command 'frobnicate'",
      '> resume',
      "ML4051: campaign 'med' is not paused",
      '> extend 10s',
      'ML4051: extend by 10s: out of bounds (1m to 28d)',
    ]);
    // The last line still ran: the refusals above stopped nothing.
    expect(lines[6]).toBe('> status');
    expect(lines.slice(7).join('\n')).toContain('med');
    expect(h.ctx.store.getCampaign('med')!.status).toBe('active');
  });
});
