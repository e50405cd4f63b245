import * as z from 'zod/mini';
import { BLOCK_JSON_ATTRIBUTE } from '../shared/markers.ts';
import { BlockConfigError } from './block-errors.ts';

/**
 * Parses the block's data-block-json with its schema. A block without the attribute gets the
 * schema's defaults; malformed JSON or a config that fails the schema throws BlockConfigError.
 */
export function readBlockConfig<T extends z.ZodMiniType>(element: HTMLElement, schema: T): z.output<T> {
  const raw = element.getAttribute(BLOCK_JSON_ATTRIBUTE);
  let json: unknown = {};
  if (raw !== null) {
    try {
      json = JSON.parse(raw);
    } catch {
      throw new BlockConfigError(`${BLOCK_JSON_ATTRIBUTE} of #${element.id} is not valid JSON`);
    }
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new BlockConfigError(`${BLOCK_JSON_ATTRIBUTE} of #${element.id} is invalid: ${problems.join('; ')}`);
  }
  return result.data;
}

/**
 * A block definition's `config`: reads data-block-json with `schema` (defineBlock calls it). Kept
 * apart from defineBlock so that config parsing ships with the blocks that have a config, not with
 * every page's services.
 */
export function blockConfig<T extends z.ZodMiniType>(schema: T): (element: HTMLElement) => z.output<T> {
  return (element) => readBlockConfig(element, schema);
}
