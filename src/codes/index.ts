/**
 * The shared code tables (ADM and ML). Importing this module registers them; game tables are
 * registered by their game's own module (src/games/<id>/codes.ts), loaded with the game.
 */
export { ordersCodes, cliCodes, pipelineCodes, fairplayCodes, type AdmCode, type OrdersCode } from './adm.js';
export { mailCodes, configCodes, mailMessage, type MailCode, type ConfigCode, type MlCode } from './ml.js';
import type { AdmCode } from './adm.js';
import type { MlCode } from './ml.js';

/** Every shared code: the only codes an `AdmiraltyError` may carry. */
export type CodeId = AdmCode | MlCode;
