import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../chunk-load-error.ts';
import { toErrorEntry } from './error-entry.ts';

describe('toErrorEntry', () => {
  it('names the event interface_error_ + the app name and carries data as a JSON string', () => {
    const error = new TypeError('boom');
    const entry = toErrorEntry(error, { feature: 'accordion', block: 'block-1' }, 1234);
    expect(entry.eventName).toBe('interface_error_site-runtime');
    expect(entry.timestamp).toBe(1234);
    expect(JSON.parse(entry.data)).toMatchObject({
      name: 'TypeError',
      message: 'boom',
      feature: 'accordion',
      block: 'block-1',
      url: location.href,
    });
  });

  it('cuts the stack at 5000 characters', () => {
    const error = new Error('long');
    error.stack = 'x'.repeat(6000);
    expect(JSON.parse(toErrorEntry(error).data).stack).toHaveLength(5000);
  });

  it('keeps a ChunkLoadError type and address so ops can group failures', () => {
    const error = new ChunkLoadError('menu', 'missing', 'https://site.test/dist/chunks/menu-x.js');
    expect(JSON.parse(toErrorEntry(error).data)).toMatchObject({
      name: 'ChunkLoadError',
      chunk: 'menu',
      type: 'missing',
      request: 'https://site.test/dist/chunks/menu-x.js',
      message: 'Loading chunk menu failed.\n(missing: https://site.test/dist/chunks/menu-x.js)',
    });
  });

  it('turns anything thrown into an entry', () => {
    expect(JSON.parse(toErrorEntry('plain string').data)).toMatchObject({ name: 'Error', message: 'plain string' });
  });
});
