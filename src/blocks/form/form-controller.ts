import type { CaptchaBoundButton } from './captcha/captcha-bound-button.ts';
import type { CaptchaWidget } from './captcha/captcha-widget.ts';
import { type FailureView, failureView, type SubmitFailure } from './failure.ts';
import type { FormMarkup } from './form-markup.ts';
import { lockForm } from './lock-form.ts';
import { checkForm, sendForm, type SubmitOutcome, type SubmitSteps } from './submit-form.ts';

/** The submission states of site-runtime.md §4. `attempt` counts failures, so each one is news to the view. */
/** What can take focus inside the captcha's container (the provider draws an iframe or inputs). */
const FOCUSABLE = 'iframe, input, button, [tabindex]';

export type FormState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'submitting' }
  | { readonly phase: 'failure'; readonly view: FailureView; readonly attempt: number }
  | { readonly phase: 'success' };

export interface FormController {
  getState(): FormState;
  subscribe(listener: () => void): () => void;
  /** Sends the form; ignored while a submission is under way or after success. */
  submit(): Promise<void>;
  /** Stops notifying; a submission under way ends silently. */
  destroy(): void;
}

export interface FormControllerOptions {
  readonly markup: FormMarkup;
  readonly newsletter: boolean;
  readonly steps: SubmitSteps;
  readonly captcha: CaptchaWidget | undefined;
  /** The captcha-bound submit button, if the form has one. */
  readonly boundButton?: CaptchaBoundButton;
  readonly onSuccess: () => void;
  /** Told why each failed submission failed (traced). */
  readonly onFailure?: (failure: SubmitFailure) => void;
}

export function createFormController({ markup, newsletter, steps, captcha, boundButton, onSuccess, onFailure }: FormControllerOptions): FormController {
  let state: FormState = { phase: 'idle' };
  let failures = 0;
  let destroyed = false;
  const listeners = new Set<() => void>();
  const set = (next: FormState): void => {
    state = next;
    for (const listener of listeners) listener();
  };
  const fieldIds = markup.fields.filter((item) => item.element !== null).map((item) => item.field.id);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async submit() {
      if (destroyed || state.phase === 'submitting' || state.phase === 'success') return;
      // Read, validate and the captcha first: a form that fails there sends nothing, so it goes straight
      // to its failure, never locked or "sending" (one render, and no churn of every control's state).
      const checked = checkForm(steps);
      let outcome: SubmitOutcome = checked;
      if (checked.ok) {
        set({ phase: 'submitting' });
        const unlock = lockForm(markup.form, markup.submitButton);
        try {
          outcome = await sendForm(steps, checked);
        } catch {
          // sendForm turns every expected failure into an outcome; anything else still unlocks the form.
          outcome = { ok: false, failure: { stage: 'save', status: 0 } };
        } finally {
          unlock();
        }
      }
      if (destroyed) return;
      if (outcome.ok) {
        set({ phase: 'success' });
        onSuccess();
        return;
      }
      // SR §4 "Failure: errors shown, captcha reset, form unlocked; if the submit button is captcha-bound it is
      // disabled": after every failure, so a token is never sent twice. The disabled button loses focus: it
      // goes to the captcha, the next thing to do (a field error, shown after, takes it first).
      if (captcha) {
        captcha.reset();
        if (boundButton?.disableAfterFailure()) markup.captcha?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
      failures += 1;
      set({ phase: 'failure', view: failureView(outcome.failure, { newsletter, fieldIds }), attempt: failures });
      onFailure?.(outcome.failure);
    },
    destroy() {
      destroyed = true;
      listeners.clear();
    },
  };
}
