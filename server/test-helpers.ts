/** Shared set-up for the server unit tests (not a test file itself). */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse as InjectResponse } from 'fastify';
import { SourceMapGenerator } from 'source-map-js';
import { buildServers } from './app.ts';

export type { InjectResponse };
export type ResponseCookie = InjectResponse['cookies'][number];

export const FIXTURE_CONTEXT = {
  website: { identifier: 'fixture-site', websiteType: 1, siteStatus: { value: 8 } },
  websiteRoles: [],
  authenticatedAccount: null,
  pageType: 2,
};

/** Files of a small repository root: fixture pages, an asset, a built runtime, and files no route may serve. */
export const ROOT_FILES: Readonly<Record<string, string>> = {
  'fixtures/accordion.html': `<!doctype html><html><head><title>Acordeão &amp; menu</title>
<meta content="Blocos de acordeão &lt;simples&gt;" name="description">
<style>body { color: red }</style>
<script type="application/json" id="site-context">${JSON.stringify(FIXTURE_CONTEXT)}</script>
<script type="module" src="/dist/runtime.js"></script>
<script nonce="wrong-on-purpose">window.bad = 1</script>
</head><body><p>Acordeão</p></body></html>`,
  'fixtures/broken-context.html': `<!doctype html><html><head><title>Contexto quebrado</title>
<script type="application/json" id="site-context">{ not json</script></head><body></body></html>`,
  'fixtures/owner.html': `<!doctype html><html><head><title>Já logado</title>
<script type="application/json" id="site-context">${JSON.stringify({
    ...FIXTURE_CONTEXT,
    authenticatedAccount: { id: 'acct-fixture', displayName: 'Fixture', email: 'f@example.com' },
    websiteRoles: [4],
  })}</script></head><body></body></html>`,
  'private/secret.html': '<title>Segredo</title>',
  'private/notes.txt': 'Segredo',
  'fixtures/assets/block.js': 'export const block = "<script>";\n',
  'dist/runtime.js': 'console.log("runtime");\n',
  'dist/manifest.json': '{"runtime":"runtime.js"}\n',
  // Built files are named by hash alone; the manifest names their chunks.
  'dist/chunks/abc123.js': 'export function mount() {}\n',
  'dist/chunks/def456.js': 'export function mount() {}\n',
  'dist/.vite/manifest.json': JSON.stringify({
    'src/blocks/menu/index.ts': { file: 'chunks/abc123.js', name: 'menu', isEntry: true },
    'src/blocks/accordion/index.ts': { file: 'chunks/def456.js', name: 'accordion', isEntry: true },
  }),
};

export interface TestServer {
  app: FastifyInstance;
  /** The CDN origin's app (server/cdn/), sharing the site's state; pages asked for with `?cdn=1` name TEST_CDN_ORIGIN. */
  cdn: FastifyInstance;
  rootDir: string;
  close(): Promise<void>;
}

/** The origin the test server's pages name for the CDN (nothing listens there: tests inject into `cdn`). */
export const TEST_CDN_ORIGIN = 'http://127.0.0.1:4175';

/** A fresh app and its CDN over a temporary root holding `files` (ROOT_FILES unless given). */
export async function startTestServer(files: Readonly<Record<string, string>> = ROOT_FILES): Promise<TestServer> {
  const rootDir = await mkdtemp(join(tmpdir(), 'fixture-server-'));
  for (const [path, content] of Object.entries(files)) {
    const file = join(rootDir, path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
  const { site: app, cdn } = await buildServers({ rootDir, cdnOrigin: () => TEST_CDN_ORIGIN });
  await Promise.all([app.ready(), cdn.ready()]);
  return {
    app,
    cdn,
    rootDir,
    async close() {
      await Promise.all([app.close(), cdn.close()]);
      await rm(rootDir, { recursive: true, force: true });
    },
  };
}

/** The Set-Cookie a response sends for `name` (value '' when it clears it), or undefined. */
export function responseCookie(response: InjectResponse, name: string): ResponseCookie | undefined {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** The nonce of a response's CSP header. */
export function cspNonce(response: InjectResponse): string {
  const header = String(response.headers['content-security-policy'] ?? '');
  const match = /'nonce-([^']+)'/.exec(header);
  if (!match?.[1]) throw new Error(`No nonce in CSP header: ${header}`);
  return match[1];
}

/** The JSON of the page's site-context element. */
export function siteContextOf(markup: string): unknown {
  const match = /<script[^>]*id="site-context"[^>]*>([\s\S]*?)<\/script>/.exec(markup);
  if (!match?.[1]) throw new Error('No site-context element');
  return JSON.parse(match[1]) as unknown;
}

/** The source a mapped chunk of mappedChunkFiles was built from, and the line its one mapping points at. */
export const MAPPED_SOURCE = {
  source: 'src/blocks/menu/read-menu.ts',
  text: "import x from 'y';\nexport function readMenu() {\n  throw new MarkupError('Menu tab list has no tab');\n}\n",
  code: "throw new MarkupError('Menu tab list has no tab');",
} as const;

/**
 * A chunk and its source map as the build writes them (vite.config.ts): `chunks/<name>` ending in its debug id, and
 * `maps/chunks/<name>.map` carrying `mapDebugId` (the same unless given), whose one mapping takes line 1, column 100
 * (1-based, as a stack writes it) to MAPPED_SOURCE's line 3, column 3. Paths relative to the release folder.
 */
export function mappedChunkFiles(name: string, debugId: string, mapDebugId = debugId): Record<string, string> {
  const generator = new SourceMapGenerator({ file: name });
  generator.addMapping({ generated: { line: 1, column: 99 }, original: { line: 3, column: 2 }, source: MAPPED_SOURCE.source, name: 'readMenu' });
  generator.setSourceContent(MAPPED_SOURCE.source, MAPPED_SOURCE.text);
  return {
    [`chunks/${name}`]: `export function mount(){}\n//# debugId=${debugId}\n`,
    [`maps/chunks/${name}.map`]: JSON.stringify({ ...generator.toJSON(), debugId: mapDebugId }),
  };
}
