// Scripted Bismarck (1979) players for games by mail: each reads nothing but the mail sent to its
// own address (the report's text and the orders form attached) and answers with the form's
// orders. Unlike players.ts they cannot ask the referee's check first, so a force moves one zone
// a turn, to the listed legal next zone nearest its goal. The printed map and the public ship
// list are known to both players; the plans are players.ts's (ours, after history.md C.4).
import { readFileSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boardFromFile, shipCanEnter } from '../../src/games/bismarck1979/data/board.js';
import type { BoardFile } from '../../src/games/bismarck1979/data/board-types.js';
import { distances } from '../../src/board/graph.js';
import { BRITISH_POSTS, GERMAN_WAYPOINTS, route, turnsLeft } from './players.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const board = boardFromFile(JSON.parse(readFileSync(resolve(root, 'games/bismarck1979/board.json'), 'utf8')) as BoardFile);

/** What a player remembers between mails. */
export interface MailNotes { leg: number; contact: { zone: string; turn: number } | null; lastDouble?: number }
export const freshNotes = (): MailNotes => ({ leg: 0, contact: null });

type Side = 'british' | 'german';

/** The exchange the form is for: shadow, move, british-announce, german-announce or battle-round. */
export const formKind = (form: string): string => /^# Bismarck \(1979\): \w+ orders, turn \d+ \(.*\), ([\w-]+)[ .]/m.exec(form)?.[1] ?? 'none';

const head = (side: Side, form: string): string => {
  const turn = /^turn: (\d+)$/m.exec(form)![1];
  const ex = /^exchange: (\d+)$/m.exec(form);
  return `game: bismarck1979\nside: ${side}\nturn: ${turn}\n${ex ? `exchange: ${ex[1]}\n` : ''}`;
};

/** The forces a form lists: key, zone, the legal one-zone moves, and whether it escorts a convoy. */
function forces(form: string): { key: string; zone: string; next: string[]; escort: boolean }[] {
  const lines = form.split('\n');
  const out: { key: string; zone: string; next: string[]; escort: boolean }[] = [];
  lines.forEach((l, i) => {
    const m = /^ {2}# (\S+) in ([A-Z]\d+): (.*)$/.exec(l);
    const n = /^ {2}# {3}next: ?(.*)$/.exec(lines[i + 1] ?? '');
    if (m && n) out.push({ key: m[1], zone: m[2], next: n[1].split(' ').filter(Boolean), escort: m[3].includes('convoy escort') });
  });
  return out;
}

/** The zone among here and the legal next zones nearest the goal (ship routes, 5.1). */
function toward(side: Side, here: string, next: readonly string[], goal: string): string | null {
  const dist = distances(board, goal, shipCanEnter(side));
  const d = (z: string) => dist.get(z) ?? Infinity;
  const best = [...next].sort((a, b) => d(a) - d(b) || (a < b ? -1 : 1))[0];
  return best && d(best) < d(here) ? best : null;
}

function moves(side: Side, form: string, goalOf: (key: string, zone: string) => string | null, skipEscorts: boolean): string {
  const lines: string[] = [];
  for (const f of forces(form)) {
    if (f.escort && skipEscorts) continue;
    const goal = goalOf(f.key, f.zone);
    const to = goal ? toward(side, f.zone, f.next, goal) : null;
    if (to) lines.push(`  ${f.key}: { move: [${to}], patrol: false${f.escort ? ', convoy: break' : ''} }`);
  }
  return lines.length ? `ships:\n${lines.join('\n')}\n` : '';
}

/** The German player: the Denmark Strait, the Atlantic, then Brest; lone British cruisers are fair game; the Bismarck withdraws once badly hurt. */
export function germanByMail(form: string, notes: MailNotes): string | null {
  const kind = formKind(form);
  if (kind === 'none') return null;
  const prefix = head('german', form);
  if (kind === 'german-announce') {
    // Attack where only cruisers were found (the zone's note says what was located).
    return prefix + form.split('\n').filter((l) => !l.startsWith('game:') && !l.startsWith('side:') && !l.startsWith('turn:') && !l.startsWith('#')).map((l) => {
      const m = /^ {4}([A-Z]\d+): \{ attack: \w+, with: (\w+), target: \w+ \}$/.exec(l);
      if (!m) return l;
      const note = form.split('\n').find((x) => x.startsWith(`    # ${m[1]}: located`)) ?? '';
      return /located [^;]*battleship/.test(note) ? l : `    ${m[1]}: { attack: true, with: ${m[2]}, target: cruiser }`;
    }).join('\n') + '\n';
  }
  if (kind === 'battle-round') {
    const hurt = /Bismarck \(bismarck\), evasion \d+, midships (\d+)\/\d+(, withdrawing)?(, cannot withdraw now)?/.exec(form);
    const withdraw = hurt && Number(hurt[1]) >= 3 && !hurt[3] ? ['bismarck'] : [];
    return `${prefix}round: { range: ${withdraw.length ? 'open' : 'keep'}, withdraw: [${withdraw.join(', ')}] }\n`;
  }
  const goal = (_key: string, zone: string) => {
    const dist = distances(board, zone, shipCanEnter('german'));
    while (notes.leg < GERMAN_WAYPOINTS.length - 1 && (dist.get(GERMAN_WAYPOINTS[notes.leg]) ?? 0) <= 1) notes.leg++;
    return GERMAN_WAYPOINTS[notes.leg];
  };
  return `${prefix}${germanMoves(form, goal, notes)}${kind === 'move' ? 'convoy: attack\n' : ''}`;
}

