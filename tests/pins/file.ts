/** Where the pins live: written only by scripts/make-pins.ts, read by tests/pins/pins.test.ts. */
import { fileURLToPath } from 'node:url';

export const PINS_FILE = fileURLToPath(new URL('./gwas.pins.json', import.meta.url));
