import * as z from 'zod/mini';
import { isChoice } from './field-snapshot.ts';

/**
 * What a visitor typed, kept in sessionStorage per form until the form is sent, so a reload or a
 * crashed tab loses nothing (beyond the spec, issue 6). Passwords are never stored.
 */

/** sessionStorage key prefix (chosen here); the key ends with the page path and the block id. */
const DRAFT_KEY_PREFIX = 'siteruntime:form-draft:';

export function draftKey(pathname: string, blockId: string): string {
  return `${DRAFT_KEY_PREFIX}${pathname}#${blockId}`;
}

/** One control: `n` its name, `v` its value, `c` whether it is ticked (radios and checkboxes). */
const DraftSchema = z.array(z.looseObject({ n: z.string(), v: z.string(), c: z.optional(z.boolean()) }));
export type Draft = z.output<typeof DraftSchema>;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_KEPT: readonly string[] = ['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image'];

function keptControls(form: HTMLFormElement): Control[] {
  return [...form.querySelectorAll<Control>('input[name], textarea[name], select[name]')].filter(
    (control) => !(control instanceof HTMLInputElement && NOT_KEPT.includes(control.type)),
  );
}

/** The visitor's entries: ticked state for choices, the value for the rest. */
export function captureDraft(form: HTMLFormElement): Draft {
  return keptControls(form).map((control) =>
    isChoice(control) ? { n: control.name, v: control.value, c: control.checked } : { n: control.name, v: control.value },
  );
}

/** True while a control still shows what the page was served with: the visitor has not changed it. */
function untouched(control: Control): boolean {
  if (isChoice(control)) return control.checked === control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    const options = [...control.options];
    if (control.multiple) return options.every((option) => option.selected === option.defaultSelected);
    // A single select with no `selected` option shows its first one.
    return (
      control.selectedIndex ===
      Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      )
    );
  }
  return control.value === control.defaultValue;
}

/** Puts a draft back into controls the visitor has not touched on this page load. */
export function restoreDraft(form: HTMLFormElement, draft: Draft): void {
  for (const control of keptControls(form)) {
    if (!untouched(control)) continue;
    if (isChoice(control)) {
      const entry = draft.find((item) => item.n === control.name && item.v === control.value && item.c !== undefined);
      if (entry) control.checked = entry.c === true;
    } else {
      const entry = draft.find((item) => item.n === control.name && item.c === undefined);
      if (entry) control.value = entry.v;
    }
  }
}

/** Storage may be missing or refuse writes (private modes, quota): drafts are then simply not kept. */
export interface DraftStore {
  load(): Draft | undefined;
  save(draft: Draft): void;
  clear(): void;
}

export function createDraftStore(storage: Storage | undefined, key: string): DraftStore {
  const attempt = <T>(action: () => T): T | undefined => {
    try {
      return action();
    } catch {
      return undefined;
    }
  };
  return {
    load: () =>
      attempt(() => {
        const raw = storage?.getItem(key);
        if (raw == null) return undefined;
        const parsed = DraftSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      }),
    save: (draft) => attempt(() => storage?.setItem(key, JSON.stringify(draft))),
    clear: () => attempt(() => storage?.removeItem(key)),
  };
}
