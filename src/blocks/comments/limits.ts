import { SOCIAL_FOLLOW_SCRIPT_TIMEOUT_MS } from '../../ui/block-kit/limits.ts';

/**
 * How long the comment-count script may take before the links are left as they are, with a warning (chosen
 * here: the spec gives this script no time-out; the social follow widget's, site-runtime.md §7, 10 s).
 */
export const COMMENT_COUNT_TIMEOUT_MS = SOCIAL_FOLLOW_SCRIPT_TIMEOUT_MS;
