// Sink the Bismarck! against the conformance suite with every Optional Rule in use (campaign options
// emergency, ammo, fuel): the same player, with ammunition and fuel counted on the Status Sheets.
import { describeConformance } from './suite.js';
import { STB_RECEIPTS, stbAnswer } from './sink-the-bismarck/answer.js';

describeConformance({ gameId: 'sink-the-bismarck', folder: 'src/games/sink-the-bismarck/', scenarios: ['denmark-strait'], turns: 3,
  options: { emergency: true, ammo: true, fuel: true }, receiptEvents: STB_RECEIPTS, answer: stbAnswer });
