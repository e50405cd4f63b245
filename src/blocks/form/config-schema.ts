import * as z from 'zod/mini';

const text = () => z._default(z.string(), '');
const flag = () => z._default(z.boolean(), false);

/**
 * One field of the block config (docs/markup.md 6.3). `type` stays a string: a type this runtime
 * does not know is read like a text field with a warning rather than failing the whole form.
 * Renderer fields beyond these are allowed and ignored.
 */
export const FormFieldSchema = z.looseObject({
  id: z.string().check(z.minLength(1)),
  type: z.string(),
  title: text(),
  description: text(),
  required: flag(),
  placeholder: text(),
  currencySymbol: text(),
  showCountryCode: flag(),
  underline: flag(),
  options: z._default(z.array(z.string()), []),
  /** Hidden fields: the query-string parameter that gives the value, and the default value. */
  key: text(),
  value: text(),
  maxLength: z.optional(z.number()),
});

export type FormField = z.output<typeof FormFieldSchema>;

/**
 * data-block-json of a form (type 9) or newsletter (type 51) block. Empty strings stand for
 * "not given": collectionId, objectName and submitButtonText then come from the page (see
 * resolveFormIdentity).
 */
export const FormConfigSchema = z.looseObject({
  formId: text(),
  collectionId: text(),
  objectName: text(),
  isOverlayForm: flag(),
  submitButtonText: text(),
  successRedirect: text(),
  fields: z.array(FormFieldSchema),
});

export type FormConfig = z.output<typeof FormConfigSchema>;

/**
 * A form block (type 9, the full submission) must name its form; a newsletter may leave formId empty.
 * A field of its own rather than a refine of the whole config: the compiler knows z.minLength, not
 * arbitrary functions, and the accepted configs are the same.
 */
export const FullFormConfigSchema = z.extend(FormConfigSchema, { formId: z.string().check(z.minLength(1, 'no formId')) });
