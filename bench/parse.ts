/**
 * Hostile-input refusals, timed (they were once asserted in tests/orders-parse.test.ts; tests assert
 * only that they are refused): a billion-laughs alias bomb and 30,000 levels of compact nesting.
 */
import { performance } from 'node:perf_hooks';
import { gwasOrdersSchema } from '../src/games/gwas/orders-schema.js';
import { parseOrders } from '../src/orders/parse.js';

export function parseBenchmark(): void {
  const schema = gwasOrdersSchema();
  const lol = [
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
    ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(',')}]`),
  ].join('\n');
  const deep = `${'- '.repeat(30000)}x`;
  const time = (text: string) => {
    const runs: number[] = [];
    let code = '';
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      code = parseOrders(text, schema).diagnostics[0]?.code ?? 'accepted';
      runs.push(performance.now() - start);
    }
    return `${code} in ${[...runs].sort((a, b) => a - b)[2].toFixed(1)} ms median of 5`;
  };
  console.log('hostile orders refused:');
  console.log(`  billion-laughs alias bomb: ${time(lol)}  (was asserted < 500 ms)`);
  console.log(`  30,000 levels of compact nesting: ${time(deep)}  (was asserted < 2 s)`);
}
