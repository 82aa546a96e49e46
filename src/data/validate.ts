/**
 * Parse a YAML game-data file and validate it against its JSON Schema. Errors name the file, the
 * YAML line and the schema path, for developers and moderators:
 *   games/gwas-mediterranean/ships/italy.yaml:42: /ships/3/boxes/hull must match pattern "^[HLN]*$" (schema #/definitions/track/pattern)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { isMap, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { DataError } from '../game-api/data.js';

/** Data errors are the game API's, so a game's build() can throw them too. */
export { DataError };

const require = createRequire(import.meta.url);
// ajv and ajv-formats are CommonJS; createRequire sidesteps their default-export typing under NodeNext.
const AjvClass = require('ajv') as typeof import('ajv').default;
const addFormats = require('ajv-formats') as (ajv: InstanceType<typeof AjvClass>) => unknown;

/** A schema's file name in its folder, without `.schema.json`. */
export type SchemaName = string;

const ajvBySchemaDir = new Map<string, { ajv: InstanceType<typeof AjvClass>; compiled: Map<SchemaName, ValidateFunction> }>();

/** Compile a schema once per schemas directory and cache it. */
export function getValidator(schemaDir: string, name: SchemaName): ValidateFunction {
  let entry = ajvBySchemaDir.get(schemaDir);
  if (!entry) {
    const ajv = new AjvClass({ allErrors: true, strict: true });
    addFormats(ajv);
    entry = { ajv, compiled: new Map() };
    ajvBySchemaDir.set(schemaDir, entry);
  }
  let fn = entry.compiled.get(name);
  if (!fn) {
    const schema = JSON.parse(readFileSync(join(schemaDir, `${name}.schema.json`), 'utf8')) as Record<string, unknown>;
    delete schema.$id; // ids are informative; several schema dirs (tests' copies) may coexist
    fn = entry.ajv.compile(schema);
    entry.compiled.set(name, fn);
  }
  return fn;
}


function decodePointer(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Find the YAML node at a path; for a missing/extra key, the key node of its map. */
function nodeAt(doc: Document, path: (string | number)[], key?: string): Node | undefined {
  let node: unknown = doc.contents;
  for (const part of path) {
    if (isMap(node)) node = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === part)?.value;
    else if (isSeq(node)) node = node.items[Number(part)];
    else return undefined;
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
    if (pair?.key) return pair.key as Node;
  }
  return (node as Node | undefined) ?? undefined;
}

function lineOf(doc: Document, lines: LineCounter, err: ErrorObject): number {
  const path = decodePointer(err.instancePath);
  const extra = (err.params as { additionalProperty?: string; propertyName?: string }).additionalProperty
    ?? (err.params as { propertyName?: string }).propertyName;
  // Walk up until a node with a source range is found.
  for (let n = path.length; n >= 0; n--) {
    const node = nodeAt(doc, path.slice(0, n), n === path.length ? extra : undefined);
    if (node?.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}

function describe(err: ErrorObject): string {
  const p = err.params as Record<string, unknown>;
  let msg = `${err.instancePath || '/'} ${err.message ?? 'is invalid'}`;
  if (p.additionalProperty) msg += `: "${String(p.additionalProperty)}"`;
  if (p.allowedValues) msg += `: ${JSON.stringify(p.allowedValues)}`;
  return `${msg} (schema ${err.schemaPath})`;
}

/** Keep the most useful errors: drop oneOf/anyOf summaries when a branch error is on a deeper path. */
function pick(errors: ErrorObject[]): ErrorObject[] {
  const useful = errors.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  return (useful.length ? useful : errors).slice(0, 5);
}

/**
 * Read, parse and validate one YAML file. `rel` is the path shown in messages.
 * Returns the plain data (typed by the caller).
 */
export function loadYaml<T>(file: string, rel: string, schemaDir: string, schema: SchemaName, text?: string): T {
  const src = text ?? readFileSync(file, 'utf8');
  const lines = new LineCounter();
  const doc = parseDocument(src, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    const e = doc.errors[0];
    const line = lines.linePos(e.pos[0]).line;
    throw new DataError(`${rel}:${line}: YAML ${e.code}: ${e.message.split('\n')[0]}`);
  }
  const data = doc.toJS({ maxAliasCount: 100 }) as unknown;
  const validate = getValidator(schemaDir, schema);
  if (!validate(data)) {
    const msgs = pick(validate.errors ?? []).map((e) => `${rel}:${lineOf(doc, lines, e)}: ${describe(e)}`);
    throw new DataError(msgs.join('\n'));
  }
  return data as T;
}

/** Locate the line of a value inside a YAML file (for cross-reference errors found after validation). */
export function lineOfPath(text: string, path: (string | number)[]): number {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  for (let n = path.length; n >= 0; n--) {
    const node = nodeAt(doc, path.slice(0, n));
    if (node?.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}
