// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathMatches, requestMatches } from './glob.ts';

describe('pathMatches', () => {
  it('compares exact paths literally', () => {
    expect(pathMatches('/api/form/FormSubmissionKey', '/api/form/FormSubmissionKey')).toBe(true);
    expect(pathMatches('/api/form', '/api/form/FormSubmissionKey')).toBe(false);
  });

  it('lets * match any run of characters except /', () => {
    expect(pathMatches('/dist/chunks/menu-*.js', '/dist/chunks/menu-DG7X5E-t.js')).toBe(true);
    expect(pathMatches('/dist/chunks/menu-*.js', '/dist/chunks/menu-.js')).toBe(true);
    expect(pathMatches('/dist/chunks/menu-*.js', '/dist/chunks/accordion-x.js')).toBe(false);
    expect(pathMatches('/dist/*', '/dist/chunks/menu-x.js')).toBe(false);
    expect(pathMatches('/dist/*/*', '/dist/chunks/menu-x.js')).toBe(true);
  });

  it('treats regular-expression characters in the pattern literally', () => {
    expect(pathMatches('/a.b/*', '/axb/c')).toBe(false);
    expect(pathMatches('/a(b)+/*', '/a(b)+/c')).toBe(true);
  });
});

describe('requestMatches', () => {
  it("matches a built file's path, or that path with its chunk's name before the hash", () => {
    expect(requestMatches('/dist/chunks/menu-*.js', { path: '/dist/chunks/DG7X5E.js', chunk: 'menu' })).toBe(true);
    expect(requestMatches('/dist/chunks/DG7X5E.js', { path: '/dist/chunks/DG7X5E.js', chunk: 'menu' })).toBe(true);
    expect(requestMatches('/dist/chunks/menu-*.css', { path: '/dist/chunks/DG7X5E.js', chunk: 'menu' })).toBe(false);
    expect(requestMatches('/dist/chunks/menu-*.js', { path: '/dist/chunks/DG7X5E.js', chunk: 'accordion' })).toBe(false);
    expect(requestMatches('/dist/chunks/menu-*.js', { path: '/dist/chunks/DG7X5E.js' })).toBe(false);
  });
});
