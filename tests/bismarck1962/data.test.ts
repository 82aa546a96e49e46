// The game's data (games/bismarck1962/) as the shared loader reads it: schemas, then the game's
// own cross-checks citing file:line (seam §1 DataManifest), and the demo's first orders.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGameData, REPO_ROOT } from '../../src/data/load.js';
import { B62_DATA } from '../../src/games/bismarck1962/data/build.js';
import { gameById } from '../../src/pipeline/games.js';
import { data, fresh } from './helpers.js';

const root = mkdtempSync(join(tmpdir(), 'admiralty-b62-data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function withEdit(file: string, edit: (text: string) => string): () => unknown {
  const dir = join(root, `games-${Math.random().toString(36).slice(2)}`);
  cpSync(join(REPO_ROOT, 'games/bismarck1962'), join(dir, 'bismarck1962'), { recursive: true });
  const path = join(dir, 'bismarck1962', file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return () => loadGameData(B62_DATA, 'bismarck1962', dir);
}

describe('games/bismarck1962 data', () => {
  it('loads: 7 x 8 areas of four zones, the four ports lettered, every British counter in a lettered zone', () => {
    const d = data();
    expect(d.areas).toHaveLength(56);
    expect(Object.keys(d.board.zones)).toHaveLength(224);
    for (const p of Object.values(d.ports)) expect(d.board.zones[p.zone].enterable).toBe(true);
    for (const b of d.british) expect(d.board.zones[b.start].enterable).toBe(true);
  });
  it('a counter starting in a zone without a letter is refused, citing ships.yaml and its line (How to Move 7)', () => {
    expect(withEdit('ships.yaml', (t) => t.replace('start: B-4D, guns: { bow: 5, stern: 5, port: 2, starboard: 2 }, midships: 3', 'start: E-7A, guns: { bow: 5, stern: 5, port: 2, starboard: 2 }, midships: 3'))).toThrow(/ships\.yaml:\d+: Hood starts in E-7A, not a lettered zone/);
  });
  it('a battleship without a battle counter is refused (Ship Counters)', () => {
    expect(withEdit('ships.yaml', (t) => t.replace(/  ramillies: .*\n/, '  ramillies: { name: Ramillies, type: B, move: 1, start: F-2D, points: 4, source: x }\n'))).toThrow(/Ramillies is a battleship \(type B\) without a battle counter/);
  });
  it('a chance table entry the rules do not know is refused', () => {
    expect(withEdit('tables.yaml', (t) => t.replace('effect: steering', 'effect: fog'))).toThrow(/tables\.yaml:\d+: unknown effect 'fog'/);
  });
  it('the schema refuses a Battle Results column that is not six results', () => {
    expect(withEdit('tables.yaml', (t) => t.replace('bow:       [bow, miss, miss, midships, miss, miss]', 'bow:       [bow, miss]'))).toThrow(/tables\.yaml/);
  });
});

describe('the demo (seam §1 DemoDef)', () => {
  it("its scenario exists and Red's first orders are accepted", () => {
    const g = gameById('bismarck1962')!;
    expect(g.scenarios().map((s) => s.id)).toContain(g.demo.scenario);
    const s = fresh(g.demo.scenario);
    const r = g.check(s, 'red', readFileSync(join(REPO_ROOT, g.demo.firstOrders.red), 'utf8'));
    expect(r.diagnostics).toEqual([]);
  });
});
