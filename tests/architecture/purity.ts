/**
 * The purity walk (docs/design/seam.md §8): kernel and game code is a function of its inputs, so
 * it reads no clock, draws no randomness of its own and touches no process or host. The source is
 * parsed (ts.createSourceFile) and walked, so a word in a comment or a string is not a use, and a
 * property named `process` (`step.process`) is not the global.
 */
import ts from 'typescript';

/** Globals kernel and game code may not name. */
export const FORBIDDEN_GLOBALS = ['performance', 'process', 'globalThis', 'crypto', 'setTimeout', 'setInterval'] as const;
/** Members of globals it may not read: the clock and the host's randomness. */
const FORBIDDEN_MEMBERS: Readonly<Record<string, readonly string[]>> = { Math: ['random'], Date: ['now'] };

export interface Impurity { readonly line: number; readonly what: string }

/** Is this identifier a name being declared or a member name, rather than a reference to a variable? */
function isNameNotReference(id: ts.Identifier): boolean {
  const p = id.parent;
  if ((ts.isPropertyAccessExpression(p) || ts.isQualifiedName(p)) && (ts.isPropertyAccessExpression(p) ? p.name : p.right) === id) return true;
  if ((ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p) || ts.isPropertySignature(p) || ts.isMethodDeclaration(p)
    || ts.isMethodSignature(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p) || ts.isEnumMember(p)) && p.name === id) return true;
  if (ts.isBindingElement(p) && p.propertyName === id) return true;
  if ((ts.isImportSpecifier(p) || ts.isExportSpecifier(p)) && p.propertyName === id) return true;
  return false;
}

/** Names the file itself declares (a local `process` is not the global). */
function declaredNames(sf: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (n: ts.Node): void => {
    const name = (n as { name?: ts.Node }).name;
    if (name && ts.isIdentifier(name) && (ts.isVariableDeclaration(n) || ts.isParameter(n) || ts.isFunctionDeclaration(n) || ts.isClassDeclaration(n)
      || ts.isBindingElement(n) || ts.isImportSpecifier(n) || ts.isImportClause(n) || ts.isNamespaceImport(n))) names.add(name.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return names;
}

function memberRead(n: ts.Node): { object: string; member: string } | null {
  if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression)) return { object: n.expression.text, member: n.name.text };
  if (ts.isElementAccessExpression(n) && ts.isIdentifier(n.expression) && ts.isStringLiteralLike(n.argumentExpression)) {
    return { object: n.expression.text, member: n.argumentExpression.text };
  }
  return null;
}

export function impurities(fileName: string, text: string): Impurity[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const local = declaredNames(sf);
  const found: Impurity[] = [];
  const at = (n: ts.Node, what: string): void => { found.push({ line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1, what }); };
  const visit = (n: ts.Node): void => {
    const m = memberRead(n);
    if (m && !local.has(m.object) && FORBIDDEN_MEMBERS[m.object]?.includes(m.member)) at(n, `${m.object}.${m.member}`);
    // The clock: `new Date()` with no argument, and `Date()` called as a function (a string of now).
    if (ts.isNewExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'Date' && !local.has('Date') && !n.arguments?.length) at(n, 'new Date()');
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'Date' && !local.has('Date')) at(n, 'Date()');
    if (ts.isIdentifier(n) && (FORBIDDEN_GLOBALS as readonly string[]).includes(n.text) && !local.has(n.text) && !isNameNotReference(n)) at(n, n.text);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}
