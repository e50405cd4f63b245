import { SITE_CONTEXT_ID } from '../../shared/markers.ts';
import { isEditMode } from './edit-mode.ts';
import { type Compiled, parseDescriptor } from '../descriptor/descriptor.ts';
import type * as schemas from './schema.ts';
import type { PageContext } from './schema.ts';
// The zod schema compiled at build time: the page pays for the descriptor, not for zod.
import * as compiled from './schema.ts?compiled';

export type { PageContext } from './schema.ts';

const PageContextSchema = (compiled as unknown as Compiled<typeof schemas>).PageContextSchema;

/** @internal Exported for the tests: parsePageContext's answer, for its tests. */
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
 * @internal Exported for the tests: the tests build page contexts with it.
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

/** The page as the core hands it to every chunk (CoreContext.page): its context, and whether the editor shows it. */
export interface Page extends PageContext {
  /** Shown inside the editor (docs/markup.md §5), read with the context: the editor renders the class with the page. */
  readonly editMode: boolean;
}

/**
 * The page `doc` shows, as the core reads it once for all its chunks (src/core/page-core.ts), frozen so no feature
 * can change what the others read. Missing or invalid fields get their defaults with one console warning.
 */
export function readPage(doc: Document = document): Page {
  const parsed = parsePageContext(doc.getElementById(SITE_CONTEXT_ID)?.textContent);
  if (parsed.problems.length) console.warn('[site-runtime] site-context: using defaults for …', parsed.problems);
  return deepFreeze({ ...parsed.context, editMode: isEditMode(doc) });
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
