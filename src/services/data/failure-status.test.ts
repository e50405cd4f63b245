import { describe, expect, it } from 'vitest';
import { errorForStatus, isRetryableStatus, mayCarryApplicationError } from './failure-status.ts';

describe('failure statuses (site-runtime.md §8)', () => {
  it.each([400, 401, 403, 404, 429, 500, 501, 502, 503])('%i is listed: no retry', (status) => {
    expect(isRetryableStatus(status)).toBe(false);
  });

  it.each([0, 408, 504, 418])('%i is not listed: one retry', (status) => {
    expect(isRetryableStatus(status)).toBe(true);
  });

  it.each([
    [401, 'unauthorized', 'Unauthorized request'],
    [403, 'unauthorized', 'Unauthorized request'],
    [500, 'server', 'Internal server error. Try again later.'],
    [501, 'server', 'Internal server error. Try again later.'],
    [503, 'unavailable', 'This service is temporarily unavailable. Try again later.'],
    [400, 'connect', 'Could not connect…'],
    [502, 'connect', 'Could not connect…'],
    [404, 'connect', 'Could not connect…'],
    [0, 'connect', 'Could not connect…'],
  ])('%i is a %s error: %s', (status, kind, message) => {
    expect(errorForStatus(status)).toEqual({ kind, message });
  });

  it('reads application errors on 400, 401, 500 and 502 only', () => {
    expect([400, 401, 403, 404, 500, 501, 502, 503].filter(mayCarryApplicationError)).toEqual([400, 401, 500, 502]);
  });
});
