// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('importGraph', () => {
  it('has an edge for every kind of relative import of a given file, each once', () => {
    const sources = new Map([
      [
        'src/core/a.ts',
        [
          "import { b } from './b.ts';",
          "import type { B } from './b.ts';",
          "export type { C } from '../shared/c.ts';",
          "export * from './d/d.tsx';",
          "const e = await import('./e.ts?compiled');",
          'type F = typeof import("./f.ts");',
          "import './g.ts';",
        ].join('\n'),
      ],
      ...['src/core/b.ts', 'src/shared/c.ts', 'src/core/d/d.tsx', 'src/core/e.ts', 'src/core/f.ts', 'src/core/g.ts'].map((file) => [file, ''] as const),
    ]);
    expect(importGraph(sources).get('src/core/a.ts')).toEqual([
      'src/core/b.ts',
      'src/shared/c.ts',
      'src/core/d/d.tsx',
      'src/core/e.ts',
      'src/core/f.ts',
      'src/core/g.ts',
    ]);
  });

  it('leaves out packages, other files and imports named only in comments or strings', () => {
    const source = [
      "import { useState } from 'react';",
      "import './a.css';",
      "import { deploy } from '../../build/deploy.ts';",
      "// import { b } from './b.ts';",
      'const text = "import(\'./b.ts\')";',
    ].join('\n');
    const graph = importGraph(
      new Map([
        ['src/ui/a.ts', source],
        ['src/ui/b.ts', ''],
      ]),
    );
    expect(graph).toEqual(graphOf({ 'src/ui/a.ts': [], 'src/ui/b.ts': [] }));
  });
});

describe('importCycles', () => {
  it('reports a circle of three files, without the files that only lead into it', () => {
    const graph = graphOf({ 'entry.ts': ['c.ts'], 'c.ts': ['a.ts'], 'a.ts': ['b.ts'], 'b.ts': ['c.ts', 'leaf.ts'], 'leaf.ts': [] });
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reports none in a graph without circles, however the files share imports', () => {
    const graph = graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['d.ts'], 'c.ts': ['b.ts', 'd.ts'], 'd.ts': [] });
    expect(importCycles(graph)).toEqual([]);
  });

  it('reports each circle apart, and a file that imports itself', () => {
    const graph = graphOf({ 'x.ts': ['y.ts', 'self.ts'], 'y.ts': ['x.ts', 'b.ts'], 'a.ts': ['b.ts'], 'b.ts': ['a.ts'], 'self.ts': ['self.ts'] });
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts'], ['self.ts'], ['x.ts', 'y.ts']]);
  });
});
