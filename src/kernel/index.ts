export * from './events.js';
export * from './rng.js';
export * from './turn.js';
export * from './exchange.js';
export * from './exchange-key.js';
export * from './canonical.js';
export * from './rng-legacy.js';
export * from './seats.js';
