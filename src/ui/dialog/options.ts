import * as z from 'zod/mini';
import { DIALOG } from '../limits.ts';
import { SiteRuntimeError } from '../../shared/errors.ts';

/** What every dialog takes (site-runtime.md §5, "Dialog options"). */
export interface DialogOptions {
  title: string;
  /** Always rendered as text, never as HTML. */
  message: string;
  /**
   * The spec only says "style is a number"; it is read as the dialog's width in CSS pixels
   * (border box, padding included), default DIALOG.width (350). On small screens the dialog is
   * never wider than the viewport minus a margin.
   */
  style?: number;
  /** Inner padding in CSS pixels, default DIALOG.padding (20). */
  padding?: number;
  /**
   * Milliseconds after which the dialog hides itself; null never. Default: DIALOG.informationHideMs
   * (2000) for the information dialog, null for the others.
   */
  hideAfterTime?: number | null;
  /** Escape cancels the dialog (default true). */
  escapeCancels?: boolean;
}

export type DialogOutcome = 'confirm' | 'reject' | 'cancel';

/** Options that fail the schema: thrown before anything is shown. */
export class DialogOptionsError extends SiteRuntimeError {
  override readonly name = 'DialogOptionsError';
}

/** setTimeout fires at once for a delay above this (a signed 32-bit integer), so longer waits are refused. */
const MAX_TIMER_MS = 2_147_483_647;

// Only object, optional, nullable, number, string, boolean and refine checks: zod's code is shared by every page.
const check = (test: (value: number) => boolean, message: string) => z.number().check(z.refine(test, message));

export const DialogOptionsSchema = z.object({
  title: z.string(),
  message: z.string(),
  style: z.optional(check((value) => value > 0, 'style (the dialog width in px) must be a number above 0')),
  padding: z.optional(check((value) => value >= 0, 'padding must be a number of px, 0 or more')),
  hideAfterTime: z.optional(
    z.nullable(check((value) => value >= 0 && value <= MAX_TIMER_MS, `hideAfterTime must be null or a number of ms from 0 to ${MAX_TIMER_MS}`)),
  ),
  escapeCancels: z.optional(z.boolean()),
  withReject: z.optional(z.boolean()),
});

/** The options with every default filled in. */
export interface DialogSettings {
  readonly title: string;
  readonly message: string;
  readonly width: number;
  readonly padding: number;
  readonly hideAfterTime: number | null;
  readonly escapeCancels: boolean;
  readonly withReject: boolean;
}

/**
 * Validates `options` (which come from feature code, often built from page data) and fills in the
 * defaults. Unknown keys are ignored. Throws DialogOptionsError naming every problem.
 */
export function parseDialogOptions(options: unknown, defaultHideAfterTime: number | null): DialogSettings {
  const result = DialogOptionsSchema.safeParse(options);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(options)'}: ${issue.message}`);
    throw new DialogOptionsError(`Invalid dialog options: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  return {
    title: parsed.title,
    message: parsed.message,
    width: parsed.style ?? DIALOG.width,
    padding: parsed.padding ?? DIALOG.padding,
    hideAfterTime: parsed.hideAfterTime === undefined ? defaultHideAfterTime : parsed.hideAfterTime,
    escapeCancels: parsed.escapeCancels ?? true,
    withReject: parsed.withReject ?? false,
  };
}
