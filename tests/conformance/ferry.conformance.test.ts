// Ferry, the test-only game of two exchanges a turn (tests/games/ferry/game.ts), against the
// conformance suite (seam §9): the suite's checks run exchange by exchange, through the adapter
// and the pipeline, so a game whose turn is not one exchange is covered too. Ferry is not in
// src/games/index.ts: this file registers it for its own run (seam §1 registerGame).
import { afterAll } from 'vitest';
import { registerGame } from '../../src/pipeline/games.js';
import { ferryAdapter } from '../games/ferry/game.js';
import { ferryAnswer } from './ferry/answer.js';
import { describeConformance } from './suite.js';

const unregister = registerGame(ferryAdapter);
afterAll(unregister);

// All three turns of the strait: each is two exchanges (crossing, then challenge or tide).
describeConformance({ gameId: 'test-ferry', folder: 'tests/games/ferry/', scenarios: ['strait'], turns: 3,
  receiptEvents: [], answer: ferryAnswer });
