/**
 * Battle damage and repairs (Call Away Repair Team 1-8): damage takes cards out of the ship's
 * deck, first from the department's pile and only then from the unplayed cards of the hand
 * (rule 1); repairs put them back. Where the rules do not say which card goes (a boiler or hull
 * hit "surrender[s] one Movement Card", Ahead or Turn), it is a draw from the shuffled NAV pile
 * (seam §4: "removal by damage, where the rules do not say which cards, is a draw").
 */
import { everyone } from '../../kernel/events.js';
import type { CardKind } from './data/types.js';
import { DEPARTMENT_OF, kindOf, MOVEMENT, pileId } from './cards.js';
import { nameOf, score, shipOf, type Ctx } from './context.js';
import type { ShipState } from './state.js';

/** Takes up to n cards of the given kinds out of a ship's deck (then hand) into `to`; returns how many. */
export function removeCards(ctx: Ctx, ship: string, kinds: readonly CardKind[], n: number, to: 'out' | 'lost', purpose: string): number {
  const piles = ctx.state.piles;
  const dept = DEPARTMENT_OF[kinds[0]] as 'nav' | 'ops' | 'eng';
  const deck = piles[pileId(ship, dept)];
  const dest = piles[pileId(ship, to)];
  let left = n;
  const inDeck = deck.cards.filter((c) => kinds.includes(kindOf(c)));
  if (inDeck.length > 0 && left > 0) {
    if (deck.cards.every((c) => kinds.includes(kindOf(c))) && new Set(inDeck.map(kindOf)).size > 1) {
      // Several kinds could go (Ahead or Turn): which is chance.
      ctx.cards.shuffle(deck, { purpose: `${purpose}: which cards go` });
      left -= ctx.cards.draw(deck, dest, Math.min(left, deck.cards.length), { purpose }).length;
    } else {
      // One kind only (a gun card, the scout cards): any of them is the same card.
      const take = inDeck.slice(0, left);
      ctx.cards.move(deck, dest, take, { purpose });
      left -= take.length;
    }
  }
  if (left > 0) {
    // Rule 1: "If no cards remain in the deck but are held by the player in his hand, then they
    // are removed from the hand": ours, the last to be turned go first.
    const hand = piles[pileId(ship, 'hand')];
    const line = ctx.state.lines?.[ship] ?? [];
    const fromHand = [...line].reverse().map((c) => c.id).filter((c) => hand.cards.includes(c) && kinds.includes(kindOf(c))).slice(0, left);
    if (fromHand.length > 0) {
      ctx.cards.move(hand, dest, fromHand, { purpose: `${purpose} (from the hand)` });
      if (ctx.state.lines) ctx.state.lines[ship] = line.filter((c) => !fromHand.includes(c.id));
      left -= fromHand.length;
    }
  }
  return n - left;
}

/** Returns up to n cards of the given kinds from the ship's `out` pile to their department (Repair 7). */
function restoreCards(ctx: Ctx, ship: string, kinds: readonly CardKind[], n: number, purpose: string): number {
  const out = ctx.state.piles[pileId(ship, 'out')];
  const back = out.cards.filter((c) => kinds.includes(kindOf(c))).slice(0, n);
  for (const c of back) ctx.cards.move(out, ctx.state.piles[pileId(ship, DEPARTMENT_OF[kindOf(c)] as 'nav' | 'ops' | 'eng')], [c], { purpose });
  return back.length;
}

export function sink(ctx: Ctx, ship: string, how: string): void {
  const st = ctx.state.ships[ship];
  if (st.sunk) return;
  st.sunk = true;
  score(ctx, ship, 'sunk');
  ctx.emit({ type: 'stb.sunk', audience: everyone, rule: 'Call Away Repair Team 5, 8', data: { ship, name: nameOf(ctx.data, ship), how } });
}

