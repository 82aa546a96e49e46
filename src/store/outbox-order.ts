/**
 * The order pending mail is sent in (issue 17 §5, acknowledgement latency on a busy host): the
 * answers to a player's or moderator's own mail first, then everything else, each oldest first.
 * A turn that resolves queues a report for every seat, each composed with its map (a tenth of a
 * second or more apiece); an acknowledgement queued just after them, often for another campaign,
 * used to wait behind all of them. Nothing is starved: answers are queued only for mail received.
 */

/** The kinds that answer a mail just received (src/daemon/intake.ts). */
export const ANSWER_KINDS = ['ack', 'diagnostics', 'refusal', 'ignored', 'help', 'mod-reply', 'mod-refusal'] as const;

/** SQL: 0 for an answer, 1 for the rest (both stores). */
export const ANSWER_FIRST = `CASE WHEN kind IN (${ANSWER_KINDS.map((k) => `'${k}'`).join(', ')}) THEN 0 ELSE 1 END`;

/** The same order in JavaScript, for rows a claim returned: answers first, then by creation. */
export function answerRank(kind: string): number {
  return (ANSWER_KINDS as readonly string[]).includes(kind) ? 0 : 1;
}
