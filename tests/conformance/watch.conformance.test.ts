// Watch, the test-only game of two seats a side (tests/games/watch/game.ts), against the
// conformance suite (seam §9): fog non-interference is checked per seat, so the wall inside a
// side (W2, W3: seat audiences) is held to the same test as the wall between sides. Watch is not
// in src/games/index.ts: this file registers it for its own run (seam §1 registerGame).
import { afterAll } from 'vitest';
import { registerGame } from '../../src/pipeline/games.js';
import { watchAdapter } from '../games/watch/game.js';
import { watchAnswer } from './watch/answer.js';
import { describeConformance } from './suite.js';

const unregister = registerGame(watchAdapter);
afterAll(unregister);

describeConformance({ gameId: 'test-watch', folder: 'tests/games/watch/', scenarios: ['narrow-seas'], turns: 3,
  receiptEvents: [], answer: watchAnswer });
