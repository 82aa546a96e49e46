/**
 * Great War at Sea order diagnostics: stable codes, each with its rule section.
 * Codes never change meaning once released; retire a code rather than reuse it.
 *
 * The message of each is composed where the check raises it (it names the fleet, zone or ship),
 * so a code carries a title, not a template. The table lives with the game and is registered in
 * the one registry of codes (issue 11 §6), which lists it in docs/codes.md.
 */
import { defineCodes } from '../../codes/registry.js';

export interface GwasCode {
  readonly severity: 'error' | 'warning';
  readonly rule: string;
  readonly title: string;
  readonly retired?: { readonly since: string; readonly replacedBy?: string };
}

/**
 * The orders' header (game, side, turn, campaign) is checked by the shared header check
 * (src/orders/header.ts; seam §6), with one code per meaning for every game.
 */
const HEADER_CHECK_SHARED = '0.2.0';

export const GWAS_CODES = defineCodes('gwas', {
  GW2001: { severity: 'error', rule: '4.2', title: 'orders for the other side', retired: { since: HEADER_CHECK_SHARED, replacedBy: 'ADM1051' } },
  GW2002: { severity: 'error', rule: '4.2', title: 'orders for a turn that is not the current turn', retired: { since: HEADER_CHECK_SHARED, replacedBy: 'ADM1052' } },
  GW2003: { severity: 'error', rule: '4.2', title: 'the scenario has ended', retired: { since: HEADER_CHECK_SHARED, replacedBy: 'ADM1053' } },
  GW2010: { severity: 'error', rule: '5.0', title: 'unknown fleet' },
  GW2011: { severity: 'error', rule: '5.0', title: 'fleet no longer in play' },
  GW2020: { severity: 'error', rule: '5.23', title: 'new mission before six turns in a friendly port' },
  GW2021: { severity: 'error', rule: '5.2', title: 'ship type not allowed on this mission' },
  GW2022: { severity: 'error', rule: '5.26', title: 'only one Raid fleet per scenario' },
  GW2023: { severity: 'error', rule: '5.2', title: 'Escort mission needs the escorted fleet' },
  GW2024: { severity: 'warning', rule: '13.52', title: 'minelaying by a ship that is not a minelayer' },
  GW2030: { severity: 'error', rule: '5.2', title: 'escorted fleet not with this fleet' },
  GW2031: { severity: 'error', rule: '5.2', title: 'an Escort fleet moves with the fleet it escorts' },
  GW2040: { severity: 'error', rule: '5.1', title: 'plot for a past turn' },
  GW2041: { severity: 'error', rule: '5.1', title: 'plot beyond the last turn' },
  GW2042: { severity: 'error', rule: '5.2', title: 'plotted too far ahead' },
  GW2043: { severity: 'error', rule: '5.2', title: 'changes a turn already plotted' },
  GW2044: { severity: 'error', rule: '5.2', title: 'plan fixed before the scenario began' },
  GW2045: { severity: 'error', rule: '5.2', title: 'Abort re-plots from two turns ahead' },
  GW2046: { severity: 'error', rule: '5.2', title: 'whole plan must be recorded before the start' },
  GW2047: { severity: 'error', rule: '4.2', title: 'box closed by the plotting delay (left blank: the fleet stays)' },
  GW2050: { severity: 'error', rule: '5.1', title: 'not a sea zone' },
  GW2051: { severity: 'error', rule: '5.1', title: 'zones not adjacent' },
  GW2052: { severity: 'error', rule: '5.1', title: 'too many zones for the fleet speed' },
  GW2053: { severity: 'warning', rule: '11.73', title: 'weather slows destroyers and torpedo boats' },
  GW2054: { severity: 'error', rule: '11.3', title: 'unknown port' },
  GW2055: { severity: 'error', rule: '11.3', title: 'port not in the zone reached' },
  GW2056: { severity: 'error', rule: '11.33', title: 'enemy or neutral major base' },
  GW2057: { severity: 'error', rule: '10.2', title: 'only Raid fleets search for merchants' },
  GW2058: { severity: 'error', rule: '10.21', title: 'search and movement together exceed speed' },
  GW2059: { severity: 'error', rule: '11.1', title: 'bombardment needs the Bombardment mission and no movement' },
  GW2060: { severity: 'error', rule: '11.5', title: 'loading needs a Transport fleet that does not move' },
  GW2061: { severity: 'error', rule: '5.25', title: 'Divide needs a divide list' },
  GW2062: { severity: 'error', rule: '5.24', title: 'Pursuit only after a battle' },
  GW2063: { severity: 'error', rule: '5.1', title: 'movement after entering port' },
  GW2064: { severity: 'warning', rule: '11.3', title: 'the fleet may enter this neutral port' },
  GW2065: { severity: 'warning', rule: '7.37', title: 'a plot written earlier no longer joins up' },
  GW2066: { severity: 'error', rule: '10.21', title: 'two searches in one box' },
  GW2067: { severity: 'warning', rule: '11.3', title: 'the fleet enters an enemy minor port' },
  GW2070: { severity: 'error', rule: '5.2', title: 'Abort route is not the shortest way home' },
  GW2071: { severity: 'error', rule: '5.2', title: 'Abort plan does not reach a home port' },
  GW2072: { severity: 'error', rule: '5.2', title: 'Abort fleet stays or dawdles on its way home' },
  GW2080: { severity: 'error', rule: '5.25', title: 'only Raid or Intercept fleets may divide' },
  GW2081: { severity: 'error', rule: '5.25', title: 'ship not in this fleet' },
  GW2082: { severity: 'error', rule: '5.25', title: 'divide leaves no ships behind' },
  GW2083: { severity: 'error', rule: '5.25', title: 'fleet id already in use' },
  GW2084: { severity: 'error', rule: '5.2', title: 'more than four ships of several nationalities' },
  GW2085: { severity: 'error', rule: '5.25', title: 'a new fleet moves from the next turn' },
  GW2090: { severity: 'error', rule: '5.22', title: 'cannot merge that fleet' },
  GW2091: { severity: 'error', rule: '5.22', title: 'merged fleets must share a zone' },
  GW2092: { severity: 'error', rule: '5.22', title: 'merged fleets must share a mission' },
  GW2093: { severity: 'warning', rule: '5.22', title: 'the orders of a fleet merged away are dropped' },
  GW2094: { severity: 'error', rule: '4.2', title: 'orders for another campaign', retired: { since: HEADER_CHECK_SHARED, replacedBy: 'ADM1055' } },
  GW2095: { severity: 'warning', rule: '6.1', title: 'unknown target priority' },
  GW2301: { severity: 'warning', rule: '6.1', title: 'target priority names one of your own ships' },
  GW2302: { severity: 'warning', rule: '6.2', title: 'disengageAt has no effect without disengage when-damaged' },
  GW2401: { severity: 'error', rule: '11.21', title: 'towed ship not in this fleet' },
  GW2402: { severity: 'error', rule: '11.21', title: 'only a ship unable to manoeuvre is towed' },
  GW2403: { severity: 'error', rule: '11.21', title: 'towing ship not with the tow' },
  GW2404: { severity: 'error', rule: '11.21', title: 'towing ship too small' },
  GW2405: { severity: 'error', rule: '11.21', title: 'towing ship cannot tow' },
  GW2406: { severity: 'error', rule: '11.5', title: 'loading or unloading outside a coastal zone' },
  GW2407: { severity: 'warning', rule: '11.5', title: 'a failed landing cannot be resumed' },
  GW2408: { severity: 'error', rule: '5.24', title: 'only Intercept or Raid fleets pursue' },
  GW2409: { severity: 'warning', rule: '10.22', title: 'no enemy merchant traffic to search' },
  GW2410: { severity: 'error', rule: '11.1', title: 'bombardment outside a coastal zone' },
  GW2411: { severity: 'error', rule: '8.5', title: 'scuttled ship not in this fleet' },
  GW2412: { severity: 'error', rule: '11.26', title: 'released ship not a disabled ship of this fleet' },
  GW2413: { severity: 'error', rule: '11.25', title: 'tow fleet id not new or not formed from this fleet' },
  GW2501: { severity: 'error', rule: '12.0', title: 'Fuel box in a campaign without the fuel option' },
  GW2502: { severity: 'error', rule: '12.4', title: 'a fleet refuelling does not move that turn' },
  GW2503: { severity: 'error', rule: '12.3', title: 'refuelling only in a port where the side may refuel' },
  GW2504: { severity: 'warning', rule: '12.2', title: 'a ship without fuel cannot move' },
  GW2505: { severity: 'warning', rule: '12.2', title: 'the plan runs a ship out of fuel' },
  GW2506: { severity: 'error', rule: '12.2', title: 'a plan recorded to the end runs a ship out of fuel' },
  GW2508: { severity: 'error', rule: '12.5', title: 'refuelling from a collier or oiler only in a coastal zone' },
  GW2510: { severity: 'error', rule: '12.5', title: 'a collier or oiler may not enter a zone holding an enemy port' },
  GW2601: { severity: 'error', rule: '13.0', title: 'Mine, Detect or Sweep box in a campaign without the mines option' },
  GW2602: { severity: 'error', rule: '13.31', title: 'minelaying needs a Minelaying fleet with a ship able to lay mines' },
  GW2603: { severity: 'error', rule: '13.31', title: 'laying, detecting or sweeping mines needs a turn without moving' },
  GW2604: { severity: 'error', rule: '13.1', title: 'a minefield lies on a boundary of the fleet\'s zone' },
  GW2605: { severity: 'error', rule: '13.34', title: 'minefield more than three zones from the coast' },
  GW2606: { severity: 'error', rule: '13.71', title: 'detecting or sweeping needs a Minesweeping fleet with a minesweeper' },
  GW2607: { severity: 'error', rule: '13.35', title: 'a minefield is made active no earlier than it is laid' },
  GW2608: { severity: 'error', rule: '13.51', title: 'no ship of the fleet carries mines to jettison' },
  GW2609: { severity: 'error', rule: '13.51', title: 'jettisoning mines puts the fleet on Abort' },
  GW2901: { severity: 'warning', rule: '7.0', title: 'a tactical battle order in a campaign that fights Basic Combat' },
  GW2902: { severity: 'error', rule: '7.6', title: 'closeTo and keepAt together' },
  GW2903: { severity: 'warning', rule: '7.6', title: 'no gun of the fleet reaches the distance it keeps' },
  GW2904: { severity: 'warning', rule: '7.33', title: 'turnAway after more hull boxes than the fleet has' },
} as const satisfies Record<string, GwasCode>);

export type GwasCodeId = keyof typeof GWAS_CODES;
