// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT_FILES, startTestServer, type TestServer } from '../test-helpers.ts';
import { hintKeys, hintsRefused, preloadFileSchema, readPreloadFile, visitorOf, withPreloadHints, type PreloadFile } from './preload-hints.ts';

const FILE: PreloadFile = {
  '9': ['chunks/form-f.js', 'chunks/every-page-s.js', 'chunks/react-r.js', 'chunks/form-f.css'],
  '69': ['chunks/accordion-a.js', 'chunks/every-page-s.js', 'chunks/motion-m.js'],
  'every-page': ['chunks/every-page-s.js'],
  fonts: ['chunks/fonts-x.js', 'chunks/every-page-s.js'],
};

const CONTEXT = '<script type="application/json" id="site-context">{"pageType":2}</script>';
const head = (body: string, context = CONTEXT): string => `<!doctype html>
<html>
<head>
  <link rel="stylesheet" href="/fixtures/assets/site.css">
  ${context}
  <script type="module" src="/dist/runtime.js"></script>
</head>
<body>
${body}
</body>
</html>
`;

const links = (page: string): string[] => [...page.matchAll(/<link rel="(?:modulepreload|preload" as="style)" href="([^"]+)">/g)].map((match) => match[0]);

describe('hintKeys', () => {
  it('is every-page, then each block type once, in page order', () => {
    const page = head('<div data-block-type="69"></div><div data-block-type="9"></div><div data-block-type="69"></div>');
    expect(hintKeys(page)).toEqual(['every-page', '69', '9']);
  });

  it('has every-page even without a site context (its chunk carries the core), and skips blocks in a template (shown later, by the popup)', () => {
    expect(hintKeys(head('<div data-block-type="18"></div><template data-popup-overlay><div data-block-type="51"></div></template>', ''))).toEqual([
      'every-page',
      '18',
    ]);
  });
});

describe('hintKeys for the cookie banner (issue 37: it shows in the same round trip as the every-page chunk)', () => {
  const banner = (settings: string, body = '<body>'): string =>
    head('<div data-block-type="69"></div>', `<script type="application/json" id="site-context">{"cookieSettings":${settings}}</script>`).replace(
      '<body>',
      body,
    );
  const enabled = banner('{"isCookieBannerEnabled":true}');
  const visitor = (chose: boolean, signal: boolean) => ({ choseCookies: chose, sendsGlobalPrivacyControl: signal });

  it('is hinted after every-page when the context enables the banner, and the visitor is unknown or has neither chosen nor sent the signal', () => {
    expect(hintKeys(enabled)).toEqual(['every-page', 'cookie-banner', '69']);
    expect(hintKeys(enabled, visitor(false, false))).toEqual(['every-page', 'cookie-banner', '69']);
  });

  it('is not hinted for a visitor who chose, or whose browser sends Global Privacy Control where the policy is not restrictive, nor in the editor, nor when the context does not enable it', () => {
    expect([visitor(true, false), visitor(false, true)].map((known) => hintKeys(enabled, known))).toEqual([
      ['every-page', '69'],
      ['every-page', '69'],
    ]);
    expect(hintKeys(banner('{"isCookieBannerEnabled":true}', '<body class="site is-editing-backend">'))).toEqual(['every-page', '69']);
    for (const settings of ['{"isCookieBannerEnabled":false}', '{"isCookieBannerEnabled":"true"}', '{}', '{"isCookieBannerEnabled":tru']) {
      expect(hintKeys(banner(settings))).toEqual(['every-page', '69']);
    }
  });

  it('is hinted under Global Privacy Control on a restrictive site, where the banner still shows (issue 39), but not once a choice is stored', () => {
    const restrictive = [
      banner('{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyEnabled":true}'),
      banner('{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyAbsolute":true}'),
      enabled.replace('{"cookieSettings"', '{"website":{"cloneable":true},"cookieSettings"'),
    ];
    for (const page of restrictive)
      expect([hintKeys(page, visitor(false, true)), hintKeys(page, visitor(true, true))]).toEqual([
        ['every-page', 'cookie-banner', '69'],
        ['every-page', '69'],
      ]);
    expect(hintKeys(banner('{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyEnabled":"true"}'), visitor(false, true))).toEqual(['every-page', '69']);
  });

  it('reads the visitor from the request: ss_cookieAllowed as the runtime writes it, and Sec-GPC: 1', () => {
    expect(visitorOf({ ss_cookieAllowed: 'true' }, {})).toEqual(visitor(true, false));
    expect(visitorOf({ ss_cookieAllowed: 'false' }, { 'sec-gpc': '1' })).toEqual(visitor(true, true));
    expect(visitorOf({ ss_cookieAllowed: 'yes' }, { 'sec-gpc': '0' })).toEqual(visitor(false, false));
    expect(visitorOf({}, { 'sec-gpc': '1' })).toEqual(visitor(false, true));
  });
});

