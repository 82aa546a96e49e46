// Bismarck (1979), Basic Game, against the conformance suite (seam §9): both scenarios, a few
// turns each (each one or two exchanges: shadow, then move).
import { describeConformance } from './suite.js';
import { b79Answer } from './bismarck1979/answer.js';

describeConformance({ gameId: 'bismarck1979', folder: 'src/games/bismarck1979/', scenarios: ['may-1941', 'denmark-strait'], turns: 4,
  receiptEvents: [], answer: b79Answer });
