import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord, tryParseJson } from '../body.ts';
import { randomToken } from '../random.ts';

/** Releases kept side by side: the number docs/markup.md "Deploys" gives for a real deploy. */
export const KEPT_RELEASES = 5;

/** The archive's folder, under the repository root (git-ignored). */
export const RELEASES_DIR = '.releases';

/** A build id as build/entry-features.ts writes it (base64url), and nothing that could name another folder. */
export const BUILD_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
const BUILD_ID = new RegExp(BUILD_ID_PATTERN);

function isBuildId(value: string): boolean {
  return BUILD_ID.test(value);
}

export interface ArchivedRelease {
  build: string;
  /** When this server (or another on the same folder) first saw the build in dist/: the folder's mtime. */
  archivedAt: Date;
  /** Files in its chunks/. */
  chunks: number;
  dir: string;
}

/** The build `dist/version.json` names, when it is a build id. */
function buildIn(distDir: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(distDir, 'version.json'), 'utf8');
  } catch {
    return undefined;
  }
  const version = tryParseJson(text);
  const id = isRecord(version) ? version['build'] : undefined;
  return typeof id === 'string' && isBuildId(id) ? id : undefined;
}

/**
 * The releases the fixture server has served, each a copy of dist/ in `.releases/<build id>/`, so a page
 * loaded before a build can still be served its files (docs/fixture-server.md "Releases"). Everything is
 * read from the folder on each call: a release a test or a person puts there is seen at once.
 */
export class ReleaseArchive {
  constructor(
    private readonly distDir: string,
    readonly dir: string,
  ) {}

  /** The build dist/ holds now. */
  currentBuild(): string | undefined {
    return buildIn(this.distDir);
  }

  /**
   * Archives dist/ when it holds a build not archived yet, then keeps the newest KEPT_RELEASES. Cheap when
   * nothing changed (one small file read), so it runs on each /dist/ request and QA call.
   */
  sync(): void {
    const build = this.currentBuild();
    if (build === undefined || existsSync(join(this.dir, build))) return;
    mkdirSync(this.dir, { recursive: true });
    // Copied beside, then renamed: a half-copied release is never listed, and two servers on one folder never mix.
    const incoming = join(this.dir, `.incoming-${randomToken(4)}`);
    cpSync(this.distDir, incoming, { recursive: true });
    // version.json comes with the features build, runtime.js with the entry build after it: between the two
    // dist/ is no release yet. The runtime carries its build id, so a copy whose runtime.js lacks it waits.
    const runtime = join(incoming, 'runtime.js');
    const complete = existsSync(runtime) && readFileSync(runtime, 'utf8').includes(build) && buildIn(incoming) === build;
    try {
      if (complete) renameSync(incoming, join(this.dir, build));
    } catch {
      // Another server on this folder archived it first.
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
    if (!complete) return;
    const now = new Date();
    utimesSync(join(this.dir, build), now, now);
    this.prune();
  }

  /** Archived releases, newest first. */
  list(): ArchivedRelease[] {
    if (!existsSync(this.dir)) return [];
    const releases: ArchivedRelease[] = [];
    for (const entry of readdirSync(this.dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !isBuildId(entry.name)) continue;
      const dir = join(this.dir, entry.name);
      const stats = statSync(dir, { throwIfNoEntry: false });
      if (stats === undefined) continue;
      const chunks = existsSync(join(dir, 'chunks')) ? readdirSync(join(dir, 'chunks')).length : 0;
      releases.push({ build: entry.name, archivedAt: stats.mtime, chunks, dir });
    }
    return releases.sort((a, b) => b.archivedAt.getTime() - a.archivedAt.getTime() || a.build.localeCompare(b.build));
  }

  /** The folder of an archived release, or undefined for an id that is not one. */
  dirOf(build: string): string | undefined {
    return isBuildId(build) && existsSync(join(this.dir, build)) ? join(this.dir, build) : undefined;
  }

  /**
   * Where to look for a file a page of `build` loaded: that release first (a page's runtime.js is its own build's),
   * then dist/, then every archived release (a chunk's name is its content's hash: any release holding it has it).
   */
  searchOrder(build: string | undefined): string[] {
    this.sync();
    const own = build === undefined ? undefined : this.dirOf(build);
    return [...new Set([...(own === undefined ? [] : [own]), this.distDir, ...this.list().map((release) => release.dir)])];
  }

  private prune(): void {
    for (const release of this.list().slice(KEPT_RELEASES)) rmSync(release.dir, { recursive: true, force: true });
  }
}
