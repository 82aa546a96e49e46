/**
 * Who may import what (docs/design/seam.md §8, issue 11 item 1). Shared layers never name a game;
 * the kernel stands alone; a game is pure and reaches only the kernel, the board, the game API,
 * order types and codes, small utilities and the packages listed below.
 */
import { targetName, type Edge } from './import-graph.js';

/** The one shared file that may import the games: the registry's loader (seam §1). */
export const REGISTRY_EDGE = { from: 'src/pipeline/games.ts', to: 'src/games/index.ts' } as const;

/** Packages a game may import, each with its reason. */
export const ALLOWED_GAME_PACKAGES: Readonly<Record<string, string>> = {
  yaml: 'orders forms and data documents are YAML; the parser is pure (no I/O, no clock)',
};

/**
 * Packages the kernel may import. The design says "nothing outside itself", but today's dice
 * (src/kernel/rng.ts, docs/dice.md §3) are HMAC-SHA256 from @noble/hashes: pure, synchronous and
 * free of Node, which is why it is used instead of node:crypto.
 */
export const ALLOWED_KERNEL_PACKAGES: Readonly<Record<string, string>> = {
  '@noble/hashes': 'the dice streams are HMAC-SHA256 (docs/dice.md §3) computed without Node, so the kernel stays runnable anywhere',
};

/**
 * Shared folders (and files) a game may import from (repository paths). The code registry moved
 * from src/orders/codes.ts to src/codes/registry.ts (seam §6): a game registers its table there.
 * Only that file: the rest of src/codes/ does I/O (trace.ts) or reaches the pipeline (catalogue.ts).
 */
export const GAME_MAY_IMPORT = ['src/kernel/', 'src/board/', 'src/maps/', 'src/game-api/', 'src/orders/', 'src/codes/registry.ts', 'src/util/'] as const;

/** Where game code lives: the import-graph and purity tests read these roots (the conformance suite relies on it). */
export const GAME_ROOTS = ['src/games/', 'tests/games/'] as const;

/**
 * The game a file belongs to: src/games/<id>/… or tests/games/<id>/…; src/games/index.ts is the
 * registry, and a game's own *.test.ts files are tests of it, not part of it.
 */
export function gameOf(path: string): string | null {
  if (path.endsWith('.test.ts')) return null;
  return /^(?:src|tests)\/games\/([^/]+)\//.exec(path)?.[1] ?? null;
}

const isKernel = (path: string): boolean => path.startsWith('src/kernel/');
/** The board (seam §5) is shared by every game and imports nothing outside itself, so a game reaching it reaches nothing more. */
export const isBoard = (path: string): boolean => path.startsWith('src/board/');
/**
 * The map drawing (issue 12 §1) turns a board and a viewer's overlay into SVG text: games reach it
 * to draw their maps, so, like the board, it reaches nothing but the board and itself (no Node:
 * reading the coast and rendering PNGs are the pipeline's, src/pipeline/map-*.ts).
 */
export const isMaps = (path: string): boolean => path.startsWith('src/maps/');
const isShared = (path: string): boolean => path.startsWith('src/') && !path.startsWith('src/games/');

/** Why an edge breaks a rule, or null when it is allowed. */
export function ruleBroken(e: Edge): string | null {
  const to = e.to;
  if (to.kind === 'unresolved') return `import '${e.spec}' does not resolve`;
  const toPath = to.kind === 'file' ? to.path : null;
  // 1. Shared layers never import a game (only the registry's loader imports the registry).
  if (isShared(e.from) && toPath?.startsWith('src/games/')) {
    if (e.from === REGISTRY_EDGE.from && toPath === REGISTRY_EDGE.to) return null;
    return 'a shared layer imports a game';
  }
  // 2. The kernel imports nothing outside itself.
  if (isKernel(e.from)) {
    if (toPath && isKernel(toPath)) return null;
    if (to.kind === 'package' && to.name in ALLOWED_KERNEL_PACKAGES) return null;
    return to.kind === 'builtin' ? 'the kernel imports Node' : 'the kernel imports something outside itself';
  }
  // 2b. The board imports nothing outside itself (it is what games share; seam §5).
  if (isBoard(e.from)) {
    if (toPath && isBoard(toPath)) return null;
    return to.kind === 'builtin' ? 'the board imports Node' : 'the board imports something outside itself';
  }
  // 2c. The map drawing imports only the board and itself.
  if (isMaps(e.from)) {
    if (toPath && (isMaps(toPath) || isBoard(toPath))) return null;
    return to.kind === 'builtin' ? 'the map drawing imports Node' : 'the map drawing imports something outside the board';
  }
  // 3. A game imports only its own folder, the allowed shared folders and the allowed packages.
  const game = gameOf(e.from);
  if (game !== null) {
    if (to.kind === 'builtin') return 'a game imports Node';
    if (to.kind === 'package') return to.name in ALLOWED_GAME_PACKAGES ? null : `a game imports the package ${to.name} (not in ALLOWED_GAME_PACKAGES)`;
    const other = gameOf(toPath!);
    if (other !== null) return other === game ? null : 'a game imports another game';
    if (toPath!.startsWith('src/games/')) return 'a game imports the registry';
    return GAME_MAY_IMPORT.some((p) => toPath!.startsWith(p)) ? null : `a game imports ${toPath!.split('/').slice(0, 2).join('/')}/`;
  }
  return null;
}

/** "from -> to" for every edge that breaks a rule: the ratchet's unit. */
export function brokenEdges(edges: readonly Edge[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of edges) {
    const why = ruleBroken(e);
    if (why) out.set(`${e.from} -> ${targetName(e.to)}`, why);
  }
  return out;
}
