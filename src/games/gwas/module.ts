/**
 * Great War at Sea: The Mediterranean as a game module for the kernel: the turn is this
 * ordered list of steps, each citing its rules (4.0 Sequence of Play).
 */
import type { GameModule } from '../../kernel/turn.js';
import type { GwasData } from './data.js';
import type { GwasOrders } from './orders-types.js';
import type { GwasState } from './state.js';
import { weatherStep } from './steps/weather.js';
import { ordersStep } from './steps/orders.js';
import { movementStep } from './steps/movement.js';
import { contactStep } from './steps/contact.js';
import { battleStep } from './steps/battle.js';
import { portsStep } from './steps/ports.js';
import { victoryStep } from './steps/victory.js';

export const gwasModule: GameModule<GwasData, GwasState, GwasOrders> = {
  id: 'gwas-mediterranean',
  version: '0.1.0',
  sides: ['allied', 'central'],
  steps: [
    weatherStep, // 4.1 weather first: it limits this turn's movement (11.73) and contact (5.43)
    ordersStep, // 4.2 orders are written knowing the weather, before anything moves
    movementStep, // 4.3 all fleets move at once (5.3)
    contactStep, // 4.4 contacts only after every fleet has moved: paths cross in both directions
    battleStep, // 4.5 every contact is found before any battle (5.45)
    portsStep, // 11.3 a fleet stopped by contact never reached its port: count ports after contact
    victoryStep, // 4.6 last: conditions read the turn's final positions; advances the turn
  ],
  turnOf: (state) => state.turn,
  isOver: (state) => state.over,
};
