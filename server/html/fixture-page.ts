import { RUM_SETTINGS_ID } from '../../src/shared/markers.ts';
import { isRecord, tryParseJson, type JsonRecord } from '../body.ts';
import { html, jsonForScript, trustedHtml, type SafeHtml } from './escape.ts';
import { FAVICON_PATH } from './shell.ts';

/**
 * Fixture pages are written as the body of a published page, after a header comment that says what
 * the page is about:
 *
 *   <!--fixture
 *   { "title": "Cardápio", "description": "What QA checks here", "context": { "pageType": 50 } }
 *   -->
 *   <main>…</main>
 *
 * The server wraps every one in the same published-page layout (renderFixturePage): head, page
 * context (FIXTURE_SITE_CONTEXT deep-merged with the fixture's `context`), the runtime script, the
 * index link and the closing footer. A body that must start before that header (an announcement
 * bar at the very top) marks where the header goes with PAGE_HEADER_MARKER, and one with content
 * after the footer (a template, a script) marks where the footer goes with PAGE_FOOTER_MARKER. A file that is a whole
 * document already is served as it is.
 */
interface FixtureMeta {
  readonly title: string;
  readonly description: string;
  /** Deep-merged over FIXTURE_SITE_CONTEXT: objects field by field, anything else replaced. */
  readonly context: JsonRecord;
  /** The site-context element's text exactly as written, instead of `context` (malformed on purpose). */
  readonly contextText?: string;
  /** More copies of the runtime script (another URL for the same file: the second-run fixture). */
  readonly runtimeCopies: readonly string[];
  /**
   * Performance collection on for this page: the rum-settings element (docs/markup.md "Performance
   * collection"), these fields deep-merged over FIXTURE_RUM_SETTINGS. Absent: no element, no collector.
   */
  readonly rum?: JsonRecord;
}

export interface FixtureSource {
  readonly meta: FixtureMeta;
  readonly body: string;
  /** Tags the renderer adds to <head> for the body's blocks, after the stylesheet. */
  readonly head?: readonly SafeHtml[];
}

/** The site context every fixture page starts from: a visitor on an ordinary page of a classic site. */
export const FIXTURE_SITE_CONTEXT: JsonRecord = {
  website: {
    id: '5f0c1a2b3c4d5e6f7a8b9c0d',
    identifier: 'fixture-site',
    websiteType: 1,
    siteStatus: { value: 8 },
    developerMode: false,
    cloneable: false,
    baseUrl: 'http://127.0.0.1:4173',
    language: 'pt-BR',
  },
  websiteSettings: {},
  websiteRoles: [],
  authenticatedAccount: null,
  pageType: 2,
  showAnnouncementBar: false,
  appDomain: 'fixture.test',
};

/** The rum-settings a renderer would write for the fixture site (names chosen in docs/markup.md). */
export const FIXTURE_RUM_SETTINGS: JsonRecord = {
  marketingId: 'mkt-fixture',
  // The fixture site is on 127.0.0.1, not the provider's domain: the analyticsId stays in local storage.
  cookieDomain: 'fixture.test',
  ampEnabled: false,
  authenticUrl: 'https://fixture.test/',
  createdOn: 1_700_000_000_000,
  impersonatedSession: false,
  isHstsEnabled: true,
  isInternal: false,
  platform: 'fixture',
  timeZone: 'America/Sao_Paulo',
};

const HEADER = /^\s*<!--fixture\b([\s\S]*?)-->[ \t]*\r?\n?/;

/** Where the page header goes when the body does not start with it. */
const PAGE_HEADER_MARKER = '<!--page-header-->';
/** Where the page footer goes when the body does not end with it. */
const PAGE_FOOTER_MARKER = '<!--page-footer-->';

/** The page footer's id: a page that must not paint before its blocks are parsed waits for it (examples.ts). */
export const PAGE_END_ID = 'page-end';

const PAGE_FOOTER = `  <footer id="${PAGE_END_ID}"><p>Conteúdo depois dos blocos: não deve se mover quando o runtime monta os blocos.</p></footer>`;

/** The fixture's header and body, or undefined when the file has no fixture header (a whole document). */
export function parseFixture(markup: string): FixtureSource | undefined {
  const match = HEADER.exec(markup);
  if (!match) return undefined;
  const json = tryParseJson(match[1] ?? '');
  if (!isRecord(json) || typeof json['title'] !== 'string') throw new Error('A fixture header must be a JSON object with a title');
  const { title, description, context, contextText, runtimeCopies, rum } = json;
  return {
    meta: {
      title,
      description: typeof description === 'string' ? description : '',
      context: isRecord(context) ? context : {},
      ...(typeof contextText === 'string' && { contextText }),
      runtimeCopies: Array.isArray(runtimeCopies) ? runtimeCopies.filter((copy): copy is string => typeof copy === 'string') : [],
      ...(isRecord(rum) && { rum }),
    },
    body: markup.slice(match[0].length),
  };
}

/** Objects merged field by field; arrays, null and primitives of `patch` replace. */
export function deepMerge(base: JsonRecord, patch: JsonRecord): JsonRecord {
  const merged: JsonRecord = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = merged[key];
    merged[key] = isRecord(value) && isRecord(current) ? deepMerge(current, value) : value;
  }
  return merged;
}

/** The fixture as the platform would have rendered it; `banner` (the QA session's, server/qa/qa-banner.ts) opens its header. */
export function renderFixturePage({ meta, body, head = [] }: FixtureSource, banner?: SafeHtml): SafeHtml {
  const contextText = meta.contextText ?? jsonForScript(deepMerge(FIXTURE_SITE_CONTEXT, meta.context));
  return html`<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${meta.title}</title>
  <meta name="description" content="${meta.description}">
  <link rel="icon" href="${FAVICON_PATH}">
  <link rel="stylesheet" href="/fixtures/assets/site.css">
${head.map((tag) => html`  ${tag}\n`)}  <script type="application/json" id="site-context">${trustedHtml(contextText)}</script>
${meta.rum ? html`  <script type="application/json" id="${RUM_SETTINGS_ID}">${trustedHtml(jsonForScript(deepMerge(FIXTURE_RUM_SETTINGS, meta.rum)))}</script>\n` : ''}  <script type="module" async src="/dist/runtime.js"></script>
${meta.runtimeCopies.map((src) => html`  <script type="module" src="${src}"></script>\n`)}</head>
<body>
${withPageFrame(body.trimEnd(), html`  <header>${banner ?? ''}<p><a href="/">Todas as páginas de teste</a></p><h1>${meta.title}</h1></header>`)}
</body>
</html>
`;
}

/** The body with the page header and footer in their places: first and last unless a marker says where. */
function withPageFrame(body: string, header: SafeHtml): SafeHtml {
  const place = (markup: string, marker: string, part: string, at: 'start' | 'end'): string => {
    // The marker's line, whatever its indentation, becomes the part.
    const line = new RegExp(`^[ \\t]*${marker}[ \\t]*$`, 'm');
    if (line.test(markup)) return markup.replace(line, () => part);
    return at === 'start' ? `${part}\n${markup}` : `${markup}\n${part}`;
  };
  return trustedHtml(place(place(body, PAGE_HEADER_MARKER, header.value, 'start'), PAGE_FOOTER_MARKER, PAGE_FOOTER, 'end'));
}
