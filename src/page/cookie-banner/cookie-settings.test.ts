import fc from 'fast-check';
import { COOKIE_BANNER_MESSAGES } from '../../texts/cookie-banner.ts';
import { describe, expect, it } from 'vitest';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { pagePosition, toBannerModel, type BannerModel, type CookieSettings } from './cookie-settings.ts';

const DEFAULT_TEXT = COOKIE_BANNER_MESSAGES.defaultText;

/** The values site-runtime.md §3 allows for each enum field. */
const CTA_VARIANTS = ['TEXT', 'BUTTON', 'ICON'];
const BANNER_THEMES = ['LIGHT', 'DARK'];
const BANNER_VARIANTS = ['BAR', 'POPUP'];
const ACCEPT_TYPES = ['OPT_IN', 'OPT_IN_AND_OUT'];
const BAR_POSITIONS = ['TOP', 'BOTTOM'];
const POPUP_POSITIONS = ['TOP_LEFT', 'TOP_RIGHT', 'BOTTOM_LEFT', 'BOTTOM_RIGHT'] as const;

/** The server-side settings of docs/markup.md's complete example. */
const example: CookieSettings = {
  cookieBannerCtaText: 'Aceitar',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerPosition: 'TOP',
  cookieBannerText: '<p>Usamos cookies para melhorar sua visita.</p>',
  cookieBannerTheme: 'LIGHT',
  cookieBannerVariant: 'BAR',
  cookieBannerOptOutCtaText: 'Recusar',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
  isVisitorDataRestricted: false,
};

const EMPTY_PARAGRAPHS = [
  '',
  ' ',
  '\n',
  '<p></p>',
  '<p> </p>',
  '<p><br></p>',
  '<p><br/></p>',
  '<p><br /></p>',
  '<p>&nbsp;</p>',
  '<P class="x"><BR></P>',
  '<p></p>\n<p></p>',
];

describe('COOKIE_BANNER_MESSAGES', () => {
  it('labels the controls Aceitar and Recusar (site-runtime.md §8, default labels)', () => {
    expect(COOKIE_BANNER_MESSAGES.accept).toBe('Aceitar');
    expect(COOKIE_BANNER_MESSAGES.refuse).toBe('Recusar');
  });

  it('has a default banner text that shows something', () => {
    expect(DEFAULT_TEXT.replace(/<[^>]*>|&nbsp;/g, '').trim()).not.toBe('');
  });
});

