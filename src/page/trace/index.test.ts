import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consent } from '../../platform/consent/consent.ts';
import { consentStub } from '../../test/consent-stub.ts';
import { coreContext } from '../../test/core-context.ts';
import type { TraceEvent } from '../../services/trace/trace.ts';
import type { TraceInput } from '../../services/small-services/trace-event.ts';
import { TRACE_CHECKOUT_WITHOUT_CART, TRACE_FORM_SUBMIT, TRACE_POPUP_SHOWN } from '../../shared/trace-types.ts';
import { start } from './index.ts';

let beacon: ReturnType<typeof vi.fn>;
/** The page's one consent engine, which every block's context carries. */
let consent: Consent;

/** The batches sent, each as the list of its event types. */
const batches = (): string[][] =>
  beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe('/api/events/Trace');
    return (JSON.parse((body as URLSearchParams).get('data') ?? '') as TraceEvent[]).map((event) => event.type);
  });

/** Starts the feature as `context.start('trace', input)` would, for a block that `controller` destroys. */
function traceFrom(controller: AbortController, input: TraceInput): void {
  void start(coreContext({ controller, consent }), input);
}

beforeEach(() => {
  vi.useFakeTimers();
  consent = consentStub();
  beacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { sendBeacon: beacon });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the trace feature', () => {
  it('puts the events of every block in the page’s one queue, sent together after 30 s', () => {
    const popup = new AbortController();
    const form = new AbortController();
    traceFrom(popup, { type: TRACE_POPUP_SHOWN, data: { version: 3 } });
    traceFrom(form, { type: TRACE_FORM_SUBMIT, data: { outcome: 'success' } });
    traceFrom(form, { type: TRACE_FORM_SUBMIT, data: { outcome: 'failure' } });
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(30_000);
    expect(batches()).toEqual([['popup-overlay-shown', 'form-submit', 'form-submit']]);
    popup.abort();
    form.abort();
  });

  it('lives while a block that traced lives: the last one destroyed sends what waits and releases the timer', () => {
    const popup = new AbortController();
    const checkout = new AbortController();
    traceFrom(popup, { type: TRACE_POPUP_SHOWN, data: { version: 1 } });
    traceFrom(checkout, { type: TRACE_CHECKOUT_WITHOUT_CART, data: { href: '/commerce/goto-checkout' } });
    popup.abort();
    expect(beacon).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(1);
    checkout.abort();
    expect(batches()).toEqual([['popup-overlay-shown', 'checkout-without-cart']]);
    expect(vi.getTimerCount()).toBe(0);

    // A later event starts a new queue.
    const again = new AbortController();
    traceFrom(again, { type: TRACE_POPUP_SHOWN, data: { version: 1 } });
    expect(vi.getTimerCount()).toBe(1);
    again.abort();
    expect(batches()).toHaveLength(2);
  });

  it('queues nothing without consent, and drops what waits when the visitor refuses before the send', () => {
    const block = new AbortController();
    consent.choose(false);
    traceFrom(block, { type: TRACE_POPUP_SHOWN, data: { version: 1 } });
    expect(vi.getTimerCount()).toBe(0);
    consent.choose(true);
    traceFrom(block, { type: TRACE_POPUP_SHOWN, data: { version: 1 } });
    consent.choose(false);
    vi.advanceTimersByTime(30_000);
    block.abort();
    expect(beacon).not.toHaveBeenCalled();
  });

  it('does nothing for a starter already destroyed', () => {
    const block = new AbortController();
    block.abort();
    traceFrom(block, { type: TRACE_POPUP_SHOWN, data: { version: 1 } });
    expect(vi.getTimerCount()).toBe(0);
  });
});
