/**
 * The real import graph of the program (docs/design/seam.md §8), read the way the compiler reads
 * it: tsconfig.json through the TypeScript API, each file's imports with ts.preProcessFile (static
 * and type-only imports, re-exports, dynamic import() and require), each resolved with
 * ts.resolveModuleName under the project's NodeNext options, so `./x.js` finds `./x.ts` exactly as
 * tsc does. A text match would miss re-exports and dynamic imports and be fooled by comments.
 */
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where an import leads: a file of the repository, a Node builtin, a package, or nowhere. */
export type Target =
  | { readonly kind: 'file'; readonly path: string }
  | { readonly kind: 'builtin'; readonly name: string }
  | { readonly kind: 'package'; readonly name: string }
  | { readonly kind: 'unresolved'; readonly spec: string };

export interface Edge { readonly from: string; readonly spec: string; readonly to: Target }

/** Repository-relative, with forward slashes. */
export const repoPath = (abs: string): string => relative(ROOT, abs).split(sep).join('/');

export function targetName(t: Target): string {
  switch (t.kind) {
    case 'file': return t.path;
    case 'builtin': return `node:${t.name}`;
    case 'package': return t.name;
    case 'unresolved': return `unresolved:${t.spec}`;
  }
}

const BUILTINS = new Set(builtinModules);

function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

export function projectOptions(): { options: ts.CompilerOptions; fileNames: string[] } {
  const file = join(ROOT, 'tsconfig.json');
  const read = ts.readConfigFile(file, ts.sys.readFile);
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT, undefined, file);
  return { options: parsed.options, fileNames: parsed.fileNames };
}

/** The edges of one file's text, resolved from `fromAbs`. */
export function edgesOf(fromAbs: string, text: string, options: ts.CompilerOptions, cache?: ts.ModuleResolutionCache): Edge[] {
  const from = repoPath(fromAbs);
  return ts.preProcessFile(text, true, true).importedFiles.map(({ fileName: spec }): Edge => {
    if (spec.startsWith('node:') || BUILTINS.has(spec) || BUILTINS.has(packageName(spec))) {
      return { from, spec, to: { kind: 'builtin', name: spec.replace(/^node:/, '') } };
    }
    const r = ts.resolveModuleName(spec, fromAbs, options, ts.sys, cache).resolvedModule;
    if (!r) return { from, spec, to: spec.startsWith('.') || spec.startsWith('/') ? { kind: 'unresolved', spec } : { kind: 'package', name: packageName(spec) } };
    if (r.isExternalLibraryImport) return { from, spec, to: { kind: 'package', name: packageName(spec) } };
    return { from, spec, to: { kind: 'file', path: repoPath(r.resolvedFileName) } };
  });
}

/** Every edge from the project's files under the given repository folders (e.g. 'src/'). */
export function importGraph(prefixes: readonly string[]): { files: string[]; edges: Edge[] } {
  const { options, fileNames } = projectOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (f) => f, options);
  const files = fileNames.filter((f) => prefixes.some((p) => repoPath(f).startsWith(p))).sort();
  const edges = files.flatMap((f) => edgesOf(f, ts.sys.readFile(f) ?? '', options, cache));
  return { files: files.map(repoPath), edges };
}
