// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_MAX_LENGTH, TEL_MIN_SIGNS } from '../../shared/limits.ts';
import { isProperUrl, isValidLink, linkKind } from './link-rules.ts';

/** A link of `length` characters: `start`, then `fill` repeated. */
const sized = (start: string, length: number, fill = 'a'): string => start + fill.repeat(length - start.length);

describe('link helpers (site-runtime.md §5)', () => {
  it('has the spec’s limits', () => {
    expect(LINK_MAX_LENGTH).toEqual({ tel: 50, sms: 1000, mailto: 1000, anchor: 100, ftp: 100, javascript: 250, internal: 150 });
    expect(TEL_MIN_SIGNS).toBe(4);
  });

  it('reads the kind from the start', () => {
    expect(['tel:+1', 'SMS:1', 'mailto:a@b.co', '#top', 'ftp://x', 'javascript:void(0)', '/about', 'https://a.com', 'HTTP://a.com'].map(linkKind)).toEqual([
      'tel',
      'sms',
      'mailto',
      'anchor',
      'ftp',
      'javascript',
      'internal',
      'url',
      'url',
    ]);
    for (const href of ['', '//cdn.example.com/x', 'about', 'data:text/html,x', 'ftp:/x', ' /about']) expect(linkKind(href)).toBeUndefined();
  });

  it('tel: under 50 characters, of at least 4 digits or plus or minus signs', () => {
    expect(isValidLink('tel:+55-11-5555-0100')).toBe(true);
    expect(isValidLink('tel:1234')).toBe(true);
    expect(isValidLink('tel:+-+-')).toBe(true);
    expect(isValidLink('tel:123')).toBe(false);
    expect(isValidLink('tel:+55 11 5555 0100')).toBe(false);
    expect(isValidLink('tel:call-me')).toBe(false);
    expect(isValidLink(sized('tel:', 49, '1'))).toBe(true);
    expect(isValidLink(sized('tel:', 50, '1'))).toBe(false);
  });

  it('sms under 1000, anchor under 100, ftp under 100, javascript under 250, internal under 150', () => {
    for (const [start, limit] of [
      ['sms:', 1000],
      ['#', 100],
      ['ftp://', 100],
      ['javascript:', 250],
      ['/', 150],
    ] as const) {
      expect(isValidLink(sized(start, limit - 1)), start).toBe(true);
      expect(isValidLink(sized(start, limit)), start).toBe(false);
    }
  });

  it('mailto: under 1000, a single @ and a dotted extension', () => {
    expect(isValidLink('mailto:ana@example.com.br')).toBe(true);
    expect(isValidLink('mailto:ana@example.com?subject=Oi&cc=bia@example.com')).toBe(true);
    expect(isValidLink('mailto:ana@example')).toBe(false);
    expect(isValidLink('mailto:ana@example.')).toBe(false);
    expect(isValidLink('mailto:ana@b@example.com')).toBe(false);
    expect(isValidLink('mailto:@example.com')).toBe(false);
    expect(isValidLink('mailto:example.com')).toBe(false);
    const at = '@example.com';
    expect(isValidLink(sized('mailto:', 999 - at.length) + at)).toBe(true);
    expect(isValidLink(sized('mailto:', 1000 - at.length) + at)).toBe(false);
  });

  it('a proper URL has a host with a 2-3 letter top-level domain', () => {
    for (const href of ['https://example.com', 'http://example.co/x?y#z', 'https://a.b.museum.br/', 'https://EXAMPLE.ORG:8080/']) {
      expect(isProperUrl(href), href).toBe(true);
      expect(isValidLink(href), href).toBe(true);
    }
    for (const href of [
      'https://example.c',
      'https://example.info',
      'https://localhost/',
      'https://127.0.0.1/',
      'https://example.com./',
      'https://.com',
      'http://',
      'ftp://example.com',
      '/x',
    ]) {
      expect(isProperUrl(href), href).toBe(false);
    }
  });

  it('never throws, and a string of no kind is no valid link', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `mailto:${rest}`),
          fc.string().map((rest) => `https://${rest}`),
        ),
        (href) => {
          if (linkKind(href) === undefined) expect(isValidLink(href)).toBe(false);
          else expect(typeof isValidLink(href)).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('any valid link but a URL is under its kind’s limit', () => {
    fc.assert(
      fc.property(fc.constantFrom('tel:', 'sms:', 'mailto:a@b.', '#', 'ftp://', 'javascript:', '/'), fc.string({ maxLength: 1100 }), (start, rest) => {
        const href = start + rest;
        const kind = linkKind(href);
        if (kind === undefined || kind === 'url' || !isValidLink(href)) return;
        expect(href.length).toBeLessThan(LINK_MAX_LENGTH[kind]);
      }),
      { numRuns: 500 },
    );
  });
});
