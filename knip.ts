import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { KnipConfig } from 'knip';
import { LAZY_FEATURES, MOUNTED_FEATURES } from './src/registry.ts';

/**
 * The unused check (`npm run unused`, part of `npm run lint`), in two runs:
 * - `knip` follows everything (tests, the build, the fixture server, scripts, the e2e and cross suites, the lint
 *   rules): unused files and exports anywhere, and unused dependencies of either kind.
 * - `knip --production` follows what ships, the runtime entry and every chunk src/registry.ts names (read from the
 *   registry, so a new chunk needs no line here), and the tooling that reads src/ on purpose (the build, the fixture
 *   server, scripts), but never a test: a module of src/ only tests import is an unused file there, and an export
 *   only tests import an unused export. Only src/ is judged in this run; the tooling is judged by the first.
 * Knip hands its options to this function (its KnipConfig type), so the one file gives both runs.
 */
const SHIPPED = [...MOUNTED_FEATURES, ...LAZY_FEATURES].map((chunk) => chunk.source);
/** What reads src/ without shipping, test files apart. */
const TOOLING = ['vite.config.ts', 'build/**/*.ts', 'server/**/*.ts', 'scripts/**/*.{ts,mjs}', '!**/*.test.{ts,mjs}'];

/**
 * The schema modules a chunk reads as `import * as compiled from './x.ts?compiled'` (build/compiled-schemas-plugin.ts),
 * found by that import. Their schemas are read as `(compiled as unknown as Compiled<typeof x>).XSchema`, members of
 * a namespace behind a cast, which knip does not follow: their exported values are not judged (their types are).
 */
const COMPILED_SCHEMAS = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .flatMap((file) =>
    Array.from(readFileSync(join('src', file), 'utf8').matchAll(/from '(\.[^']+)\?compiled'/g), (match) => join('src', dirname(file), match[1] ?? '')),
  );

const config: KnipConfig = ({ production }) => ({
  entry: [
    ...SHIPPED.map((source) => `${source}!`),
    // The runtime entry. The plain run has it already: index.html (the dev page) loads it, which knip's Vitest plugin reads.
    ...(production ? ['src/core/runtime.ts!'] : []),
    // Entries of the production run alone: every file of the tooling, so what it imports counts and nothing in it is judged.
    ...(production ? TOOLING.map((pattern) => `${pattern}!`) : ['vite.config.ts']),
    // Run by hand (their first comment says how) or bundled by the sanitizer suites.
    'scripts/*.ts',
    // The sanitizer suites' page script, bundled by its path (scripts/sanitizer-page-bundle.ts).
    'src/test/sanitizer-page.ts',
    // A documented feature's benchmark facts, which scripts/bench/pages.ts imports by path.
    'src/**/bench.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}!',
    // Tests, their helpers and the benchmark's facts ship nothing.
    '!src/**/*.test.{ts,tsx}!',
    '!src/test/**!',
    '!src/**/bench.ts!',
    '!src/kit/bench-facts.ts!',
    'build/**/*.ts',
    'server/**/*.ts',
    'scripts/**/*.{ts,mjs}',
    'e2e/**/*.ts',
    'cross/**/*.ts',
    'eslint/**/*.js',
  ],
  // Its entries are SHIPPED: knip's Vite plugin would load vite.config.ts to read them from the build's input and
  // find them again. As a plain entry, vite.config.ts still brings in build/.
  vite: false,
  // openssl makes the benchmark's local CDN certificate (scripts/bench/cdn.ts): Debian's, not a package. tsx runs the
  // fixture server for `npm start`, the one script the production run reads: a devDependency, which this private
  // package always has (scripts/setup.mjs installs them all).
  ignoreBinaries: ['openssl', ...(production ? ['tsx'] : [])],
  treatConfigHintsAsErrors: true,
  ignoreIssues: { ...Object.fromEntries(COMPILED_SCHEMAS.map((file) => [file, ['exports']])) },
});

export default config;
