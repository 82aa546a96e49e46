/**
 * A game's data as the shared loader hands it over (seam §1 DataManifest): the game lists its
 * files and their schemas; src/data/game-files.ts reads, validates and fingerprints them; the
 * game's pure `build` cross-checks them and makes its data. Problems cite "file:line".
 */

/** An error about the data files; `message` already carries file:line. */
export class DataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataError';
  }
}

/** A data file as problems cite it: its path for messages and the line of a value in it. */
export interface SourceFile {
  readonly rel: string;
  lineOf(path: readonly (string | number)[]): number;
}

/** Problems found by a game's cross-checks, collected and then thrown together. */
export class Problems {
  readonly list: string[] = [];
  add(file: SourceFile, path: (string | number)[], message: string): void {
    this.list.push(`${file.rel}:${file.lineOf(path)}: ${message}`);
  }
}

/** One kind of data file: the files a pattern names, read in order, each checked against a schema. */
export interface DataFileSpec {
  /** A file ('game.yaml', 'map.json') or the YAML files of a folder ('ships/*.yaml'), by name. */
  readonly glob: string;
  readonly format: 'yaml' | 'json';
  /**
   * YAML: the schema a file is checked against (`<name>.schema.json` in the manifest's schemas
   * folder), or a function of the file's path and the game's id (it may throw a DataError).
   */
  readonly schema?: string | ((path: string, gameId: string) => string);
  /** Without it the loader refuses the folder: '<id>: no <glob> in <dir>'. */
  readonly required?: boolean;
}

export interface DataManifest<Data> {
  /** Repository-relative folder of the JSON Schemas: 'src/games/gwas/schemas'. */
  readonly schemasDir: string;
  readonly files: readonly DataFileSpec[];
  /** Pure: the game's data from its loaded files (throws a DataError listing the problems). */
  build(files: LoadedFiles): Data;
}

export interface LoadedFile extends SourceFile {
  /** Relative to the game's data folder: 'ships/italy.yaml'. */
  readonly path: string;
  readonly text: string;
  /** Parsed (and, for YAML, valid against its schema). */
  readonly data: unknown;
}

export interface LoadedFiles {
  /** The game's id: the data folder's name. */
  readonly id: string;
  /** Absolute path of the data folder. */
  readonly dir: string;
  /** SHA-256 (hex) over the sorted (relative path, bytes) of every file read. */
  readonly version: string;
  /** In the manifest's order, each folder's files by name. */
  readonly files: readonly LoadedFile[];
}