describe('hintKeys for videos', () => {
  it("adds the video chunk for a [data-video] element outside templates, a block's or a slide's", () => {
    expect(hintKeys(head('<div data-block-type="32"><div data-video data-provider-name="YouTube"></div></div>'))).toEqual(['every-page', '32', 'video']);
    expect(hintKeys(head('<figure data-slide><div data-video="" data-html="…"></div></figure>'))).toEqual(['every-page', 'video']);
    expect(hintKeys(head('<div data-video-state="overlay"></div><p>data-video</p><template><div data-video></div></template>'))).toEqual(['every-page']);
  });
});

describe('hintKeys for galleries', () => {
  it('adds the navigation after the block types for a slideshow, slider or carousel, never for a grid', () => {
    const gallery = (design: string) => `<div data-block-type="8" data-gallery-design="${design}"></div>`;
    expect(hintKeys(head(gallery('grid') + gallery('carousel')))).toEqual(['every-page', '8', 'gallery-navigation']);
    expect(hintKeys(head(gallery('list') + gallery('autorows')))).toEqual(['every-page', '8']);
  });

  it('never adds the lightbox, lightbox on or off: it brings React, which comes with its first opening', () => {
    const gallery = (json: string) => `<div data-block-type="8" data-gallery-design="grid" data-block-json=${json}></div>`;
    expect(hintKeys(head(gallery(`'{"design":"grid","lightbox":true}'`)))).toEqual(['every-page', '8']);
    expect(hintKeys(head(gallery('"{&quot;design&quot;:&quot;grid&quot;,&quot;lightbox&quot;: true}"')))).toEqual(['every-page', '8']);
    expect(hintKeys(head(`<div data-block-type="5" data-block-json='{"lightbox":true}'></div>`))).toEqual(['every-page', '5']);
  });
});

describe('withPreloadHints', () => {
  it('names every file once before the runtime script, modules as modulepreload and stylesheets as style preloads', () => {
    const page = withPreloadHints(head('<div data-block-type="69"></div>\n<div data-block-type="9"></div>\n<div data-block-type="4"></div>'), FILE);
    expect(page).toContain(`  ${CONTEXT}
  <link rel="modulepreload" href="/dist/chunks/every-page-s.js">
  <link rel="modulepreload" href="/dist/chunks/accordion-a.js">
  <link rel="modulepreload" href="/dist/chunks/motion-m.js">
  <link rel="modulepreload" href="/dist/chunks/form-f.js">
  <link rel="modulepreload" href="/dist/chunks/react-r.js">
  <link rel="preload" as="style" href="/dist/chunks/form-f.css">
  <script type="module" src="/dist/runtime.js"></script>
</head>`);
    // Never a stylesheet link: first paint must not wait for a block's styles.
    expect(page).not.toMatch(/rel="stylesheet" href="\/dist\//);
  });

  it("takes the runtime's folder from its script (another host), before its first copy", () => {
    const page = `<head>\n${CONTEXT}\n<script type="module" src="https://cdn.example.com/site-runtime/runtime.js"></script>\n<script type="module" src="/dist/runtime.js?copy=2"></script>\n</head>`;
    expect(withPreloadHints(page, FILE)).toBe(
      `<head>\n${CONTEXT}\n<link rel="modulepreload" href="https://cdn.example.com/site-runtime/chunks/every-page-s.js">\n<script type="module" src="https://cdn.example.com/site-runtime/runtime.js"></script>\n<script type="module" src="/dist/runtime.js?copy=2"></script>\n</head>`,
    );
  });

  it('leaves a page alone when it has no runtime script or nothing to hint', () => {
    const withoutRuntime = `<head>${CONTEXT}</head><body><div data-block-type="69"></div></body>`;
    expect(withPreloadHints(withoutRuntime, FILE)).toBe(withoutRuntime);
    const nothing = head('<div data-block-type="4"></div>', '');
    expect(withPreloadHints(nothing, {})).toBe(nothing);
  });
});

describe('preload.json', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is read when present, absent without a build, and refused when a file could leave the folder', async () => {
    dir = await mkdtemp(join(tmpdir(), 'preload-'));
    expect(await readPreloadFile(dir)).toBeUndefined();
    await writeFile(join(dir, 'preload.json'), JSON.stringify(FILE));
    expect(await readPreloadFile(dir)).toEqual(FILE);
    for (const bad of ['/chunks/a.js', '../a.js', 'chunks/../../a.js', 'chunks/a.html', 'chunks/a b.js', 'https://x/a.js']) {
      await writeFile(join(dir, 'preload.json'), JSON.stringify({ 'every-page': [bad] }));
      await expect(readPreloadFile(dir), bad).rejects.toThrow();
    }
    await writeFile(join(dir, 'preload.json'), JSON.stringify({ 'every-page': [] }));
    await expect(readPreloadFile(dir)).rejects.toThrow();
  });

  it('?preload=0 refuses the hints, any other value keeps them', () => {
    expect(hintsRefused({ preload: '0' })).toBe(true);
    expect(hintsRefused({ preload: '1' })).toBe(false);
    expect(hintsRefused({})).toBe(false);
  });
});

