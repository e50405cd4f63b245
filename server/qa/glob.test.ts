// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathMatches } from './glob.ts';

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
