import { APP_NAME } from '../../shared/app.ts';
import { ERROR_MAX_STACK_LENGTH } from '../../shared/limits.ts';
import { BUILD } from '../chunk-map.ts';

/** One entry of the RecordJavascriptErrors list (site-runtime.md §7). */
export interface ErrorEntry {
  eventName: string;
  /** JSON string of the error's details. */
  data: string;
  timestamp: number;
}

const ERROR_EVENT_NAME = `interface_error_${APP_NAME}`;

/**
 * Builds an entry from anything thrown. The error's own primitive fields are kept, so a
 * ChunkLoadError carries its `chunk`, `type` and `request` address to ops.
 */
export function toErrorEntry(error: unknown, details: Record<string, unknown> = {}, now = Date.now()): ErrorEntry {
  const err = error instanceof Error ? error : new Error(String(error));
  const data: Record<string, unknown> = {
    name: err.name,
    message: err.message,
    stack: err.stack?.slice(0, ERROR_MAX_STACK_LENGTH),
    url: location.href,
    // Which deploy the page runs (issue 16): a regression points at a build.
    build: BUILD,
    ...details,
  };
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') data[key] = value;
  }
  return { eventName: ERROR_EVENT_NAME, data: JSON.stringify(data), timestamp: now };
}
