// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, EVERY_PAGE_CHUNK, LAZY_FEATURES, MOUNTED_FEATURES } from '../registry.ts';
import { reachable, ROOT } from './module-graph.ts';

/**
 * The shared chunks are folders (src/registry.ts CHUNK_GROUPS): a group is worth its file only when two chunks or more
 * import it; a folder only one chunk imports is that chunk's own, and belongs in its folder.
 */

const CHUNKS = [...MOUNTED_FEATURES, ...LAZY_FEATURES];
/** What each chunk's source reaches by static imports, group members' imports included: a page with that chunk loads it all. */
const REACHED = new Map(CHUNKS.map((chunk) => [chunk.name, reachable(chunk.source)]));
const EVERY_PAGE = CHUNK_GROUPS.find((group) => group.name === EVERY_PAGE_CHUNK);
const SHARED = CHUNK_GROUPS.filter((group) => group !== EVERY_PAGE);
/** A module of a folder: its own files only, as the build's pattern takes them (build/chunk-groups.ts). */
const MODULE = /\.(?:[cm]?[jt]sx?|css)$/;
const TEST = /\.test\.[jt]sx?$/;

/** The chunks whose sources reach a module directly in `folder`. */
const chunksImporting = (folder: string): string[] =>
  CHUNKS.filter((chunk) => [...(REACHED.get(chunk.name) ?? [])].some((file) => posix.dirname(file) === folder)).map((chunk) => chunk.name);

describe('chunk groups (src/registry.ts CHUNK_GROUPS)', () => {
  it('name each folder once, each a folder of the repository with modules of its own', () => {
    const folders = CHUNK_GROUPS.flatMap((group) => group.folders ?? []);
    expect(folders.filter((folder, index) => folders.indexOf(folder) !== index)).toEqual([]);
    for (const folder of folders) {
      expect(folder, folder).toMatch(/^src\/[\w-]+(?:\/[\w-]+)*$/);
      expect(statSync(join(ROOT, folder), { throwIfNoEntry: false })?.isDirectory(), `${folder} is a folder`).toBe(true);
      const modules = readdirSync(join(ROOT, folder), { withFileTypes: true }).filter(
        (entry) => entry.isFile() && MODULE.test(entry.name) && !TEST.test(entry.name),
      );
      expect(modules.length, `${folder} holds modules`).toBeGreaterThan(0);
    }
  });

  it('name installed packages', () => {
    const require = createRequire(join(ROOT, 'package.json'));
    for (const name of CHUNK_GROUPS.flatMap((group) => group.packages ?? [])) expect(() => require.resolve(`${name}/package.json`), name).not.toThrow();
  });

  it.each(SHARED.map((group) => [group.name, group.folders ?? []] as const))('%s: two chunks or more import each of its folders', (_name, folders) => {
    for (const folder of folders) {
      const chunks = chunksImporting(folder);
      expect(chunks.length, `${folder}: imported by ${chunks.join(', ') || 'no chunk'}`).toBeGreaterThanOrEqual(2);
    }
  });

  /*
   * The exception: every page loads the every-page chunk, so a module is there because every page runs it, not because
   * chunks share it, and the core it carries is imported by the entry's one request for that chunk alone (no feature
   * may import the core). Its test is the other way round: its chunk reaches each of its folders, and reaches nothing
   * outside them, or that module, once another chunk imports it too, would be a file of its own on every page.
   */
  it(`${EVERY_PAGE_CHUNK}: its chunk imports each of its folders, and imports nothing outside them`, () => {
    const folders = EVERY_PAGE?.folders ?? [];
    const reached = [...(REACHED.get(EVERY_PAGE_CHUNK) ?? [])];
    expect(folders.filter((folder) => !reached.some((file) => posix.dirname(file) === folder))).toEqual([]);
    expect(reached.filter((file) => !folders.includes(posix.dirname(file)))).toEqual([]);
  });
});
