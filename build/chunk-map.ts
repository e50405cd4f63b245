import { readFileSync } from 'node:fs';

/** One record of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * What the entry knows of the built chunks: every file once, and for each chunk the indices of all
 * the files it needs, its own module first, then every module it imports at any depth, then every
 * stylesheet. The entry asks for them all at once, so a chunk is one round trip however deep its
 * imports go. Files used by many chunks come first: their indices are the shortest.
 */
export interface ChunkMap {
  readonly files: string[];
  readonly chunks: Record<string, number[]>;
}

/** Every file each named chunk needs, read from the features build's manifest; fails the build when a chunk is missing. */
export function chunkMapFromManifest(manifestPath: string, names: readonly string[]): ChunkMap {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const needs = (key: string, scripts: Set<string>, stylesheets: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const file of chunk.css ?? []) stylesheets.add(file);
    for (const imported of chunk.imports ?? []) needs(imported, scripts, stylesheets);
  };
  const byName: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !chunk.name || !names.includes(chunk.name)) continue;
    const scripts = new Set<string>();
    const stylesheets = new Set<string>();
    needs(key, scripts, stylesheets);
    byName[chunk.name] = [...scripts, ...stylesheets];
  }
  const missing = names.filter((name) => !byName[name]);
  if (missing.length) throw new Error(`The features build has no chunk for: ${missing.join(', ')}`);
  return indexFiles(byName);
}

/** The files of each chunk as indices into one list, most used first (ties in name order, so builds are stable). */
export function indexFiles(byName: Record<string, readonly string[]>): ChunkMap {
  const uses = new Map<string, number>();
  for (const files of Object.values(byName)) for (const file of files) uses.set(file, (uses.get(file) ?? 0) + 1);
  const files = [...uses.keys()].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0) || a.localeCompare(b));
  const chunks = Object.fromEntries(Object.entries(byName).map(([name, needed]) => [name, needed.map((file) => files.indexOf(file))]));
  return { files, chunks };
}

/**
 * The entry's file list as it inlines it, shorter by about 20 B brotli: the folder every file shares
 * said once (`chunks/`), and `.js` left implied on a name with no other dot (a hashed name has none).
 * src/core/chunk-map.ts undoes it: `dir + name`, plus `.js` when the name has no dot.
 */
export function compactFiles(files: readonly string[]): { dir: string; names: string[] } {
  const slash = (files[0] ?? '').lastIndexOf('/');
  const first = slash < 0 ? '' : (files[0] ?? '').slice(0, slash + 1);
  const dir = files.every((file) => file.startsWith(first)) ? first : '';
  const names = files.map((file) => {
    const name = file.slice(dir.length);
    const bare = name.replace(/\.js$/, '');
    return bare.includes('.') ? name : bare;
  });
  return { dir, names };
}
