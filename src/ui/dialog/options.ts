import { DIALOG } from '../block-kit/limits.ts';
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

/**
 * Options that break the rules below: thrown before anything is shown.
 * @internal Exported for the error family test (src/test/error-family.test.ts), which makes one of each.
 */
export class DialogOptionsError extends SiteRuntimeError {
  override readonly name = 'DialogOptionsError';
}

/** setTimeout fires at once for a delay above this (a signed 32-bit integer), so longer waits are refused. */
const MAX_TIMER_MS = 2_147_483_647;

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optional = (test: (value: unknown) => boolean) => (value: unknown) => value === undefined || test(value);
const isText = (value: unknown): boolean => typeof value === 'string';
const isFlag = optional((value) => typeof value === 'boolean');

/**
 * The rule each option follows, with what a refusal says. A check by hand, not a zod schema: options
 * are a feature's call, not JSON from the network, and a dialog's first use should not pay for zod's
 * runtime when the page has not loaded it (chosen here; the messages are zod's shape: `key: problem`).
 */
const RULES: { readonly [Key in keyof DialogOptions | 'withReject']-?: readonly [(value: unknown) => boolean, string] } = {
  title: [isText, 'expected text'],
  message: [isText, 'expected text'],
  style: [optional((value) => isNumber(value) && value > 0), 'style (the dialog width in px) must be a number above 0'],
  padding: [optional((value) => isNumber(value) && value >= 0), 'padding must be a number of px, 0 or more'],
  hideAfterTime: [
    optional((value) => value === null || (isNumber(value) && value >= 0 && value <= MAX_TIMER_MS)),
    `hideAfterTime must be null or a number of ms from 0 to ${MAX_TIMER_MS}`,
  ],
  escapeCancels: [isFlag, 'expected true or false'],
  withReject: [isFlag, 'expected true or false'],
};

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
  if (typeof options !== 'object' || options === null) throw new DialogOptionsError('Invalid dialog options: (options): expected an object');
  const values = options as { readonly [key: string]: unknown };
  const problems = Object.entries(RULES)
    .filter(([key, [test]]) => !test(values[key]))
    .map(([key, [, message]]) => `${key}: ${message}`);
  if (problems.length) throw new DialogOptionsError(`Invalid dialog options: ${problems.join('; ')}`);
  const parsed = options as DialogOptions & { withReject?: boolean };
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
