/** `npm run codes:doc`: writes docs/codes.md from the code tables (issue 11 §6). */
import { writeFileSync } from 'node:fs';
import { allCodes } from '../src/codes/catalogue.js';
import { renderCodesDoc } from '../src/codes/doc.js';

const codes = allCodes();
writeFileSync(new URL('../docs/codes.md', import.meta.url), renderCodesDoc(codes));
process.stdout.write(`wrote docs/codes.md: ${codes.length} codes\n`);
