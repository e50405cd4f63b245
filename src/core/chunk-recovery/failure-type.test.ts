import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureType, probeFile } from './failure-type.ts';

const JS = 'https://site.test/dist/chunks/Ab12Cd.js';
const CSS = 'https://site.test/dist/chunks/Ef34Gh.css';

afterEach(() => vi.unstubAllGlobals());

describe('the failure type of a chunk file', () => {
  it('is missing for a 404 or a 410: the file is gone', () => {
    expect(failureType(JS, { status: 404, contentType: 'application/json' })).toBe('missing');
    expect(failureType(CSS, { status: 410, contentType: '' })).toBe('missing');
  });

  it('is missing for a 200 that is not the file: an HTML page answered for an unknown path', () => {
    expect(failureType(JS, { status: 200, contentType: 'text/html; charset=utf-8' })).toBe('missing');
    expect(failureType(CSS, { status: 200, contentType: 'text/html' })).toBe('missing');
    expect(failureType(CSS, { status: 200, contentType: 'text/javascript' })).toBe('missing');
  });

  it('is error for a file that arrived as itself and failed to run, no answer, or another status', () => {
    expect(failureType(JS, { status: 200, contentType: 'text/javascript; charset=utf-8' })).toBe('error');
    expect(failureType(JS, { status: 200, contentType: 'application/javascript' })).toBe('error');
    expect(failureType(CSS, { status: 200, contentType: 'text/css' })).toBe('error');
    expect(failureType(JS, { status: 0, contentType: '' })).toBe('error');
    expect(failureType(JS, { status: 503, contentType: 'text/html' })).toBe('error');
  });
});

describe('probeFile', () => {
  it('asks the server again past every cache, and says 0 when nothing answers', async () => {
    const fetch = vi.fn(async () => new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } }));
    vi.stubGlobal('fetch', fetch);
    await expect(probeFile(JS)).resolves.toEqual({ status: 200, contentType: 'text/html' });
    expect(fetch).toHaveBeenCalledWith(JS, { cache: 'no-store' });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(probeFile(JS)).resolves.toEqual({ status: 0, contentType: '' });
  });
});
