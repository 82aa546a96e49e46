/**
 * Bismarck (1979) order diagnostics: stable codes BM7900–BM7999, each with its rule section. The
 * message of each is composed where the check raises it (it names the ship, zone or contact), so
 * a code carries a title. Codes never change meaning; retire one rather than reuse it.
 */
import { defineCodes } from '../../codes/registry.js';

export const B79_CODES = defineCodes('bismarck1979', {
  BM7901: { severity: 'error', rule: '5.1', title: 'unknown ship or task force' },
  BM7902: { severity: 'error', rule: '5.1', title: 'ship not at sea or not yours' },
  BM7903: { severity: 'error', rule: '2.2', title: 'unknown zone' },
  BM7904: { severity: 'error', rule: '5.1', title: 'zones not adjacent for a ship' },
  BM7905: { severity: 'error', rule: '5.1', title: 'not a zone with a grid-coordinate' },
  BM7906: { severity: 'error', rule: '5.1', title: 'German ships may not enter the Irish Sea or a British port' },
  BM7907: { severity: 'error', rule: '5.1', title: 'more zones than the ship may move' },
  BM7908: { severity: 'error', rule: '5.1', title: 'two zones in consecutive turns' },
  BM7909: { severity: 'error', rule: '5.21', title: 'no fuel factor left for a two-zone move' },
  BM7910: { severity: 'error', rule: '5.2', title: "emergency movement only in 'C' turns" },
  BM7911: { severity: 'error', rule: '5.3', title: 'a ship on patrol cannot move' },
  BM7912: { severity: 'error', rule: '5.31', title: 'aircraft carriers cannot patrol' },
  BM7913: { severity: 'error', rule: '5.41', title: 'task force ships must share a zone' },
  BM7914: { severity: 'error', rule: '5.44', title: 'a ship in a task force moves with its task force' },
  BM7915: { severity: 'error', rule: '4.5', title: 'this ship may not move this turn' },
  BM7916: { severity: 'error', rule: '5.2', title: 'a carrier launching air units cannot move two zones' },
  BM7917: { severity: 'warning', rule: '5.3', title: 'a follow order that will not be read (8.24)' },
  BM7920: { severity: 'error', rule: '6.1', title: 'unknown air unit' },
  BM7921: { severity: 'error', rule: '6.4', title: 'air unit not available' },
  BM7922: { severity: 'error', rule: '6.13', title: 'air zones not consecutive' },
  BM7923: { severity: 'error', rule: '6.13', title: 'more zones than the air unit may fly' },
  BM7924: { severity: 'error', rule: '6.12', title: 'German air units may not cross two zones of Great Britain in a row' },
  BM7925: { severity: 'error', rule: '2.43', title: 'mode not available to this air unit' },
  BM7926: { severity: 'error', rule: '6.31', title: "a bomber's mode is fixed once aloft" },
  BM7927: { severity: 'warning', rule: '6.21', title: 'the air unit cannot reach its base within its endurance' },
  BM7930: { severity: 'error', rule: '8.13', title: 'unknown contact' },
  BM7931: { severity: 'error', rule: '8.13', title: "the shadowing unit is not in the contact's zone" },
  BM7932: { severity: 'error', rule: '8.11', title: 'only the British player shadows' },
  BM7933: { severity: 'error', rule: '8.13', title: 'aircraft carriers cannot shadow' },
  BM7934: { severity: 'warning', rule: '8.1', title: 'the shadowing ship may be too slow' },
  BM7935: { severity: 'error', rule: '8.13', title: 'one unit shadows one force' },
  BM7936: { severity: 'warning', rule: '4.3', title: 'shadow orders are read only in the shadow exchange' },
  BM7940: { severity: 'warning', rule: '7.2', title: 'waived search of a zone not searched anyway' },
  BM7941: { severity: 'warning', rule: '10.1', title: 'only the German player attacks convoys' },
  BM7950: { severity: 'warning', rule: '9.2', title: 'announce and round orders are read only in their own exchanges' },
  BM7951: { severity: 'error', rule: '9.2', title: 'no attack is possible for you in that zone' },
  BM7952: { severity: 'error', rule: '9.9', title: 'not one of your ships in this battle' },
  BM7953: { severity: 'error', rule: '9.4', title: 'a reinforcement record for a force that is not yours' },
});

export type B79Code = keyof typeof B79_CODES;
