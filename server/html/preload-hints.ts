import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { EVERY_PAGE_CHUNK, GALLERY_NAVIGABLE_DESIGNS } from '../../src/registry.ts';
import { EDIT_MODE_CLASS, PRELOAD_FILE } from '../../src/shared/markers.ts';
import { CONSENT_COOKIE, parseConsentCookie } from '../../src/shared/consent-cookie.ts';
import { isRestrictivePolicy } from '../../src/shared/restrictive-policy.ts';
import { isRecord, stringField } from '../body.ts';
import { escapeHtml } from './escape.ts';
import { pageContextOf } from './site-context.ts';

/**
 * The renderer's preload hints (docs/markup.md "Preload hints"), as the platform emits them: for each
 * block type on the page, and `every-page` on every page (its chunk carries the core), every file the runtime will
 * load for it, named in <head> before the runtime's script, so the browser fetches them beside the
 * entry instead of one round trip after it.
 */

/** `?preload=0` on a page's URL: the page as a renderer without hints writes it. */
const NO_PRELOAD_QUERY = { name: 'preload', value: '0' } as const;

/** A file relative to the runtime's folder: no absolute path, no way up, a script or a stylesheet. */
const FILE = z.string().regex(/^(?![/\\])(?!.*\.\.)[\w./-]+\.(?:js|css)$/);
/** Block type id or feature name → the files its chunk needs. */
export const preloadFileSchema = z.record(z.string().regex(/^(?:[1-9]\d*|[a-z][a-z-]*)$/), z.array(FILE).min(1));
export type PreloadFile = z.output<typeof preloadFileSchema>;

/**
 * dist/preload.json (build/preload-hints.ts writes it), or undefined when there is none (no build yet: pages are served without hints).
 * Read on every request, like the rest of dist/, so a later build is picked up. A file that does not
 * match the schema is an error: the build wrote it, so it is a defect to see, not a page to serve quietly.
 */
