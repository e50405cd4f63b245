import { ERROR_MAX_CAPTURES_PER_SECOND } from '../../../shared/limits.ts';
import type { ReporterChunk } from '../capture.ts';
import { createErrorQueue } from './error-queue.ts';
import { withRequests } from './request-crumbs.ts';

/**
 * The reporter, loaded on a sampled session's first capture (error-shell.ts keeps what comes meanwhile):
 * the queue's limits (SR §9), plus what the best reporters do. A capture identical to the previous one
 * (name, message and stack, from the same block) is dropped; beyond 10 captures a second (by the times they were met) they
 * are dropped and counted, the count going as `dropped` in the next entry's data; each error entry
 * carries the capture's breadcrumbs with the calls that failed before it.
 */
export const startReporter: ReporterChunk['startReporter'] = ({ toEntry, send }) => {
  const queue = createErrorQueue(send);
  let previous: string | undefined;
  let second = -Infinity;
  let captures = 0;
  let dropped = 0;

  return {
    report({ error, details, at, breadcrumbs }) {
      // The block is part of it: the same fault in 14 blocks is 14 block ids ops need, not one report.
      const key = JSON.stringify([details['block'], ...(error instanceof Error ? [error.name, error.message, error.stack] : [String(error)])]);
      if (key === previous) return;
      previous = key;
      if (at - second >= 1000) [second, captures] = [at, 0];
      if (++captures > ERROR_MAX_CAPTURES_PER_SECOND) {
        dropped += 1;
        return;
      }
      queue.add(toEntry(error, { ...details, breadcrumbs: withRequests(breadcrumbs, at), ...(dropped && { dropped }) }, at));
      dropped = 0;
    },
    add: queue.add,
    flush: queue.flush,
  };
};
