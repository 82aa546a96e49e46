/**
 * The JSON Schema for Great War at Sea orders (schemas/gwas-orders.schema.json), loaded once.
 */
import { readFileSync } from 'node:fs';

export const GWAS_ORDERS_SCHEMA_ID = 'https://admiralty.invalid/schemas/gwas-orders.schema.json';

const schemaUrl = new URL('../../schemas/gwas-orders.schema.json', import.meta.url);
let cached: Readonly<Record<string, unknown>> | undefined;

/** The parsed schema object (the same object on every call, so validators compile once). */
export function gwasOrdersSchema(): Readonly<Record<string, unknown>> {
  cached ??= JSON.parse(readFileSync(schemaUrl, 'utf8')) as Record<string, unknown>;
  return cached;
}
