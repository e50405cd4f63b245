import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

/**
 * The static import graph of the sources, as the build follows it: paths from the repository root. Type-only
 * imports are left out (the build erases them), and so are packages and `import()` (a lazy chunk's own load).
 */

/** The repository root. */
export const ROOT = join(import.meta.dirname, '../..');

const SCRIPT = /\.[cm]?[jt]sx?$/;
const imports = new Map<string, readonly string[]>();

/** The files a module imports statically (a stylesheet imports none the build follows). */
function staticImports(file: string): readonly string[] {
  const known = imports.get(file);
  if (known) return known;
  const source = SCRIPT.test(file) ? ts.createSourceFile(file, readFileSync(join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest) : undefined;
  const specifiers = (source?.statements ?? []).flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [statement.moduleSpecifier];
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier) return [statement.moduleSpecifier];
    return [];
  });
  const files = specifiers
    .filter(ts.isStringLiteral)
    // A query (`?compiled`, `?raw`) is a form of the file; a bare name is a package.
    .map((specifier) => specifier.text.replace(/\?.*$/, ''))
    .filter((path) => path.startsWith('.') || path.startsWith('/'))
    .map((path) => resolvePath(file, path));
  imports.set(file, files);
  return files;
}

/** `path` as `importer` names it ('/src/…' is Vite's root), from the repository root. */
function resolvePath(importer: string, path: string): string {
  const file = path.startsWith('/') ? path.slice(1) : posix.join(posix.dirname(importer), path);
  if (!existsSync(join(ROOT, file))) throw new Error(`${importer} imports ${path}, which is not there`);
  return file;
}

/** Every module `source` reaches by static imports at any depth, itself included. */
export function reachable(source: string): ReadonlySet<string> {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  visit(source);
  return seen;
}