export async function readPreloadFile(distDir: string): Promise<PreloadFile | undefined> {
  let text: string;
  try {
    text = await readFile(join(distDir, PRELOAD_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return preloadFileSchema.parse(JSON.parse(text));
}

const BLOCK_TYPE = /\bdata-block-type\s*=\s*["']?(\d+)/gi;
/** A block in a template (the popup overlay's) loads when it is shown: not hinted. */
const TEMPLATE = /<template\b[\s\S]*?<\/template\s*>/gi;
/** The runtime's script tag: the first module script whose src ends in runtime.js (a second copy comes later). */
const RUNTIME_SCRIPT = /^([ \t]*)(<script\b[^>]*\bsrc\s*=\s*"([^"]*?)runtime\.js"[^>]*>)/im;

/** A gallery whose design moves starts the `gallery-navigation` chunk (docs/markup.md 6.5): hinted too. */
const MOVING_GALLERY = new RegExp(`\\bdata-gallery-design\\s*=\\s*["']?(?:${GALLERY_NAVIGABLE_DESIGNS.join('|')})\\b`, 'i');
const GALLERY_NAVIGATION_KEY = 'gallery-navigation';
/** A video element (docs/markup.md 6.7), a video block's or a gallery slide's, mounts the `video` chunk: hinted too. */
const VIDEO_ELEMENT = /<[a-z][^>]*\sdata-video(?=[\s>=/])/i;
const VIDEO_KEY = 'video';

const BANNER_KEY = 'cookie-banner';
/** `<body class="… is-editing-backend …">`: the editor's preview, where the banner shows only when forced. */
const EDIT_MODE_BODY = new RegExp(`<body\\b[^>]*\\bclass\\s*=\\s*["'][^"']*\\b${EDIT_MODE_CLASS}\\b`, 'i');

/**
 * What a renderer that renders each request knows of its visitor (HTML served from a cache knows neither).
 * Read from the request by visitorOf.
 */
export interface RequestVisitor {
  /** The request carries `ss_cookieAllowed` as the runtime writes it (`true` or `false`): a choice is stored. */
  readonly choseCookies: boolean;
  /** `Sec-GPC: 1`: the browser sends Global Privacy Control, the visitor's refusal (no banner) where the policy is not restrictive. */
  readonly sendsGlobalPrivacyControl: boolean;
}

/** The visitor of a request, from its cookies and headers. */
export function visitorOf(cookies: Readonly<Record<string, string | undefined>>, headers: Readonly<Record<string, unknown>>): RequestVisitor {
  return { choseCookies: parseConsentCookie(cookies[CONSENT_COOKIE]) !== undefined, sendsGlobalPrivacyControl: headers['sec-gpc'] === '1' };
}

/**
 * Whether the cookie banner may show on this page's first view (docs/markup.md "Preload hints"): its site context
 * enables it, the page is not the editor's, and the visitor, when known, has not chosen, nor sent the signal
 * on a site whose policy is not restrictive (there it is their refusal; a restrictive site still shows the banner).
 */
function bannerMayShow(page: string, visitor: RequestVisitor | undefined): boolean {
  const context = pageContextOf(page);
  const settings = isRecord(context) ? context['cookieSettings'] : undefined;
  if (!isRecord(settings) || settings['isCookieBannerEnabled'] !== true || EDIT_MODE_BODY.test(page)) return false;
  const website = isRecord(context) ? context['website'] : undefined;
  const restrictive = isRestrictivePolicy(settings, isRecord(website) ? website['cloneable'] : undefined);
  return !visitor?.choseCookies && !(visitor?.sendsGlobalPrivacyControl && !restrictive);
}

/**
 * The keys of preload.json the page needs: `every-page` (hinted on every page, since its chunk carries the core), the cookie banner when it may show, then its block types (outside templates) in page order, then a
 * gallery's navigation, then the video chunk. Never the lightbox (docs/markup.md "Preload hints"): React renders it, and
 * React's chunk must not come with a page whose lightbox may never open; its first opening fetches it all in one round trip.
 */
export function hintKeys(page: string, visitor?: RequestVisitor): string[] {
  const keys = new Set<string>([EVERY_PAGE_CHUNK]);
  if (bannerMayShow(page, visitor)) keys.add(BANNER_KEY);
  const shown = page.replace(TEMPLATE, '');
  for (const [, id = ''] of shown.matchAll(BLOCK_TYPE)) keys.add(String(Number(id)));
  if (MOVING_GALLERY.test(shown)) keys.add(GALLERY_NAVIGATION_KEY);
  if (VIDEO_ELEMENT.test(shown)) keys.add(VIDEO_KEY);
  return [...keys];
}

/**
 * The page with its hints before the runtime's script tag, each file once: `modulepreload` for a
 * script, `preload as="style"` for a stylesheet (fetched, not applied: first paint does not wait for
 * it). URLs are the runtime's own folder plus the file. A page without the runtime's script is unchanged.
 */
export function withPreloadHints(page: string, file: PreloadFile, visitor?: RequestVisitor): string {
  const runtime = RUNTIME_SCRIPT.exec(page);
  if (!runtime) return page;
  const [, indent = '', tag = '', folder = ''] = runtime;
  const files = new Set(hintKeys(page, visitor).flatMap((key) => file[key] ?? []));
  if (files.size === 0) return page;
  const links = [...files].map((name) => {
    const href = escapeHtml(folder + name);
    return name.endsWith('.css') ? `<link rel="preload" as="style" href="${href}">` : `<link rel="modulepreload" href="${href}">`;
  });
  const at = runtime.index + indent.length;
  return `${page.slice(0, at)}${links.map((link) => `${link}\n${indent}`).join('')}${tag}${page.slice(at + tag.length)}`;
}

/** Whether the request asks for the page without hints (`?preload=0`). */
export function hintsRefused(query: unknown): boolean {
  return stringField(query, NO_PRELOAD_QUERY.name) === NO_PRELOAD_QUERY.value;
}
