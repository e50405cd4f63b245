// Stylesheets "load" without a network: the tests dispatch the error event themselves.
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest';
import { parsePageContext, type PageContext } from '../../platform/page-context/read-page-context.ts';
import { FontUnavailableError, loadFonts } from './load-fonts.ts';

function contextWith(
  googleFonts: string[],
  typekitId = '',
  fontServices = { googleFontsCss: '/fonts/css', typekitCss: '/fonts/typekit/' },
  typekitFonts: { id: string; variations: string[] }[] = [],
): PageContext {
  return parsePageContext(
    JSON.stringify({
      website: { identifier: 'loja', websiteType: 1, siteStatus: { value: 8 }, developerMode: false, cloneable: false, baseUrl: '', typekitId },
      websiteRoles: [],
      authenticatedAccount: null,
      showAnnouncementBar: false,
      pageType: 2,
      googleFonts: googleFonts.map((includeName) => ({ includeName })),
      typekitFonts,
      fontServices,
    }),
  ).context;
}

const fontLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];

let report: Mock<(error: unknown) => void>;
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  report = vi.fn();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  document.head.replaceChildren();
});

describe('loadFonts', () => {
  it('adds one stylesheet with a family parameter per web font, and the Typekit kit', async () => {
    loadFonts(contextWith(['Roboto:400,700', 'Open Sans'], 'abc1def'), report);
    expect(fontLinks().map((link) => link.getAttribute('href'))).toEqual([
      `${location.origin}/fonts/css?family=Roboto%3A400%2C700&family=Open%20Sans`,
      `${location.origin}/fonts/typekit/abc1def.css`,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(report).not.toHaveBeenCalled();
  });

  it('adds only the Typekit kit when there are no web fonts', () => {
    loadFonts(contextWith([], 'abc1def'), report);
    expect(fontLinks().map((link) => link.getAttribute('href'))).toEqual([`${location.origin}/fonts/typekit/abc1def.css`]);
  });

  it('adds nothing and its cleanup does nothing when there are no fonts', () => {
    const before = document.head.innerHTML;
    const remove = loadFonts(contextWith([]), report);
    expect(document.head.innerHTML).toBe(before);
    remove();
    expect(document.head.innerHTML).toBe(before);
  });

  it('logs and reports a stylesheet that fails, once', () => {
    loadFonts(contextWith(['Fonte Sumida:400']), report);
    const [link] = fontLinks();
    link?.dispatchEvent(new Event('error'));
    link?.dispatchEvent(new Event('error'));
    expect(report).toHaveBeenCalledOnce();
    const error = report.mock.calls[0]?.[0];
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'FontStylesheetError',
      message: `Font stylesheet failed to load: ${location.origin}/fonts/css?family=Fonte%20Sumida%3A400`,
    });
    expect(consoleError).toHaveBeenCalledExactlyOnceWith('[site-runtime] web fonts:', error);
  });

  it('removes its links and stops listening when cleaned up', () => {
    const remove = loadFonts(contextWith(['Roboto'], 'abc1def'), report);
    const links = fontLinks();
    remove();
    expect(fontLinks()).toEqual([]);
    for (const link of links) link.dispatchEvent(new Event('error'));
    expect(report).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each(['data:text/css,body{}', 'javascript:alert(1)//', 'ftp://fonts.example.com/css', 'http://[invalid'])(
    'refuses the service address %j: no link, logged and reported',
    (googleFontsCss) => {
      loadFonts(contextWith(['Roboto'], 'abc1def', { googleFontsCss, typekitCss: 'https://use.typekit.net/' }), report);
      expect(fontLinks().map((link) => link.getAttribute('href'))).toEqual(['https://use.typekit.net/abc1def.css']);
      expect(report).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ message: `Font stylesheet refused (not an http(s) URL): ${googleFontsCss}?family=Roboto` }),
      );
      expect(consoleError).toHaveBeenCalledOnce();
    },
  );

  describe('Typekit fonts no longer available', () => {
    // happy-dom fires a stylesheet's load as it is added (this file's environment options), so each
    // test declares the kit's faces first.
    const SERVICES = { googleFontsCss: '/fonts/css', typekitCss: '/fonts/typekit/' };
    /** The faces the kit's stylesheet declared, as document.fonts lists them. */
    const declare = (...faces: [family: string, style: string, weight: string][]): void => {
      const set = new Set(faces.map(([family, style, weight]) => ({ family, style, weight })));
      Object.defineProperty(document, 'fonts', { value: set, configurable: true });
    };
    afterEach(() => {
      Reflect.deleteProperty(document, 'fonts');
    });
    const kitLink = () => fontLinks().find((link) => link.href.endsWith('/fonts/typekit/abc1def.css'));

    it('once the kit loads, logs and reports in one error each typekitFonts variation the kit does not declare', () => {
      declare(['proxima-nova', 'normal', '400'], ['minion-pro', 'normal', '400']);
      loadFonts(
        contextWith([], 'abc1def', SERVICES, [
          { id: 'proxima-nova', variations: ['n4'] },
          { id: 'minion-pro', variations: ['n4', 'i4'] },
          { id: 'fonte-sumida', variations: ['n4'] },
        ]),
        report,
      );
      kitLink()?.dispatchEvent(new Event('load'));
      expect(report).toHaveBeenCalledOnce();
      const error = report.mock.calls[0]?.[0];
      expect(error).toBeInstanceOf(FontUnavailableError);
      expect(error).toMatchObject({
        name: 'FontUnavailableError',
        message: 'Typekit fonts no longer available in kit abc1def: minion-pro i4, fonte-sumida n4',
      });
      expect(consoleError).toHaveBeenCalledExactlyOnceWith('[site-runtime] web fonts:', error);
    });

    it('reports nothing when the kit declares every font', () => {
      declare(['proxima-nova', 'normal', '400'], ['proxima-nova', 'italic', '700']);
      loadFonts(contextWith([], 'abc1def', SERVICES, [{ id: 'proxima-nova', variations: ['n4', 'i7'] }]), report);
      kitLink()?.dispatchEvent(new Event('load'));
      expect(report).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
    });

    it('checks nothing without typekitFonts, or without a kit to hold them', () => {
      declare();
      loadFonts(contextWith(['Roboto'], 'abc1def', SERVICES), report);
      loadFonts(contextWith(['Roboto'], '', SERVICES, [{ id: 'proxima-nova', variations: ['n4'] }]), report);
      for (const link of fontLinks()) link.dispatchEvent(new Event('load'));
      expect(report).not.toHaveBeenCalled();
    });
  });

  it('keeps the public https services', () => {
    loadFonts(contextWith(['Lato'], '', { googleFontsCss: 'https://fonts.googleapis.com/css', typekitCss: 'https://use.typekit.net/' }), report);
    expect(fontLinks().map((link) => link.getAttribute('href'))).toEqual(['https://fonts.googleapis.com/css?family=Lato']);
  });
});
