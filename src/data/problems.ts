/**
 * Problems found in a game's data files, collected as "file:line: message" and thrown together
 * by the loader. Shared by every game's data checks (seam §8: `Problems` stays in src/data/ when
 * the GWAS checks move to src/games/gwas/data/).
 */
import { lineOfPath } from './validate.js';

export interface SourceFile { rel: string; text: string }

export class Problems {
  readonly list: string[] = [];
  add(file: SourceFile, path: (string | number)[], message: string): void {
    this.list.push(`${file.rel}:${lineOfPath(file.text, path)}: ${message}`);
  }
}