/** A torpedo, mine or collision hit (Repair 6, 8). */
export function hullHit(ctx: Ctx, ship: string, cause: string): void {
  const st = ctx.state.ships[ship];
  if (st.sunk) return;
  // Battle 1: "if HMS Hood was hit at any time during that hand": a torpedo, mine or collision is a hit too.
  st.hit = true;
  st.hull++;
  st.hullOpen++;
  score(ctx, ship, 'hull');
  ctx.emit({ type: 'stb.hull', audience: everyone, rule: 'Call Away Repair Team 6', data: { ship, cause, hull: st.hull } });
  // Rule 8: "ship can only withstand two hits total, regardless of repair status. Third hit sinks the ship!"
  if (st.hull >= ctx.data.tables.limits.hullSinksAt) { sink(ctx, ship, `hull hit ${st.hull}`); return; }
  removeCards(ctx, ship, MOVEMENT, 3, 'out', `${nameOf(ctx.data, ship)} flooding: three Movement Cards out (Repair 6)`);
}

/** One gun hit at a hit zone (Fire Main Batteries 5; Repair 2-5). */
export function gunHit(ctx: Ctx, ship: string, zone: 'fore' | 'aft' | 'plane' | 'boiler'): void {
  const st = ctx.state.ships[ship];
  if (st.sunk) return;
  st.hit = true;
  score(ctx, ship, 'hit');
  const data = shipOf(ctx.data, ship);
  if (zone === 'plane' && st.plane !== 'aboard') zone = 'boiler';
  if (zone === 'fore' || zone === 'aft') {
    const fore = data.turrets.fore;
    const group = zone === 'fore' ? [...Array(fore).keys()] : [...Array(data.turrets.aft).keys()].map((i) => i + fore);
    const turrets = group.length ? group : [...st.turrets.keys()];
    const t = turrets.find((i) => st.turrets[i] < 2);
    if (t === undefined) {
      // Repair 3: "Additional hits to a disabled turret have no effect."
      ctx.emit({ type: 'stb.hit', audience: everyone, rule: 'Call Away Repair Team 3', data: { ship, zone, effect: 'none' } });
      return;
    }
    st.turrets[t]++;
    const disabled = st.turrets[t] >= 2;
    ctx.emit({ type: 'stb.hit', audience: everyone, rule: 'Call Away Repair Team 3', data: { ship, zone, turret: t + 1, effect: disabled ? 'turret disabled' : 'turret hit' } });
    if (disabled) {
      score(ctx, ship, 'turret');
      removeCards(ctx, ship, ['guns'], 1, 'lost', `${data.name} turret ${t + 1} disabled: a Main Guns card surrendered (Repair 3)`);
    }
    return;
  }
  if (zone === 'plane') {
    st.plane = 'damaged';
    ctx.emit({ type: 'stb.hit', audience: everyone, rule: 'Call Away Repair Team 2', data: { ship, zone, effect: 'scout plane damaged' } });
    removeCards(ctx, ship, ['scout'], 99, 'out', `${data.name} scout plane damaged: every Scout Plane Ops card out (Repair 2)`);
    return;
  }
  st.boiler++;
  const limits = ctx.data.tables.limits;
  ctx.emit({ type: 'stb.hit', audience: everyone, rule: 'Call Away Repair Team 4', data: { ship, zone, boiler: st.boiler, effect: 'boiler hit' } });
  // Rule 5: "If the fire is not put out, the eighth boiler hit sinks the ship!": only while the
  // fire burns. Put out, the boiler still has more than six unrepaired hits, so the next hit
  // starts a fire again (ours: the seventh hit's rule read as "beyond six").
  if (st.boiler >= limits.boilerSinksAt && st.fire) { sink(ctx, ship, `boiler hit ${st.boiler} with the fire burning`); return; }
  if (st.boiler >= limits.fireAt && !st.fire) {
    st.fire = true;
    score(ctx, ship, 'fire');
    ctx.emit({ type: 'stb.fire', audience: everyone, rule: 'Call Away Repair Team 5', data: { ship } });
  }
  removeCards(ctx, ship, MOVEMENT, 1, 'out', `${data.name} boiler hit: a Movement Card out (Repair 4)`);
}

