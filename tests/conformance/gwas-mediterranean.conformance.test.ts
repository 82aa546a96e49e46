// Great War at Sea: The Mediterranean against the conformance suite (seam §9). Few, short games:
// both scenarios, a handful of turns each, so the suite stays fast.
import { describeConformance } from './suite.js';
import { gwasAnswer } from './gwas/answer.js';

describeConformance({ gameId: 'gwas-mediterranean', folder: 'src/games/gwas/', scenarios: ['goeben-1914', 'otranto-1917'], turns: 5,
  receiptEvents: ['gwas.orders-applied', 'gwas.orders-standing'], answer: gwasAnswer });
