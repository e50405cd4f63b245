import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi, type MockInstance } from 'vitest';
import { SITE_CONTEXT_ID } from '../../shared/markers.ts';
import { FULL_PAGE_CONTEXT } from '../../test/full-page-context.ts';
import { readPage, parsePageContext, type PageContext } from './read-page-context.ts';

const FULL = FULL_PAGE_CONTEXT;

type Json = Record<string, unknown>;
const clone = (): Json => structuredClone(FULL) as Json;
const withField = (path: string, value: unknown): string => {
  const json = clone();
  const keys = path.split('.');
  let target = json;
  for (const key of keys.slice(0, -1)) target = target[key] as Json;
  const last = keys[keys.length - 1] as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return JSON.stringify(json);
};
const pick = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((v, key) => (v as Json)[key], value);

const DEFAULTS = parsePageContext('{}').context;

describe('parsePageContext', () => {
  it('round-trips a valid full context without problems', () => {
    const { context, problems } = parsePageContext(JSON.stringify(FULL));
    expect(problems).toEqual([]);
    expect(context).toEqual(FULL);
  });

  it.each([
    [null, 'missing'],
    [undefined, 'missing'],
    ['', 'missing'],
    ['  \n ', 'missing'],
    ['{"website": ', 'not valid JSON'],
    ["{website: 'x'}", 'not valid JSON'],
    ['[]', 'not an object'],
    ['[{"pageType": 2}]', 'not an object'],
    ['42', 'not an object'],
    ['"text"', 'not an object'],
    ['true', 'not an object'],
    ['null', 'not an object'],
  ])('text %j gives the defaults and the problem %j', (text, problem) => {
    const { context, problems } = parsePageContext(text);
    expect(problems).toEqual([problem]);
    expect(context).toEqual(DEFAULTS);
  });

  it('defaults to a visitor on an ordinary page with nothing restrictive', () => {
    expect(DEFAULTS).toMatchObject({
      authenticatedAccount: null,
      websiteRoles: [],
      collection: null,
      item: null,
      pageType: 2,
      showAnnouncementBar: false,
      website: { id: '', identifier: '', websiteType: 1, developerMode: false, cloneable: false, baseUrl: '', language: '' },
      cookieSettings: {
        isCookieBannerEnabled: false,
        isRestrictiveCookiePolicyEnabled: false,
        isRestrictiveCookiePolicyAbsolute: false,
        isVisitorDataRestricted: false,
        cookieBannerCtaVariant: 'ICON',
        cookieBannerTheme: 'DARK',
        cookieBannerVariant: 'BAR',
        cookieBannerAcceptType: 'OPT_IN',
      },
      websiteSettings: {
        popupOverlaySettings: { style: 1, enableMobile: false, showUntilSignup: true, displayFrequency: -1 },
        mobileInfoBarSettings: { style: 1 },
        escapeKeyLoginEnabled: false,
      },
      captchaSettings: { siteKey: '', scriptUrl: 'https://www.google.com/recaptcha/api.js' },
      assets: {},
    });
    expect(DEFAULTS.assets.cart).toBeUndefined();
  });

  it('reports the required fields of an empty object, and only those', () => {
    expect(parsePageContext('{}').problems).toEqual(['website', 'websiteRoles', 'authenticatedAccount', 'showAnnouncementBar', 'pageType']);
  });

  it('accepts the context of the fixture pages (fixtures/*.html) without problems', () => {
    const text =
      '{"website":{"id":"5f0c1a2b3c4d5e6f7a8b9c0d","identifier":"fixture-site","websiteType":1,"siteStatus":{"value":8},"developerMode":false,"cloneable":false,"baseUrl":"http://127.0.0.1:4173","language":"pt-BR"},"websiteSettings":{},"websiteRoles":[],"authenticatedAccount":null,"pageType":2,"showAnnouncementBar":false,"appDomain":"fixture.test"}';
    const { context, problems } = parsePageContext(text);
    expect(problems).toEqual([]);
    expect(context.collection).toBeNull();
    expect(context.item).toBeNull();
    expect(context.appDomain).toBe('fixture.test');
  });

  // docs/markup.md §2: recognised, and (chosen there) nothing the runtime does depends on them.
  it.each([
    [2, 8],
    [3, 12],
    [1, 13],
    [4, 14],
  ])('reads website type %d with status %d as given, without problems', (websiteType, status) => {
    const { context, problems } = parsePageContext(
      JSON.stringify({
        website: { identifier: 's', websiteType, siteStatus: { value: status }, developerMode: false, cloneable: false, baseUrl: 'https://s.example' },
        websiteRoles: [],
        authenticatedAccount: null,
        showAnnouncementBar: false,
        pageType: 2,
      }),
    );
    expect(problems).toEqual([]);
    expect(context.website.websiteType).toBe(websiteType);
    expect(context.website.siteStatus.value).toBe(status);
  });

  it('accepts the minimal context of the fixture server without problems', () => {
    const minimal = {
      website: {
        identifier: 'fixture-site',
        websiteType: 1,
        siteStatus: { value: 8 },
        developerMode: false,
        cloneable: false,
        baseUrl: 'http://localhost:3000',
      },
      websiteSettings: {},
      websiteRoles: [],
      authenticatedAccount: null,
      collection: null,
      item: null,
      showAnnouncementBar: false,
      pageType: 2,
    };
    const { context, problems } = parsePageContext(JSON.stringify(minimal));
    expect(problems).toEqual([]);
    expect(context.website.identifier).toBe('fixture-site');
    expect(context.websiteSettings.popupOverlaySettings.style).toBe(1);
    expect(context.cookieSettings.cookieBannerVariant).toBe('BAR');
  });

  // Each field, given a value of the wrong type, falls back alone: every other field keeps its value.
  it.each([
    ['website', 'a string', 'website'],
    ['website.id', 5, 'website.id'],
    ['website.identifier', null, 'website.identifier'],
    ['website.websiteType', '4', 'website.websiteType'],
    ['website.websiteType', 1.5, 'website.websiteType'],
    ['website.siteStatus', { value: 'PAID' }, 'website.siteStatus'],
    ['website.developerMode', 'false', 'website.developerMode'],
    ['website.cloneable', 0, 'website.cloneable'],
    ['website.baseUrl', {}, 'website.baseUrl'],
    ['website.typekitId', null, 'website.typekitId'],
    ['website.templateId', 7, 'website.templateId'],
    ['website.language', ['pt'], 'website.language'],
    ['websiteSettings', [], 'websiteSettings'],
    ['websiteSettings.disqusShortname', false, 'websiteSettings.disqusShortname'],
    ['websiteSettings.commentsEnabled', 'yes', 'websiteSettings.commentsEnabled'],
    ['websiteSettings.pinterestOverlayOptions', 'off', 'websiteSettings.pinterestOverlayOptions'],
    ['websiteSettings.pinterestOverlayOptions.mode', 3, 'websiteSettings.pinterestOverlayOptions.mode'],
    ['websiteSettings.popupOverlaySettings', 2, 'websiteSettings.popupOverlaySettings'],
    ['websiteSettings.popupOverlaySettings.style', 'show', 'websiteSettings.popupOverlaySettings.style'],
    ['websiteSettings.popupOverlaySettings.enableMobile', 1, 'websiteSettings.popupOverlaySettings.enableMobile'],
    ['websiteSettings.popupOverlaySettings.version', '3', 'websiteSettings.popupOverlaySettings.version'],
    ['websiteSettings.popupOverlaySettings.showUntilSignup', null, 'websiteSettings.popupOverlaySettings.showUntilSignup'],
    ['websiteSettings.popupOverlaySettings.displayFrequency', 'never', 'websiteSettings.popupOverlaySettings.displayFrequency'],
    ['websiteSettings.mobileInfoBarSettings', null, 'websiteSettings.mobileInfoBarSettings'],
    ['websiteSettings.mobileInfoBarSettings.style', 'dark', 'websiteSettings.mobileInfoBarSettings.style'],
    ['websiteSettings.escapeKeyLoginEnabled', 'on', 'websiteSettings.escapeKeyLoginEnabled'],
    ['websiteRoles', [1, 'admin'], 'websiteRoles'],
    ['websiteRoles', 1, 'websiteRoles'],
    ['authenticatedAccount', 'acct-owner', 'authenticatedAccount'],
    ['collection', 'c', 'collection'],
    ['item', ['i'], 'item'],
    ['demoCollections', [1, 2], 'demoCollections'],
    ['googleFonts', [['Roboto']], 'googleFonts'],
    ['typekitFonts', { id: 'x' }, 'typekitFonts'],
    ['cookieSettings', 'LIGHT', 'cookieSettings'],
    ['cookieSettings.cookieBannerCtaText', 1, 'cookieSettings.cookieBannerCtaText'],
    ['cookieSettings.cookieBannerCtaVariant', 2, 'cookieSettings.cookieBannerCtaVariant'],
    ['cookieSettings.cookieBannerPosition', null, 'cookieSettings.cookieBannerPosition'],
    ['cookieSettings.cookieBannerText', ['<p>'], 'cookieSettings.cookieBannerText'],
    ['cookieSettings.cookieBannerTheme', true, 'cookieSettings.cookieBannerTheme'],
    ['cookieSettings.cookieBannerVariant', {}, 'cookieSettings.cookieBannerVariant'],
    ['cookieSettings.cookieBannerOptOutCtaText', 0, 'cookieSettings.cookieBannerOptOutCtaText'],
    ['cookieSettings.cookieBannerAcceptType', null, 'cookieSettings.cookieBannerAcceptType'],
    ['cookieSettings.isCookieBannerEnabled', 'true', 'cookieSettings.isCookieBannerEnabled'],
    ['cookieSettings.isRestrictiveCookiePolicyEnabled', 1, 'cookieSettings.isRestrictiveCookiePolicyEnabled'],
    ['cookieSettings.isRestrictiveCookiePolicyAbsolute', 'no', 'cookieSettings.isRestrictiveCookiePolicyAbsolute'],
    ['cookieSettings.isVisitorDataRestricted', null, 'cookieSettings.isVisitorDataRestricted'],
    ['showAnnouncementBar', 'true', 'showAnnouncementBar'],
    ['appDomain', 1, 'appDomain'],
    ['pageType', 'page', 'pageType'],
    ['captchaSettings', 'key', 'captchaSettings'],
    ['captchaSettings.siteKey', 12, 'captchaSettings.siteKey'],
    ['captchaSettings.scriptUrl', '', 'captchaSettings.scriptUrl'],
    ['pagePermissionType', '1', 'pagePermissionType'],
    ['mapsApiKey', false, 'mapsApiKey'],
    ['mapsScriptUrl', 7, 'mapsScriptUrl'],
    ['assets', ['cart.js'], 'assets'],
    ['assets.cart', 42, 'assets.cart'],
    ['assets.cart', '', 'assets.cart'],
    ['errorSampleRate', '0.5', 'errorSampleRate'],
  ])('%s = %j falls back alone', (path, value, problem) => {
    const { context, problems } = parsePageContext(withField(path, value));
    expect(problems).toEqual([problem]);
    expect(pick(context, path)).toEqual(pick(DEFAULTS, path));
    // Everything else is as sent.
    const expected = structuredClone(FULL) as Json;
    const keys = path.split('.');
    let target = expected;
    for (const key of keys.slice(0, -1)) target = target[key] as Json;
    const last = keys[keys.length - 1] as string;
    const fallback = pick(DEFAULTS, path);
    if (fallback === undefined) delete target[last];
    else target[last] = fallback;
    expect(context).toEqual(expected);
  });

  describe('objects that may be null, and list entries: each field falls back alone', () => {
    it.each<[string, Json, string[], Json]>([
      // The census still gets the collection id (docs/markup.md §2, "Robustness").
      ['collection', { id: 'c1', type: 10 }, ['collection.fullUrl'], { id: 'c1', fullUrl: '', type: 10 }],
      ['collection', { id: 'c1', fullUrl: '/c', type: 'page' }, ['collection.type'], { id: 'c1', fullUrl: '/c', type: 0 }],
      ['collection', { fullUrl: '/c', type: 10 }, ['collection.id'], { id: '', fullUrl: '/c', type: 10 }],
      ['item', { id: 'i1', fullUrl: 7, recordType: 1 }, ['item.fullUrl'], { id: 'i1', fullUrl: '', recordType: 1 }],
      ['item', { id: 'i1', fullUrl: '/i' }, ['item.recordType'], { id: 'i1', fullUrl: '/i', recordType: 0 }],
      // Still a signed-in account (owner features on, no census): only its id is unknown.
      ['authenticatedAccount', { displayName: 'no id' }, ['authenticatedAccount.id'], { id: '', displayName: 'no id' }],
      ['memberAccount', { locale: 'pt-BR' }, ['memberAccount.id'], { id: '', locale: 'pt-BR' }],
    ])('%s = %j keeps its good fields', (path, value, expectedProblems, expected) => {
      const { context, problems } = parsePageContext(withField(path, value));
      expect(problems).toEqual(expectedProblems);
      expect(pick(context, path)).toEqual(expected);
      expect(context.website.identifier).toBe('loja-da-ana');
    });

    it('keeps every good web-font entry and field when one is wrong', () => {
      const json = clone();
      json['googleFonts'] = [{ includeName: 'Roboto:400' }, { includeName: 5 }, { includeName: 'Lato' }];
      json['typekitFonts'] = [
        { id: 'xyz', variations: 'n4' },
        { id: 'abc', variations: ['i7'] },
      ];
      const { context, problems } = parsePageContext(JSON.stringify(json));
      expect(problems).toEqual(['googleFonts[].includeName', 'typekitFonts[].variations']);
      // The font feature leaves an empty includeName out.
      expect(context.googleFonts).toEqual([{ includeName: 'Roboto:400' }, { includeName: '' }, { includeName: 'Lato' }]);
      expect(context.typekitFonts).toEqual([
        { id: 'xyz', variations: [] },
        { id: 'abc', variations: ['i7'] },
      ]);
    });
  });

  it('gives a whole object that fell back the same defaults as its fields', () => {
    const whole = parsePageContext(withField('website', 'x')).context.website;
    const fields = parsePageContext(withField('website', {})).context.website;
    expect(whole).toEqual(fields);
    const settings = parsePageContext(withField('websiteSettings', 1)).context.websiteSettings;
    expect(settings).toEqual(DEFAULTS.websiteSettings);
  });

  it('lets optional fields be left out silently', () => {
    const json = clone();
    for (const key of [
      'websiteSettings',
      'collection',
      'item',
      'demoCollections',
      'googleFonts',
      'typekitFonts',
      'cookieSettings',
      'appDomain',
      'captchaSettings',
      'pagePermissionType',
      'mapsApiKey',
      'mapsScriptUrl',
      'assets',
      'errorSampleRate',
    ]) {
      delete json[key];
    }
    const website = json['website'] as Json;
    for (const key of ['id', 'typekitId', 'templateId', 'language']) delete website[key];
    const { context, problems } = parsePageContext(JSON.stringify(json));
    expect(problems).toEqual([]);
    expect(context.cookieSettings).toEqual(DEFAULTS.cookieSettings);
    expect(context.website.id).toBe('');
    expect(context.pageType).toBe(50);
  });

  it('reports a missing required field, keeping the rest', () => {
    const { context, problems } = parsePageContext(withField('pageType', undefined));
    expect(problems).toEqual(['pageType']);
    expect(context.pageType).toBe(2);
    expect(context.website.identifier).toBe('loja-da-ana');
  });

  it('reports several bad fields in one list', () => {
    const json = clone();
    json['pageType'] = 'x';
    (json['cookieSettings'] as Json)['isCookieBannerEnabled'] = 'x';
    (json['website'] as Json)['baseUrl'] = 1;
    const { problems } = parsePageContext(JSON.stringify(json));
    expect(problems.sort()).toEqual(['cookieSettings.isCookieBannerEnabled', 'pageType', 'website.baseUrl']);
  });

  it('keeps unknown extra fields at every level without problems', () => {
    const json = clone();
    json['newPlatformField'] = { nested: [1, 2] };
    (json['website'] as Json)['timeZone'] = 'America/Sao_Paulo';
    (json['cookieSettings'] as Json)['cookieBannerFutureOption'] = true;
    (json['authenticatedAccount'] as Json)['avatarUrl'] = '/a.png';
    const { context, problems } = parsePageContext(JSON.stringify(json));
    expect(problems).toEqual([]);
    expect(context['newPlatformField']).toEqual({ nested: [1, 2] });
    expect(context.website['timeZone']).toBe('America/Sao_Paulo');
    expect(context.cookieSettings['cookieBannerFutureOption']).toBe(true);
    expect(context.authenticatedAccount?.['avatarUrl']).toBe('/a.png');
  });

  it('accepts unknown enum strings and numbers (the features map them)', () => {
    const json = clone();
    (json['cookieSettings'] as Json)['cookieBannerTheme'] = 'SEPIA';
    json['pageType'] = 999;
    const { context, problems } = parsePageContext(JSON.stringify(json));
    expect(problems).toEqual([]);
    expect(context.cookieSettings.cookieBannerTheme).toBe('SEPIA');
    expect(context.pageType).toBe(999);
  });

  it('reads JSON escaped for a script element', () => {
    const json = clone();
    (json['cookieSettings'] as Json)['cookieBannerText'] = '<p>Usamos cookies</p><script>alert(1)</script>\u2028';
    const escaped = JSON.stringify(json).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    expect(escaped).not.toContain('<');
    expect(parsePageContext(escaped).context.cookieSettings.cookieBannerText).toBe('<p>Usamos cookies</p><script>alert(1)</script>\u2028');
  });

  it('infers precise field types from the schema', () => {
    expectTypeOf<PageContext['pageType']>().toEqualTypeOf<number>();
    expectTypeOf<PageContext['websiteRoles']>().toEqualTypeOf<number[]>();
    expectTypeOf<PageContext['website']['baseUrl']>().toEqualTypeOf<string>();
    expectTypeOf<PageContext['websiteSettings']['popupOverlaySettings']['displayFrequency']>().toEqualTypeOf<number>();
    expectTypeOf<PageContext['cookieSettings']['isCookieBannerEnabled']>().toEqualTypeOf<boolean>();
    expectTypeOf<PageContext['assets']['cart']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<NonNullable<PageContext['collection']>['fullUrl']>().toEqualTypeOf<string>();
    expectTypeOf<PageContext['authenticatedAccount']>().toExtend<{ id: string } | null>();
  });

  it('returns fresh defaults each time (no shared mutable state)', () => {
    const a = parsePageContext(null).context;
    const b = parsePageContext(null).context;
    expect(a).toEqual(b);
    expect(a.websiteRoles).not.toBe(b.websiteRoles);
    expect(a.website).not.toBe(b.website);
  });
});

