import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForOwnErrors } from './own-errors.ts';

const BASE = 'https://site.test/dist/';
const controller = new AbortController();
afterEach(() => controller.abort());

function rejection(reason: unknown): Event {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason });
  return event;
}

describe('listenForOwnErrors', () => {
  it('passes on errors from the runtime files and ignores the site owner’s', () => {
    const onError = vi.fn();
    listenForOwnErrors(BASE, onError, controller.signal);
    const own = new Error('ours');
    dispatchEvent(new ErrorEvent('error', { error: own, filename: `${BASE}chunks/accordion-x.js` }));
    dispatchEvent(new ErrorEvent('error', { error: new Error('theirs'), filename: 'https://site.test/s/owner-script.js' }));
    expect(onError).toHaveBeenCalledExactlyOnceWith(own);
  });

  it('passes on rejections whose stack runs through the runtime files only', () => {
    const onError = vi.fn();
    listenForOwnErrors(BASE, onError, controller.signal);
    const own = new Error('ours');
    own.stack = `Error: ours\n    at mount (${BASE}chunks/menu-x.js:1:10)`;
    const theirs = new Error('theirs');
    theirs.stack = 'Error: theirs\n    at https://site.test/s/owner.js:3:1';
    dispatchEvent(rejection(own));
    dispatchEvent(rejection(theirs));
    dispatchEvent(rejection('not an error'));
    expect(onError).toHaveBeenCalledExactlyOnceWith(own);
  });

  it('stops listening when its signal aborts', () => {
    const onError = vi.fn();
    const local = new AbortController();
    listenForOwnErrors(BASE, onError, local.signal);
    local.abort();
    dispatchEvent(new ErrorEvent('error', { error: new Error('late'), filename: `${BASE}runtime.js` }));
    expect(onError).not.toHaveBeenCalled();
  });
});
