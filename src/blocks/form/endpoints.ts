/**
 * The form calls (site-runtime.md §7). Here rather than in shared/platform.ts: that module ships in
 * the chunk every page loads, and only pages with a form need these.
 */
export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';
