/**
 * Canonical JSON: object keys sorted, no whitespace, undefined members dropped (as
 * JSON.stringify drops them; in arrays they become null). Two equal states always serialise to
 * the same bytes, so their digests agree.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortDeep(value));
}

/** A copy with every object's keys in sorted order (JSON.stringify keeps insertion order). */
function sortDeep(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`canonicalJson: ${value} is not representable`);
    return value;
  }
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = value[i] === undefined ? null : sortDeep(value[i]);
    return out;
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  // Most objects are written with keys already in order; skip the sort when they are.
  let sorted = true;
  for (let i = 1; i < keys.length; i++) if (keys[i - 1] > keys[i]) { sorted = false; break; }
  if (!sorted) keys.sort();
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = obj[k];
    if (v !== undefined) out[k] = sortDeep(v);
  }
  return out;
}
