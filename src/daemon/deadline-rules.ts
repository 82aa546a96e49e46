/**
 * Checks a campaign's deadline rules for what the schema cannot see: bounds on every duration
 * and the fields against each other. A turn of seconds, a campaign that never starts, a grace or
 * reminder longer than the turn, a reminder at the deadline itself: each is a coded ML49xx
 * problem, not a surprise in play. The semantics are in the README's mail section.
 */
import type { DeadlineRules, Weekday } from '../mail/config.js';
import { formatDuration } from './duration.js';

const M = 60_000;
const H = 3600_000;
const D = 24 * H;

/** Bounds, inclusive. Shorter turns than an hour cannot be played by mail; longer than four weeks is a stalled campaign. */
export const DEADLINE_BOUNDS = {
  every: { min: H, max: 28 * D },
  minGap: { min: 6 * H, max: 7 * D },
  grace: { min: 0, max: 7 * D },
  coolOff: { min: 0, max: D },
  reminder: { min: 5 * M, max: 14 * D },
  reply: { min: 5 * M, max: 7 * D },
} as const;

/** When the rules name no `reply`: a reply-timed exchange (seam §2) stays open a day. */
export const DEFAULT_REPLY_MS = 24 * H;

/** When weekly rules name no minGap: a turn opened late or first gets at least this long. */
export const DEFAULT_MIN_GAP_MS = 12 * H;

export interface RuleProblem { readonly code: 'ML4910' | 'ML4911' | 'ML4912'; readonly message: string }

const ORDER: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The shortest time between two consecutive weekly slots (a week when there is one day). */
export function shortestWeeklyGap(days: readonly Weekday[]): number {
  const idx = [...new Set(days.map((d) => ORDER.indexOf(d)))].sort((a, b) => a - b);
  if (idx.length <= 1) return 7 * D;
  let min = 7;
  for (let i = 0; i < idx.length; i++) min = Math.min(min, ((idx[(i + 1) % idx.length]! - idx[i]! + 7) % 7) || 7);
  return min * D;
}

/** The length of the shortest turn the rules give a player, for checking other fields against it. */
export function turnLength(rules: DeadlineRules): number {
  return rules.weekly ? shortestWeeklyGap(rules.weekly.days) : rules.everyMs ?? 48 * H;
}

/** Every problem with the rules; `where` prefixes each message (file and campaign). */
export function deadlineRuleProblems(rules: DeadlineRules, where: string, reminderTexts: readonly string[] = []): RuleProblem[] {
  const out: RuleProblem[] = [];
  const f = formatDuration;
  const bound = (field: string, ms: number, b: { min: number; max: number }): boolean => {
    if (ms >= b.min && ms <= b.max) return true;
    out.push({ code: 'ML4910', message: `${where}: deadline.${field} ${f(ms)} is out of bounds (${b.min ? f(b.min) : '0'} to ${f(b.max)})` });
    return false;
  };
  if (rules.everyMs !== undefined) bound('every', rules.everyMs, DEADLINE_BOUNDS.every);
  if (rules.weekly) bound('weekly.minGap', rules.weekly.minGapMs, DEADLINE_BOUNDS.minGap);
  bound('grace', rules.graceMs, DEADLINE_BOUNDS.grace);
  bound('coolOff', rules.coolOffMs, DEADLINE_BOUNDS.coolOff);
  if (rules.replyMs !== undefined) bound('reply', rules.replyMs, DEADLINE_BOUNDS.reply);
  if (out.some((p) => /deadline\.every /.test(p.message))) return out; // no turn length to check the rest against
  const turn = turnLength(rules);
  const what = rules.weekly ? `the shortest time between weekly deadlines (${f(turn)})` : `the interval (every: ${f(turn)})`;
  // The turn runs at deadline + grace and the next deadline stays on its grid, so a grace of
  // more than half a turn would leave the next turn less time than the grace itself.
  if (rules.graceMs > turn / 2) out.push({ code: 'ML4911', message: `${where}: deadline.grace ${f(rules.graceMs)} is more than half ${what}` });
  if (rules.coolOffMs >= turn / 2) out.push({ code: 'ML4911', message: `${where}: deadline.coolOff ${f(rules.coolOffMs)} is not less than half ${what}` });
  if (rules.weekly && rules.weekly.minGapMs + rules.graceMs >= turn) {
    out.push({ code: 'ML4911', message: `${where}: deadline.weekly.minGap ${f(rules.weekly.minGapMs)} plus grace ${f(rules.graceMs)} is not less than ${what}: a deadline would be skipped every turn` });
  }
  const seen = new Set<number>();
  rules.remindersMs.forEach((ms, i) => {
    const text = reminderTexts[i] ?? f(ms);
    if (ms === 0) { out.push({ code: 'ML4912', message: `${where}: deadline.reminders '${text}' is zero: a reminder at the deadline comes too late to act on` }); return; }
    if (seen.has(ms)) { out.push({ code: 'ML4912', message: `${where}: deadline.reminders '${text}' is given twice` }); return; }
    seen.add(ms);
    if (!bound(`reminders '${text}'`, ms, DEADLINE_BOUNDS.reminder)) return;
    if (ms >= turn) out.push({ code: 'ML4911', message: `${where}: deadline.reminders '${text}' is not shorter than ${what}: it would fire before the turn opens` });
  });
  return out;
}