describe('docs/markup.md, Preload hints', () => {
  const doc = readFileSync(resolve(process.cwd(), 'docs/markup.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Preload hints'), doc.indexOf('### Platform calls'));
  const block = (language: string): string => new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```').exec(section)?.[1] ?? '';

  it('its preload.json and head are what the fixture server writes for an accordion page', () => {
    const file = preloadFileSchema.parse(JSON.parse(block('json')));
    const shown = block('html');
    const hinted = links(shown);
    expect(hinted).toHaveLength(3);
    const bare = shown
      .split('\n')
      .filter((line) => !line.includes('<link rel='))
      .join('\n');
    const page = `${bare}\n<body><div class="sqs-block accordion-block" data-block-type="69" id="block-faq"></div></body>`;
    expect(links(withPreloadHints(page, file))).toEqual(hinted);
    expect(withPreloadHints(page, file).startsWith(shown)).toBe(true);
  });
});

describe('the fixture server', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const ACCORDION_EXAMPLE = '<!--example {"title": "Perguntas"}-->\n<div class="sqs-block accordion-block" data-block-type="69" id="block-faq"></div>\n';
  const files = (preload?: PreloadFile): Record<string, string> => ({
    ...ROOT_FILES,
    'fixtures/menu.html': '<!--fixture {"title": "Cardápio"}-->\n<main><div data-block-type="18"></div></main>\n',
    'src/blocks/accordion/examples.html': ACCORDION_EXAMPLE,
    ...(preload && { 'dist/preload.json': JSON.stringify(preload) }),
  });
  const page = async (url: string): Promise<string> => {
    const response = await server!.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.body;
  };

  it('hints fixture and example pages from dist/preload.json, and ?preload=0 serves them as a renderer without hints would', async () => {
    server = await startTestServer(files({ ...FILE, '18': ['chunks/menu-m.js', 'chunks/every-page-s.js'] }));
    expect(links(await page('/fixtures/menu.html'))).toEqual([
      '<link rel="modulepreload" href="/dist/chunks/every-page-s.js">',
      '<link rel="modulepreload" href="/dist/chunks/menu-m.js">',
    ]);
    expect(links(await page('/examples/accordion/1.html'))).toEqual([
      '<link rel="modulepreload" href="/dist/chunks/every-page-s.js">',
      '<link rel="modulepreload" href="/dist/chunks/accordion-a.js">',
      '<link rel="modulepreload" href="/dist/chunks/motion-m.js">',
    ]);
    // A whole-document fixture goes through the same renderer.
    expect(links(await page('/fixtures/accordion.html'))).toEqual(['<link rel="modulepreload" href="/dist/chunks/every-page-s.js">']);
    for (const url of ['/fixtures/menu.html?preload=0', '/examples/accordion/1.html?preload=0']) expect(links(await page(url)), url).toEqual([]);
  });

  it('serves pages without hints when there is no preload.json (no build yet)', async () => {
    server = await startTestServer(files());
    expect(links(await page('/fixtures/menu.html'))).toEqual([]);
    expect(await page('/fixtures/menu.html')).toContain('<script nonce=');
  });

  it('answers 500 for a preload.json the schema refuses: a broken build is seen, not served quietly', async () => {
    server = await startTestServer({ ...files(), 'dist/preload.json': '{"every-page": ["../secret.js"]}' });
    expect((await server.app.inject({ method: 'GET', url: '/fixtures/menu.html' })).statusCode).toBe(500);
    expect((await server.app.inject({ method: 'GET', url: '/fixtures/menu.html?preload=0' })).statusCode).toBe(200);
  });
});
