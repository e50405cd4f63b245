import { MESSAGES } from '../../../texts/messages.ts';
import { DataError } from '../data-error.ts';

export interface SystemErrorOptions {
  /** The address of the call that failed. */
  url?: string;
  /** The reply format the call expected. */
  format?: string;
}

export interface SystemErrorText {
  /** The overlay's main line, which also names the dialog. */
  message: string;
  /** Further lines (the URL and format), which describe the dialog; empty when there is nothing to add. */
  details: string[];
}

/**
 * What the overlay says (site-runtime.md §8): for an error the platform already logged ("cleaned")
 * only that; for a network error only the connect failure; otherwise the message with the URL and
 * format. Everything here is shown as text, never parsed as HTML.
 */
export function systemErrorText(error: Error, options: SystemErrorOptions = {}): SystemErrorText {
  if (error instanceof DataError && error.cleaned) return { message: MESSAGES.systemError.cleaned, details: [] };
  if (error instanceof DataError && error.kind === 'connect') return { message: MESSAGES.data.couldNotConnect, details: [] };
  return { message: error.message, details: [options.url, options.format].filter((line): line is string => Boolean(line)) };
}
