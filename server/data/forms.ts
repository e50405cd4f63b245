/** Form definitions the fixture platform knows, as the form builder would have saved them. */

export type FormFieldType =
  | 'text'
  | 'email'
  | 'textarea'
  | 'name'
  | 'phone'
  | 'address'
  | 'date'
  | 'time'
  | 'checkbox'
  | 'radio'
  | 'select'
  | 'likert'
  | 'hidden'
  | 'number'
  | 'website'
  | 'currency';

export interface FormFieldDefinition {
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

/** The only captchaKey the fixture platform accepts for forms with a captcha. */
export const FIXTURE_CAPTCHA_KEY = 'fixture-captcha-ok';

export const FORMS: readonly FormDefinition[] = [
  {
    id: 'form-contato',
    fields: [
      { id: 'field-nome', type: 'name', required: true },
      { id: 'field-email', type: 'email', required: true },
      { id: 'field-mensagem', type: 'textarea', required: false },
    ],
  },
];

export function findForm(id: string): FormDefinition | undefined {
  return FORMS.find((form) => form.id === id);
}
