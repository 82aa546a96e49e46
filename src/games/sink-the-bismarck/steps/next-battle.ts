/**
 * An extended game (campaign option `extended`; Swordfish Air Attacks 1: "the second half of an
 * extended game"): when Battle 1 ends, Battle 2 is set up on the same table and played on, the
 * hands running on as turns. Sequence of Play, Battle 2:
 * - "Bismarck's status remains as it was at the end of the previous battle (damage, ammo expended,
 *   fuel remaining, etc.)": a ship of both battles keeps her Status Sheet and her deck as damage
 *   and repair left it (cards out, cards lost, repairs under way, the Send Signals card if spent);
 * - "HMS King George V and HMS Rodney start with fresh Status Sheets", their decks as dealt at the
 *   start (state.ts builds them then, so every pile is in the opening state);
 * - "place Bismarck ... Fifteen units off Bismarck's bow place HMS King George V": the scenario's
 *   places; "All scout planes begin on deck": a plane aloft is taken aboard, a damaged or lost
 *   plane stays so (its damage is status);
 * - "Remove the Ahead Full cards from Bismarck's deck": from her NAV pile and from the cards out
 *   for damage, to the lost pile;
 * - the other ships of Battle 1 leave the table (Prinz Eugen "detached"; history); so do the
 *   mine fields laid there (To Start 8: mine fields are laid for a battle). Points run on
 *   (Winning: the damage inflicted "in the time allotted").
 * Played only when every ship carried over is afloat: with Bismarck sunk there is no Battle 2.
 */
import { everyone } from '../../../kernel/events.js';
import { COMMANDERS, kindOf, pileId, type CommanderRole } from '../cards.js';
import { nameOf, shipOf, type Ctx } from '../context.js';
import { freshShip, SIDES } from '../state.js';

export function nextBattle(ctx: Ctx, scenario: string, reason: string): boolean {
  const s = ctx.state;
  const d = ctx.data;
  const sc = d.scenarios.find((x) => x.id === scenario);
  if (!sc) return false;
  const carried = Object.keys(s.ships).filter((id) => sc.ships[id]);
  if (carried.length === 0 || carried.some((id) => s.ships[id].sunk)) return false;
  const left = Object.keys(s.ships).filter((id) => !sc.ships[id]);
  for (const id of left) { delete s.ships[id]; delete s.commanders[id]; }
  for (const side of SIDES) for (const role of COMMANDERS as readonly CommanderRole[]) {
    const ship = sc.commanders[side][role];
    if (ship) s.commanders[ship] = `${side}/${role}`;
  }
  for (const ship of d.ships.filter((x) => sc.ships[x.id])) {
    const at = sc.ships[ship.id];
    const st = s.ships[ship.id];
    if (!st) { s.ships[ship.id] = freshShip(d, ship, at, s.options); if (!s.commanders[ship.id]) s.commanders[ship.id] = `${ship.side}/admiral`; continue; }
    Object.assign(st, { x: at.x, y: at.y, heading: at.heading, smoke: false, hit: false, turns: 0 });
    if (st.plane === 'aloft') { st.plane = 'aboard'; st.planeAt = null; }
  }
  for (const [ship, kinds] of Object.entries(sc.removeCards ?? {})) {
    if (!carried.includes(ship)) continue;
    for (const from of ['nav', 'ops', 'eng', 'out'] as const) {
      const pile = s.piles[pileId(ship, from)];
      const gone = pile.cards.filter((c) => kinds.includes(kindOf(c)));
      if (gone.length) ctx.cards.move(pile, s.piles[pileId(ship, 'lost')], gone, { purpose: `${nameOf(d, ship)}: ${[...new Set(gone.map(kindOf))].join(', ')} cards removed from her deck for ${sc.name} (Battle 2)`, rule: 'Sequence of Play, Battle 2' });
    }
  }
  s.mines = [];
  s.torpedoes = [];
  s.scenario = sc.id;
  s.battleStart = s.turn;
  ctx.emit({ type: 'stb.battle', audience: everyone, rule: 'Sequence of Play, Battle 2', data: { scenario: sc.id, name: sc.name, after: reason, carried, left: left.map((id) => shipOf(d, id).name) } });
  return true;
}
