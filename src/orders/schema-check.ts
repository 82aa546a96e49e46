/**
 * Checks a parsed YAML document against a JSON Schema (ajv, draft-07) and turns ajv's errors into
 * one clear diagnostic per fault, positioned at the YAML node: unknown keys with "Did you mean"
 * suggestions, enums with the allowed values, types described in the player's terms.
 *
 * Schema annotations understood (ajv runs with `strict: false`, so they are ignored by it):
 *  - `x-message` on a property schema: the explanation used when its `pattern` fails;
 *  - `x-key-message` on an object schema: why a key is refused when the object has no fixed
 *    `properties` to suggest from (e.g. plot keys must be turn numbers).
 */
import { closestMatch, damerauLevenshtein } from '../util/suggest.js';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { ordersCodes as codes } from '../codes/adm.js';
import { message } from '../codes/registry.js';
import { diagnosticAt, type Diagnostic } from './diagnostic.js';
import type { SourceDoc, YamlPath } from './source-doc.js';
import { capDiagnostics } from './source-limits.js';

const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, unicodeRegExp: true });
const byId = new Map<string, ValidateFunction>();
const byObject = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: object): ValidateFunction {
  const cachedObj = byObject.get(schema);
  if (cachedObj) return cachedObj;
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id === 'string') {
    const cachedId = byId.get(id);
    if (cachedId) {
      byObject.set(schema, cachedId);
      return cachedId;
    }
  }
  const validate = ajv.compile(schema);
  if (typeof id === 'string') byId.set(id, validate);
  byObject.set(schema, validate);
  return validate;
}

/**
 * Validates the document (or `data`, its `toJS()` value when the caller already has it) against
 * `schema`. Never throws for any document; a broken schema is reported as ADM1099.
 */
export function checkAgainstSchema(source: SourceDoc, schema: object, data?: unknown): Diagnostic[] {
  let validate: ValidateFunction;
  try {
    validate = validatorFor(schema);
  } catch (err) {
    return [diagnosticAt(source, [], 'ADM1099', 'error', message('ADM1099', { detail: `schema: ${errText(err)}` }))];
  }
  let value = data;
  if (value === undefined) {
    try {
      value = source.doc.toJS({ maxAliasCount: Math.max(source.limits.maxAliases * 50, 100) });
    } catch (err) {
      return [diagnosticAt(source, [], 'ADM1014', 'error', message('ADM1014', { detail: errText(err) }))];
    }
  }
  if (validate(value)) return [];
  const errors = collapse(validate.errors ?? []);
  const diags = errors.map((e) => toDiagnostic(source, e, value));
  return capDiagnostics(source, diags, source.limits.maxDiagnostics);
}

function errText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 200);
}

