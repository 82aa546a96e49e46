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
 * With the campaign option `battle: rounds`, x4 only opens the battle and each round follows by
 * mail: `battle-blue`, `battle-red`, `battle-chance`, and `battle-reinforce` before every
 * fourth, seventh ... round (steps/rounds.ts). Each round's ask has reply timing: the battle is
 * an exchange of quick answers inside the turn.
 */
import type { ExchangeGame, ExchangeSpec } from '../../kernel/exchange.js';
import type { B62Data } from './data/types.js';
import type { B62Orders } from './orders-types.js';
import type { B62State } from './state.js';
import { blueMove, redMove } from './steps/move.js';
import { areaSearch, sighting, zoneSearch } from './steps/search.js';
import { battleStep } from './steps/battle.js';
import { battleBlue, battleChance, battleRed, battleReinforce } from './steps/rounds.js';
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
      case 'battle-blue': return { kind: 'battle-blue', label: `turn ${s.turn}: battle round ${s.battle!.round}, Blue moves`, timing: 'reply',
        asks: [{ seat: 'blue', kind: 'orders', form: 'orders', prompt: `battle round ${s.battle!.round}: the British ships' moves` }] };
      case 'battle-red': return { kind: 'battle-red', label: `turn ${s.turn}: battle round ${s.battle!.round}, Red moves`, timing: 'reply',
        asks: [{ seat: 'red', kind: 'orders', form: 'orders', prompt: `battle round ${s.battle!.round}: the Bismarck's move` }] };
      case 'battle-chance': return { kind: 'battle-chance', label: `turn ${s.turn}: battle round ${s.battle!.round}, fire and chance`, timing: 'reply', asks: [] };
      case 'battle-reinforce': return { kind: 'battle-reinforce', label: `turn ${s.turn}: battle round ${s.battle!.round}, British arrivals`, timing: 'reply', asks: [] };
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
    'battle-blue': { steps: [battleBlue] },
    'battle-red': { steps: [battleRed] },
    'battle-chance': { steps: [battleChance] },
    'battle-reinforce': { steps: [battleReinforce] },
    close: { steps: [searchChance, victory, timeRecord] },
  },
};
