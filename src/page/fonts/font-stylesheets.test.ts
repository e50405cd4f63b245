import { describe, expect, it } from 'vitest';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { fontStylesheetAddresses } from './font-stylesheets.ts';

const contextWith = (fields: Record<string, unknown>) =>
  parsePageContext(
    JSON.stringify({
      website: { identifier: 'loja', websiteType: 1, siteStatus: { value: 8 }, developerMode: false, cloneable: false, baseUrl: '' },
      websiteRoles: [],
      authenticatedAccount: null,
      showAnnouncementBar: false,
      pageType: 2,
      fontServices: { googleFontsCss: '/fonts/css', typekitCss: '/fonts/typekit/' },
      ...fields,
    }),
  ).context;

describe('fontStylesheetAddresses', () => {
  it('asks for every web font in one request, one URL-encoded family parameter each', () => {
    const context = contextWith({ googleFonts: [{ includeName: 'Roboto:400,700' }, { includeName: 'Open Sans' }, { includeName: 'A&B=C' }] });
    expect(fontStylesheetAddresses(context)).toEqual(['/fonts/css?family=Roboto%3A400%2C700&family=Open%20Sans&family=A%26B%3DC']);
  });

  it('leaves out entries with an empty includeName', () => {
    expect(fontStylesheetAddresses(contextWith({ googleFonts: [{ includeName: '' }, { includeName: 'Lato' }] }))).toEqual(['/fonts/css?family=Lato']);
    expect(fontStylesheetAddresses(contextWith({ googleFonts: [{ includeName: '' }] }))).toEqual([]);
  });

  it('names the Typekit kit of the site, its id encoded', () => {
    const website = contextWith({}).website;
    expect(fontStylesheetAddresses(contextWith({ website: { ...website, typekitId: 'abc1def' } }))).toEqual(['/fonts/typekit/abc1def.css']);
    expect(fontStylesheetAddresses(contextWith({ website: { ...website, typekitId: '../x?y' } }))).toEqual(['/fonts/typekit/..%2Fx%3Fy.css']);
  });

  it('uses the public services when the context names none', () => {
    const context = contextWith({ fontServices: undefined, googleFonts: [{ includeName: 'Lato' }] });
    const website = { ...context.website, typekitId: 'abc1def' };
    expect(fontStylesheetAddresses({ ...context, website })).toEqual(['https://fonts.googleapis.com/css?family=Lato', 'https://use.typekit.net/abc1def.css']);
  });

  it('names nothing without fonts', () => {
    expect(fontStylesheetAddresses(contextWith({}))).toEqual([]);
  });
});
