/**
 * The JSON Schema of every seat's orders (./schemas/sink-the-bismarck-orders.schema.json), as a
 * JSON module, so the game names its schema without reading a file (seam §8). The shape only;
 * the rules are checked in check.ts.
 */
import schema from './schemas/sink-the-bismarck-orders.schema.json' with { type: 'json' };

export const STB_ORDERS_SCHEMA: Readonly<Record<string, unknown>> = schema;
