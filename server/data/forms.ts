/** Form definitions the fixture platform knows, as the form builder would have saved them. */

import { FORM_FIELD_TYPES } from '../../src/registry.ts';

/** Every field type of the form builder (site-runtime.md §3): the list the runtime reads, so the two never disagree. */
export { FORM_FIELD_TYPES };

type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

interface FormFieldDefinition {
  id: string;
  type: FormFieldType;
  required: boolean;
}

export interface FormDefinition {
  id: string;
  fields: FormFieldDefinition[];
  /** When true a submission must carry a solved captcha (see FIXTURE_CAPTCHA_KEY). */
  captcha?: boolean;
}

/** The only captchaKey the fixture platform accepts, and the token the captcha stand-in gives once solved. */
export const FIXTURE_CAPTCHA_KEY = 'fixture-captcha-ok';

/** Required in form-todos-campos; every other field there is optional. */
const REQUIRED_IN_ALL_FIELDS_FORM: ReadonlySet<FormFieldType> = new Set(['text', 'email', 'name', 'radio']);

const FORMS: readonly FormDefinition[] = [
  {
    id: 'form-contato',
    fields: [
      { id: 'field-nome', type: 'name', required: true },
      { id: 'field-email', type: 'email', required: true },
      { id: 'field-mensagem', type: 'textarea', required: false },
    ],
  },
  {
    // One field of every type, with the id field-<type>.
    id: 'form-todos-campos',
    fields: FORM_FIELD_TYPES.map((type) => ({ id: `field-${type}`, type, required: REQUIRED_IN_ALL_FIELDS_FORM.has(type) })),
  },
  {
    id: 'form-captcha',
    captcha: true,
    fields: [
      { id: 'field-nome', type: 'text', required: true },
      { id: 'field-email', type: 'email', required: true },
    ],
  },
];

export function findForm(id: string): FormDefinition | undefined {
  return FORMS.find((form) => form.id === id);
}
