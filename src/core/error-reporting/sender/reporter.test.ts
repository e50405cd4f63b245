import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Breadcrumb } from '../breadcrumbs.ts';
import type { Capture } from '../capture.ts';
import { toErrorEntry, type ErrorEntry } from '../error-entry.ts';
import { startReporter } from './reporter.ts';

const BASE = 'https://site.test/dist/chunks/';
beforeEach(() => vi.useFakeTimers({ now: 10_000 }));
afterEach(() => vi.useRealTimers());

function reporter() {
  const send = vi.fn<(entries: ErrorEntry[]) => void>();
  const errors = startReporter({ toEntry: toErrorEntry, send });
  /** The data of every entry sent. */
  const sent = (): Record<string, unknown>[] => {
    errors.flush();
    return send.mock.calls.flatMap(([entries]) => entries.map((entry) => JSON.parse(entry.data) as Record<string, unknown>));
  };
  return { errors, send, sent };
}

const error = (message: string, stack = `Error: ${message}\n    at run (${BASE}gallery-x.js:1:2)`): Error => Object.assign(new Error(message), { stack });
const capture = (thrown: unknown, details: Record<string, unknown> = {}, at = Date.now(), breadcrumbs: Breadcrumb[] = []): Capture => ({
  error: thrown,
  details,
  at,
  breadcrumbs,
});

describe('startReporter (the error reporter chunk)', () => {
  it('drops a capture identical to the previous one (name, message and stack, from the same block), not one that differs in any', () => {
    const { errors, sent } = reporter();
    errors.report(capture(error('a'), { feature: 'gallery', block: 'b1' }));
    errors.report(capture(error('a'), { feature: 'gallery', block: 'b1' }));
    errors.report(capture(error('a'), { feature: 'gallery', block: 'b2' }));
    errors.report(capture(error('a', `Error: a\n    at other (${BASE}menu-x.js:1:2)`)));
    errors.report(capture(Object.assign(error('a'), { name: 'TypeError' })));
    errors.report(capture(error('a')));
    errors.report(capture('plain'));
    errors.report(capture('plain'));
    expect(sent().map(({ name, message, block }) => [name, message, block])).toEqual([
      ['Error', 'a', 'b1'],
      ['Error', 'a', 'b2'],
      ['Error', 'a', undefined],
      ['TypeError', 'a', undefined],
      ['Error', 'a', undefined],
      ['Error', 'plain', undefined],
    ]);
  });

  it('takes 10 captures a second, by the times they were met, and sends the count of the others with the next entry', () => {
    const { errors, sent } = reporter();
    // Met while the reporter's code loaded: their own times count, not when they reach it.
    for (let n = 1; n <= 14; n += 1) errors.report(capture(error(`e${n}`), {}, 1000));
    errors.report(capture(error('same second'), {}, 1999));
    // The first ten leave (the queue holds ten).
    vi.advanceTimersByTime(1000);
    errors.report(capture(error('next second'), {}, 2000));
    errors.report(capture(error('after it'), {}, 2000));
    expect(sent().map(({ message, dropped }) => [message, dropped])).toEqual([
      ...Array.from({ length: 10 }, (_, n) => [`e${n + 1}`, undefined]),
      ['next second', 5],
      ['after it', undefined],
    ]);
  });

  it('sends the capture’s details, time and breadcrumbs, with the calls that failed before it in their place', () => {
    const { errors, send } = reporter();
    const crumbs: Breadcrumb[] = [{ type: 'chunk', chunk: 'menu', ok: true, at: 9000 }];
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      {
        name: `${location.origin}/api/list?page=2`,
        initiatorType: 'fetch',
        responseStatus: 503,
        responseEnd: 8500 - performance.timeOrigin,
      } as PerformanceResourceTiming,
      {
        name: `${location.origin}/api/later`,
        initiatorType: 'fetch',
        responseStatus: 500,
        responseEnd: 9600 - performance.timeOrigin,
      } as PerformanceResourceTiming,
    ]);
    errors.report(capture(error('x'), { feature: 'menu', chunks: ['menu'] }, 9500, crumbs));
    errors.flush();
    const [entry] = send.mock.calls[0]?.[0] ?? [];
    expect(entry?.timestamp).toBe(9500);
    expect(JSON.parse(entry?.data ?? '{}')).toMatchObject({
      message: 'x',
      feature: 'menu',
      chunks: ['menu'],
      breadcrumbs: [
        { type: 'request', url: `${location.origin}/api/list`, status: 503, at: 8500 },
        { type: 'chunk', chunk: 'menu', ok: true, at: 9000 },
      ],
    });
  });

  it('queues entries made elsewhere (a recovered chunk) with the errors', () => {
    const { errors, send } = reporter();
    const recovered: ErrorEntry = { eventName: 'interface_recovered_site-runtime', data: '{}', timestamp: 1 };
    errors.add(recovered);
    errors.flush();
    expect(send).toHaveBeenCalledExactlyOnceWith([recovered]);
  });
});
