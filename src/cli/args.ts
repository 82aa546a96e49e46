/** Option parsing for commands, on node:util parseArgs; a usage mistake is one clear line. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { AdmiraltyError } from '../pipeline/errors.js';

export type Options = NonNullable<ParseArgsConfig['options']>;

export interface Parsed {
  readonly help: boolean;
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
}

export function parse(args: readonly string[], options: Options, positionals: readonly string[], usage: string, optional = 0): Parsed {
  let parsed;
  try {
    parsed = parseArgs({ args: [...args], options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (e) {
    throw new AdmiraltyError('ADM2001', { detail: (e as Error).message.split('\n')[0], usage });
  }
  if (parsed.values.help) return { help: true, values: parsed.values as Parsed['values'], positionals: parsed.positionals };
  if (parsed.positionals.length < positionals.length) {
    throw new AdmiraltyError('ADM2002', { missing: positionals.slice(parsed.positionals.length).map((p) => `<${p}>`).join(' '), usage });
  }
  if (parsed.positionals.length > positionals.length + optional) {
    throw new AdmiraltyError('ADM2003', { argument: parsed.positionals[positionals.length + optional], usage });
  }
  return { help: false, values: parsed.values as Parsed['values'], positionals: parsed.positionals };
}

export function requireOption(values: Record<string, unknown>, name: string, usage: string): string {
  const v = values[name];
  if (typeof v !== 'string' || v === '') throw new AdmiraltyError('ADM2004', { option: name, requirement: 'is required', usage });
  return v;
}

export function intOption(values: Record<string, unknown>, name: string): number | undefined {
  const v = values[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^[0-9]+$/.test(v)) throw new AdmiraltyError('ADM2005', { option: name, expected: 'a whole number', value: String(v) });
  return Number(v);
}
