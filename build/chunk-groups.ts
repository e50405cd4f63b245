// The shared chunks' `test` patterns (Rolldown's code-splitting groups), from the registry's table of folders and
// packages (src/registry.ts CHUNK_GROUPS): the build names no source file.
import type { ChunkGroup } from '../src/registry.ts';

/** Either separator: a module id is posix, but a root from node:path is not on Windows. */
const SEPARATOR = String.raw`[\\/]`;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
const pathPattern = (path: string): string => path.split(/[\\/]/).map(escape).join(SEPARATOR);

/** A plugin's virtual module of a file, its id the file's behind `\0name:` (build/compiled-schemas-plugin.ts's descriptors). */
const VIRTUAL_PREFIX = String.raw`(?:\0[^\\/]*)?`;
/** A file's name: nothing below it. */
const OWN_FILE = String.raw`[^\\/]+$`;

/**
 * The module ids of a group: a file directly in one of its folders (from `root`, the repository's; with a query, or
 * as a plugin's virtual module of it), never one in their subfolders, and any file of one of its packages, wherever
 * installed.
 */
export function groupTest(group: ChunkGroup, root: string): RegExp {
  const folders = (group.folders ?? []).map((folder) => `^${VIRTUAL_PREFIX}${pathPattern(root)}${SEPARATOR}${pathPattern(folder)}${SEPARATOR}${OWN_FILE}`);
  const packages = (group.packages ?? []).map((name) => `${SEPARATOR}node_modules${SEPARATOR}${pathPattern(name)}${SEPARATOR}`);
  // An empty pattern would take every module.
  if (folders.length + packages.length === 0) throw new Error(`The chunk group ${group.name} names no folder and no package`);
  return new RegExp([...folders, ...packages].join('|'));
}
