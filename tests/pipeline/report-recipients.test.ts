/**
 * seam §2 chains: after a chain, a report goes to each seat with new visible events or asked
 * next; at the end, to every seat. The rule on its own, over the audiences of seam §3.
 */
import { describe, expect, it } from 'vitest';
import { everyone, seatsOnly, sidesOnly, umpireOnly } from '../../src/kernel/events.js';
import { reportRecipients } from '../../src/pipeline/report-recipients.js';

const SEATS = ['british/admiral', 'british/captain', 'german/admiral', 'german/captain'];

describe('seam §2: who is mailed a report after a chain', () => {
  it('an event to everyone reaches every seat', () => {
    expect(reportRecipients(SEATS, [{ audience: everyone }], [], false)).toEqual(SEATS);
  });
  it('an umpire-only event and no ask: nobody is mailed', () => {
    expect(reportRecipients(SEATS, [{ audience: umpireOnly }], [], false)).toEqual([]);
  });
  it('a side audience reaches that side\'s seats only', () => {
    expect(reportRecipients(SEATS, [{ audience: sidesOnly('german') }], [], false)).toEqual(['german/admiral', 'german/captain']);
  });
  it('a seat audience reaches that seat only (the wall inside a side, seam §3)', () => {
    expect(reportRecipients(SEATS, [{ audience: seatsOnly('british/captain') }], [], false)).toEqual(['british/captain']);
  });
  it('a seat asked next is mailed even with nothing new to see', () => {
    expect(reportRecipients(SEATS, [{ audience: seatsOnly('british/captain') }], ['german/admiral'], false)).toEqual(['british/captain', 'german/admiral']);
  });
  it('at the end every seat gets its final report', () => {
    expect(reportRecipients(SEATS, [], [], true)).toEqual(SEATS);
  });
});
