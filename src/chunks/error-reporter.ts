/**
 * The error reporter's chunk: loaded by the core's error shell (src/core/error-reporting/error-shell.ts)
 * on a sampled session's first error or recovered chunk, never on a page that has none.
 */
export { startReporter } from '../core/error-reporting/sender/reporter.ts';
