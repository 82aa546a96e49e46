/**
 * Ferry (tests/games/ferry/game.ts) by mail, as the daemon tests play it: a campaign of Rita (red)
 * and Bert (blue) over the local mail folder, and their orders mails (one JSON member a line, what
 * the intake reads as orders). Shared by the mail tests that play Ferry or a variant of it.
 */
import { eml, type Harness } from './harness.js';

export const RED = 'Rita <rita@example.org>';
export const BLUE = 'Bert <bert@example.org>';

/** The daemon config of one Ferry campaign `med` of the game `gameId` (Ferry or a variant). */
export function ferryCampaign(gameId: string, seed: string, deadline: Record<string, unknown>): Record<string, unknown> {
  return {
    mail: { mode: 'local', referee: 'referee@game.test' },
    campaigns: [{
      id: 'med', scenario: `${gameId}/strait`, seed, moderator: 'mod@game.test',
      players: { red: { name: 'Rita', email: 'rita@example.org' }, blue: { name: 'Bert', email: 'bert@example.org' } },
      deadline,
    }],
  };
}

/** A seat's orders mail for the current turn, replying to its own secret address. */
export async function ferryOrders(hh: Harness, seat: 'red' | 'blue', json: string): Promise<void> {
  const body = JSON.stringify(JSON.parse(json), null, 1);
  await hh.drop(eml({ from: seat === 'red' ? RED : BLUE, to: hh.replyTo(seat), subject: `[med] ${seat} turn ${hh.ctx.store.getCampaign('med')!.turn} orders`, body }));
}
