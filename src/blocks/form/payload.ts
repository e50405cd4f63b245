import type { PageTrackingFields } from '../../services/small-services/census-events.ts';
import type { FormConfig } from './config.ts';
import type { FieldValue } from './field-value.ts';

/** Which submission a block sends: the form's full one, or the lighter one of the newsletter (docs/markup.md 6.4). */
export type FormVariant = 'full' | 'lighter';

/** What identifies a full form submission, with the config's gaps filled from the page (docs/markup.md 6.3). */
export interface FormIdentity {
  readonly formId: string;
  readonly collectionId: string;
  readonly objectName: string;
  readonly isOverlayForm: boolean;
  readonly submitButtonText: string;
}

export function resolveFormIdentity(
  config: FormConfig,
  page: { readonly collectionId: string | undefined; readonly blockId: string; readonly buttonText: string },
): FormIdentity {
  return {
    formId: config.formId,
    collectionId: config.collectionId || page.collectionId || '',
    objectName: config.objectName || page.blockId,
    isOverlayForm: config.isOverlayForm,
    submitButtonText: config.submitButtonText || page.buttonText,
  };
}

export interface PayloadInput {
  readonly variant: FormVariant;
  readonly key: string;
  readonly identity: FormIdentity;
  /** Field id → value; fields sending nothing are absent. */
  readonly values: Readonly<Record<string, FieldValue>>;
  /** The solved captcha's token; undefined when the form has no captcha. */
  readonly captchaKey: string | undefined;
  readonly tracking: PageTrackingFields;
}

/**
 * The SaveFormSubmission body (site-runtime.md §3): `form` is the JSON of the values by field id,
 * `captchaKey` only when a captcha is present, then the page-event census fields. The lighter variant
 * sends key, form, the optional captchaKey and the census fields only.
 */
export function buildPayload({ variant, key, identity, values, captchaKey, tracking }: PayloadInput): Record<string, string | boolean | undefined> {
  const captcha: { captchaKey?: string } = captchaKey === undefined ? {} : { captchaKey };
  const form = JSON.stringify(values);
  if (variant === 'lighter') return { key, form, ...captcha, ...tracking };
  return { key, ...identity, form, ...captcha, ...tracking };
}
