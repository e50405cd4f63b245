import { type Descriptor, parseDescriptor } from '../platform/descriptor/descriptor.ts';
import { BLOCK_JSON_ATTRIBUTE } from '../shared/markers.ts';
import { BlockConfigError } from './block-errors.ts';

/**
 * A block definition's `config`: reads data-block-json with its zod schema compiled at build time
 * (`import compiled from './config-schema.ts?compiled'`): the schema's output, or a BlockConfigError
 * naming each path that failed (malformed JSON too); no zod on the page.
 */
export function blockConfig<T>(descriptor: Descriptor<T>): (element: HTMLElement) => T {
  return (element) => {
    const { value, issues } = parseDescriptor(descriptor, readBlockJson(element));
    if (!issues.length) return value;
    const problems = [...new Set(issues)].map((path) => `${path || '(root)'}: invalid`);
    throw new BlockConfigError(`${BLOCK_JSON_ATTRIBUTE} of #${element.id} is invalid: ${problems.join('; ')}`);
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
