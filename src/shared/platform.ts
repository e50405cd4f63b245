/** Names the platform and the runtime agree on (site-runtime.md §6, §7). */
export const CRUMB_COOKIE = 'crumb';
export const CSRF_HEADER = 'X-CSRF-Token';

export const API = {
  recordJavascriptErrors: '/api/events/RecordJavascriptErrors',
} as const;
