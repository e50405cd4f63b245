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
 * Chunk name → [its JS file, then every stylesheet it needs (its own and its imports')], read from
 * the features build's manifest, for the entry build to inline. Fails the build when a chunk is
 * missing, so a page never asks for one that does not exist.
 */
export function chunkMapFromManifest(manifestPath: string, names: readonly string[]): Record<string, string[]> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const stylesheets = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((imported) => stylesheets(imported, seen))];
  };
  const map: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry && chunk.name && names.includes(chunk.name)) map[chunk.name] = [chunk.file, ...new Set(stylesheets(key, new Set()))];
  }
  const missing = names.filter((name) => !map[name]);
  if (missing.length) throw new Error(`The features build has no chunk for: ${missing.join(', ')}`);
  return map;
}
