import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

/**
 * Tests only: the two public corpora the owner-HTML sanitizers are held to (issue 40), read in Node and
 * handed to the tests as the virtual module `virtual:sanitizer-corpora` (its types:
 * src/test/sanitizer-corpora.d.ts). vitest.config.ts loads the plugin for the unit tests;
 * e2e/sanitizer.spec.ts and cross/sanitizer.cross.ts bundle src/test/sanitizer-page.ts with it.
 *
 * - DOMPurify's test fixtures: cure53/DOMPurify's test/fixtures/expect.mjs, its payloads only (their
 *   `expected` is DOMPurify's default configuration, not our lists).
 * - The HTML5 Security Cheatsheet's vectors (html5sec.org): cure53/H5SC's items.js, each vector's
 *   `data` with its `%name%` placeholders replaced from the cheatsheet's own payloads.js, then
 *   `alert(1)` and `write(1)` numbered `alert(ID)`, exactly as the site's page and its `vectors()` do.
 *
 * The files are third-party data and are not in this repository: they live, unmodified and with their
 * licences, in the workplace's shared folder beside the repository (`../shared/sanitizer-corpora/`,
 * whose README.md says where each came from), or wherever SANITIZER_CORPORA points. A developer may not commit
 * them (third-party files brought in by the workplace's fetch tool go only to that shared folder). When they are
 * missing, the tests that run them are skipped, each saying so with CORPORA_MISSING (README "Every browser"):
 * the rest of the sanitizer tests, our own corpus in every engine included, run as ever.
 */

export const SANITIZER_CORPORA_MODULE = 'virtual:sanitizer-corpora';
const RESOLVED = `\0${SANITIZER_CORPORA_MODULE}`;

/** One payload of a public corpus. */
export interface CorpusEntry {
  /** `dompurify #12` (its place in expect.mjs, from 1) or `html5sec #7` (the vector's id). */
  readonly id: string;
  /** The fixture's title or the vector's English name. */
  readonly title: string;
  /** The markup given to the sanitizers. */
  readonly html: string;
}

export interface PublicCorpora {
  readonly dompurify: readonly CorpusEntry[];
  readonly html5sec: readonly CorpusEntry[];
}

/** The corpora's folder: SANITIZER_CORPORA, else shared/sanitizer-corpora beside the repository. */
export function corporaDir(): string {
  return process.env.SANITIZER_CORPORA ?? path.resolve(import.meta.dirname, '..', '..', 'shared', 'sanitizer-corpora');
}

/**
 * What a data file's script leaves in `module.exports`: run in a context of its own with nothing but
 * `module` and `exports` (no require, no process), as the cheatsheet's UMD files run under CommonJS.
 */
function exportsOf(source: string, file: string): unknown {
  const module = { exports: {} as unknown };
  runInNewContext(source, { module, exports: module.exports }, { filename: file, timeout: 5_000 });
  return module.exports;
}

function read(dir: string, file: string): string {
  const full = path.join(dir, file);
  if (!existsSync(full)) {
    throw new Error(
      `The sanitizer corpora are not at ${dir} (no ${file}): they live in the workplace's shared/sanitizer-corpora/ beside the repository, or set SANITIZER_CORPORA (README "Every browser", the sanitizers' corpora)`,
    );
  }
  return readFileSync(full, 'utf8');
}

/** DOMPurify's fixtures: an ES module whose default export is the list; read as CommonJS (its one `export default` only). */
export function dompurifyFixtures(source: string): CorpusEntry[] {
  const EXPORT = /^\s*export default /;
  if (!EXPORT.test(source) || source.split('export default').length !== 2) throw new Error('expect.mjs is not one `export default` of a list');
  const fixtures = exportsOf(source.replace(EXPORT, 'module.exports = '), 'expect.mjs');
  if (!Array.isArray(fixtures)) throw new Error('expect.mjs exports no list');
  return fixtures.map((fixture: { title?: unknown; payload?: unknown }, index) => {
    if (typeof fixture.payload !== 'string') throw new Error(`expect.mjs #${index + 1} has no string payload`);
    return { id: `dompurify #${index + 1}`, title: String(fixture.title ?? ''), html: fixture.payload };
  });
}

interface Html5secItem {
  readonly id: number;
  readonly name?: { readonly en?: string };
  readonly data: string;
}

/**
 * The cheatsheet's vectors as its page shows them (html/scripts/import.js): every `%name%` of
 * payloads.js replaced by its payload, then, as its `vectors()` export does, `alert(1)` and `write(1)`
 * made `alert(ID)`, so a vector that runs says which it is.
 */
export function html5secVectors(itemsSource: string, payloadsSource: string): CorpusEntry[] {
  const items = exportsOf(itemsSource, 'items.js') as Html5secItem[];
  const payloads = exportsOf(payloadsSource, 'payloads.js') as Record<string, string>;
  if (!Array.isArray(items) || typeof payloads !== 'object') throw new Error('items.js or payloads.js exports no list');
  return items.map(({ id, name, data }) => {
    let html = data;
    for (const [placeholder, payload] of Object.entries(payloads)) html = html.split(`%${placeholder}%`).join(payload);
    return { id: `html5sec #${id}`, title: name?.en ?? '', html: html.replace(/(?:alert|write)\(1\)/gi, `alert(${id})`) };
  });
}

const FILES = ['dompurify/expect.mjs', 'html5sec/items.js', 'html5sec/payloads.js'] as const;

/** Whether the corpora's files are in `dir`: the tests that run them skip when not. */
export function corporaAvailable(dir = corporaDir()): boolean {
  return FILES.every((file) => existsSync(path.join(dir, file)));
}

/** Why those tests skipped, as their runners print it. */
export const CORPORA_MISSING = `the sanitizer corpora are not in ${corporaDir()} (shared/sanitizer-corpora beside the repository, or SANITIZER_CORPORA)`;

/** Both corpora, read from `dir`. */
export function loadCorpora(dir = corporaDir()): PublicCorpora {
  return {
    dompurify: dompurifyFixtures(read(dir, 'dompurify/expect.mjs')),
    html5sec: html5secVectors(read(dir, 'html5sec/items.js'), read(dir, 'html5sec/payloads.js')),
  };
}

/**
 * `import { publicCorpora } from 'virtual:sanitizer-corpora'`: both corpora as data, from a function
 * that throws why when they could not be read. So only the tests that run them fail then, not every
 * module that bundles them (src/test/sanitizer-page.ts runs our own corpus too).
 */
export function sanitizerCorpora(dir = corporaDir()): Plugin {
  return {
    name: 'sanitizer-corpora',
    resolveId: (source) => (source === SANITIZER_CORPORA_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      let corpora: PublicCorpora;
      try {
        corpora = loadCorpora(dir);
      } catch (error) {
        const message = JSON.stringify(String(error instanceof Error ? error.message : error));
        return `export const corporaMissing = ${JSON.stringify(CORPORA_MISSING)};\nexport function publicCorpora() {\n  throw new Error(${message});\n}\n`;
      }
      return `export const corporaMissing = undefined;\nconst CORPORA = ${JSON.stringify(corpora)};\nexport function publicCorpora() {\n  return CORPORA;\n}\n`;
    },
  };
}
