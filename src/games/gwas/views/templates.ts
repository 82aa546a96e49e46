/**
 * The Great War at Sea report templates (seam §1 ViewsDef.templates): the files in
 * src/games/gwas/templates/ and the helpers they call, handed to the shared renderer.
 */
import type { ReportTemplates } from '../../../game-api/adapter.js';
import { GWAS_HELPERS } from './helpers.js';

export const GWAS_TEMPLATES: ReportTemplates = {
  dir: 'src/games/gwas/templates',
  text: 'report.txt.hbs',
  html: 'report.html.hbs',
  partials: 'partials',
  helpers: GWAS_HELPERS,
};