describe('toBannerModel', () => {
  it('shows the settings of the complete example as given', () => {
    expect(toBannerModel(example)).toEqual({
      ctaVariant: 'BUTTON',
      theme: 'LIGHT',
      variant: 'BAR',
      position: 'TOP',
      acceptType: 'OPT_IN_AND_OUT',
      text: '<p>Usamos cookies para melhorar sua visita.</p>',
      ctaText: 'Aceitar',
      optOutCtaText: 'Recusar',
    } satisfies BannerModel);
  });

  it('uses the defaults when every field is missing', () => {
    expect(toBannerModel({})).toEqual({
      ctaVariant: 'ICON',
      theme: 'DARK',
      variant: 'BAR',
      position: 'BOTTOM',
      acceptType: 'OPT_IN',
      text: DEFAULT_TEXT,
      ctaText: 'Aceitar',
      optOutCtaText: 'Recusar',
    } satisfies BannerModel);
  });

  it('reads the page context cookieSettings, defaults included', () => {
    const { context } = parsePageContext(JSON.stringify({ cookieSettings: example }));
    expect(toBannerModel(context.cookieSettings)).toEqual(toBannerModel(example));
    const { context: bare } = parsePageContext('{}');
    expect(toBannerModel(bare.cookieSettings)).toEqual(toBannerModel({}));
  });

  describe('cookieBannerCtaVariant (TEXT, BUTTON, ICON)', () => {
    it.each(['TEXT', 'BUTTON', 'ICON'] as const)('keeps %s', (value) => {
      expect(toBannerModel({ cookieBannerCtaVariant: value }).ctaVariant).toBe(value);
    });
    it.each(['LINK', '', 'button', ' TEXT', undefined])('unknown %j becomes ICON', (value) => {
      expect(toBannerModel({ cookieBannerCtaVariant: value }).ctaVariant).toBe('ICON');
    });
  });

  describe('cookieBannerTheme (LIGHT, DARK)', () => {
    it.each(['LIGHT', 'DARK'] as const)('keeps %s', (value) => {
      expect(toBannerModel({ cookieBannerTheme: value }).theme).toBe(value);
    });
    it.each(['AUTO', '', 'light', undefined])('unknown %j becomes DARK', (value) => {
      expect(toBannerModel({ cookieBannerTheme: value }).theme).toBe('DARK');
    });
  });

  describe('cookieBannerVariant (BAR, POPUP)', () => {
    it.each(['BAR', 'POPUP'] as const)('keeps %s', (value) => {
      expect(toBannerModel({ cookieBannerVariant: value }).variant).toBe(value);
    });
    it.each(['SLIDE', '', 'popup', undefined])('unknown %j becomes BAR', (value) => {
      expect(toBannerModel({ cookieBannerVariant: value }).variant).toBe('BAR');
    });
  });

  describe('cookieBannerAcceptType (OPT_IN, OPT_IN_AND_OUT)', () => {
    it.each(['OPT_IN', 'OPT_IN_AND_OUT'] as const)('keeps %s', (value) => {
      expect(toBannerModel({ cookieBannerAcceptType: value }).acceptType).toBe(value);
    });
    it('missing becomes OPT_IN', () => {
      expect(toBannerModel({}).acceptType).toBe('OPT_IN');
      expect(toBannerModel({ cookieBannerAcceptType: undefined }).acceptType).toBe('OPT_IN');
    });
    it.each(['OPT_OUT', ''])('unknown %j becomes OPT_IN too', (value) => {
      expect(toBannerModel({ cookieBannerAcceptType: value }).acceptType).toBe('OPT_IN');
    });
  });

  describe('bar positions are TOP or BOTTOM', () => {
    it.each([
      ['TOP', 'TOP'],
      ['TOP_LEFT', 'TOP'],
      ['TOP_RIGHT', 'TOP'],
      ['BOTTOM', 'BOTTOM'],
      ['BOTTOM_LEFT', 'BOTTOM'],
      ['BOTTOM_RIGHT', 'BOTTOM'],
      ['', 'BOTTOM'],
      ['MIDDLE', 'BOTTOM'],
      ['top', 'BOTTOM'],
      [undefined, 'BOTTOM'],
    ])('%j → %s', (position, expected) => {
      expect(toBannerModel({ cookieBannerVariant: 'BAR', cookieBannerPosition: position })).toMatchObject({ variant: 'BAR', position: expected });
    });

    it('an unknown variant is a bar and takes bar positions', () => {
      expect(toBannerModel({ cookieBannerVariant: 'SLIDE', cookieBannerPosition: 'TOP_RIGHT' })).toMatchObject({ variant: 'BAR', position: 'TOP' });
      expect(toBannerModel({ cookieBannerVariant: 'SLIDE', cookieBannerPosition: 'BOTTOM_RIGHT' })).toMatchObject({ variant: 'BAR', position: 'BOTTOM' });
    });
  });

  describe('popup positions are the four corners', () => {
    it.each([
      ['TOP_LEFT', 'TOP_LEFT'],
      ['TOP_RIGHT', 'TOP_RIGHT'],
      ['BOTTOM_LEFT', 'BOTTOM_LEFT'],
      ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
      ['TOP', 'TOP_LEFT'],
      ['BOTTOM', 'BOTTOM_LEFT'],
      ['', 'BOTTOM_LEFT'],
      ['CENTER', 'BOTTOM_LEFT'],
      ['top_right', 'BOTTOM_LEFT'],
      [undefined, 'BOTTOM_LEFT'],
    ])('%j → %s', (position, expected) => {
      expect(toBannerModel({ cookieBannerVariant: 'POPUP', cookieBannerPosition: position })).toMatchObject({ variant: 'POPUP', position: expected });
    });
  });

  describe('cookieBannerText (HTML)', () => {
    it.each(EMPTY_PARAGRAPHS)('empty text %j becomes the default text', (text) => {
      expect(toBannerModel({ cookieBannerText: text }).text).toBe(DEFAULT_TEXT);
    });

    it('missing text becomes the default text', () => {
      expect(toBannerModel({}).text).toBe(DEFAULT_TEXT);
    });

    it.each([
      '<p>Usamos cookies.</p>',
      'Usamos cookies.',
      '<p><br></p><p>Olá</p>',
      '<p><img src="cookie.png" alt=""></p>',
      '<p>&amp;</p>',
      '<p><span></span></p>',
    ])('keeps the site owner’s text %j verbatim', (text) => {
      expect(toBannerModel({ cookieBannerText: text }).text).toBe(text);
    });
  });

  describe('labels', () => {
    it('uses the CTA texts when given', () => {
      const model = toBannerModel({ cookieBannerCtaText: 'Concordo', cookieBannerOptOutCtaText: 'Não, obrigado' });
      expect(model.ctaText).toBe('Concordo');
      expect(model.optOutCtaText).toBe('Não, obrigado');
    });

    it.each(['', '   ', undefined])('a missing or blank label %j becomes Aceitar / Recusar', (label) => {
      const model = toBannerModel({ cookieBannerCtaText: label, cookieBannerOptOutCtaText: label });
      expect(model.ctaText).toBe('Aceitar');
      expect(model.optOutCtaText).toBe('Recusar');
    });
  });
});

