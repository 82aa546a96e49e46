/** Errors the moderator or player caused (bad id, wrong state): one clear line, never a stack. */
export class AdmiraltyError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'AdmiraltyError';
  }
}
