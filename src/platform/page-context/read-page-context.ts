import { SITE_CONTEXT_ID } from '../../shared/markers.ts';
import { type Compiled, parseDescriptor } from '../descriptor/descriptor.ts';
import type * as schemas from './schema.ts';
import type { PageContext } from './schema.ts';
// The zod schema compiled at build time: the page pays for the descriptor, not for zod.
import * as compiled from './schema.ts?compiled';

export type { PageContext } from './schema.ts';

const PageContextSchema = (compiled as unknown as Compiled<typeof schemas>).PageContextSchema;

export interface ParsedPageContext {
  readonly context: PageContext;
  /** The fields that fell back to their defaults, or 'missing' / 'not valid JSON' / 'not an object'. */
  readonly problems: string[];
}

/** Every field at its default: a visitor on an ordinary page of a classic site (see schema.ts). */
function defaultContext(): PageContext {
  return parseDescriptor(PageContextSchema, {}).value;
}

/**
 * Parses the page context's JSON text. Pure and never throws: whatever the text, every field has a
 * usable value, and `problems` says which ones are defaults because the text was wrong.
 */
export function parsePageContext(text: string | null | undefined): ParsedPageContext {
  if (text === null || text === undefined || text.trim() === '') return { context: defaultContext(), problems: ['missing'] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { context: defaultContext(), problems: ['not valid JSON'] };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { context: defaultContext(), problems: ['not an object'] };
  }
  const problems: string[] = [];
  const context = parseDescriptor(PageContextSchema, json, (field) => problems.push(field)).value;
  return { context, problems };
}

const contexts = new WeakMap<Document, PageContext>();

/**
 * The page context of `doc`, read once per document and shared by every feature (treat it as
 * read-only; it is frozen). Missing or invalid fields get their defaults with one console warning.
 */
export function readPageContext(doc: Document = document): PageContext {
  let context = contexts.get(doc);
  if (!context) {
    const parsed = parsePageContext(doc.getElementById(SITE_CONTEXT_ID)?.textContent);
    if (parsed.problems.length) console.warn('[site-runtime] site-context: using defaults for …', parsed.problems);
    context = deepFreeze(parsed.context);
    contexts.set(doc, context);
  }
  return context;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
