import type { FastifyRequest } from 'fastify';
import { isRecord, tryParseJson, type JsonRecord } from '../body.ts';
import { COOKIE } from '../cookies.ts';
import { fixtureLogin, type FixtureLogin } from '../data/users.ts';
import { jsonForScript, trustedHtml, type SafeHtml } from './escape.ts';

/** Page types used by generated pages (numeric enum of the shared constants). */
export const PAGE_TYPE = { page: 2, notFound: 100, search: 102 } as const;
type PageType = (typeof PAGE_TYPE)[keyof typeof PAGE_TYPE];

/** The platform login the request carries (fixture_account cookie), or null for a visitor. */
export function loginOf(request: FastifyRequest): FixtureLogin | null {
  return fixtureLogin(request.cookies[COOKIE.fixtureAccount]);
}

/** The origin the browser used, so baseUrl follows whatever port the server listens on. */
export function siteOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** A minimal but valid site context for pages the fixture server generates itself. */
export function siteContextFor(request: FastifyRequest, pageType: PageType): JsonRecord {
  const context: JsonRecord = {
    website: {
      identifier: 'fixture-site',
      websiteType: 1,
      siteStatus: { value: 8 },
      developerMode: false,
      cloneable: false,
      baseUrl: siteOrigin(request),
    },
    websiteSettings: {},
    websiteRoles: [],
    authenticatedAccount: null,
    collection: null,
    item: null,
    showAnnouncementBar: false,
    pageType,
  };
  return withLogin(context, loginOf(request));
}

/**
 * The context as the renderer would produce it for a logged-in account. A context that already
 * names an account is left alone: the fixture wants that exact state.
 */
export function withLogin(context: JsonRecord, login: FixtureLogin | null): JsonRecord {
  const alreadySet = context['authenticatedAccount'] !== undefined && context['authenticatedAccount'] !== null;
  if (login === null || alreadySet) return context;
  return { ...context, authenticatedAccount: { ...login.account }, websiteRoles: [...login.websiteRoles] };
}

export function siteContextScript(context: JsonRecord): SafeHtml {
  return trustedHtml(`<script type="application/json" id="site-context">${jsonForScript(context)}</script>`);
}

const SITE_CONTEXT_ELEMENT = /(<script\b[^>]*\bid\s*=\s*(?:"site-context"|'site-context'|site-context(?=[\s>]))[^>]*>)([\s\S]*?)(<\/script\s*>)/i;

/**
 * The renderer writes the site's own address into the context: for the fixture site that is wherever
 * it listens (npm start and the e2e suite use different ports). A context without a baseUrl keeps none,
 * and an https one is kept: it names the site's secure domain on another host (secure mode,
 * docs/markup.md "Platform calls"), which the fixture server itself never is.
 */
function withSiteOrigin(context: JsonRecord, origin: string): JsonRecord {
  const website = context['website'];
  if (!isRecord(website) || typeof website['baseUrl'] !== 'string' || website['baseUrl'] === origin || secureOrigin(website['baseUrl']) !== undefined) {
    return context;
  }
  return { ...context, website: { ...website, baseUrl: origin } };
}

/** The origin of an https address, else undefined. */
function secureOrigin(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's secure domain a page in `markup` calls in secure mode: its context's https baseUrl when
 * that is not the page's own `origin`, so the CSP can allow it (connect-src) as the platform must.
 */
export function secureSiteOrigin(markup: string, origin: string): string | undefined {
  const context = pageContextOf(markup);
  const website = isRecord(context) ? context['website'] : undefined;
  const baseUrl = isRecord(website) && typeof website['baseUrl'] === 'string' ? secureOrigin(website['baseUrl']) : undefined;
  return baseUrl === origin ? undefined : baseUrl;
}

/** The page's site context as its JSON says (undefined when there is none or it is malformed). */
export const pageContextOf = (markup: string): unknown => tryParseJson(SITE_CONTEXT_ELEMENT.exec(markup)?.[2] ?? '');

/**
 * Applies the login and the site's address to the site-context element of a pre-rendered page.
 * Malformed JSON is left untouched because fixtures feed the runtime bad input on purpose.
 */
export function patchSiteContext(markup: string, login: FixtureLogin | null, origin: string): string {
  const match = SITE_CONTEXT_ELEMENT.exec(markup);
  if (!match) return markup;
  const [element, startTag = '', json = '', endTag = ''] = match;
  const context = tryParseJson(json);
  if (!isRecord(context)) return markup;
  const patched = withSiteOrigin(withLogin(context, login), origin);
  if (patched === context) return markup;
  return markup.slice(0, match.index) + startTag + jsonForScript(patched) + endTag + markup.slice(match.index + element.length);
}
