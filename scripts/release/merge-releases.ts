// The folder to deploy from several releases (docs/markup.md "Deploys"): the newest release whole, and
// the chunks of older ones beside its own, so a page still running an older runtime.js finds its files,
// each with its source map (maps/, internal: the ops side reads a stack from an older page with it).
//   npm run release:merge -- <out> <newest release> [older releases…]
// Which release gives each chunk is server/releases/chunk-sources.ts, which the fixture server serves by too.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chunkSources } from '../../server/releases/chunk-sources.ts';

/** Writes `out` from `releases` (newest first); answers how many older chunk files were added. */
export function mergeReleases(out: string, releases: readonly string[]): number {
  const [newest, ...older] = releases;
  if (!newest || !existsSync(join(newest, 'runtime.js'))) throw new Error(`Not a release (no runtime.js): ${newest ?? '(none)'}`);
  for (const release of older) if (!existsSync(join(release, 'chunks'))) throw new Error(`Not a release (no chunks/): ${release}`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(out, 'chunks'), { recursive: true });
  cpSync(newest, out, { recursive: true });
  let added = 0;
  for (const [file, release] of chunkSources(releases)) {
    if (release === newest) continue;
    cpSync(join(release, 'chunks', file), join(out, 'chunks', file));
    const map = join('maps', 'chunks', `${file}.map`);
    if (existsSync(join(release, map))) cpSync(join(release, map), join(out, map), { recursive: true });
    added += 1;
  }
  return added;
}

if (import.meta.filename === process.argv[1]) {
  const [out, ...releases] = process.argv.slice(2);
  if (!out || !releases.length) {
    console.error('usage: npm run release:merge -- <out> <newest release> [older releases…]');
    process.exit(2);
  }
  console.log(`${out}: ${releases[0]} and ${mergeReleases(out, releases)} chunk files of ${releases.length - 1} older release(s)`);
}
