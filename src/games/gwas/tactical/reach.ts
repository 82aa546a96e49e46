/** 7.6, 7.7: how far a ship's guns reach on the tactical map, from its printed values. */
import type { ShipClassData } from '../data/types.js';

/**
 * 7.7: 11 or more points of primary firepower (not French ships), and the British Furious, mount
 * guns that reach 4 hexes. "11 or more points" is read on the printed value: damage takes guns
 * away, not their calibre. Furious is not in our roster; the exception is kept for a data set
 * that has her.
 */
export function largeCalibre(cls: ShipClassData): boolean {
  return cls.id === 'furious' || (cls.gunnery.primary >= 11 && cls.nation !== 'france');
}

/** The longest reach of the ship's printed guns in hexes: 4, 3 primary, 2 secondary, 1 tertiary, else 0. */
export function gunReach(cls: ShipClassData): number {
  if (largeCalibre(cls)) return 4;
  return cls.gunnery.primary ? 3 : cls.gunnery.secondary ? 2 : cls.gunnery.tertiary ? 1 : 0;
}
