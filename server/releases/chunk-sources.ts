import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a deploy of several releases serves under `chunks/` (docs/markup.md "Deploys"): each chunk file
 * name, mapped to the first of `releases` (folders, newest first) that holds it. A chunk's name is its
 * content's hash, so two releases never disagree about one. `npm run release:merge` copies these, and the
 * fixture server looks a chunk up here, so both deploy the same files.
 */
export function chunkSources(releases: readonly string[]): Map<string, string> {
  const sources = new Map<string, string>();
  for (const release of releases) {
    const chunks = join(release, 'chunks');
    if (!existsSync(chunks)) continue;
    for (const file of readdirSync(chunks)) if (!sources.has(file)) sources.set(file, release);
  }
  return sources;
}
