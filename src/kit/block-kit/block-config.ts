import { type Descriptor, parseDescriptor } from '../../platform/descriptor/descriptor.ts';
import { BLOCK_JSON_ATTRIBUTE } from '../../shared/markers.ts';
import { BlockConfigError } from './block-errors.ts';

/** A block's own wording of the two failures, where the spec gives one (the gallery's, GMM §5). */
export interface BlockConfigMessages {
  /** data-block-json is not valid JSON. */
  readonly malformed: string;
  /** The JSON does not match the schema. */
  readonly invalid: string;
}

/**
 * A block definition's `config`: reads data-block-json with its zod schema compiled at build time
 * (`import compiled from './config-schema.ts?compiled'`): the schema's output, or a BlockConfigError
 * naming each path that failed (malformed JSON too); no zod on the page. With `messages`, the error's
 * message is the block's own text and the details follow it on the next line.
 */
export function blockConfig<T>(descriptor: Descriptor<T>, messages?: BlockConfigMessages): (element: HTMLElement) => T {
  const fail = (wording: string | undefined, detail: string): never => {
    throw new BlockConfigError(wording ? `${wording}\n${detail}` : detail);
  };
  return (element) => {
    const raw = element.getAttribute(BLOCK_JSON_ATTRIBUTE);
    let json: unknown = {};
    try {
      if (raw !== null) json = JSON.parse(raw);
    } catch {
      fail(messages?.malformed, `${BLOCK_JSON_ATTRIBUTE} of #${element.id} is not valid JSON`);
    }
    const { value, issues } = parseDescriptor(descriptor, json);
    if (!issues.length) return value;
    const problems = [...new Set(issues)].map((path) => `${path || '(root)'}: invalid`);
    return fail(messages?.invalid, `${BLOCK_JSON_ATTRIBUTE} of #${element.id} is invalid: ${problems.join('; ')}`);
  };
}
