import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES } from '../../texts/messages.ts';
import { counterText, exceedsLimit } from './char-limit.ts';
import type { FormController, FormState } from './form-controller.ts';
import type { FormHosts } from './form-hosts.ts';
import type { FieldMarkup, FormMarkup } from './form-markup.ts';
import { markInvalidFields } from './mark-invalid-fields.ts';
import { showFailureMessages } from './show-failure-messages.ts';
import type { SummaryEntry } from './form-summary.ts';

const T = MESSAGES.form;

export interface FormUiProps {
  readonly markup: FormMarkup;
  readonly hosts: FormHosts;
  readonly controller: FormController;
  /** Filled in on success, for a `[data-form-summary]` in the success text. */
  readonly summary: () => readonly SummaryEntry[];
  /** Prefix of the ids of field messages (the block's id). */
  readonly idPrefix: string;
}

/** The id of a field's message element, for aria-describedby. */
function fieldErrorId(prefix: string, fieldId: string): string {
  return `${prefix}-${fieldId}-error`.replace(/[^\w-]/g, '_');
}

/** Everything the runtime renders around a pre-rendered form; the form's own nodes stay the page's. */
export function FormUi({ markup, hosts, controller, summary, idPrefix }: FormUiProps) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  useSubmitButtonText(markup, state);
  const view = state.phase === 'failure' ? state.view : undefined;

  // Shows the field messages and banners, marks errored fields, then moves focus to the first
  // (site-runtime.md §4; WCAG 3.3.1), all in the commit of the failure: one frame shows them.
  useLayoutEffect(() => {
    if (!view) return undefined;
    const errorId = (fieldId: string): string => fieldErrorId(idPrefix, fieldId);
    const hideMessages = showFailureMessages(hosts, view, errorId);
    const unmark = markInvalidFields(markup.fields, view.fieldErrors, errorId);
    return () => {
      unmark();
      hideMessages();
    };
  }, [markup, hosts, view, idPrefix]);

  const summaryHost = state.phase === 'success' ? markup.submissionText?.querySelector<HTMLElement>('[data-form-summary]') : null;
  return (
    <>
      <div className="form-live" role="alert">
        {view?.message && (
          // `key` renews the node on every failure, so the same message is announced again.
          <p className={view.announceOnly ? 'form-error form-error--announced' : 'form-error'} key={state.phase === 'failure' ? state.attempt : 0}>
            {view.message}
          </p>
        )}
      </div>
      {markup.fields.map((item) => {
        const slot = hosts.counters.get(item.field.id);
        return slot && item.limit && createPortal(<CharCounter limit={item.limit} />, slot, item.field.id);
      })}
      {summaryHost && createPortal(<Summary entries={summary()} />, summaryHost)}
    </>
  );
}

function subscribeToInput(textarea: HTMLTextAreaElement) {
  return (onChange: () => void) => {
    textarea.addEventListener('input', onChange);
    return () => textarea.removeEventListener('input', onChange);
  };
}

/** The live 'N / max' counter of a limited textarea (site-runtime.md §5), with its error class when over. */
function CharCounter({ limit }: { limit: NonNullable<FieldMarkup['limit']> }) {
  const { textarea, max } = limit;
  const subscribe = useMemo(() => subscribeToInput(textarea), [textarea]);
  const text = useSyncExternalStore(subscribe, () => textarea.value);
  const over = exceedsLimit(text, max);
  return (
    <span className={over ? 'form-char-counter form-char-counter--error' : 'form-char-counter'} aria-hidden="true">
      {counterText(text, max)}
    </span>
  );
}

function Summary({ entries }: { entries: readonly SummaryEntry[] }) {
  return (
    <dl className="form-summary">
      {entries.map((entry, index) => (
        <div key={index}>
          <dt>{entry.title}</dt>
          <dd>{entry.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** While sending, the submit button says so (site-runtime.md §4); its own text comes back after. */
function useSubmitButtonText({ submitButton }: FormMarkup, state: FormState): void {
  const sending = state.phase === 'submitting';
  useLayoutEffect(() => {
    if (!sending || !submitButton) return undefined;
    if (submitButton instanceof HTMLInputElement) {
      const before = submitButton.value;
      submitButton.value = T.sending;
      return () => void (submitButton.value = before);
    }
    const before = [...submitButton.childNodes];
    submitButton.textContent = T.sending;
    return () => submitButton.replaceChildren(...before);
  }, [sending, submitButton]);
}
