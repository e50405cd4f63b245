import { createElement } from 'react';
import { currentPageTrackingFields, trackFormRender } from '../../services/small-services/census-events.ts';
import { request } from '../../services/data/request.ts';
import { pixelEvent } from '../../services/small-services/pixel.ts';
import { traceEvent } from '../../services/small-services/trace-event.ts';
import { TRACE_FORM_SUBMIT } from '../../shared/trace-types.ts';
import { FORM_SUBMISSION_KEY_PATH, SAVE_FORM_SUBMISSION_PATH } from './endpoints.ts';
import type { BlockContext, BlockDefinition, Destroy } from '../../kit/define.ts';
import { webStorage } from '../../services/small-services/web-storage.ts';
import { afterNextPaint } from './after-paint.ts';
import { captchaBoundButton } from './captcha/captcha-bound-button.ts';
import { createCaptcha } from './captcha/captcha-widget.ts';
import { type FormConfig, readFormConfig, readFullFormConfig } from './config.ts';
import { captureDraft, createDraftStore, draftKey, restoreDraft } from './draft-store.ts';
import { createFormController } from './form-controller.ts';
import { createFormHosts } from './form-hosts.ts';
import { type FormMarkup, readFormMarkup } from './form-markup.ts';
import { summaryEntries } from './form-summary.ts';
import { FormUi } from './FormUi.tsx';
import { keyReplySchema } from './key-reply.ts';
import { buildPayload, type FormVariant, resolveFormIdentity } from './payload.ts';
import { readValues, validateValues } from './read-values.ts';
import { showSuccessInPlace, successRedirectUrl } from './show-success.ts';
import { keepTypedValues } from './keep-typed-values.ts';
import type { FieldValue } from './field-value.ts';
import './form.css';
import { POPUP_SIGNUP_EVENT } from '../../shared/page-events.ts';
import { createReactRoot } from '../../ui/react/react-root.ts';
import { afterLoad, yieldToMain } from '../../platform/idle/after-load.ts';

/** Logged when a form cannot be enhanced (site-runtime.md §8). */
const RENDER_FAILED = 'Could not render form';

function buttonText(button: FormMarkup['submitButton']): string {
  return (button instanceof HTMLInputElement ? button.value : (button?.textContent ?? '')).trim();
}

/**
 * A form (type 9, full submission) or newsletter (type 51, lighter submission) block on its
 * pre-rendered markup (docs/markup.md 6.3, 6.4). The markup's inputs stay the visitor's: the runtime
 * reads them, keeps a draft of them, and renders only messages, banners, counters and the summary.
 * A config or markup it cannot use still keeps what the visitor types (keepTypedValues).
 */
export function formBlock(variant: FormVariant): BlockDefinition<FormConfig, FormMarkup> {
  return {
    config: variant === 'full' ? readFullFormConfig : readFormConfig,
    markup: (block, config) => readFormMarkup(block, config),
    fallback({ element, signal }, error) {
      console.error(RENDER_FAILED, error);
      return keepTypedValues(element, signal);
    },
    mount: (context) => mountForm(variant, context),
  };
}

