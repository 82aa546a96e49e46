/**
 * The shared data loader (issue 11 item 1; seam §1 DataManifest, §8): it reads the files a game's
 * manifest lists, validates each against the game's schema, fingerprints them, and hands them to
 * the game's pure build(). Shown here on a tiny test game of its own, so nothing of Great War at
 * Sea is assumed (GWAS's data and dataVersion are pinned by tests/data.test.ts and tests/pins).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataError, Problems, type DataManifest, type LoadedFiles } from '../src/game-api/data.js';
import { readGameFiles } from '../src/data/game-files.js';
import { clearGameCache, loadGameData, REPO_ROOT } from '../src/data/load.js';
import { dataVersionOf } from '../src/fairplay/bundle.js';
import { dataFilesOf, gameById } from '../src/pipeline/games.js';

const FIXTURE = join(REPO_ROOT, 'tests', 'fixtures', 'tiny-game');
const ROOT = join(FIXTURE, 'games');

const manifest = (build: (f: LoadedFiles) => unknown = (f) => f): DataManifest<unknown> => ({
  schemasDir: 'tests/fixtures/tiny-game/schemas',
  files: [
    { glob: 'game.yaml', format: 'yaml', schema: 'tiny', required: true },
    { glob: 'items/*.yaml', format: 'yaml', schema: 'item' },
    { glob: 'board.json', format: 'json' },
    { glob: 'missing/*.yaml', format: 'yaml', schema: 'item' },
  ],
  build,
});

const read = (root = ROOT) => readGameFiles(manifest(), 'tiny', join(root, 'tiny'), join(root, '..'));

/** A copy of the tiny game to break, under a fresh root. */
function copy(): string {
  const root = mkdtempSync(join(tmpdir(), 'admiralty-tiny-'));
  cpSync(join(ROOT, 'tiny'), join(root, 'tiny'), { recursive: true });
  return root;
}

describe('reading a game by its manifest (seam §1 DataManifest)', () => {
  it('reads the listed files in the manifest\'s order, a folder\'s files by name, YAML validated and JSON parsed', () => {
    const loaded = read();
    expect(loaded.id).toBe('tiny');
    expect(loaded.files.map((f) => [f.path, f.rel, f.data])).toEqual([
      ['game.yaml', 'games/tiny/game.yaml', { id: 'tiny' }],
      ['items/a.yaml', 'games/tiny/items/a.yaml', { name: 'buoy', size: 1 }],
      ['items/b.yaml', 'games/tiny/items/b.yaml', { name: 'anchor', size: 2 }],
      ['board.json', 'games/tiny/board.json', { zones: ['z1', 'z2'] }],
    ]);
  });

  it('fingerprints the files as the bundle does: sorted paths relative to the data folder, wherever it lies', () => {
    const loaded = read();
    expect(loaded.version).toBe(dataVersionOf(Object.fromEntries(loaded.files.map((f) => [f.path, f.text]))));
    const root = copy();
    try {
      expect(read(root).version).toBe(loaded.version);
      writeFileSync(join(root, 'tiny', 'items', 'a.yaml'), 'name: buoy\nsize: 3\n');
      expect(read(root).version).not.toBe(loaded.version);
    } finally { rmSync(root, { recursive: true, force: true }); }
  });

  it('refuses a folder without a required file, and a file against its schema, naming file and line', () => {
    const root = copy();
    try {
      writeFileSync(join(root, 'tiny', 'items', 'b.yaml'), 'name: anchor\nsize: 0\n');
      expect(() => read(root)).toThrow(/items\/b\.yaml:2: \/size must be >= 1/);
      rmSync(join(root, 'tiny', 'game.yaml'));
      expect(() => read(root)).toThrow(`tiny: no game.yaml in ${join(root, 'tiny')}`);
    } finally { rmSync(root, { recursive: true, force: true }); }
  });

  it('lets the game refuse a file by name (its schema function throws) and cite problems by line from build()', () => {
    const refusing: DataManifest<unknown> = { ...manifest(), files: [{ glob: 'items/*.yaml', format: 'yaml', schema: (path, id) => { throw new DataError(`${id}/${path}:1: not wanted`); } }] };
    expect(() => readGameFiles(refusing, 'tiny', join(ROOT, 'tiny'), FIXTURE)).toThrow('tiny/items/a.yaml:1: not wanted');
    const problems = new Problems();
    const item = read().files.find((f) => f.path === 'items/b.yaml')!;
    problems.add(item, ['size'], 'too big');
    expect(problems.list).toEqual(['games/tiny/items/b.yaml:2: too big']);
  });

  it('loadGameData builds once per (root, id) and hands build() the loaded files', () => {
    clearGameCache();
    let builds = 0;
    const m = manifest((f) => { builds++; return f.files.length; });
    expect(loadGameData(m, 'tiny', ROOT)).toBe(4);
    expect(loadGameData(m, 'tiny', ROOT)).toBe(4);
    expect(builds).toBe(1);
    expect(relative(REPO_ROOT, read().dir)).toBe(join('tests', 'fixtures', 'tiny-game', 'games', 'tiny'));
    clearGameCache();
  });
});

describe('a registered game\'s data files, as a bundle carries them (seam §8 listDataFiles)', () => {
  it('are the files its manifest lists, and they hash to the data version every journal row records', () => {
    const files = dataFilesOf('gwas-mediterranean');
    expect(Object.keys(files)).toContain('game.yaml');
    expect(Object.keys(files).some((f) => f.startsWith('scenarios/'))).toBe(true);
    expect(dataVersionOf(files)).toBe(gameById('gwas-mediterranean')!.dataVersion());
  });
});

