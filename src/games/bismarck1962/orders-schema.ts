/** The JSON Schema of both sides' orders (orders-types.ts): the shape only; the rules are checked in check.ts. */
const zones = { type: 'array', items: { type: 'string' }, maxItems: 12 };

export const B62_ORDERS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    game: { type: 'string' },
    campaign: { type: 'string' },
    side: { type: 'string' },
    seat: { type: 'string' },
    turn: { type: 'integer', minimum: 1 },
    exchange: { type: 'integer', minimum: 1 },
    salt: { type: 'string' },
    bismarck: { type: 'object', additionalProperties: false, properties: { move: zones } },
    ships: { type: 'object', additionalProperties: zones },
    call: { oneOf: [{ const: 'all' }, { type: 'array', items: { type: 'string', pattern: '^[A-Z]-[1-9]$' }, maxItems: 64 }] },
    'search-chance': { type: 'boolean' },
    battle: {
      type: 'object', additionalProperties: false,
      properties: {
        approach: { enum: ['close', 'hold-b', 'evade'] },
        facing: { enum: ['broadside', 'bow', 'stern'] },
        chance: { oneOf: [{ enum: ['never', 'always'] }, { type: 'integer', minimum: 1, maximum: 10 }] },
        target: { type: 'string' },
        place: { enum: ['north', 'northeast', 'east', 'southeast', 'south', 'southwest', 'west', 'northwest'] },
        join: { type: 'boolean' },
      },
    },
  },
} as const;
