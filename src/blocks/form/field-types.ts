/** The form field types of site-runtime.md §3, as the block config names them (docs/markup.md 6.3). */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'currency',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];

export function isFieldType(type: string): type is FieldType {
  return (FIELD_TYPES as readonly string[]).includes(type);
}

/** Multi-part fields and their parts, in the order their values are sent (site-runtime.md §3). */
export const FIELD_PARTS = {
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const satisfies Partial<Record<FieldType, readonly string[]>>;

export type MultiPartType = keyof typeof FIELD_PARTS;

export function isMultiPart(type: string): type is MultiPartType {
  return Object.hasOwn(FIELD_PARTS, type);
}

/**
 * Parts a required field may leave empty (chosen here): the second address line, the phone's
 * country code (absent from a 3-part phone) and the seconds and AM/PM of a time.
 */
export const OPTIONAL_PARTS: Readonly<Partial<Record<MultiPartType, readonly string[]>>> = {
  address: ['Line2'],
  phone: ['Country'],
  time: ['Second', 'Ampm'],
};

/** Address countries whose Zip part follows the US rule "exactly five digits" (site-runtime.md §5). */
export const US_COUNTRY_NAMES: readonly string[] = ['us', 'usa', 'united states', 'estados unidos', 'eua'];
