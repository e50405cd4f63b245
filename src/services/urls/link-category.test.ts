// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_CATEGORIES, linkCategory, type LinkCategory } from './link-category.ts';

describe('internal link categories (site-runtime.md §2)', () => {
  it('are the spec’s eight', () => {
    expect(LINK_CATEGORIES).toEqual(['anchor', 'contentLink', 'fileLink', 'externalLink', 'empty', 'malformedProtocol', 'otherProtocol', 'default']);
  });

  it.each<[string, LinkCategory]>([
    ['#gallery', 'anchor'],
    ['#', 'anchor'],
    ['/about', 'contentLink'],
    ['/', 'contentLink'],
    ['/s/menu.pdf', 'fileLink'],
    ['/s/', 'fileLink'],
    ['/S/menu.pdf', 'contentLink'],
    ['/sobre', 'contentLink'],
    ['https://example.com/x', 'externalLink'],
    ['HTTP://EXAMPLE.COM', 'externalLink'],
    ['//cdn.example.com/x.js', 'externalLink'],
    ['', 'empty'],
    ['   ', 'empty'],
    ['http:/example.com', 'malformedProtocol'],
    ['http//example.com', 'malformedProtocol'],
    ['https:example.com', 'malformedProtocol'],
    ['https;//example.com', 'malformedProtocol'],
    ['http://', 'malformedProtocol'],
    ['https:///x', 'malformedProtocol'],
    ['///x', 'malformedProtocol'],
    ['ht tp://example.com', 'malformedProtocol'],
    ['mailto:ana@example.com', 'otherProtocol'],
    ['tel:+5511', 'otherProtocol'],
    ['javascript:alert(1)', 'otherProtocol'],
    ['ftp://files.example.com', 'otherProtocol'],
    ['httpx:thing', 'otherProtocol'],
    ['page', 'default'],
    ['?q=1', 'default'],
    ['www.example.com', 'default'],
    ['httpbin', 'default'],
  ])('%j is %s', (href, category) => {
    expect(linkCategory(href)).toBe(category);
  });

  it('reads an address as a browser reads an href, spaces around it ignored', () => {
    expect(linkCategory('  #top\n')).toBe('anchor');
    expect(linkCategory('\t/s/a.pdf ')).toBe('fileLink');
  });

  it('gives every string exactly one of the eight, without throwing', () => {
    const prefix = fc.constantFrom('', '#', '/', '/s/', '//', 'http://', 'https:', 'http', 'mailto:', ' ', '://');
    fc.assert(
      fc.property(prefix, fc.oneof(fc.string(), fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'grapheme' })), (start, rest) => {
        expect(LINK_CATEGORIES).toContain(linkCategory(start + rest));
      }),
      { numRuns: 1000 },
    );
  });

  it('follows the spec’s three defined rules for any rest of the address', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(linkCategory(`#${rest}`)).toBe('anchor');
        expect(linkCategory(`/s/${rest}`)).toBe('fileLink');
        fc.pre(!rest.startsWith('/') && !rest.startsWith('s/'));
        expect(linkCategory(`/${rest}`)).toBe('contentLink');
      }),
      { numRuns: 500 },
    );
  });

  it('puts every web address with a host among external links', () => {
    const address = fc.tuple(fc.constantFrom('http://', 'https://', 'HTTPS://', '//'), fc.domain(), fc.webPath()).map((parts) => parts.join(''));
    fc.assert(
      fc.property(address, (url) => {
        expect(linkCategory(url)).toBe('externalLink');
      }),
      { numRuns: 300 },
    );
  });

  it('puts every other scheme among other protocols', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z\d+.-]{0,10}$/).filter((s) => !/^https?$/.test(s));
    fc.assert(
      fc.property(scheme, fc.string(), (name, rest) => {
        expect(linkCategory(`${name}:${rest}`)).toBe('otherProtocol');
      }),
      { numRuns: 300 },
    );
  });
});
