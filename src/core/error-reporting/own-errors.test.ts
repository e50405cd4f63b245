import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForOwnErrors, stackFiles } from './own-errors.ts';

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

  it('a rejection thrown in the owner’s code counts as the owner’s even when runtime frames are below it', () => {
    const onError = vi.fn();
    listenForOwnErrors(BASE, onError, controller.signal);
    // An owner's async listener for siteruntime:pixel fails while the runtime dispatches the event.
    const theirs = new Error('pixel integration failed');
    theirs.stack = [
      'Error: pixel integration failed',
      '    at https://site.test/s/pixels.js:4:11',
      '    at pixelEvent (https://site.test/dist/chunks/mount-form-x.js:1:200)',
      '    at onSuccess (https://site.test/dist/chunks/mount-form-x.js:1:900)',
    ].join('\n');
    dispatchEvent(rejection(theirs));
    expect(onError).not.toHaveBeenCalled();
  });

  it('an error event from a file that only mentions the runtime’s address is not the runtime’s', () => {
    const onError = vi.fn();
    listenForOwnErrors(BASE, onError, controller.signal);
    dispatchEvent(new ErrorEvent('error', { error: new Error('theirs'), filename: `https://site.test/s/x.js?from=${BASE}` }));
    expect(onError).not.toHaveBeenCalled();
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

describe('the file an error was thrown in: the first of its stack', () => {
  const thrownIn = (stack: string | undefined): string | undefined => stackFiles(stack)[0];

  it.each([
    [
      'V8, named frame',
      'TypeError: x\n    at mount (https://site.test/dist/chunks/menu-x.js:1:10)\n    at https://site.test/s/o.js:1:1',
      'https://site.test/dist/chunks/menu-x.js',
    ],
    ['V8, anonymous frame', 'Error: x\n    at https://site.test/s/owner.js:3:1', 'https://site.test/s/owner.js'],
    [
      'V8, native frames first',
      'SyntaxError: x\n    at JSON.parse (<anonymous>)\n    at read (https://site.test/dist/chunks/a.js:2:3)',
      'https://site.test/dist/chunks/a.js',
    ],
    ['V8, async frame', 'Error: x\n    at async run (https://site.test/dist/runtime.js:10:3)', 'https://site.test/dist/runtime.js'],
    ['Firefox and Safari', 'mount@https://site.test/dist/chunks/menu-x.js:1:10\n@https://site.test/s/o.js:1:1', 'https://site.test/dist/chunks/menu-x.js'],
    [
      'a message that holds an address',
      'ChunkLoadError: Loading chunk menu failed.\n(missing: https://site.test/dist/chunks/menu-x.js)\n    at https://site.test/s/owner.js:3:1',
      'https://site.test/s/owner.js',
    ],
  ])('%s', (_, stack, file) => {
    expect(thrownIn(stack)).toBe(file);
  });

  it('is undefined for a stack without a file frame', () => {
    expect(thrownIn('Error: x\n    at new Promise (<anonymous>)')).toBeUndefined();
    expect(thrownIn(undefined)).toBeUndefined();
  });
});
