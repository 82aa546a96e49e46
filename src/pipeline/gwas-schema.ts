/**
 * The JSON Schema for Great War at Sea orders (src/games/gwas/schemas/gwas-orders.schema.json),
 * loaded once.
 * It reads a file, so it stays outside the game folder (the GWAS orders check,
 * src/games/gwas/check-text.ts, imports it) and out of src/orders/,
 * which games may import and which stays free of Node (seam §8); the game definition's form
 * names its schema instead once the shared loader reads it (seam §1, §10 commit 4).
 */
import { readFileSync } from 'node:fs';

export const GWAS_ORDERS_SCHEMA_ID = 'https://admiralty.invalid/schemas/gwas-orders.schema.json';

const schemaUrl = new URL('../games/gwas/schemas/gwas-orders.schema.json', import.meta.url);
let cached: Readonly<Record<string, unknown>> | undefined;

/** The parsed schema object (the same object on every call, so validators compile once). */
export function gwasOrdersSchema(): Readonly<Record<string, unknown>> {
  cached ??= JSON.parse(readFileSync(schemaUrl, 'utf8')) as Record<string, unknown>;
  return cached;
}
