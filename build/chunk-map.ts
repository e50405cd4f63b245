import { readFileSync } from 'node:fs';

/** One record of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
}

/**
 * Feature name → hashed chunk file, read from the features build's manifest, for the entry build
 * to inline. Fails the build when a feature has no chunk, so a page never asks for a missing one.
 */
export function chunkMapFromManifest(manifestPath: string, features: readonly string[]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const map: Record<string, string> = {};
  for (const chunk of Object.values(manifest)) {
    if (chunk.isEntry && chunk.name && features.includes(chunk.name)) map[chunk.name] = chunk.file;
  }
  const missing = features.filter((feature) => !map[feature]);
  if (missing.length) throw new Error(`The features build has no chunk for: ${missing.join(', ')}`);
  return map;
}
