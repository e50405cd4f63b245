import { describe, expect, it } from 'vitest';
import { errorForStatus, mayCarryApplicationError, mayRetry } from './failure-status.ts';

const LISTED = [400, 401, 403, 404, 429, 500, 501, 502, 503];
const UNLISTED = [405, 408, 409, 410, 418, 422, 425, 504, 599];

describe('the one-retry rule (site-runtime.md §4, §8)', () => {
  it.each(['GET', 'PUT', 'DELETE', 'POST'] as const)('a %s is never retried for a status §8 lists', (method) => {
    for (const status of LISTED) expect(mayRetry(method, status)).toBe(false);
  });

  it.each(['GET', 'PUT', 'DELETE'] as const)('an idempotent %s is retried without a reply and for every unlisted failure status', (method) => {
    expect(mayRetry(method, 0)).toBe(true);
    for (const status of UNLISTED) expect(mayRetry(method, status)).toBe(true);
  });

  it('a POST is retried only for 408 and 425, the statuses that say the server did not act on it', () => {
    expect(UNLISTED.filter((status) => mayRetry('POST', status))).toEqual([408, 425]);
    // No reply: the connection may have dropped after the server saved.
    expect(mayRetry('POST', 0)).toBe(false);
  });

  it.each(['GET', 'POST'] as const)('a %s is never retried for a reply below 400 (an unreadable success)', (method) => {
    for (const status of [200, 201, 204, 302, 399]) expect(mayRetry(method, status)).toBe(false);
  });
});

describe('failure statuses (site-runtime.md §8)', () => {
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
