import { message, noteCode, type CodeParams } from '../codes/registry.js';
import type { AdmCode, CodeId, MlCode } from '../codes/index.js';
// The shared tables register themselves on import: an error must be able to word its own code
// even where nothing else has loaded them yet (the command line's --help path loads little).
import '../codes/index.js';

/**
 * Errors the moderator or player caused (bad id, wrong state): one clear line, never a stack.
 * The code must be registered (issue 11 §6): the type admits only `CodeId`.
 *
 * An ADM code's message is filled from its template. An ML code raised as an error (the
 * moderator's ML4051 refusals, a config problem from ML49xx) carries its detail as composed
 * where it arose, since those replies print `CODE: detail`.
 */
export class AdmiraltyError extends Error {
  readonly code: CodeId;
  constructor(code: AdmCode, params?: CodeParams);
  constructor(code: MlCode, detail: string);
  constructor(code: CodeId, paramsOrDetail: CodeParams | string = {}) {
    super(typeof paramsOrDetail === 'string' ? paramsOrDetail : message(code, paramsOrDetail));
    if (typeof paramsOrDetail === 'string') noteCode(code);
    this.code = code;
    this.name = 'AdmiraltyError';
  }
}
