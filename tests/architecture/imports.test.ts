/**
 * The seam's layer rules on the real import graph (issue 11 item 1, docs/design/seam.md §8):
 * shared layers never import a game (the registry's loader aside), the kernel imports nothing
 * outside itself, a game imports no Node builtin, no other game and no shared layer but the
 * kernel, board, game API, orders and utilities; and kernel and game code reads no clock, no host
 * randomness, no process. Edges broken today are listed in known-violations.ts, a ratchet that
 * fails on a new edge and on a stale entry. (This replaces the text match of tests/kernel.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgesOf, importGraph, projectOptions, ROOT, type Edge } from './import-graph.js';
import { KNOWN_VIOLATIONS } from './known-violations.js';
import { ALLOWED_GAME_PACKAGES, brokenEdges, GAME_ROOTS, gameOf, isBoard, isMaps, REGISTRY_EDGE, ruleBroken } from './layers.js';
import { impurities } from './purity.js';

const { options } = projectOptions();
/** The broken edges of a file that is not on disk, as if it were at `path`. */
const brokenIn = (path: string, text: string): string[] => [...brokenEdges(edgesOf(join(ROOT, path), text, options)).keys()];
const what = (text: string): string[] => impurities('x.ts', text).map((i) => i.what);

describe('reading the import graph (ts.preProcessFile + ts.resolveModuleName)', () => {
  it('sees static, type-only, re-exported, dynamic and require imports, and resolves .js to .ts as tsc does', () => {
    const text = [
      "import type { SchemaName } from '../../data/validate.js';",
      "export { canonicalJson } from '../../kernel/canonical.js';",
      "const m = await import('node:fs');",
      "const p = require('path');",
      "// import { x } from 'node:os'  (a comment is not an import)",
    ].join('\n');
    expect(edgesOf(join(ROOT, 'src/games/gwas/probe.ts'), text, options).map((e) => e.to)).toEqual([
      { kind: 'file', path: 'src/data/validate.ts' },
      { kind: 'file', path: 'src/kernel/canonical.ts' },
      { kind: 'builtin', name: 'fs' },
      { kind: 'builtin', name: 'path' },
    ]);
  });
});

describe('the layer rules (seam §8), on probe files', () => {
  it('1. a shared layer may not import a game; only src/pipeline/games.ts may import src/games/index.ts', () => {
    expect(brokenIn('src/daemon/probe.ts', "import { SIDES } from '../games/gwas/state.js';")).toEqual(['src/daemon/probe.ts -> src/games/gwas/state.ts']);
    expect(brokenIn('src/daemon/probe.ts', "import type { GwasState } from '../games/gwas/state.js';")).toHaveLength(1);
    // The registry (seam §1): src/pipeline/games.ts alone may import src/games/index.ts.
    expect(brokenIn(REGISTRY_EDGE.from, "import { GAMES } from '../games/index.js';")).toEqual([]);
    expect(brokenIn('src/cli/probe.ts', "import { GAMES } from '../games/index.js';")).toEqual(['src/cli/probe.ts -> src/games/index.ts']);
    const toRegistry = (from: string): Edge => ({ from, spec: '../games/index.js', to: { kind: 'file', path: REGISTRY_EDGE.to } });
    expect(ruleBroken(toRegistry('src/cli/probe.ts'))).toBe('a shared layer imports a game');
  });

  it('2. the kernel may not import Node or anything outside itself', () => {
    expect(brokenIn('src/kernel/probe.ts', "import { createHash } from 'node:crypto';")).toEqual(['src/kernel/probe.ts -> node:crypto']);
    expect(brokenIn('src/kernel/probe.ts', "import { sha256 } from '../pipeline/digest.js';")).toEqual(['src/kernel/probe.ts -> src/pipeline/digest.ts']);
    expect(brokenIn('src/kernel/probe.ts', "import { parse } from 'yaml';")).toEqual(['src/kernel/probe.ts -> yaml']);
    expect(brokenIn('src/kernel/probe.ts', "import { canSee } from './events.js';")).toEqual([]);
  });

  it('2b. the board (seam §5) may not import Node or anything outside itself: games reach it, so it reaches nothing more', () => {
    expect(brokenIn('src/board/probe.ts', "import { readFileSync } from 'node:fs';")).toEqual(['src/board/probe.ts -> node:fs']);
    expect(brokenIn('src/board/probe.ts', "import type { GameMap } from '../games/gwas/data/map-types.js';")).toEqual(['src/board/probe.ts -> src/games/gwas/data/map-types.ts']);
    expect(brokenIn('src/board/probe.ts', "import { canonicalJson } from '../kernel/canonical.js';")).toEqual(['src/board/probe.ts -> src/kernel/canonical.ts']);
    expect(brokenIn('src/board/probe.ts', "import { parse } from 'yaml';")).toEqual(['src/board/probe.ts -> yaml']);
    expect(brokenIn('src/board/probe.ts', "import type { Board } from './types.js';")).toEqual([]);
  });

  it('2c. the map drawing (issue 12 §1) may import the board and itself, not Node nor anything else', () => {
    expect(brokenIn('src/maps/probe.ts', "import { readFileSync } from 'node:fs';")).toEqual(['src/maps/probe.ts -> node:fs']);
    expect(brokenIn('src/maps/probe.ts', "import { Resvg } from '@resvg/resvg-js';")).toEqual(['src/maps/probe.ts -> @resvg/resvg-js']);
    expect(brokenIn('src/maps/probe.ts', "import type { GameMap } from '../games/gwas/data/map-types.js';")).toEqual(['src/maps/probe.ts -> src/games/gwas/data/map-types.ts']);
    expect(brokenIn('src/maps/probe.ts', "import type { Board } from '../board/types.js';")).toEqual([]);
  });

  it('3. a game may not import Node, another game, the store, mail, daemon, pipeline, CLI, fair play, data or reports', () => {
    const probe = 'src/games/gwas/probe.ts';
    expect(brokenIn(probe, "import { readFileSync } from 'node:fs';")).toEqual([`${probe} -> node:fs`]);
    expect(brokenIn(probe, "import { readFileSync } from 'fs';")).toEqual([`${probe} -> node:fs`]);
    for (const folder of ['store/types', 'mail/config', 'daemon/context', 'pipeline/digest', 'cli/main', 'fairplay/keys', 'data/load', 'reports/render']) {
      expect(brokenIn(probe, `import * as x from '../../${folder}.js';`), folder).toEqual([`${probe} -> src/${folder}.ts`]);
    }
    expect(brokenIn('tests/games/beacon/rules.ts', "import { SIDES } from '../../../src/games/gwas/state.js';")).toEqual(['tests/games/beacon/rules.ts -> src/games/gwas/state.ts']);
    expect(brokenIn(probe, "import Handlebars from 'handlebars';")).toEqual([`${probe} -> handlebars`]);
  });

  it('3. a game may import itself, the kernel, orders, utilities and the allowed packages', () => {
    expect(Object.keys(ALLOWED_GAME_PACKAGES)).toEqual(['yaml']);
    expect(brokenIn('src/games/gwas/probe.ts', [
      "import { SIDES } from './state.js';", "import type { GameEvent } from '../../kernel/events.js';", "import { shortestPath } from '../../board/graph.js';",
      "import type { Diagnostic } from '../../orders/diagnostic.js';", "import { suggest } from '../../util/suggest.js';", "import { parse } from 'yaml';",
    ].join('\n'))).toEqual([]);
    // A game's own tests are not game code.
    expect(gameOf('tests/games/beacon/fog.test.ts')).toBeNull();
    expect(gameOf('src/games/index.ts')).toBeNull();
  });
});