describe('readPage', () => {
  let warn: MockInstance<typeof console.warn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
  });

  function pageWith(body: string | null): Document {
    const doc = document.implementation.createHTMLDocument('page');
    if (body !== null) {
      const script = doc.createElement('script');
      script.type = 'application/json';
      script.id = SITE_CONTEXT_ID;
      script.textContent = body;
      doc.head.append(script);
    }
    return doc;
  }

  it('reads the site-context element without warning when it is valid', () => {
    const context = readPage(pageWith(JSON.stringify(FULL)));
    expect(context).toEqual({ ...FULL, editMode: false });
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the page document by default', () => {
    const script = pageWith(JSON.stringify(FULL)).getElementById(SITE_CONTEXT_ID) as HTMLScriptElement;
    document.head.append(document.importNode(script, true));
    try {
      expect(readPage().website.identifier).toBe('loja-da-ana');
    } finally {
      document.getElementById(SITE_CONTEXT_ID)?.remove();
    }
  });

  it('never throws, and warns once, when the element is missing', () => {
    const doc = pageWith(null);
    expect(readPage(doc)).toEqual({ ...DEFAULTS, editMode: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[site-runtime] site-context: using defaults for …', ['missing']);
  });

  it('warns once with every problem listed when several fields are bad', () => {
    const json = clone();
    json['pageType'] = 'x';
    json['websiteRoles'] = 'admin';
    const doc = pageWith(JSON.stringify(json));
    const context = readPage(doc);
    expect(context.pageType).toBe(2);
    expect(context.websiteRoles).toEqual([]);
    expect(context.website.identifier).toBe('loja-da-ana');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toEqual(['websiteRoles', 'pageType']);
  });

  it('warns for malformed JSON and uses the defaults', () => {
    expect(readPage(pageWith('{"pageType": 2,}'))).toEqual({ ...DEFAULTS, editMode: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toEqual(['not valid JSON']);
  });

  it('adds whether the editor shows the page: the body class is-editing-backend', () => {
    const doc = pageWith(JSON.stringify(FULL));
    expect(readPage(doc).editMode).toBe(false);
    doc.body.classList.add('is-editing-backend-not');
    expect(readPage(doc).editMode).toBe(false);
    doc.body.classList.add('is-editing-backend');
    expect(readPage(doc)).toEqual({ ...FULL, editMode: true });
  });

  it('hands out a frozen context, so no feature can change what the others read', () => {
    const context = readPage(pageWith(JSON.stringify(FULL)));
    expect(Object.isFrozen(context)).toBe(true);
    expect(Object.isFrozen(context.website)).toBe(true);
    expect(Object.isFrozen(context.websiteSettings.popupOverlaySettings)).toBe(true);
    expect(() => {
      (context.websiteRoles as number[]).push(10);
    }).toThrow(TypeError);
  });
});
