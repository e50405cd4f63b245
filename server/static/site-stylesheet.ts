import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { MOUNTED_FEATURES } from '../../src/registry.ts';

/** The template stylesheet's site-wide part, from the repository root; the fixture pages load it at `/${SITE_STYLESHEET}`. */
export const SITE_STYLESHEET = 'fixtures/assets/site.css';

/**
 * Where each feature keeps the template's reference rules for its pre-rendered markup: a template.css beside
 * its source (a feature without rules has none), in registry order, each folder once.
 */
export const TEMPLATE_STYLESHEETS: readonly string[] = [
  ...new Set(MOUNTED_FEATURES.map((feature) => posix.join(posix.dirname(feature.source), 'template.css'))),
];

/** A file's text, or undefined when there is none. */
async function textOf(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The fixture site's template stylesheet, as one file the way a platform serves its template's: the site-wide
 * part, then every feature's template.css in registry order (the cascade order a single file had). Read on
 * each request, as the other fixture files are, so an edit shows on reload; undefined without the site-wide part.
 */
export async function siteStylesheet(rootDir: string): Promise<string | undefined> {
  const [siteWide, ...features] = await Promise.all([SITE_STYLESHEET, ...TEMPLATE_STYLESHEETS].map((file) => textOf(join(rootDir, file))));
  if (siteWide === undefined) return undefined;
  return [siteWide, ...features.filter((text) => text !== undefined)].join('\n');
}
