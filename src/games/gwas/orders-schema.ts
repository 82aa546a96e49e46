/**
 * The JSON Schema for Great War at Sea orders (./schemas/gwas-orders.schema.json), as a JSON module:
 * the module system reads it once, so the game names its schema without reading a file itself
 * (seam §8: the orders schema is the game's; a game does no I/O).
 */
import schema from './schemas/gwas-orders.schema.json' with { type: 'json' };

export const GWAS_ORDERS_SCHEMA_ID = 'https://admiralty.invalid/schemas/gwas-orders.schema.json';

/** The parsed schema object (the same object on every call, so validators compile once). */
export function gwasOrdersSchema(): Readonly<Record<string, unknown>> {
  return schema as Readonly<Record<string, unknown>>;
}
