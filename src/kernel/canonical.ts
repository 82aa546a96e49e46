/**
 * Canonical JSON: object keys sorted, no whitespace, undefined members dropped.
 * Two equal states always serialise to the same bytes, so their digests agree.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortDeep(value));
}

function sortDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : sortDeep(v)));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortDeep(v);
    }
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`canonicalJson: ${value} is not representable`);
  return value;
}
