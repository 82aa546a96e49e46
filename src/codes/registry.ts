/**
 * One registry of diagnostic codes (issue 11 §6; design docs/design/seam.md §6), in the manner
 * of the TypeScript compiler's diagnostic messages: every code has an owner, a fixed severity,
 * and either a message template with `{name}` placeholders or, where the message is composed at
 * the place that raises it (Great War at Sea's order checks, the daemon's config problems), a
 * title saying what the code means.
 *
 * Tables register themselves with `defineCodes` when their module loads: the shared ones from
 * `src/codes/adm.ts` and `src/codes/ml.ts`, each game's from its own folder. A code is defined
 * once; codes never change meaning once released (retire one rather than reuse it).
 *
 * The registry is pure (no I/O): the reachability tracer plugs in a sink with `setCodeSink`
 * (src/codes/trace.ts), and every code produced through `codeInfo`, `message` or `noteCode`
 * is handed to it.
 */
export type Severity = 'error' | 'warning' | 'info';

interface CodeInfoBase {
  readonly severity: Severity;
  /** Rule section the code cites, e.g. "5.1" (game codes). */
  readonly rule?: string;
  /** Optional hint template, e.g. "Did you mean '{suggestion}'?". */
  readonly hint?: string;
  /** A code no longer produced; kept so old receipts and logs still explain themselves. */
  readonly retired?: { readonly since: string; readonly replacedBy?: string };
}

/** A code whose message is filled from its template. */
export interface TemplatedCode extends CodeInfoBase {
  /** Message template; `{name}` is replaced by `params.name`. */
  readonly template: string;
  readonly title?: undefined;
}

/** A code whose message is composed where it is raised; the title says what it means. */
export interface TitledCode extends CodeInfoBase {
  readonly title: string;
  readonly template?: undefined;
}

export type CodeInfo = TemplatedCode | TitledCode;

/** A code as registered: its table entry plus the code itself and the table's owner. */
export type RegisteredCode = CodeInfo & { readonly code: string; readonly owner: string };

export type CodeParams = Readonly<Record<string, string | number | boolean | undefined>>;

const CODE_FORMAT = /^[A-Z]{2,4}[0-9]{4}$/;
const OWNER_FORMAT = /^[a-z][a-z0-9-]*$/;
const registry = new Map<string, { readonly info: CodeInfo; readonly entry: RegisteredCode }>();

type CodeSink = (code: string) => void;
let sink: CodeSink | null = null;

/** Installs (or with `null` removes) the function told of every code produced; returns the previous one. */
export function setCodeSink(next: CodeSink | null): CodeSink | null {
  const previous = sink;
  sink = next;
  return previous;
}

/** Records that `code` was produced, for codes raised without `codeInfo` or `message`. */
export function noteCode(code: string): void {
  if (sink) sink(code);
}

/**
 * Checks and registers a table of codes under its owner, returning the table unchanged (with its
 * literal key types). Throws at module load for a malformed or already-registered code: that is
 * a programming error, never a player's.
 */
export function defineCodes<const T extends Record<string, CodeInfo>>(owner: string, table: T): T {
  if (!OWNER_FORMAT.test(owner)) throw new Error(`defineCodes: malformed owner '${owner}'`);
  for (const [code, info] of Object.entries(table)) {
    if (!CODE_FORMAT.test(code)) throw new Error(`defineCodes: malformed code '${code}'`);
    const existing = registry.get(code);
    if (existing && existing.info !== info) throw new Error(`defineCodes: code '${code}' is defined twice`);
    registry.set(code, { info, entry: { ...info, code, owner } });
  }
  return table;
}

/** The registered definition of a code, if any; a registered code counts as produced. */
export function codeInfo(code: string): RegisteredCode | undefined {
  const found = registry.get(code);
  if (found) noteCode(code);
  return found?.entry;
}

/** Every registered code, in code order (for the generated list and the reachability check). */
export function registeredCodes(): RegisteredCode[] {
  return [...registry.values()].map((r) => r.entry).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** Fills `{name}` placeholders; a missing parameter is left visible as `{name}`. */
export function fillTemplate(template: string, params: CodeParams = {}): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : String(v);
  });
}

/**
 * The message of a registered code with its parameters filled in. A titled code has no
 * template, so its message is its title; an unknown code shows its parameters as JSON.
 */
export function message(code: string, params: CodeParams = {}): string {
  const info = codeInfo(code);
  if (!info) return `${code}: ${JSON.stringify(params)}`;
  return fillTemplate(info.template ?? info.title, params);
}
