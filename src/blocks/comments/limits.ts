/**
 * How long the comment-count script may take before the links are left as they are, with a warning (chosen
 * here: the spec gives this script no time-out; 10 s as the social follow widget's, site-runtime.md §7).
 */
export const COMMENT_COUNT_TIMEOUT_MS = 10_000;
