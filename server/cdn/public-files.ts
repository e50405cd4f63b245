import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord, tryParseJson } from '../body.ts';

/** The release's own list of where its files go (build/deploy-manifest.ts writes it). */
const DEPLOY_FILE = 'deploy.json';

/**
 * The files a release deploys to the runtime's folder on the CDN: the `public` list of its deploy.json
 * (docs/markup.md §1 "Deploys"), read again when the file changes (a later build), kept per release folder.
 * A release without a readable list has nothing public: the CDN serves only what a deploy would copy there.
 */
export function publicFiles(): (releaseDir: string) => ReadonlySet<string> {
  const read = new Map<string, { at: number; files: ReadonlySet<string> }>();
  return (releaseDir) => {
    const path = join(releaseDir, DEPLOY_FILE);
    const at = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (at === undefined) return new Set();
    const known = read.get(releaseDir);
    if (known?.at === at) return known.files;
    const files = publicListOf(readFileSync(path, 'utf8'));
    read.set(releaseDir, { at, files });
    return files;
  };
}

/** The `public` list of a deploy.json's text (empty when it is not one). */
export function publicListOf(text: string): ReadonlySet<string> {
  const manifest = tryParseJson(text);
  const list = isRecord(manifest) ? manifest['public'] : undefined;
  return new Set(Array.isArray(list) ? list.filter((file): file is string => typeof file === 'string') : []);
}
