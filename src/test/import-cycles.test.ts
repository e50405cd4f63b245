// @vitest-environment node
/** No two modules of the runtime or the fixture server import each other, even through others or by types alone (issue 41). */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph.ts';

/** The folders checked, from the repository root (vitest runs there): test files included, a circle among them is one too. */
const FOLDERS = ['src', 'server'];

const files = FOLDERS.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`),
);
const graph = importGraph(new Map(files.map((file) => [file, readFileSync(file, 'utf8')])));

/** A circle's imports among its own files, one a line: the places to cut it. */
const imports = (cycle: readonly string[]): string =>
  cycle.flatMap((from) => (graph.get(from) ?? []).filter((to) => cycle.includes(to)).map((to) => `  ${from} → ${to}`)).join('\n');

describe('imports in src/ and server/', () => {
  it('are read from every module', () => {
    const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
    expect(files.length).toBeGreaterThan(500);
    expect(edges).toBeGreaterThan(files.length);
  });

  it('make no circle', () => {
    const cycles = importCycles(graph);
    const report = cycles.map((cycle) => `${cycle.length} files import one another:\n${imports(cycle)}`).join('\n');
    expect(cycles, `Move the type or constant that closes each circle to the module that owns it.\n${report}\n`).toEqual([]);
  });
});
