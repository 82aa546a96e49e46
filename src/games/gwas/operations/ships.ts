/**
 * Ship capabilities outside battle: who may fire (10.23 merchant searches, 11.73 weather limits)
 * and who may tow whom (11.21).
 */
import type { ShipClassData, ShipType } from '../data/types.js';
import type { GwasData } from '../data.js';
import type { ShipState } from '../state.js';

/** 11.73: squall (4) and storm (5) allow no secondary, tertiary or torpedo fire; a gale (6) also silences destroyers. */
export function ableToFire(data: GwasData, ship: ShipState, weatherLevel: number): boolean {
  if (ship.sunk) return false;
  const cls = data.ships[ship.id];
  if (!cls) return false;
  const left = (loc: 'primary' | 'secondary' | 'tertiary' | 'torpedo') => {
    const boxes = cls.boxes[loc].length;
    return boxes === 0 || ship.damage[loc] < boxes;
  };
  const destroyer = cls.type === 'DD' || cls.type === 'TB';
  const guns = (['primary', 'secondary', 'tertiary'] as const).some((loc) => {
    if (cls.gunnery[loc] <= 0 || !left(loc)) return false;
    if (weatherLevel >= 4 && loc !== 'primary') return false;
    if (weatherLevel >= 6 && destroyer) return false;
    return true;
  });
  const torpedoes = Boolean(cls.torpedo && cls.torpedo.value > 0 && !ship.torpedoesFired && left('torpedo')) && weatherLevel < 4;
  return guns || torpedoes;
}

/**
 * 11.21 size classes for towing: 4 battleship (BB, B, BC, BCV, and CV as a battleship); 3 armoured
 * cruiser (CA, and CVS, CD, merchant ships AP/F, auxiliaries AO and AMC as armoured cruisers);
 * 2 light cruiser; 1 destroyer (DD, TB, DL, GB, ML, MS, DR as destroyers). Submarines and motor
 * torpedo boats neither tow nor are towed (0). "Equal or greater size": a light cruiser, which
 * the rule does not name as a tower, tows light cruisers and destroyers.
 */
const TOW_CLASS: Record<ShipType, number> = {
  BB: 4, B: 4, BC: 4, BCV: 4, CV: 4,
  CA: 3, CVS: 3, CD: 3, AP: 3, F: 3, AO: 3, AMC: 3,
  CL: 2,
  DL: 1, DD: 1, TB: 1, GB: 1, ML: 1, MS: 1, DR: 1,
  SS: 0, MTB: 0,
};

export function towClass(cls: ShipClassData): number {
  return TOW_CLASS[cls.type] ?? 0;
}

/** 11.21: may `tower` tow `towed`? (Classes only; the caller checks that the tower can move.) */
export function mayTow(tower: ShipClassData, towed: ShipClassData): boolean {
  const a = towClass(tower);
  const b = towClass(towed);
  return a > 0 && b > 0 && a >= b;
}

export function isDestroyerForWeather(cls: ShipClassData): boolean {
  return cls.type === 'DD' || cls.type === 'TB';
}
