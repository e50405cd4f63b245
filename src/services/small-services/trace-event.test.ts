import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allowTracking } from '../../test/consent-stub.ts';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { TRACE_FORM_SUBMIT } from '../../shared/trace-types.ts';
import { traceEvent } from './trace-event.ts';

vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));

const PAGE = parsePageContext('{}').context;

beforeEach(() => allowTracking(true));

describe('traceEvent', () => {
  it("starts the lazy 'trace' feature with the event", () => {
    const start = vi.fn(async () => undefined);
    traceEvent({ page: PAGE, start }, TRACE_FORM_SUBMIT, { outcome: 'success' });
    expect(start).toHaveBeenCalledExactlyOnceWith('trace', { type: 'form-submit', data: { outcome: 'success' } });
  });

  it('loads nothing without consent to track', () => {
    allowTracking(false);
    const start = vi.fn(async () => undefined);
    traceEvent({ page: PAGE, start }, TRACE_FORM_SUBMIT, {});
    expect(start).not.toHaveBeenCalled();
  });
});
