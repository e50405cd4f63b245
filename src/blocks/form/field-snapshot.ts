/**
 * What the visitor entered in one field, read from its pre-rendered inputs (docs/markup.md 6.3).
 * The DOM is read here and nowhere else; field-value.ts turns a snapshot into the value sent.
 */
export interface FieldSnapshot {
  /** Inputs with data-part, by part name. */
  readonly parts: Readonly<Record<string, string>>;
  /** Radio and checkbox inputs outside likert groups, in page order. */
  readonly choices: readonly Choice[];
  /** Likert groups: the question and its ticked inputs. */
  readonly likert: readonly LikertAnswer[];
  /** The first other input, textarea or select: its value ('' when there is none). */
  readonly value: string;
}

interface Choice {
  readonly value: string;
  readonly checked: boolean;
}

interface LikertAnswer {
  readonly question: string;
  /** True when the group's inputs are checkboxes: the answer is then a list. */
  readonly multiple: boolean;
  readonly checked: readonly string[];
}

const CONTROLS = 'input, textarea, select';

/** A radio or checkbox: what it sends is whether it is ticked. */
export function isChoice(control: Element): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');
}

/** The form controls of a field element: inputs, textareas and selects, in page order. */
export function fieldControls(fieldElement: Element): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return [...fieldElement.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(CONTROLS)];
}

export function readFieldSnapshot(fieldElement: Element): FieldSnapshot {
  const parts: Record<string, string> = {};
  const choices: Choice[] = [];
  let value: string | undefined;
  const likertGroups = [...fieldElement.querySelectorAll('[data-likert-question]')];
  const inLikert = (control: Element): boolean => likertGroups.some((group) => group.contains(control));

  for (const control of fieldControls(fieldElement)) {
    if (inLikert(control)) continue;
    const part = control.getAttribute('data-part');
    if (part !== null) parts[part] = control.value;
    else if (isChoice(control)) choices.push({ value: control.value, checked: control.checked });
    else value ??= control.value;
  }

  const likert = likertGroups.map((group): LikertAnswer => {
    const inputs = [...group.querySelectorAll('input')].filter(isChoice);
    return {
      question: group.getAttribute('data-likert-question') ?? '',
      multiple: inputs.some((input) => input.type === 'checkbox'),
      checked: inputs.filter((input) => input.checked).map((input) => input.value),
    };
  });

  return { parts, choices, likert, value: value ?? '' };
}
