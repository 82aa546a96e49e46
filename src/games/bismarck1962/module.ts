/**
 * Bismarck (1962) as exchanges (docs/design/seam.md §2). A search turn is:
 *   x1 `red-move`  asks red: the Bismarck's move (Step 1), her Search Board Chance Table choice
 *                  and her standing orders for battle;
 *   x2 `blue-move` asks blue: the counters' moves (Step 2), the areas to call, the chance option
 *                  and the standing orders for battle;
 *   x3 `search`    asks no one: area search, zone search, sighting (Steps 3–5);
 *   x4 `battle`    asks no one, only after a battleship sighting: the battle (Steps 6–10);
 *   x5 `close`     asks no one: Search Board Chance Table, victory, Time Record.
 * Rule 1 of the play ("Red must reply immediately") is why x3 asks nobody: the referee answers.
 */
import type { ExchangeGame, ExchangeSpec } from '../../kernel/exchange.js';
import type { B62Data } from './data/types.js';
import type { B62Orders } from './orders-types.js';
import type { B62State } from './state.js';
import { blueMove, redMove } from './steps/move.js';
import { areaSearch, sighting, zoneSearch } from './steps/search.js';
import { battleStep } from './steps/battle.js';
import { searchChance, timeRecord, victory } from './steps/close.js';

export const B62_VERSION = '1';

export const b62Game: ExchangeGame<B62Data, B62State, B62Orders> = {
  id: 'bismarck1962',
  version: B62_VERSION,
  turnOf: (s) => s.turn,
  isOver: (s) => s.over,
  next(_d, s): ExchangeSpec | null {
    if (s.over) return null;
    switch (s.phase) {
      case 'red-move': return { kind: 'red-move', label: `turn ${s.turn}: Red moves`, timing: 'turn',
        asks: [{ seat: 'red', kind: 'orders', form: 'orders', prompt: `the Bismarck's move, turn ${s.turn}` }] };
      case 'blue-move': return { kind: 'blue-move', label: `turn ${s.turn}: Blue moves and searches`, timing: 'turn',
        asks: [{ seat: 'blue', kind: 'orders', form: 'orders', prompt: `British moves and area calls, turn ${s.turn}` }] };
      case 'search': return { kind: 'search', label: `turn ${s.turn}: area and zone search`, timing: 'turn', asks: [] };
      case 'battle': return { kind: 'battle', label: `turn ${s.turn}: battle`, timing: 'turn', asks: [] };
      case 'close': return { kind: 'close', label: `turn ${s.turn}: chance and time`, timing: 'turn', asks: [] };
    }
  },
  exchanges: {
    'red-move': { steps: [redMove] },
    'blue-move': { steps: [blueMove] },
    search: { steps: [areaSearch, zoneSearch, sighting, {
      name: 'to-battle', rule: 'How to Play, Step 5B',
      run: (ctx) => { ctx.state.phase = ctx.state.search.sighted === 'battle' ? 'battle' : 'close'; },
    }] },
    battle: { steps: [battleStep] },
    close: { steps: [searchChance, victory, timeRecord] },
  },
};
