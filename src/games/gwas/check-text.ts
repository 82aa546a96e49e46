/** Great War at Sea orders text checked end to end: YAML, schema, then the rules. */
import type { GwasData } from './data.js';
import { checkGwasOrders, type CheckOptions } from './orders-check.js';
import type { GwasOrders } from './orders-types.js';
import type { GwasState } from './state.js';
import { diagnosticAt, sortDiagnostics, type Diagnostic } from '../../orders/diagnostic.js';
import { gwasOrdersSchema } from './orders-schema.js';
import { parseOrders } from '../../orders/parse.js';

/**
 * Orders text → orders, or diagnostics: YAML and schema first, then the rules (5.1, 5.2 …).
 * `options.campaign` is the campaign the pipeline received the orders for; the file's own
 * `campaign:` field (optional) must then agree with it.
 */
export function checkGwasText(d: GwasData, state: GwasState, side: string, text: string, options: CheckOptions = {}): { orders?: GwasOrders; diagnostics: Diagnostic[] } {
  const parsed = parseOrders<GwasOrders>(text, gwasOrdersSchema());
  if (!parsed.value) return { diagnostics: parsed.diagnostics };
  const { problems } = checkGwasOrders(d, state, side, parsed.value, options);
  const diagnostics = sortDiagnostics([
    ...parsed.diagnostics,
    ...problems.map((p) => diagnosticAt(parsed.source, p.path, p.code, p.severity, p.message, {
      part: p.part, substring: p.substring, occurrence: p.occurrence, hint: p.hint, rule: p.rule,
    })),
  ]);
  return diagnostics.some((d) => d.severity === 'error') ? { diagnostics } : { orders: parsed.value, diagnostics };
}

