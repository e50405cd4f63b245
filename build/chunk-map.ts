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
 * the features build's manifest. Fails the build when a chunk is missing, so a page never asks for
 * one that does not exist.
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

const STYLESHEET = /^chunks\/([\w-]+)\.css$/;

/**
 * The map as the entry carries it, every byte counting on every page: the entry knows the names, and
 * files are `chunks/<name>-<hash>.js`, so a chunk is just its hash, followed by its stylesheets as
 * `<name>-<hash>`, space separated (src/core/chunk-map.ts decodes it).
 */
export function compactChunkMap(map: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(map).map(([name, [script = '', ...stylesheets]]) => {
      // The name is known, so the hash is what lies between it and .js (hashes may contain '-').
      const prefix = `chunks/${name}-`;
      const hash = script.startsWith(prefix) && script.endsWith('.js') ? script.slice(prefix.length, -'.js'.length) : '';
      if (!/^[\w-]+$/.test(hash)) throw new Error(`Chunk file ${script} does not follow chunks/${name}-<hash>.js`);
      const css = stylesheets.map((file) => {
        const match = STYLESHEET.exec(file);
        if (!match?.[1]) throw new Error(`Stylesheet ${file} does not follow chunks/<name>-<hash>.css`);
        return match[1];
      });
      return [name, [hash, ...css].join(' ')];
    }),
  );
}
