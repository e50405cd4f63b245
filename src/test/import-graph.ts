/**
 * Who imports whom among a set of source files, and the circles in it (issue 41). Type-only imports
 * count: a circle of types alone still ties the files' layers and chunks together for whoever edits them.
 */
import { posix } from 'node:path';
import ts from 'typescript';

/** Each file (a path from the repository root, posix) → the files it imports, each once. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const isRelative = (specifier: string): boolean => specifier.startsWith('./') || specifier.startsWith('../');

/** The files `file` imports by a relative path, its query ('?compiled', '?raw') dropped. */
function importsOf(file: string, text: string): string[] {
  // The compiler's own scanner: `import` and `import type`, `export … from`, `import('…')`, `typeof import('…')`, require().
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter(isRelative)
    .map((specifier) => posix.join(posix.dirname(file), specifier.replace(/\?.*$/, '')));
}

/** The graph of `sources` (path → text): only imports of files among them are edges (not a stylesheet, a package, a file elsewhere). */
export function importGraph(sources: ReadonlyMap<string, string>): ImportGraph {
  return new Map(Array.from(sources, ([file, text]) => [file, [...new Set(importsOf(file, text))].filter((target) => sources.has(target))]));
}

/**
 * Every circle: each set of files that reach one another through imports (a strongly connected
 * component, Tarjan's algorithm), or a file that imports itself. Each circle's files sorted, the circles by their first file.
 */
export function importCycles(graph: ImportGraph): string[][] {
  const order = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  /** Visits `file` depth first; returns the earliest visit order it reaches among the files still on the stack. */
  function visit(file: string): number {
    const own = order.size;
    order.set(file, own);
    stack.push(file);
    onStack.add(file);
    let lowest = own;
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) lowest = Math.min(lowest, visit(target));
      else if (onStack.has(target)) lowest = Math.min(lowest, order.get(target) ?? own);
    }
    if (lowest === own) {
      // `file` is the first of its component: the files above it on the stack are the rest.
      const component = stack.splice(stack.indexOf(file));
      for (const member of component) onStack.delete(member);
      if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
    }
    return lowest;
  }

  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return cycles.sort((a, b) => a.join().localeCompare(b.join()));
}