/** JSON pointer ("/fleets/mittelmeer/plot/4") → path segments. */
export function pointerToPath(pointer: string): string[] {
  if (!pointer) return [];
  return pointer.split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** "fleets.mittelmeer.battle.targets[2]" — how a path is named in messages. */
export function pathLabel(path: YamlPath, data?: unknown): string {
  if (path.length === 0) return 'the orders';
  let out = '';
  let cur: unknown = data;
  for (const seg of path) {
    const isIndex = Array.isArray(cur) && /^[0-9]+$/.test(String(seg));
    out += isIndex ? `[${seg}]` : out ? `.${seg}` : String(seg);
    cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[String(seg)] : undefined;
  }
  return out;
}

const priority: Record<string, number> = {
  type: 0, const: 1, enum: 1, pattern: 2, format: 2,
  minimum: 3, maximum: 3, exclusiveMinimum: 3, exclusiveMaximum: 3, multipleOf: 3,
  minLength: 4, maxLength: 4, minItems: 4, maxItems: 4, minProperties: 4, maxProperties: 4,
  uniqueItems: 5, propertyNames: 5, dependencies: 5,
};
const combinators = new Set(['oneOf', 'anyOf', 'not', 'if', 'then', 'else', 'allOf', 'false schema']);

/** One error per fault: per key for unknown/missing keys, otherwise the most basic per node. */
function collapse(errors: readonly ErrorObject[]): ErrorObject[] {
  const kept = new Map<string, ErrorObject>();
  const concrete = errors.filter((e) => !combinators.has(e.keyword));
  for (const e of errors) {
    if (combinators.has(e.keyword)) {
      // oneOf/anyOf noise: keep only when nothing more specific was said at or below this node.
      const covered = concrete.some((c) => c.instancePath === e.instancePath || c.instancePath.startsWith(`${e.instancePath}/`));
      if (covered) continue;
    }
    // propertyNames reports the key's own error too; keep one.
    if (e.keyword === 'propertyNames') continue;
    let key: string;
    if (e.keyword === 'additionalProperties') key = `${e.instancePath}|+${(e.params as { additionalProperty: string }).additionalProperty}`;
    else if (e.keyword === 'required') key = `${e.instancePath}|?${(e.params as { missingProperty: string }).missingProperty}`;
    else if ((e.params as { propertyName?: string }).propertyName !== undefined) key = `${e.instancePath}|+${(e.params as { propertyName: string }).propertyName}`;
    else key = `${e.instancePath}|value`;
    const prev = kept.get(key);
    if (!prev || (priority[e.keyword] ?? 9) < (priority[prev.keyword] ?? 9)) kept.set(key, e);
  }
  // A value whose type is wrong says nothing useful below it.
  const typeWrong = [...kept.values()].filter((e) => e.keyword === 'type').map((e) => e.instancePath);
  return [...kept.values()].filter((e) => !typeWrong.some((p) => e.keyword !== 'type' && e.instancePath.startsWith(`${p}/`)));
}

function quote(v: unknown): string {
  if (typeof v === 'string') {
    const s = v.length > 40 ? `${v.slice(0, 37)}...` : v;
    return `'${s.replace(/[\u0000-\u001f]/g, ' ')}'`;
  }
  return String(v);
}

function describeActual(v: unknown): string {
  if (v === null || v === undefined) return 'an empty value';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping of keys to values';
  if (typeof v === 'string') return quote(v);
  if (typeof v === 'number') return Number.isInteger(v) ? `the number ${v}` : `the number ${v}`;
  if (typeof v === 'boolean') return `${v}`;
  return typeof v;
}

function describeExpected(type: string | string[]): string {
  const one = (t: string): string =>
    ({
      integer: 'a whole number', number: 'a number', string: 'text', boolean: 'true or false',
      object: 'a mapping of keys to values', array: 'a list', null: 'an empty value',
    })[t] ?? t;
  return Array.isArray(type) ? type.map(one).join(' or ') : one(type);
}

const comparisonWords: Record<string, string> = { '>=': 'at least', '<=': 'at most', '>': 'more than', '<': 'less than' };

function toDiagnostic(source: SourceDoc, e: ErrorObject, root: unknown): Diagnostic {
  const path = pointerToPath(e.instancePath);
  const label = pathLabel(path, root);
  const params = e.params as Record<string, unknown>;
  const parentSchema = (e.parentSchema ?? {}) as Record<string, unknown>;
  const err = (code: keyof typeof codes, p: Record<string, string | number>, where: YamlPath, opts: { part?: 'key' | 'value'; hint?: string } = {}) =>
    diagnosticAt(source, where, code, codes[code].severity, message(code, p), opts);

  switch (e.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const props = parentSchema.properties && typeof parentSchema.properties === 'object'
        ? Object.keys(parentSchema.properties as object) : [];
      const keyMessage = parentSchema['x-key-message'];
      if (props.length === 0 && typeof keyMessage === 'string') {
        return err('ADM1031', { key, detail: keyMessage }, [...path, key], { part: 'key' });
      }
      const suggestion = closestMatch(key, props);
      const hint = suggestion !== undefined
        ? `Did you mean '${suggestion}'?`
        : props.length > 0 && props.length <= 12 ? `Allowed keys here: ${props.join(', ')}.` : undefined;
      return err('ADM1020', { key }, [...path, key], { part: 'key', ...(hint ? { hint } : {}) });
    }
    case 'required': {
      const key = String(params.missingProperty);
      const where = path.length === 0 ? ' at the top level' : ` in '${label}'`;
      return err('ADM1021', { key, where }, path, { part: 'key' });
    }
    case 'type':
      return err('ADM1022', { key: label, expected: describeExpected(params.type as string), actual: describeActual(e.data) }, path);
    case 'enum':
    case 'const': {
      const allowed = (e.keyword === 'enum' ? (params.allowedValues as unknown[]) : [params.allowedValue]) ?? [];
      const suggestion = typeof e.data === 'string' ? closestMatch(e.data, allowed.map(String), Infinity) : undefined;
      return err('ADM1023', { value: describeValue(e.data), key: label, allowed: allowed.map(quote).join(', ') }, path,
        suggestion !== undefined ? { hint: `Did you mean '${suggestion}'?` } : {});
    }
    case 'pattern':
    case 'format': {
      const custom = parentSchema['x-message'];
      const detail = typeof custom === 'string' ? custom : e.keyword === 'pattern' ? `it must match ${String(params.pattern)}.` : `it must be a valid ${String(params.format)}.`;
      return err('ADM1024', { value: describeValue(e.data), key: label, detail }, path);
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return err('ADM1025', {
        key: label, comparison: comparisonWords[String(params.comparison)] ?? String(params.comparison),
        limit: Number(params.limit), value: describeValue(e.data),
      }, path);
    case 'maxItems':
      return err('ADM1026', { key: label, count: Array.isArray(e.data) ? e.data.length : 0, limit: Number(params.limit) }, path);
    case 'minItems':
      return err('ADM1027', { key: label, count: Array.isArray(e.data) ? e.data.length : 0, limit: Number(params.limit) }, path);
    case 'maxLength':
      return err('ADM1028', { key: label, count: typeof e.data === 'string' ? e.data.length : 0, limit: Number(params.limit) }, path);
    case 'minLength':
      return err('ADM1029', { key: label, count: typeof e.data === 'string' ? e.data.length : 0, limit: Number(params.limit) }, path);
    case 'maxProperties':
    case 'minProperties':
      return err('ADM1030', { key: label, count: e.data && typeof e.data === 'object' ? Object.keys(e.data).length : 0, limit: Number(params.limit) }, path);
    default: {
      if (typeof params.propertyName === 'string') {
        return err('ADM1031', { key: params.propertyName, detail: String(e.message ?? 'not allowed') }, [...path, params.propertyName], { part: 'key' });
      }
      return err('ADM1033', { key: label, detail: String(e.message ?? e.keyword) }, path);
    }
  }
}

function describeValue(v: unknown): string {
  if (v === null || v === undefined) return '(empty)';
  if (typeof v === 'string') return v.length > 40 ? `${v.slice(0, 37)}...` : v.replace(/[\u0000-\u001f]/g, ' ');
  if (typeof v === 'object') return Array.isArray(v) ? '(a list)' : '(a mapping)';
  return String(v);
}


export { closestMatch, damerauLevenshtein };
