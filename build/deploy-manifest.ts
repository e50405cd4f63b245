// dist/deploy.json: which files of a release go where (docs/markup.md "Deploys"). The build writes public files
// (what pages load), the renderer's preload hints and the build's own records side by side in dist/; a
// deploy copies the public ones to the CDN, gives preload.json to the renderer, and keeps the rest.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';

const DEPLOY_MANIFEST = 'deploy.json';

export interface DeployManifest {
  /** Served to visitors from the runtime's folder: runtime.js, version.json, chunks/, the licence notice. */
  readonly public: readonly string[];
  /** Read by the platform's renderer, never by a browser: the preload hints. */
  readonly renderer: readonly string[];
  /** The build's own records, for ops and later builds (the manifest), never served. */
  readonly internal: readonly string[];
}

const PUBLIC = /^(runtime\.js|version\.json|LICENSES\.md|chunks\/[^/]+\.(js|css))$/;
const RENDERER = /^preload\.json$/;
const INTERNAL = /^(\.vite\/.+|maps\/.+\.map|deploy\.json)$/;

/** Whether a release's file (path relative to dist/, with `/`) is one visitors load: the rest is never served. */
export function isPublicFile(file: string): boolean {
  return PUBLIC.test(file);
}

/** Sorts a release's files (paths relative to dist/, with `/`) into the three; a file none of them names is an error. */
export function deployManifest(files: readonly string[]): DeployManifest {
  const sorted = [...files].sort();
  const unknown = sorted.filter((file) => ![PUBLIC, RENDERER, INTERNAL].some((pattern) => pattern.test(file)));
  if (unknown.length) throw new Error(`dist/ holds files no deploy rule names (build/deploy-manifest.ts): ${unknown.join(', ')}`);
  return {
    public: sorted.filter((file) => PUBLIC.test(file)),
    renderer: sorted.filter((file) => RENDERER.test(file)),
    internal: sorted.filter((file) => INTERNAL.test(file)),
  };
}

/** Every file under `dir`, at any depth (absolute paths). */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes dist/deploy.json once the last build (the entry's) has written runtime.js. */
export function deployManifestFile(options: { outDir: string }): Plugin {
  return {
    name: 'site-runtime:deploy-manifest',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler() {
        const files = [...filesUnder(options.outDir).map((path) => relative(options.outDir, path).split(sep).join('/')), DEPLOY_MANIFEST];
        writeFileSync(join(options.outDir, DEPLOY_MANIFEST), `${JSON.stringify(deployManifest([...new Set(files)]), null, 2)}\n`);
      },
    },
  };
}
