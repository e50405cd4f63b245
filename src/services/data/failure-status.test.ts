import { describe, expect, it } from 'vitest';
import { errorForStatus, mayCarryApplicationError, mayRetry } from './failure-status.ts';

const LISTED = [400, 401, 403, 404, 429, 500, 501, 502, 503];
const UNLISTED = [405, 408, 409, 410, 418, 422, 425, 504, 599];

describe('the one-retry rule (site-runtime.md §4, §8)', () => {
  it('never retries a status §8 lists', () => {
    for (const status of LISTED) expect(mayRetry(status)).toBe(false);
  });

  it('retries a call without a reply and every unlisted failure status, whatever the method', () => {
    expect(mayRetry(0)).toBe(true);
    for (const status of UNLISTED) expect(mayRetry(status)).toBe(true);
  });

  it('never retries a reply below 400 (an unreadable success)', () => {
    for (const status of [200, 201, 204, 302, 399]) expect(mayRetry(status)).toBe(false);
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
