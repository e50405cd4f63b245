import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { decodeEntities } from './escape.ts';
import { parseFixture } from './fixture-page.ts';

export interface FixtureSummary {
  file: string;
  href: string;
  title: string;
  description: string;
}

/**
 * The fixture pages (fixtures/*.html) with their title and meta description, read at request time
 * so new fixtures appear without a restart. A missing directory is an empty catalogue.
 */
export async function listFixtures(fixturesDir: string): Promise<FixtureSummary[]> {
  let entries;
  try {
    entries = await readdir(fixturesDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const markup = await readFile(join(fixturesDir, file), 'utf8');
      const fixture = parseFixture(markup);
      const title = fixture ? fixture.meta.title : titleOf(markup);
      const description = fixture ? fixture.meta.description : descriptionOf(markup);
      return { file, href: `/fixtures/${encodeURIComponent(file)}`, title: title || file, description: description ?? '' };
    }),
  );
}

function text(raw: string): string {
  return decodeEntities(raw).replace(/\s+/g, ' ').trim();
}

function titleOf(markup: string): string | undefined {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(markup);
  const title = match?.[1] === undefined ? '' : text(match[1]);
  return title === '' ? undefined : title;
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const [, name = '', double, single, bare] = match;
    attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

function descriptionOf(markup: string): string | undefined {
  for (const [tag] of markup.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    if (attributes.get('name')?.toLowerCase() === 'description') return text(attributes.get('content') ?? '');
  }
  return undefined;
}
