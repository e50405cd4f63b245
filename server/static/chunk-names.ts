import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Under /dist/: the built files that belong to a chunk. */
const CHUNK_FILE = /^\/dist\/(chunks\/[^/]+)$/;

/**
 * Built files are named by hash alone (vite.config.ts: the entry lists every file, and names cost it
 * bytes). For people reading the request log or writing a fault, the chunk each file belongs to, from
 * the build's manifest; read again when a new build rewrites it, so no restart is needed.
 */
export function builtChunkNames(distDir: string): (path: string) => string | undefined {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  let readAt: number | undefined;
  let names = new Map<string, string>();
  return (path) => {
    const file = CHUNK_FILE.exec(path)?.[1];
    if (file === undefined) return undefined;
    const modified = statSync(manifestPath, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== readAt) {
      readAt = modified;
      names = modified === undefined ? new Map() : chunkNamesInManifest(readFileSync(manifestPath, 'utf8'));
    }
    return names.get(file);
  };
}

/** One manifest record as this needs it. */
interface ManifestRecord {
  file?: unknown;
  name?: unknown;
  css?: unknown;
}

/** A build manifest's text: the chunk each module and stylesheet belongs to, by file (`chunks/DG7X5E.js`). */
export function chunkNamesInManifest(text: string): Map<string, string> {
  const names = new Map<string, string>();
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return names;
  }
  const records = typeof manifest === 'object' && manifest !== null ? (Object.values(manifest) as (ManifestRecord | null)[]) : [];
  for (const { file, name, css } of records.map((record) => record ?? {})) {
    if (typeof name !== 'string' || typeof file !== 'string') continue;
    names.set(file, name);
    if (Array.isArray(css)) for (const stylesheet of css) if (typeof stylesheet === 'string') names.set(stylesheet, name);
  }
  return names;
}
