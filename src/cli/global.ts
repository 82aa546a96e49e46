/**
 * What every command line shares before a command is chosen: the global options, the usage text,
 * the version, which command the words select, and how an error is told. Light on purpose
 * (issue 17 §3): `admiralty --help` and `--version` load this and the registry, nothing more.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AdmiraltyError } from '../pipeline/errors.js';
import { COMMAND_ENTRIES, entryFor, type CommandEntry } from './registry.js';
import type { Output } from './context.js';

export function usage(): string {
  const width = Math.max(...COMMAND_ENTRIES.map((c) => c.name.join(' ').length));
  return [
    'Admiralty — play-by-email referee for hidden-movement naval wargames',
    '',
    'usage: admiralty [--home DIR] <command> [options]',
    '',
    'commands:',
    ...COMMAND_ENTRIES.map((c) => `  ${c.name.join(' ').padEnd(width)}  ${c.summary}`),
    '',
    'options:',
    '  --home DIR     where the campaign store lives (default: $ADMIRALTY_HOME or ./data)',
    "  --config FILE  the daemon's configuration: its store (every command)",
    '  --help         this text; `admiralty <command> --help` for a command',
    '  --version      the version of admiralty',
  ].join('\n');
}

/** Splits off the global option `name` (anywhere before or after the command words). */
export function splitOption(argv: readonly string[], name: string, what: string): { value?: string; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === name) { value = argv[++i]; if (value === undefined) throw new AdmiraltyError('ADM2006', { option: name, what }); continue; }
    if (a.startsWith(`${name}=`)) { value = a.slice(name.length + 1); continue; }
    rest.push(a);
  }
  return { value, rest };
}

export function splitGlobal(argv: readonly string[]): { home?: string; rest: string[]; help: boolean; version: boolean } {
  const { value: home, rest } = splitOption(argv, '--home', 'a directory');
  return { home, rest, help: rest.length === 0 || rest[0] === '--help' || rest[0] === '-h' || rest[0] === 'help', version: rest[0] === '--version' || rest[0] === '-V' };
}

export function version(): string {
  // src/cli/ and dist/cli/ are both two folders below the package root.
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string };
  return pkg.version;
}

/** The command the words select, or ADM2000 naming the group's commands when there is a group. */
export function selectCommand(rest: readonly string[]): CommandEntry {
  const entry = entryFor(rest);
  if (entry) return entry;
  const group = COMMAND_ENTRIES.filter((c) => c.name[0] === rest[0]);
  const hint = group.length ? ` (try: ${group.map((c) => c.name.join(' ')).join(', ')})` : '; see admiralty --help';
  throw new AdmiraltyError('ADM2000', { command: rest.slice(0, 2).join(' '), hint });
}

/**
 * The global answer, when the line asks for one (version or usage): its exit code; else null.
 * No arguments at all is a usage error (2); asking for help is not (0).
 */
export function globalAnswer(argv: readonly string[], io: Output): number | null {
  const { rest, help, version: wantsVersion } = splitGlobal(argv);
  if (wantsVersion) { io.out(`admiralty ${version()}\n`); return 0; }
  if (help) { io.out(`${usage()}\n`); return rest.length === 0 ? 2 : 0; }
  return null;
}

export function failure(e: unknown, env: NodeJS.ProcessEnv, io: Output): number {
  if (e instanceof AdmiraltyError) { io.err(`admiralty: error ${e.code}: ${e.message}\n`); return 2; }
  // Anything else is our bug: still one line for the user, the detail only when asked for.
  const err = e as Error;
  io.err(`admiralty: internal error: ${err.message}${env.ADMIRALTY_DEBUG ? `\n${err.stack}` : ' (set ADMIRALTY_DEBUG=1 for details)'}\n`);
  return 3;
}
