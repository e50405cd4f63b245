import { httpUrl } from '../../services/small-services/http-url.ts';
import { snapshotAllAttributes } from '../../ui/attribute-order-snapshot.ts';
import { scrollToElement } from '../../ui/scroll-to-element.ts';
import type { FormMarkup } from './form-markup.ts';
import { runPostSubmit } from './post-submit.ts';

/** Where a successful submission goes instead of showing its text, if anywhere: an http(s) address only. */
export function successRedirectUrl(successRedirect: string, base: string): string | undefined {
  if (!successRedirect.trim()) return undefined;
  const url = httpUrl(successRedirect.trim(), base);
  if (!url) console.warn(`[site-runtime] form: the success redirect "${successRedirect}" is not an http(s) address; showing the submission text instead`);
  return url;
}

/**
 * The in-place success of site-runtime.md §4: hide the form, show the submission text (and move
 * focus to it, so it is read out), scroll to the block 30 px from the top, run the post-submit HTML.
 * Returns the undo for teardown.
 */
export function showSuccessInPlace(markup: FormMarkup): () => void {
  const { form, submissionText, postSubmit, block } = markup;
  // Every attribute, in its order: `hidden` set again would otherwise come back last (docs §8: the HTML exactly).
  const restore = snapshotAllAttributes(submissionText ? [form, submissionText] : [form]);
  form.hidden = true;
  if (submissionText) {
    submissionText.hidden = false;
    if (!submissionText.hasAttribute('tabindex')) submissionText.tabIndex = -1;
    submissionText.focus({ preventScroll: true });
  }
  const cancelScroll = scrollToElement(block);
  const removePostSubmit = postSubmit ? runPostSubmit(postSubmit) : () => undefined;
  return () => {
    cancelScroll();
    removePostSubmit();
    restore();
  };
}