/**
 * The German moves at the pace the clock asks, as players.ts's player keeps it but from the form
 * alone (no check by mail): the first zone is one the form lists as legal; a second is taken only
 * when the zones still to go outnumber the turns left, never two turns running (5.1), and by a
 * force whose battleships are at normal speed with a fuel factor to spare, or with Brest within
 * two zones (5.21); on the operation's first turn the breakout bonus's free three zones (5.2).
 */
function germanMoves(form: string, goalOf: (key: string, zone: string) => string, notes: MailNotes): string {
  const turn = Number(/^turn: (\d+)$/m.exec(form)![1]);
  const clock = /, turn \d+ \(([^,]+, \w+ \d+)/.exec(form)?.[1] ?? '';
  const left = turnsLeft(clock);
  const lines: string[] = [];
  for (const f of forces(form)) {
    const goal = goalOf(f.key, f.zone);
    const first = toward('german', f.zone, f.next, goal);
    if (!first) continue;
    const path = [first, ...route(first, goal, 'german')];
    let togo = path.length;
    for (let k = notes.leg; k + 1 < GERMAN_WAYPOINTS.length; k++) togo += route(GERMAN_WAYPOINTS[k], GERMAN_WAYPOINTS[k + 1], 'german').length;
    const line = form.split('\n').find((l) => l.startsWith(`  # ${f.key} in ${f.zone}: `)) ?? '';
    const heavy = [...line.matchAll(/\((BB|BC|CV), evasion \d+, fuel (\d+), (\w+)/g)];
    const fuelOk = heavy.every((m) => m[3] === 'normal' && (Number(m[2]) >= 2 || (Number(m[2]) >= 1 && togo <= 2)));
    // 5.2: the breakout bonus is the operation's first turn only (1200, May 22; the Denmark Strait starts later).
    const n = clock === '1200, May 22' ? Math.min(3, path.length) : togo > left && fuelOk && notes.lastDouble !== turn - 1 ? Math.min(2, path.length) : 1;
    if (n >= 2) notes.lastDouble = turn;
    lines.push(`  ${f.key}: { move: [${path.slice(0, n).join(', ')}], patrol: false${f.escort ? ', convoy: break' : ''} }`);
  }
  return lines.length ? `ships:\n${lines.join('\n')}\n` : '';
}

/** The British player: posts until the Germans are found, then every force after the newest contact; shadows whenever it can; closes the range in battle. */
export function britishByMail(form: string, mail: string, notes: MailNotes): string | null {
  const kind = formKind(form);
  if (kind === 'none') return null;
  const text = mail.replace(/\s+/g, ' ');
  const turn = Number(/Now turn (\d+)/.exec(text)?.[1] ?? 0);
  const news = [...text.matchAll(/LOCATED \([\w-]+\) contact C\d+ in ([A-Z]\d+)|SHADOW HELD on contact C\d+ by [^:]*: now in ([A-Z]\d+)/g)].map((m) => m[1] ?? m[2]);
  const listed = /CONTACTS - C\d+ in ([A-Z]\d+):/.exec(text)?.[1];
  const zone = news.at(-1) ?? listed;
  if (zone) notes.contact = { zone, turn };
  const prefix = head('british', form);
  if (kind === 'british-announce') return prefix + form.split('\n').filter((l) => /^(announce:| {2}attacks:| {4}[A-Z]\d+:| {2}accept:)/.test(l)).map((l) => l.replace('with: battleship', 'with: cruiser')).join('\n') + '\n';
  if (kind === 'battle-round') return `${prefix}round: { range: close }\n`;
  if (kind === 'shadow') {
    // 8.13: a unit shadows one contact; each contact gets the first listed unit not yet given another.
    const used = new Set<string>();
    const assign: string[] = [];
    for (const m of form.matchAll(/^# {3}(C\d+) in [A-Z]\d+: .*able to shadow: (.+)$/gm)) {
      const unit = m[2].split(' ').find((u) => u !== 'none' && !used.has(u));
      if (unit && !used.has(m[1])) { used.add(unit); used.add(m[1]); assign.push(`${m[1]}: ${unit}`); }
    }
    return `${prefix}shadow: { ${assign.join(', ')} }\n`;
  }
  // A contact up to six turns old (a day) is worth chasing.
  const target = notes.contact && turn - notes.contact.turn <= 6 ? notes.contact.zone : null;
  return `${prefix}${moves('british', form, (key) => target ?? BRITISH_POSTS[key] ?? null, !target)}`;
}
