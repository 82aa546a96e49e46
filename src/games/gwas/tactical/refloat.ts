/**
 * 7.43 refloating (option `tactical`), in the Weather Phase: each grounded ship rolls one die
 * (its owner always wishes to refloat her: a standing order, nobody is asked); a 1 refloats her,
 * and one more die, plus 1 if she has no armour at all, halved rounding up, is the hull boxes the
 * grounding cost. A ship already unable to manoeuvre by damage stays so once afloat.
 */
import { sidesOnly } from '../../../kernel/events.js';
import { markHull } from '../combat/damage-boxes.js';
import type { GwasStep } from '../steps/step.js';
import { refloat } from '../unable.js';

export const refloatStep: GwasStep = {
  name: 'refloat',
  rule: '7.43',
  run(ctx) {
    const { data, state } = ctx;
    if (!state.options?.tactical) return;
    for (const ship of Object.values(state.ships).sort((a, b) => (a.id < b.id ? -1 : 1))) {
      if (ship.sunk || !ship.aground || ship.beached) continue; // 7.44: a beached ship is never refloated
      const r = ctx.roll({
        table: 'refloating (7.43)', purpose: 'a grounded ship refloats on a 1', audience: sidesOnly(ship.side),
        stream: `refloat:${ship.fleet}`, rule: '7.43', read: (t) => (t === 1 ? 'refloated' : 'still aground'),
      });
      if (r.total !== 1) {
        ctx.emit({ type: 'gwas.refloat', audience: sidesOnly(ship.side), rule: '7.43', data: { ship: ship.id, refloated: false, roll: r.eventSeq } });
        continue;
      }
      const cls = data.ships[ship.id];
      const bare = (['hull', 'primary', 'secondary', 'tertiary'] as const).every((l) => [...(cls.boxes[l] ?? '')].every((b) => b === 'N'));
      const mods = bare ? [{ name: 'no armour protection', value: 1, rule: '7.43' }] : [];
      const dmg = ctx.roll({
        table: 'grounding damage (7.43)', purpose: 'hull boxes lost in grounding: half the die, rounded up', audience: sidesOnly(ship.side),
        modifiers: mods, stream: `refloat:${ship.fleet}`, rule: '7.43', read: (t) => `${Math.ceil(t / 2)} hull`,
      });
      const boxes = Math.ceil(dmg.total / 2);
      markHull(data, ship, boxes);
      refloat(ship); // 7.43: damage, old or from these hull boxes, or an empty bunker still holds her
      ctx.emit({ type: 'gwas.refloat', audience: sidesOnly(ship.side), rule: '7.43', data: { ship: ship.id, refloated: true, hull: boxes, sunk: ship.sunk, roll: r.eventSeq, damageRoll: dmg.eventSeq } });
    }
  },
};
