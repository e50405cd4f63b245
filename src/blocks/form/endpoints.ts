import { API_ROOT } from '../../shared/platform.ts';

/**
 * The form calls (site-runtime.md §7). Here rather than in shared/platform.ts: that module ships in
 * the chunk every page loads, and only pages with a form need these.
 */
export const FORM_SUBMISSION_KEY_PATH = `${API_ROOT}form/FormSubmissionKey`;
export const SAVE_FORM_SUBMISSION_PATH = `${API_ROOT}form/SaveFormSubmission`;
