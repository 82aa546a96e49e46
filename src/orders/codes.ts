/**
 * Diagnostic codes as data (in the manner of the TypeScript compiler's diagnostic messages):
 * every code has a fixed severity and a message template with `{name}` placeholders.
 *
 * Generic parsing and schema codes use the prefix ADM1xxx and live here. Game modules define
 * their own codes (GW2xxx for Great War at Sea) with `defineCodes`, which checks the code format
 * and registers them, so `message()` and `codeInfo()` work for every code in the process.
 */
import type { Severity } from './diagnostic.js';

export interface CodeInfo {
  readonly severity: Severity;
  /** Message template; `{name}` is replaced by `params.name`. */
  readonly template: string;
  /** Rule section the code cites, e.g. "5.1" (game codes). */
  readonly rule?: string;
  /** Optional hint template, e.g. "Did you mean '{suggestion}'?". */
  readonly hint?: string;
}

export type CodeParams = Readonly<Record<string, string | number | boolean | undefined>>;

const CODE_FORMAT = /^[A-Z]{2,4}[0-9]{4}$/;
const registry = new Map<string, CodeInfo>();

/**
 * Checks and registers a table of codes, returning it unchanged (with its literal key types).
 * Throws at module load for a malformed or already-registered code: that is a programming
 * error, never a player's.
 */
export function defineCodes<const T extends Record<string, CodeInfo>>(table: T): T {
  for (const [code, info] of Object.entries(table)) {
    if (!CODE_FORMAT.test(code)) throw new Error(`defineCodes: malformed code '${code}'`);
    const existing = registry.get(code);
    if (existing && existing !== info) throw new Error(`defineCodes: code '${code}' is defined twice`);
    registry.set(code, info);
  }
  return table;
}

/** The registered definition of a code, if any. */
export function codeInfo(code: string): CodeInfo | undefined {
  return registry.get(code);
}

/** Fills `{name}` placeholders; a missing parameter is left visible as `{name}`. */
export function fillTemplate(template: string, params: CodeParams = {}): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : String(v);
  });
}

/** The message of a registered code with its parameters filled in. */
export function message(code: string, params: CodeParams = {}): string {
  const info = registry.get(code);
  if (!info) return `${code}: ${JSON.stringify(params)}`;
  return fillTemplate(info.template, params);
}

/** Generic parsing and schema codes. */
export const codes = defineCodes({
  ADM1001: { severity: 'error', template: 'YAML syntax error: {detail}' },
  ADM1002: { severity: 'error', template: "Duplicate key '{key}': each key may appear only once in a mapping." },
  ADM1003: {
    severity: 'warning',
    template: 'Tabs used for indentation were replaced by {width} spaces each ({count} line(s)); check the nesting is what you meant.',
  },
  ADM1004: { severity: 'error', template: 'Alias limit exceeded: {detail}.' },
  ADM1005: { severity: 'error', template: 'The orders are nested too deeply (more than {limit} levels).' },
  ADM1006: { severity: 'error', template: 'The orders are too large: {size} bytes (at most {limit}).' },
  ADM1007: { severity: 'error', template: 'The orders have too many keys: {count} (at most {limit}).' },
  ADM1008: { severity: 'error', template: 'The orders are empty: no YAML mapping was found.' },
  ADM1009: { severity: 'error', template: 'The orders must be a mapping of keys to values, got {actual}.' },
  ADM1010: { severity: 'error', template: "Only one YAML document is read per message: remove the second '---' and what follows, or send it separately." },
  ADM1011: { severity: 'warning', template: 'YAML warning: {detail}' },
  ADM1012: { severity: 'error', template: "Unknown alias '*{name}': an alias must refer to an anchor '&{name}' set before it." },
  ADM1013: { severity: 'error', template: "Alias '*{name}' refers to its own anchor (a recursive structure)." },
  ADM1014: { severity: 'error', template: 'The orders could not be read: {detail}' },
  ADM1015: { severity: 'error', template: "This '{open}' is never closed: add '{close}' after its last item." },
  ADM1020: { severity: 'error', template: "Unknown key '{key}'." },
  ADM1021: { severity: 'error', template: "Missing required key '{key}'{where}." },
  ADM1022: { severity: 'error', template: "Wrong type for '{key}': expected {expected}, got {actual}." },
  ADM1023: { severity: 'error', template: "'{value}' is not allowed for '{key}'; allowed: {allowed}." },
  ADM1024: { severity: 'error', template: "'{value}' is not valid for '{key}': {detail}" },
  ADM1025: { severity: 'error', template: "'{key}' must be {comparison} {limit}, got {value}." },
  ADM1026: { severity: 'error', template: "'{key}' has too many items: {count} (at most {limit})." },
  ADM1027: { severity: 'error', template: "'{key}' needs at least {limit} item(s), got {count}." },
  ADM1028: { severity: 'error', template: "'{key}' is too long: {count} characters (at most {limit})." },
  ADM1029: { severity: 'error', template: "'{key}' is too short: {count} character(s) (at least {limit})." },
  ADM1030: { severity: 'error', template: "'{key}' has too many entries: {count} (at most {limit})." },
  ADM1031: { severity: 'error', template: "Key '{key}' is not allowed here: {detail}" },
  ADM1032: { severity: 'error', template: "'{key}' must be {expected}." },
  ADM1033: { severity: 'error', template: "'{key}' is not valid: {detail}." },
  ADM1040: { severity: 'warning', template: 'This plot line is commented out and will be ignored.' },
  ADM1098: { severity: 'error', template: 'Too many problems: only the first {limit} are shown.' },
  ADM1099: { severity: 'error', template: 'Internal error while reading the orders ({detail}); the referee has been told.' },
});

export type AdmCode = keyof typeof codes;
