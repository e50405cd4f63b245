import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE } from '../cookies.ts';
import { trustedHtml, type SafeHtml } from '../html/escape.ts';
import { examplePage, includeExamples } from '../html/examples.ts';
import { parseFixture, renderFixturePage } from '../html/fixture-page.ts';
import { includeGalleries, renderBlockingLinks } from '../html/gallery-markup.ts';
import { hintsRefused, readPreloadFile, visitorOf, withPreloadHints } from '../html/preload-hints.ts';
import { sendHtml } from '../html/send-html.ts';
import { loginOf, patchSiteContext, secureSiteOrigin, siteOrigin } from '../html/site-context.ts';
import { sendNotFound } from '../pages/not-found.ts';
import { cdnFolder, cdnRequested, withRuntimeFolder } from '../cdn/address.ts';
import type { FaultStore } from '../qa/faults.ts';
import { qaBanner } from '../qa/qa-banner.ts';
import { qaSessionOf } from '../qa/session.ts';
import { FETCHED_EACH_USE, releaseDirOf, type DistOptions } from './dist.ts';
import { SITE_STYLESHEET, siteStylesheet } from './site-stylesheet.ts';

export interface FixtureFilesOptions {
  fixturesDir: string;
  /** The repository root, where the block examples are (src/registry.ts). */
  rootDir: string;
  /** Where each session's runtime comes from: a page gets the preload hints of the release it loads. */
  dist: DistOptions;
  /** A page served while its QA session has faults says so (server/qa/qa-banner.ts). */
  faults: FaultStore;
  /** The CDN origin a page asked for with `?cdn=1` takes its runtime from (server/cdn/); undefined while none listens. */
  cdnOrigin: () => string | undefined;
}

const HTML_EXTENSIONS = new Set(['.html', '.htm']);

/** The fixture site's one gallery collection: its full URL (the page context's collection.fullUrl) and its page. */
const GALLERY_COLLECTION = { path: '/galeria', fixture: 'gallery-history.html' } as const;
const ITEM_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * Pre-rendered pages under /fixtures/. A fixture body is wrapped in the one page layout
 * (fixture-page.ts); then HTML goes through the simulated platform renderer (preload hints, login
 * state in the site context, nonces, CSP); everything else (scripts, styles, images) is sent as is
 * by @fastify/static (registered for dist.ts, whose reply.sendFile serves any root).
 */
export const fixtureFiles: FastifyPluginAsync<FixtureFilesOptions> = async (app, { fixturesDir, rootDir, dist, faults, cdnOrigin }) => {
  const root = resolve(fixturesDir);
  const bannerOf = (request: FastifyRequest): SafeHtml | undefined => {
    if (request.cookies[COOKIE.qaBanner] === '0') return undefined;
    const session = qaSessionOf(request);
    return qaBanner({ faults: faults.reaching(session), release: dist.releases.of(session) }, request.url);
  };
  // `?cdn=1`: the runtime from the CDN origin (its script, so its preload hints too), which the policy then allows.
  const runtimeOriginOf = (request: FastifyRequest): string | undefined => {
    if (!cdnRequested(request.query)) return undefined;
    const origin = cdnOrigin();
    if (origin === undefined) throw new Error('A page asked for its runtime from the CDN origin (?cdn=1), and no CDN origin listens');
    return origin;
  };
  // The renderer's preload hints from this build's preload.json, unless the URL says ?preload=0, in the runtime's folder.
  const withHints = async (request: FastifyRequest, rendered: string, runtimeOrigin: string | undefined): Promise<string> => {
    const page = runtimeOrigin === undefined ? rendered : withRuntimeFolder(rendered, cdnFolder(runtimeOrigin, qaSessionOf(request)));
    const file = hintsRefused(request.query) ? undefined : await readPreloadFile(releaseDirOf(request, dist));
    return file ? withPreloadHints(page, file, visitorOf(request.cookies, request.headers)) : page;
  };

  const sendFixturePage = async (request: FastifyRequest, reply: FastifyReply, relativePath: string): Promise<FastifyReply> => {
    const file = resolve(root, relativePath);
    if (!file.startsWith(root + sep) || file.includes('\0')) return sendNotFound(request, reply);
    let markup: string;
    try {
      markup = await readFile(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return sendNotFound(request, reply);
      throw error;
    }
    const fixture = parseFixture(markup);
    let rendered = markup;
    if (fixture) {
      const body = includeGalleries(await includeExamples(rootDir, fixture.body));
      rendered = renderFixturePage({ ...fixture, body, head: renderBlockingLinks(body) }, bannerOf(request)).value;
    }
    const runtimeOrigin = runtimeOriginOf(request);
    const page = await withHints(request, rendered, runtimeOrigin);
    const origin = siteOrigin(request);
    const secure = secureSiteOrigin(page, origin);
    return sendHtml(request, reply, trustedHtml(patchSiteContext(page, loginOf(request), origin)), 200, {
      ...(secure !== undefined && { connectTo: [secure] }),
      ...(runtimeOrigin !== undefined && { runtimeOrigin }),
    });
  };

  // The template stylesheet is its site-wide part and the features' rules (site-stylesheet.ts), served like the other files.
  app.get(`/${SITE_STYLESHEET}`, async (request, reply) => {
    const css = await siteStylesheet(rootDir);
    if (css === undefined) return sendNotFound(request, reply);
    return reply.type('text/css; charset=utf-8').header('cache-control', FETCHED_EACH_USE).send(css);
  });
  app.get<{ Params: { '*': string } }>('/fixtures/*', async (request, reply) => {
    const relativePath = request.params['*'];
    if (!HTML_EXTENSIONS.has(extname(relativePath).toLowerCase())) return reply.sendFile(relativePath, root);
    return sendFixturePage(request, reply, relativePath);
  });

  // The gallery collection's page at its own address and at each item's (docs/markup.md §6.5 "Address"): a
  // slide link works without the runtime, and a reload of an address the gallery recorded opens that page.
  app.get(GALLERY_COLLECTION.path, async (request, reply) => sendFixturePage(request, reply, GALLERY_COLLECTION.fixture));
  app.get<{ Params: { item: string } }>(`${GALLERY_COLLECTION.path}/:item`, async (request, reply) =>
    ITEM_SEGMENT.test(request.params.item) ? sendFixturePage(request, reply, GALLERY_COLLECTION.fixture) : sendNotFound(request, reply),
  );

  // A block example alone on a page (server/html/examples.ts).
  app.get<{ Params: { name: string; page: string } }>('/examples/:name/:page', async (request, reply) => {
    const n = /^([1-9]\d*)\.html$/.exec(request.params.page)?.[1];
    const example = n === undefined ? undefined : await examplePage(rootDir, request.params.name, Number(n));
    if (!example) return sendNotFound(request, reply);
    const runtimeOrigin = runtimeOriginOf(request);
    const page = await withHints(request, renderFixturePage(example, bannerOf(request)).value, runtimeOrigin);
    return sendHtml(request, reply, trustedHtml(patchSiteContext(page, loginOf(request), siteOrigin(request))), 200, {
      ...(runtimeOrigin !== undefined && { runtimeOrigin }),
    });
  });
};