async function mountForm(
  variant: FormVariant,
  { element: block, page: context, consent, config, markup, signal, report, start }: BlockContext<FormConfig, FormMarkup>,
): Promise<Destroy> {
  const doc = block.ownerDocument;
  const { form, submitButton } = markup;
  const on = { signal };

  const drafts = createDraftStore(webStorage('sessionStorage'), draftKey(location.pathname, block.id));
  const draft = drafts.load();
  if (draft) restoreDraft(form, draft);
  // `input` fires for every kind of control (text, choices, selects), as the visitor changes it.
  form.addEventListener('input', () => drafts.save(captureDraft(form)), on);

  const boundButton = markup.captcha ? captchaBoundButton(submitButton) : undefined;
  const captcha = markup.captcha
    ? createCaptcha(markup.captcha, {
        siteKey: context.captchaSettings.siteKey,
        scriptUrl: context.captchaSettings.scriptUrl,
        formWidth: form.getBoundingClientRect().width,
        signal,
        onSolved: () => boundButton?.solved(),
        onExpired: () => boundButton?.expired(),
      })
    : undefined;

  const identity = resolveFormIdentity(config, { collectionId: context.collection?.id, blockId: block.id, buttonText: buttonText(submitButton) });
  const query = new URLSearchParams(location.search);
  let sent: Readonly<Record<string, FieldValue>> = {};
  let undoSuccess: Destroy = () => undefined;
  const trace = (outcome: Record<string, unknown>): void =>
    traceEvent({ consent, start }, TRACE_FORM_SUBMIT, { blockId: block.id, newsletter: variant === 'lighter', ...outcome });

  const controller = createFormController({
    markup,
    newsletter: variant === 'lighter',
    captcha,
    boundButton,
    steps: {
      readValues: () => readValues(markup.fields, query),
      validate: (values) => validateValues(markup.fields, values),
      captchaToken: () => captcha?.token(),
      // Secure mode (the spec's "with credentials"): the site's own https domain from a custom one.
      // Not quiet: system errors show in the overlay, and the form then adds no text of its own.
      fetchKey: async () => (await request({ method: 'POST', url: FORM_SUBMISSION_KEY_PATH, secure: context.website }, keyReplySchema)).key,
      save: async (key, values, captchaKey) => {
        const body = buildPayload({ variant, key, identity, values, captchaKey, tracking: currentPageTrackingFields(context, doc) });
        await request({ method: 'POST', url: SAVE_FORM_SUBMISSION_PATH, body, secure: context.website });
        sent = values;
      },
    },
    onSuccess: () => {
      drafts.clear();
      trace({ outcome: 'success' });
      if (variant === 'lighter') pixelEvent({ page: context, consent, report }, 'newsletterSubscribe');
      // The popup overlay listens; it ignores forms outside it.
      block.dispatchEvent(new Event(POPUP_SIGNUP_EVENT, { bubbles: true }));
      const redirect = successRedirectUrl(config.successRedirect, location.href);
      if (redirect) location.assign(redirect);
      else undoSuccess = showSuccessInPlace(markup);
    },
    // After the frame that shows the failure: the trace queue's first event loads its chunk.
    onFailure: (failure) =>
      afterNextPaint(() => trace({ outcome: 'failure', stage: failure.stage, ...(failure.stage === 'save' && { status: failure.status }) }), signal),
  });

  // Never the browser's own submission: it would leave the page and lose what was typed.
  const hadNoValidate = form.noValidate;
  form.noValidate = true;
  form.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      void controller.submit().catch(report);
    },
    on,
  );

  // The form is the visitor's now (its submission is the runtime's); what it renders comes in a task of
  // its own, so on a slow phone neither half of the mount is a long task.
  await yieldToMain();
  // Stopped meanwhile: the core calls this undo at once.
  if (signal.aborted)
    return () => {
      controller.destroy();
      form.noValidate = hadNoValidate;
    };
  const hosts = createFormHosts(markup);
  const root = createReactRoot(hosts.status, report);
  // Once the page has loaded, in idle time: the census call is never part of the mount. Its fields,
  // the visitor cookie among them, are read when it leaves.
  afterLoad(() => void trackFormRender(consent, currentPageTrackingFields(context, doc)), signal);

  const destroy = (): void => {
    controller.destroy();
    root.unmount();
    hosts.remove();
    undoSuccess();
    form.noValidate = hadNoValidate;
  };
  // The mount ends once the form's UI is committed (rendered in slices: src/ui/react/react-root.ts).
  await root.render(createElement(FormUi, { markup, hosts, controller, idPrefix: block.id || 'form', summary: () => summaryEntries(config.fields, sent) }));
  return destroy;
}
