// Bismarck (1962) against the conformance suite (seam §9): the short scenario, its six search turns,
// each of two asked exchanges (red-move, blue-move) and a chain the referee resolves alone
// (search, battle when a battleship sights her, close).
import { describeConformance } from './suite.js';
import { b62Answer } from './bismarck1962/answer.js';

describeConformance({ gameId: 'bismarck1962', folder: 'src/games/bismarck1962/', scenarios: ['last-days'], turns: 6,
  receiptEvents: [], answer: b62Answer });
