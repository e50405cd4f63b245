import { describe, expect, it, vi } from 'vitest';
import { consentStub } from '../../test/consent-stub.ts';
import { TRACE_FORM_SUBMIT } from '../../shared/trace-types.ts';
import { traceEvent } from './trace-event.ts';

describe('traceEvent', () => {
  it("starts the lazy 'trace' feature with the event", () => {
    const start = vi.fn(async () => undefined);
    traceEvent({ consent: consentStub(), start }, TRACE_FORM_SUBMIT, { outcome: 'success' });
    expect(start).toHaveBeenCalledExactlyOnceWith('trace', { type: 'form-submit', data: { outcome: 'success' } });
  });

  it('loads nothing without consent to track', () => {
    const start = vi.fn(async () => undefined);
    traceEvent({ consent: consentStub(false), start }, TRACE_FORM_SUBMIT, {});
    expect(start).not.toHaveBeenCalled();
  });
});