describe('the real import graph of src/ and tests/games/', () => {
  const graph = importGraph(['src/', ...GAME_ROOTS]);
  const broken = brokenEdges(graph.edges);

  it('reads the whole program: every import resolves', () => {
    expect(graph.files.length).toBeGreaterThan(100);
    expect(graph.edges.filter((e) => e.to.kind === 'unresolved').map((e) => `${e.from}: ${e.spec}`)).toEqual([]);
  });

  it('reaches the games through the registry: src/games/index.ts is imported by src/pipeline/games.ts alone (seam §1)', () => {
    expect(graph.edges.filter((e) => e.to.kind === 'file' && e.to.path === REGISTRY_EDGE.to).map((e) => e.from)).toEqual([REGISTRY_EDGE.from]);
  });

  it('breaks no layer rule beyond the known violations (a new edge fails here)', () => {
    const known = new Set(KNOWN_VIOLATIONS);
    expect([...broken].filter(([edge]) => !known.has(edge)).map(([edge, why]) => `${edge}: ${why}`)).toEqual([]);
  });

  it('lists no known violation that is gone (a stale entry fails here: delete it, the list only shrinks)', () => {
    expect(KNOWN_VIOLATIONS.filter((edge) => !broken.has(edge))).toEqual([]);
    expect(new Set(KNOWN_VIOLATIONS).size).toBe(KNOWN_VIOLATIONS.length);
  });
});

describe('the purity walk (seam §8): no clock, no host randomness, no process in kernel, board or game code', () => {
  it('finds each forbidden use, and no false alarm in names, comments, strings or local bindings', () => {
    expect(what('const r = Math.random(); const t = Date.now(); const d = new Date(); const s = Date();')).toEqual(['Math.random', 'Date.now', 'new Date()', 'Date()']);
    expect(what("const r = Math['random']();")).toEqual(['Math.random']);
    expect(what('const e = process.env.X; const g = globalThis; const u = crypto.randomUUID(); setTimeout(f, 1); setInterval(f, 1); performance.now();'))
      .toEqual(['process', 'globalThis', 'crypto', 'setTimeout', 'setInterval', 'performance']);
    expect(what('const o = { process }; f(process);')).toEqual(['process', 'process']);
    expect(what([
      "// Math.random() and process.env in a comment", "const s = 'Date.now() in a string';",
      'const d = new Date(0); const p = step.process; const o = { process: 1, crypto: 2 };',
      'interface I { setTimeout: number } class C { performance() { return this.performance; } }',
      'function f({ process: p }: { process: number }) { return p; }',
    ].join('\n'))).toEqual([]);
    expect(what('const crypto = makeHasher(); crypto.digest();')).toEqual([]);
  });

  const { files } = importGraph(['src/kernel/', 'src/board/', 'src/maps/', ...GAME_ROOTS]);
  const pure = files.filter((f) => f.startsWith('src/kernel/') || isBoard(f) || isMaps(f) || gameOf(f) !== null);
  it('covers the kernel, the board and every game file', () => {
    expect(pure.some((f) => f.startsWith('src/kernel/'))).toBe(true);
    expect(pure.some((f) => isBoard(f))).toBe(true);
    expect(pure.some((f) => f.startsWith('src/games/gwas/'))).toBe(true);
  });
  it.each(pure)('%s reads no clock, no host randomness, no process', (file) => {
    expect(impurities(file, readFileSync(join(ROOT, file), 'utf8')).map((i) => `${file}:${i.line} ${i.what}`)).toEqual([]);
  });
});