describe('pagePosition', () => {
  it("is 'top' for a bar at the top and 'other' otherwise", () => {
    expect(pagePosition({ variant: 'BAR', position: 'TOP' })).toBe('top');
    expect(pagePosition({ variant: 'BAR', position: 'BOTTOM' })).toBe('other');
    for (const position of POPUP_POSITIONS) expect(pagePosition({ variant: 'POPUP', position })).toBe('other');
  });

  it('follows the model', () => {
    expect(pagePosition(toBannerModel({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_LEFT' }))).toBe('top');
    expect(pagePosition(toBannerModel({}))).toBe('other');
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties

const anyString = fc.string({ unit: 'binary', maxLength: 30 });
/** A known value of the enum, or any string. */
const enumOrAny = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), anyString);
const ALL_POSITIONS = [...BAR_POSITIONS, ...POPUP_POSITIONS];
const bannerHtml = fc.oneof(
  fc.constantFrom(...EMPTY_PARAGRAPHS),
  fc.stringMatching(/^[a-zà-ú ]{0,20}$/).map((words) => `<p>${words}</p>`),
  anyString,
);

/** Server-side settings with any strings in the enum fields. */
const anyServer: fc.Arbitrary<CookieSettings> = fc.record(
  {
    cookieBannerCtaText: anyString,
    cookieBannerCtaVariant: enumOrAny(CTA_VARIANTS),
    cookieBannerPosition: enumOrAny(ALL_POSITIONS),
    cookieBannerText: bannerHtml,
    cookieBannerTheme: enumOrAny(BANNER_THEMES),
    cookieBannerVariant: enumOrAny(BANNER_VARIANTS),
    cookieBannerOptOutCtaText: anyString,
    cookieBannerAcceptType: enumOrAny(ACCEPT_TYPES),
    isCookieBannerEnabled: fc.boolean(),
    isRestrictiveCookiePolicyEnabled: fc.boolean(),
    isRestrictiveCookiePolicyAbsolute: fc.boolean(),
    isVisitorDataRestricted: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('properties', () => {
  it('toBannerModel never throws and yields only allowed values, whatever the strings', () => {
    fc.assert(
      fc.property(anyServer, (settings) => {
        const model = toBannerModel(settings);
        expect(CTA_VARIANTS).toContain(model.ctaVariant);
        expect(BANNER_THEMES).toContain(model.theme);
        expect(BANNER_VARIANTS).toContain(model.variant);
        expect(ACCEPT_TYPES).toContain(model.acceptType);
        expect(model.variant === 'BAR' ? BAR_POSITIONS : POPUP_POSITIONS).toContain(model.position);
        expect(model.text.replace(/<[^>]*>|&nbsp;/g, '').trim()).not.toBe('');
        expect(model.ctaText.trim()).not.toBe('');
        expect(model.optOutCtaText.trim()).not.toBe('');
        expect(['top', 'other']).toContain(pagePosition(model));
      }),
    );
  });

  it('empty paragraphs are an empty text (the default shows); a visible character outside the tags is not', () => {
    const emptyPart = fc.constantFrom('', ' ', '\n', '&nbsp;', '<br>', '<br/>', '<BR />');
    const emptyParagraphs = fc.array(
      fc.array(emptyPart, { maxLength: 4 }).map((parts) => `<p>${parts.join('')}</p>`),
      { minLength: 1, maxLength: 3 },
    );
    fc.assert(
      fc.property(emptyParagraphs, (paragraphs) => {
        expect(toBannerModel({ cookieBannerText: paragraphs.join('') }).text).toBe(DEFAULT_TEXT);
      }),
    );
    const visible = fc.stringMatching(/^[a-zA-Z0-9à-ú.!?]$/);
    fc.assert(
      fc.property(emptyParagraphs, visible, (paragraphs, char) => {
        const text = `${paragraphs.join('')}<p>${char}</p>`;
        expect(toBannerModel({ cookieBannerText: text }).text).toBe(text);
      }),
    );
  });
});
