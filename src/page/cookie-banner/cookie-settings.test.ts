import fc from 'fast-check';
import { COOKIE_BANNER_MESSAGES } from '../../texts/cookie-banner.ts';
import { describe, expect, it } from 'vitest';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import {
  ACCEPT_TYPES,
  BANNER_THEMES,
  BANNER_VARIANTS,
  BAR_POSITIONS,
  CTA_VARIANTS,
  fromEditorSettings,
  isEmptyBannerText,
  pagePosition,
  POPUP_POSITIONS,
  toBannerModel,
  toEditorSettings,
  type BannerModel,
  type CookieSettings,
  type EditorCookieSettings,
  type EditorCookieSettingsInput,
  type NormalizedCookieSettings,
} from './cookie-settings.ts';

const DEFAULT_TEXT = COOKIE_BANNER_MESSAGES.defaultText;

/** The server-side settings of docs/markup.md's complete example. */
const example: NormalizedCookieSettings = {
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

const exampleEditor: EditorCookieSettings = {
  cookieBannerCtaText: 'Aceitar',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerPosition: 'TOP',
  cookieBannerText: '<p>Usamos cookies para melhorar sua visita.</p>',
  cookieBannerTheme: 'LIGHT',
  cookieBannerVariant: 'BAR',
  cookieBannerOptOutCtaText: 'Recusar',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isCookieBannerEnabled: true,
  isAnalyticsCookiesDisabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
  isActivityLogEnabled: true,
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

  it('has a default banner text that is not itself empty', () => {
    expect(isEmptyBannerText(DEFAULT_TEXT)).toBe(false);
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

describe('toEditorSettings', () => {
  it('renames the two editor-side booleans and carries the other fields over', () => {
    expect(toEditorSettings(example)).toEqual(exampleEditor);
  });

  it.each([
    [false, true],
    [true, false],
  ])('isVisitorDataRestricted %s → isActivityLogEnabled %s', (restricted, enabled) => {
    expect(toEditorSettings({ isVisitorDataRestricted: restricted }).isActivityLogEnabled).toBe(enabled);
  });

  it.each([true, false])('isRestrictiveCookiePolicyEnabled %s → isAnalyticsCookiesDisabled %s', (value) => {
    expect(toEditorSettings({ isRestrictiveCookiePolicyEnabled: value }).isAnalyticsCookiesDisabled).toBe(value);
  });

  it('has no server-side name left', () => {
    const editor = toEditorSettings(example);
    expect(editor).not.toHaveProperty('isVisitorDataRestricted');
    expect(editor).not.toHaveProperty('isRestrictiveCookiePolicyEnabled');
  });

  it('turns unknown enum values into ICON, DARK, BAR, OPT_IN and maps the position for the variant', () => {
    expect(
      toEditorSettings({
        cookieBannerCtaVariant: 'LINK',
        cookieBannerTheme: 'AUTO',
        cookieBannerVariant: 'SLIDE',
        cookieBannerAcceptType: 'X',
        cookieBannerPosition: 'TOP_RIGHT',
      }),
    ).toMatchObject({
      cookieBannerCtaVariant: 'ICON',
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
      cookieBannerAcceptType: 'OPT_IN',
      cookieBannerPosition: 'TOP',
    });
    expect(toEditorSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).cookieBannerPosition).toBe('TOP_LEFT');
    expect(toEditorSettings({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM' }).cookieBannerPosition).toBe('BOTTOM_LEFT');
  });

  it('fills missing fields with the platform defaults, without the default texts', () => {
    expect(toEditorSettings({})).toEqual({
      cookieBannerCtaText: '',
      cookieBannerCtaVariant: 'ICON',
      cookieBannerPosition: 'BOTTOM',
      cookieBannerText: '',
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
      cookieBannerOptOutCtaText: '',
      cookieBannerAcceptType: 'OPT_IN',
      isCookieBannerEnabled: false,
      isAnalyticsCookiesDisabled: false,
      isRestrictiveCookiePolicyAbsolute: false,
      isActivityLogEnabled: true,
    } satisfies EditorCookieSettings);
  });
});

describe('fromEditorSettings', () => {
  it('renames the two editor-side booleans back and carries the other fields over', () => {
    expect(fromEditorSettings(exampleEditor)).toEqual(example);
  });

  it.each([
    [true, false],
    [false, true],
  ])('isActivityLogEnabled %s → isVisitorDataRestricted %s', (enabled, restricted) => {
    expect(fromEditorSettings({ ...exampleEditor, isActivityLogEnabled: enabled }).isVisitorDataRestricted).toBe(restricted);
  });

  it.each([true, false])('isAnalyticsCookiesDisabled %s → isRestrictiveCookiePolicyEnabled %s', (value) => {
    expect(fromEditorSettings({ ...exampleEditor, isAnalyticsCookiesDisabled: value }).isRestrictiveCookiePolicyEnabled).toBe(value);
  });

  it('has no editor-side name left', () => {
    const server = fromEditorSettings(exampleEditor);
    expect(server).not.toHaveProperty('isActivityLogEnabled');
    expect(server).not.toHaveProperty('isAnalyticsCookiesDisabled');
  });

  it.each(EMPTY_PARAGRAPHS)('sends the empty text %j as an empty string', (text) => {
    expect(fromEditorSettings({ ...exampleEditor, cookieBannerText: text }).cookieBannerText).toBe('');
  });

  it('sends a non-empty text verbatim, never the default text', () => {
    expect(fromEditorSettings({ ...exampleEditor, cookieBannerText: '<p><br></p><p>Olá</p>' }).cookieBannerText).toBe('<p><br></p><p>Olá</p>');
  });

  it('turns unknown enum values into ICON, DARK, BAR, OPT_IN and maps the position for the variant', () => {
    const stale: EditorCookieSettingsInput = {
      ...exampleEditor,
      cookieBannerCtaVariant: 'LINK',
      cookieBannerTheme: 'AUTO',
      cookieBannerVariant: 'SLIDE',
      cookieBannerAcceptType: 'X',
      cookieBannerPosition: 'BOTTOM_RIGHT',
    };
    expect(fromEditorSettings(stale)).toMatchObject({
      cookieBannerCtaVariant: 'ICON',
      cookieBannerTheme: 'DARK',
      cookieBannerVariant: 'BAR',
      cookieBannerAcceptType: 'OPT_IN',
      cookieBannerPosition: 'BOTTOM',
    });
    expect(fromEditorSettings({ ...exampleEditor, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP' }).cookieBannerPosition).toBe('TOP_LEFT');
    expect(fromEditorSettings({ ...exampleEditor, cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP_RIGHT' }).cookieBannerPosition).toBe('TOP');
  });
});

// ---------------------------------------------------------------------------------------------------
// Properties

/** The spec's rules spelled out independently of the module (site-runtime.md §5). */
const BAR_POSITION_OF = new Map<string, string>([
  ['TOP', 'TOP'],
  ['TOP_LEFT', 'TOP'],
  ['TOP_RIGHT', 'TOP'],
]);
const POPUP_POSITION_OF = new Map<string, string>([
  ['TOP', 'TOP_LEFT'],
  ['TOP_LEFT', 'TOP_LEFT'],
  ['TOP_RIGHT', 'TOP_RIGHT'],
  ['BOTTOM_RIGHT', 'BOTTOM_RIGHT'],
]);
const known = (allowed: readonly string[], value: string | undefined, fallback: string) => (value !== undefined && allowed.includes(value) ? value : fallback);
const expectedVariant = (value: string | undefined) => known(BANNER_VARIANTS, value, 'BAR');
const expectedPosition = (variant: string, position: string | undefined) =>
  variant === 'POPUP' ? (POPUP_POSITION_OF.get(position ?? '') ?? 'BOTTOM_LEFT') : (BAR_POSITION_OF.get(position ?? '') ?? 'BOTTOM');

function normalizedServer(s: CookieSettings): NormalizedCookieSettings {
  const variant = expectedVariant(s.cookieBannerVariant);
  return {
    cookieBannerCtaText: s.cookieBannerCtaText ?? '',
    cookieBannerCtaVariant: known(CTA_VARIANTS, s.cookieBannerCtaVariant, 'ICON'),
    cookieBannerPosition: expectedPosition(variant, s.cookieBannerPosition),
    cookieBannerText: isEmptyBannerText(s.cookieBannerText) ? '' : (s.cookieBannerText ?? ''),
    cookieBannerTheme: known(BANNER_THEMES, s.cookieBannerTheme, 'DARK'),
    cookieBannerVariant: variant,
    cookieBannerOptOutCtaText: s.cookieBannerOptOutCtaText ?? '',
    cookieBannerAcceptType: known(ACCEPT_TYPES, s.cookieBannerAcceptType, 'OPT_IN'),
    isCookieBannerEnabled: s.isCookieBannerEnabled ?? false,
    isRestrictiveCookiePolicyEnabled: s.isRestrictiveCookiePolicyEnabled ?? false,
    isRestrictiveCookiePolicyAbsolute: s.isRestrictiveCookiePolicyAbsolute ?? false,
    isVisitorDataRestricted: s.isVisitorDataRestricted ?? false,
  } as NormalizedCookieSettings;
}

function normalizedEditor(e: EditorCookieSettingsInput): EditorCookieSettings {
  const variant = expectedVariant(e.cookieBannerVariant);
  return {
    ...e,
    cookieBannerCtaVariant: known(CTA_VARIANTS, e.cookieBannerCtaVariant, 'ICON'),
    cookieBannerPosition: expectedPosition(variant, e.cookieBannerPosition),
    cookieBannerText: isEmptyBannerText(e.cookieBannerText) ? '' : e.cookieBannerText,
    cookieBannerTheme: known(BANNER_THEMES, e.cookieBannerTheme, 'DARK'),
    cookieBannerVariant: variant,
    cookieBannerAcceptType: known(ACCEPT_TYPES, e.cookieBannerAcceptType, 'OPT_IN'),
  } as EditorCookieSettings;
}

const anyString = fc.string({ unit: 'binary', maxLength: 30 });
/** A known value of the enum, or any string. */
const enumOrAny = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), anyString);
const ALL_POSITIONS = [...BAR_POSITIONS, ...POPUP_POSITIONS];
const bannerHtml = fc.oneof(
  fc.constantFrom(...EMPTY_PARAGRAPHS),
  fc.stringMatching(/^[a-zà-ú ]{0,20}$/).map((words) => `<p>${words}</p>`),
  anyString,
);

/** The fields of server-side settings with known enum values (the valid settings). */
const validServerFields = {
  cookieBannerCtaText: anyString,
  cookieBannerCtaVariant: fc.constantFrom(...CTA_VARIANTS),
  cookieBannerPosition: fc.constantFrom(...ALL_POSITIONS),
  cookieBannerText: bannerHtml,
  cookieBannerTheme: fc.constantFrom(...BANNER_THEMES),
  cookieBannerVariant: fc.constantFrom(...BANNER_VARIANTS),
  cookieBannerOptOutCtaText: anyString,
  cookieBannerAcceptType: fc.constantFrom(...ACCEPT_TYPES),
  isCookieBannerEnabled: fc.boolean(),
  isRestrictiveCookiePolicyEnabled: fc.boolean(),
  isRestrictiveCookiePolicyAbsolute: fc.boolean(),
  isVisitorDataRestricted: fc.boolean(),
};
/** Valid server-side settings, any field possibly missing. */
const validServer: fc.Arbitrary<CookieSettings> = fc.record(validServerFields, { requiredKeys: [] });

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

const editorOf = (choice: (values: readonly string[]) => fc.Arbitrary<string>): fc.Arbitrary<EditorCookieSettingsInput> =>
  fc.record({
    cookieBannerCtaText: anyString,
    cookieBannerCtaVariant: choice(CTA_VARIANTS),
    cookieBannerPosition: choice(ALL_POSITIONS),
    cookieBannerText: bannerHtml,
    cookieBannerTheme: choice(BANNER_THEMES),
    cookieBannerVariant: choice(BANNER_VARIANTS),
    cookieBannerOptOutCtaText: anyString,
    cookieBannerAcceptType: choice(ACCEPT_TYPES),
    isCookieBannerEnabled: fc.boolean(),
    isAnalyticsCookiesDisabled: fc.boolean(),
    isRestrictiveCookiePolicyAbsolute: fc.boolean(),
    isActivityLogEnabled: fc.boolean(),
  });
const validEditor = editorOf((values) => fc.constantFrom(...values));
const anyEditor = editorOf(enumOrAny);

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
        expect(isEmptyBannerText(model.text)).toBe(false);
        expect(model.ctaText.trim()).not.toBe('');
        expect(model.optOutCtaText.trim()).not.toBe('');
        expect(['top', 'other']).toContain(pagePosition(model));
      }),
    );
  });

  it('server → editor → server gives the normalized settings', () => {
    fc.assert(
      fc.property(fc.oneof(validServer, anyServer), (settings) => {
        expect(fromEditorSettings(toEditorSettings(settings))).toEqual(normalizedServer(settings));
      }),
    );
  });

  it('valid server settings with a non-empty text survive the round trip unchanged', () => {
    const barOrCorner = fc
      .record(validServerFields)
      .filter((s) => !isEmptyBannerText(s.cookieBannerText))
      .filter((s) => (s.cookieBannerVariant === 'BAR' ? BAR_POSITIONS : POPUP_POSITIONS).includes(s.cookieBannerPosition as never));
    fc.assert(
      fc.property(barOrCorner, (settings) => {
        expect(fromEditorSettings(toEditorSettings(settings))).toEqual(settings);
      }),
    );
  });

  it('editor → server → editor gives the normalized editor settings', () => {
    fc.assert(
      fc.property(fc.oneof(validEditor, anyEditor), (editor) => {
        expect(toEditorSettings(fromEditorSettings(editor))).toEqual(normalizedEditor(editor));
      }),
    );
  });

  it('isActivityLogEnabled is always the inverse of isVisitorDataRestricted', () => {
    fc.assert(
      fc.property(anyServer, anyEditor, (settings, editor) => {
        expect(toEditorSettings(settings).isActivityLogEnabled).toBe(!(settings.isVisitorDataRestricted ?? false));
        expect(fromEditorSettings(editor).isVisitorDataRestricted).toBe(!editor.isActivityLogEnabled);
      }),
    );
  });

  it('isAnalyticsCookiesDisabled always equals isRestrictiveCookiePolicyEnabled', () => {
    fc.assert(
      fc.property(anyServer, anyEditor, (settings, editor) => {
        expect(toEditorSettings(settings).isAnalyticsCookiesDisabled).toBe(settings.isRestrictiveCookiePolicyEnabled ?? false);
        expect(fromEditorSettings(editor).isRestrictiveCookiePolicyEnabled).toBe(editor.isAnalyticsCookiesDisabled);
      }),
    );
  });

  it('empty paragraphs are empty; a visible character outside the tags is not', () => {
    const emptyPart = fc.constantFrom('', ' ', '\n', '&nbsp;', '<br>', '<br/>', '<BR />');
    const emptyParagraphs = fc.array(
      fc.array(emptyPart, { maxLength: 4 }).map((parts) => `<p>${parts.join('')}</p>`),
      { minLength: 1, maxLength: 3 },
    );
    fc.assert(
      fc.property(emptyParagraphs, (paragraphs) => {
        expect(isEmptyBannerText(paragraphs.join(''))).toBe(true);
      }),
    );
    const visible = fc.stringMatching(/^[a-zA-Z0-9à-ú.!?]$/);
    fc.assert(
      fc.property(emptyParagraphs, visible, (paragraphs, char) => {
        expect(isEmptyBannerText(`${paragraphs.join('')}<p>${char}</p>`)).toBe(false);
      }),
    );
  });
});