/**
 * A scout plane aloft hit by gunfire (Fire Main Batteries 3; Scout Plane Operations 4; Call Away
 * Repair Team 2): damaged, it "cannot spot until recovered, repaired, and launched again" and its
 * ship's Scout Plane Ops cards go out (ours: it comes down by its ship, and the Repair card that
 * fixes it recovers it, as for a plane damaged aboard); shot down, it is destroyed and the cards
 * are discarded for good.
 */
export function planeHit(ctx: Ctx, ship: string, result: 'damaged' | 'down'): void {
  const st = ctx.state.ships[ship];
  if (st.plane !== 'aloft') return;
  const name = nameOf(ctx.data, ship);
  st.planeAt = null;
  st.plane = result === 'down' ? 'lost' : 'damaged';
  ctx.emit({ type: 'stb.scout', audience: everyone, rule: 'Scout Plane Operations 4; Call Away Repair Team 2', data: { ship, effect: result === 'down' ? 'shot down' : 'damaged by gunfire, down by her ship' } });
  if (result === 'down') removeCards(ctx, ship, ['scout'], 99, 'lost', `${name}'s scout plane destroyed: every Scout Plane Ops card discarded for good (Repair 2)`);
  else removeCards(ctx, ship, ['scout'], 99, 'out', `${name}'s scout plane damaged: every Scout Plane Ops card out (Repair 2)`);
}

/** What a repair team works on when its order does not say: the worst danger first (ours). */
export function defaultRepair(st: ShipState): 'fire' | 'hull' | 'boiler' | 'plane' | null {
  if (st.fire) return 'fire';
  if (st.hullOpen > 0) return 'hull';
  if (st.boiler > 0) return 'boiler';
  if (st.plane === 'damaged') return 'plane';
  return null;
}

/** One Repair card played (Call Away Repair Team 2, 4, 5, 6, 7, 8). */
export function repair(ctx: Ctx, ship: string, wanted: 'fire' | 'hull' | 'boiler' | 'plane' | undefined): void {
  const st = ctx.state.ships[ship];
  const what = wanted ?? defaultRepair(st);
  const need = ctx.data.tables.repairs;
  const tell = (effect: string) => ctx.emit({ type: 'stb.repair', audience: everyone, rule: 'Call Away Repair Team 7', data: { ship, what: what ?? 'nothing', effect } });
  if (what === null) { tell('nothing to repair'); return; }
  const damaged = what === 'fire' ? st.fire : what === 'hull' ? st.hullOpen > 0 : what === 'boiler' ? st.boiler > 0 : st.plane === 'damaged';
  if (!damaged) { tell('nothing to repair'); return; }
  // Rule 5: "The fire must be put out before any repairs to restore Movement Cards."
  if (st.fire && (what === 'boiler' || what === 'hull')) { tell('the fire must be put out first'); return; }
  st.repair[what]++;
  if (st.repair[what] < need[what]) { tell(`${st.repair[what]} of ${need[what]} repair cards`); return; }
  st.repair[what] = 0;
  const name = nameOf(ctx.data, ship);
  if (what === 'fire') { st.fire = false; tell('fire out'); return; }
  if (what === 'plane') {
    st.plane = 'aboard';
    restoreCards(ctx, ship, ['scout'], 99, `${name} scout plane repaired: Scout Plane Ops cards back (Repair 2)`);
    tell('scout plane repaired');
    return;
  }
  if (what === 'boiler') {
    st.boiler--;
    restoreCards(ctx, ship, MOVEMENT, 1, `${name} boiler repaired: a Movement Card back (Repair 7)`);
    tell('boiler repaired');
    return;
  }
  st.hullOpen--;
  // Rule 8: "lose 3, repair restores 2": the third stays out for good.
  restoreCards(ctx, ship, MOVEMENT, 2, `${name} hull repaired: two Movement Cards back (Repair 7, 8)`);
  const out = ctx.state.piles[pileId(ship, 'out')];
  const gone = out.cards.find((c) => MOVEMENT.includes(kindOf(c)));
  if (gone) ctx.cards.move(out, ctx.state.piles[pileId(ship, 'lost')], [gone], { purpose: `${name}: buoyancy lost for good, one Movement Card discarded (Repair 8)` });
  tell('hull repaired');
}
