import type * as z from 'zod/mini';
import { type Descriptor, parseDescriptor } from '../platform/descriptor/descriptor.ts';
import { BLOCK_JSON_ATTRIBUTE } from '../shared/markers.ts';
import { BlockConfigError } from './block-errors.ts';

/**
 * Parses the block's data-block-json with a zod schema, where zod is loaded anyway. A block without
 * the attribute gets the schema's defaults; malformed JSON or a config that fails the schema throws
 * BlockConfigError. Block definitions use `blockConfig` instead, which needs no zod on the page.
 */
export function readBlockConfig<T extends z.ZodMiniType>(element: HTMLElement, schema: T): z.output<T> {
  const json = readBlockJson(element);
  const result = schema.safeParse(json);
  if (!result.success)
    throw invalid(
      element,
      result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  return result.data;
}

/**
 * A block definition's `config`: reads data-block-json with its zod schema compiled at build time
 * (`import compiled from './config-schema.ts?compiled'`), as `readBlockConfig` would with the schema
 * itself, apart from the wording of the error. Kept apart from defineBlock so that config parsing
 * ships with the blocks that have a config, not with every page's services.
 */
export function blockConfig<T>(descriptor: Descriptor<T>): (element: HTMLElement) => T {
  return (element) => {
    const { value, issues } = parseDescriptor(descriptor, readBlockJson(element));
    if (!issues.length) return value;
    const problems = [...new Set(issues)].map((path) => `${path || '(root)'}: invalid`);
    throw invalid(element, problems);
  };
}

/** The attribute's JSON ({} without it). */
function readBlockJson(element: HTMLElement): unknown {
  const raw = element.getAttribute(BLOCK_JSON_ATTRIBUTE);
  if (raw === null) return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new BlockConfigError(`${BLOCK_JSON_ATTRIBUTE} of #${element.id} is not valid JSON`);
  }
}

function invalid(element: HTMLElement, problems: string[]): BlockConfigError {
  return new BlockConfigError(`${BLOCK_JSON_ATTRIBUTE} of #${element.id} is invalid: ${problems.join('; ')}`);
}
