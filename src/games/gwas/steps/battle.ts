/**
 * 4.5 Tactical Phase; 5.45–5.46, 6.0. All contacts are resolved before any battle (5.45), so
 * contacts in one zone form one battle, several fleets of a side fighting together.
 *
 * Basic Combat (6.0–6.5) and damage (8.0–8.7) are the battle issue's work. Until it lands, this
 * step records each battle and tells every side in it that the battle is pending: the fleets
 * stay in the contact zone (5.41) and may re-plot as after a battle (7.37).
 */
import { sidesOnly, umpireOnly } from '../../../kernel/events.js';
import type { GwasStep } from './step.js';

export const battleStep: GwasStep = {
  name: 'battle',
  rule: '4.5, 5.45, 6.0',
  run(ctx) {
    const byZone = new Map<string, string[]>();
    for (const c of ctx.state.contacts) byZone.set(c.zone, [...(byZone.get(c.zone) ?? []), c.id]);
    for (const [zone, contacts] of [...byZone].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const records = ctx.state.contacts.filter((c) => contacts.includes(c.id));
      const fleets = {
        allied: [...new Set(records.flatMap((r) => r.fleets.allied))].sort(),
        central: [...new Set(records.flatMap((r) => r.fleets.central))].sort(),
      };
      for (const side of ['allied', 'central'] as const) {
        ctx.emit({
          type: 'gwas.battle-pending',
          audience: sidesOnly(side),
          data: { zone, contacts, own: fleets[side], note: 'Basic Combat (6.0) is not yet refereed by this version: the battle is recorded, the fleets stay in contact, and may re-plot (7.37).' },
        });
      }
      ctx.emit({ type: 'gwas.battle-umpire', audience: umpireOnly, data: { zone, contacts, fleets } });
    }
  },
};
