// Sink the Bismarck! against the conformance suite (seam §9): Battle 1 (the Denmark Strait) and Battle 2 (the last battle, a side of one ship),
// each two asked exchanges (staff: the six departments; command: the four commanders), with the
// rounds played inside the second (the one-mail mode) and a hidden deck per department.
import { describeConformance } from './suite.js';
import { STB_RECEIPTS, stbAnswer } from './sink-the-bismarck/answer.js';

describeConformance({ gameId: 'sink-the-bismarck', folder: 'src/games/sink-the-bismarck/', scenarios: ['denmark-strait', 'last-battle'], turns: 3,
  receiptEvents: STB_RECEIPTS, answer: stbAnswer });
