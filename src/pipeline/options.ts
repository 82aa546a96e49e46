/**
 * Validating a campaign's chosen options against its game's declaration (src/game-api/options.ts),
 * with the defaults filled in. Used by `admiralty new --option` (ADM3012) and the daemon's config
 * (ML4913); both report every problem at once, in one line each.
 */
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';
import type { GameAdapter } from '../game-api/adapter.js';
import type { CampaignOptions } from '../game-api/options.js';

const require = createRequire(import.meta.url);
// ajv is CommonJS; createRequire sidesteps its default-export typing under NodeNext (as src/data/validate.ts).
const AjvClass = require('ajv') as typeof import('ajv').default;
// useDefaults: the schema's defaults are what a campaign that chose nothing plays with.
const ajv = new AjvClass({ allErrors: true, strict: true, useDefaults: true });
const compiled = new WeakMap<object, ValidateFunction>();

export type OptionsResult = { readonly ok: true; readonly options: CampaignOptions } | { readonly ok: false; readonly problems: string[] };

/** The complete options for a campaign of `adapter` given `chosen`, or the problems, each one line. */
export function campaignOptions(adapter: Pick<GameAdapter, 'id' | 'options'>, chosen: Readonly<Record<string, unknown>> = {}): OptionsResult {
  const def = adapter.options;
  if (!def) {
    const names = Object.keys(chosen);
    return names.length ? { ok: false, problems: names.map((n) => `${adapter.id} has no option '${n}' (it has none)`) } : { ok: true, options: {} };
  }
  let validate = compiled.get(def.schema);
  if (!validate) {
    validate = ajv.compile(def.schema);
    compiled.set(def.schema, validate);
  }
  const options = structuredClone(chosen) as Record<string, unknown>;
  if (validate(options)) return { ok: true, options };
  const known = Object.keys((def.schema.properties ?? {}) as object).join(', ');
  return {
    ok: false,
    problems: (validate.errors ?? []).map((e) => {
      if (e.keyword === 'additionalProperties') return `${adapter.id} has no option '${String(e.params.additionalProperty)}' (options: ${known})`;
      const name = e.instancePath.replace(/^\//, '') || 'options';
      const allowed = e.keyword === 'enum' ? `: one of ${(e.params.allowedValues as unknown[]).map(String).join(', ')}` : '';
      return `option ${name} ${e.message ?? 'is invalid'}${allowed}`;
    }),
  };
}

/**
 * `--option name=value` as a shell gives it: the value read as a YAML-ish scalar (true/false,
 * a number, else the text), since option values are small choices.
 */
export function parseOptionArgs(args: readonly string[]): { options: Record<string, unknown>; problems: string[] } {
  const options: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const a of args) {
    const m = /^([A-Za-z][A-Za-z0-9_-]*)=(.*)$/.exec(a);
    if (!m) { problems.push(`'${a}' is not name=value`); continue; }
    const v = m[2]!;
    options[m[1]!] = v === 'true' ? true : v === 'false' ? false : /^-?[0-9]+(\.[0-9]+)?$/.test(v) ? Number(v) : v;
  }
  return { options, problems };
}
