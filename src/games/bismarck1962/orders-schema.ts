/**
 * The JSON Schema of both sides' orders (./schemas/bismarck1962-orders.schema.json), as a JSON
 * module, so the game names its schema without reading a file (seam §8). The shape only; the
 * rules are checked in check.ts.
 */
import schema from './schemas/bismarck1962-orders.schema.json' with { type: 'json' };

export const B62_ORDERS_SCHEMA: Readonly<Record<string, unknown>> = schema;
