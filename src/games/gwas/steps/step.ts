import type { StepContext, TurnStep } from '../../../kernel/turn.js';
import type { GwasData } from '../data.js';
import type { GwasOrders } from '../orders-types.js';
import type { GwasState } from '../state.js';

export type GwasStep = TurnStep<GwasData, GwasState, GwasOrders>;
export type GwasContext = StepContext<GwasData, GwasState, GwasOrders>;
