/**
 * Canonical JSON: object keys sorted, no whitespace, undefined members dropped (as
 * JSON.stringify drops them; in arrays they become null). Two equal states always serialise to
 * the same bytes, so their digests agree.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortDeep(value));
}

/**
 * The value with every object's keys in sorted order (JSON.stringify keeps insertion order).
 * Copy on write (issue 17 §5): a part already in canonical order is returned as it is, so a state
 * whose objects were written in key order (most are) is serialised without being copied. Only an
 * object with keys out of order, or with a part that had to be copied, is copied, exactly as
 * before; so is anything JSON.stringify would not serialise as its own keys (an object with a
 * toJSON, or not a plain object: a Date or a boxed number became `{}` and still does).
 */
function sortDeep(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`canonicalJson: ${value} is not representable`);
    return value;
  }
  if (Array.isArray(value)) {
    // Undefined members need no copy: JSON.stringify writes them as null, as the copy did.
    let out: unknown[] | null = typeof (value as { toJSON?: unknown }).toJSON === 'function' ? new Array(value.length) : null;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      const s = v === undefined ? null : sortDeep(v);
      if (out === null && s !== v && v !== undefined) {
        out = new Array(value.length);
        for (let j = 0; j < i; j++) out[j] = value[j] === undefined ? null : value[j];
      }
      if (out !== null) out[i] = s;
    }
    return out ?? value;
  }
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj);
  const proto = Object.getPrototypeOf(obj);
  let copy = (proto !== Object.prototype && proto !== null) || typeof obj.toJSON === 'function';
  // Most objects are written with keys already in order; skip the sort when they are.
  let sorted = true;
  for (let i = 1; i < keys.length; i++) if (keys[i - 1] > keys[i]) { sorted = false; break; }
  if (!sorted) { keys.sort(); copy = true; }
  let changed: Map<string, unknown> | null = null;
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    const s = sortDeep(v);
    if (s !== v) (changed ??= new Map()).set(k, s);
  }
  if (!copy && changed === null) return obj;
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    const v = obj[k];
    if (v === undefined) continue;
    const s = changed?.has(k) ? changed.get(k) : v;
    // An own "__proto__" key (JSON.parse makes one) is a member: assignment would set the copy's
    // prototype and drop it (fast-check found {"__proto__": new Boolean(false)}).
    if (k === '__proto__') Object.defineProperty(out, k, { value: s, enumerable: true, writable: true, configurable: true });
    else out[k] = s;
  }
  return out;
}
