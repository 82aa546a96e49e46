// Lantern, the test-only game of three seats over two sides, two exchanges a turn and a hidden
// deck (tests/games/lantern/game.ts), against the conformance suite (seam §9). Lantern is not in
// src/games/index.ts: this file registers it for its own run (seam §1 registerGame).
import { afterAll } from 'vitest';
import { registerGame } from '../../src/pipeline/games.js';
import { lanternAdapter } from '../games/lantern/game.js';
import { lanternAnswer } from './lantern/answer.js';
import { describeConformance } from './suite.js';

const unregister = registerGame(lanternAdapter);
afterAll(unregister);

describeConformance({ gameId: 'test-lantern', folder: 'tests/games/lantern/', scenarios: ['coves'], turns: 3,
  receiptEvents: [], answer: lanternAnswer });
