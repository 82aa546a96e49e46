/**
 * The one-line turn summary the CLI prints after `admiralty turn` (seam §1 `summary`): how many
 * contacts the turn made (5.4), counted on the umpire's record of each.
 */
import type { GameEvent } from '../../kernel/events.js';

export function gwasSummary(events: readonly GameEvent[]): string {
  const contacts = events.filter((e) => e.type === 'gwas.contact-umpire').length;
  return `${contacts} contact${contacts === 1 ? '' : 's'}`;
}
