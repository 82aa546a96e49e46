/** The JSON Schema of a side's orders (orders-types.ts), as an object: the game reads no file. */
const zone = { type: 'string', pattern: '^[A-Z][1-9][0-9]?$' } as const;
const id = { type: 'string', pattern: '^[A-Za-z0-9]+(-[a-z0-9]+)*$' } as const;
const type = { enum: ['battleship', 'cruiser', 'carrier'] } as const;
/** 9.4: the action a waiting force reinforces, by the enemy's general type in it, or the first. */
const choice = { enum: ['first', 'battleship', 'cruiser', 'carrier'] } as const;

export const B79_ORDERS_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Bismarck (1979) orders',
  type: 'object',
  additionalProperties: false,
  properties: {
    game: { const: 'bismarck1979' },
    side: { enum: ['british', 'german'] },
    seat: { type: 'string' },
    campaign: { type: 'string' },
    turn: { type: 'integer', minimum: 1 },
    exchange: { type: 'integer', minimum: 1 },
    salt: { type: 'string', maxLength: 200 },
    taskForces: {
      type: 'object', additionalProperties: false,
      properties: { form: { type: 'array', items: { type: 'array', items: id, minItems: 2 } }, break: { type: 'array', items: id } },
    },
    ships: {
      type: 'object',
      additionalProperties: {
        type: 'object', additionalProperties: false,
        properties: { move: { type: 'array', items: zone, maxItems: 5 }, patrol: { type: 'boolean' }, follow: { type: 'boolean' }, convoy: { enum: ['stay', 'break'] } },
      },
    },
    air: {
      type: 'object',
      additionalProperties: {
        type: 'object', additionalProperties: false,
        properties: { mode: { enum: ['movement', 'patrol', 'attack', 'reconnaissance'] }, move: { type: 'array', items: zone, maxItems: 12 } },
      },
    },
    waiveSearch: { type: 'array', items: zone },
    shadow: { type: 'object', additionalProperties: id },
    airAttack: { type: 'object', additionalProperties: false, properties: { target: type, strike: { type: 'boolean' } } },
    battle: {
      type: 'object', additionalProperties: false,
      properties: {
        attack: { type: 'boolean' }, attackWith: { enum: ['battleship', 'cruiser'] }, accept: { type: 'boolean' }, range: { enum: ['close', 'keep', 'open'] }, target: type,
        withdrawAtMidships: { type: 'integer', minimum: 0, maximum: 20 }, withdrawAfterRound: { type: 'integer', minimum: 0, maximum: 50 },
        reinforce: { type: 'boolean' },
        actions: { type: 'integer', minimum: 1, maximum: 4 },
        reinforceAgainst: choice,
        record: { type: 'object', propertyNames: id, additionalProperties: choice },
      },
    },
    convoy: { enum: ['attack', 'ignore'] },
    announce: {
      type: 'object', additionalProperties: false,
      properties: {
        attacks: { type: 'object', propertyNames: zone, additionalProperties: {
          type: 'object', additionalProperties: false,
          properties: { attack: { type: 'boolean' }, with: { enum: ['battleship', 'cruiser'] }, target: type, actions: { type: 'integer', minimum: 1, maximum: 4 } },
        } },
        accept: { type: 'boolean' },
      },
    },
    round: {
      type: 'object', additionalProperties: false,
      properties: { range: { enum: ['close', 'keep', 'open'] }, target: type, reinforce: { type: 'boolean' }, withdraw: { type: 'array', items: id } },
    },
  },
} as const;
