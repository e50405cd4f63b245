import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePageContext } from '../../platform/page-context/read-page-context.ts';
import { allowTracking } from '../../test/consent-stub.ts';
import {
  currentPageTrackingFields,
  pageTrackingFields,
  recordAudioPlay,
  recordQuickView,
  trackButtonClick,
  trackButtonRender,
  trackFormRender,
  trackOverlay,
  type ButtonTrackingFields,
  type PageTrackingFields,
} from './census-events.ts';
import { recordPageView } from '../../platform/census/page-view.ts';

vi.mock('../../platform/consent/consent.ts', () => import('../../test/consent-stub.ts'));

const contextOf = (json: object) => parsePageContext(JSON.stringify(json)).context;
/** Any page: the consent stub decides. */
const PAGE = contextOf({});
const CONTEXT = contextOf({
  website: { id: 'site-1', templateId: 'tpl-2', language: 'pt-BR' },
  collection: { id: 'col-3', fullUrl: '/galeria', type: 10 },
  item: { id: 'item-4', fullUrl: '/galeria/praia', recordType: 1 },
  pagePermissionType: 1,
});
const CVR = 'abc-123|1|2|3|4';

let fetchMock: ReturnType<typeof vi.fn>;
/** The one request sent: its path and its form fields. */
const sent = () => {
  expect(fetchMock).toHaveBeenCalledOnce();
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, form: Object.fromEntries(init.body as URLSearchParams) };
};

beforeEach(() => {
  allowTracking(true);
  fetchMock = vi.fn(async () => new Response('{}'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('recordPageView', () => {
  it('POSTs /api/census/RecordHit with event 1, the page-hit data and ss_cvr', async () => {
    document.title = 'Praia do Forte';
    await recordPageView(CONTEXT, CVR);
    const { url, form } = sent();
    expect(url).toBe('/api/census/RecordHit');
    expect(Object.keys(form)).toEqual(['event', 'data', 'ss_cvr']);
    expect(form.event).toBe('1');
    expect(form.ss_cvr).toBe(CVR);
    expect(JSON.parse(form.data ?? '')).toMatchObject({
      websiteId: 'site-1',
      templateId: 'tpl-2',
      website_locale: 'pt-BR',
      userAgent: navigator.userAgent,
      url: location.href,
      title: 'Praia do Forte',
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
      itemId: 'item-4',
      recordType: 1,
      collectionId: 'col-3',
      pagePermissionType: 1,
      clientDate: expect.any(Number),
    });
  });

  it('sends nothing without consent', async () => {
    allowTracking(false);
    await recordPageView(CONTEXT, CVR);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('button tracking', () => {
  const BUTTON: ButtonTrackingFields = {
    id: 'block-botao',
    buttonText: 'Ver a loja',
    clickthroughUrl: '/loja',
    alignment: 'center',
    size: 'large',
    newWindow: false,
    context: 1,
  };
  const FORM = { id: 'block-botao', buttonText: 'Ver a loja', clickthroughUrl: '/loja', alignment: 'center', size: 'large', newWindow: 'false', context: '1' };

  it('trackButtonRender POSTs /api/census/button-render with every field flattened', async () => {
    await trackButtonRender(PAGE, BUTTON);
    expect(sent()).toEqual({ url: '/api/census/button-render', form: FORM });
  });

  it('trackButtonClick POSTs /api/census/button-click; popup overlay context is 2, a new window true', async () => {
    await trackButtonClick(PAGE, { ...BUTTON, context: 2, newWindow: true });
    expect(sent()).toEqual({ url: '/api/census/button-click', form: { ...FORM, context: '2', newWindow: 'true' } });
  });

  it('sends nothing without consent', async () => {
    allowTracking(false);
    await trackButtonRender(PAGE, BUTTON);
    await trackButtonClick(PAGE, BUTTON);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('pageTrackingFields', () => {
  const location = { pathname: '/galeria/praia/' };
  const doc = { title: 'Praia do Forte' };

  it("on an item page: the item's id and contentSource 'i'", () => {
    expect(pageTrackingFields(CONTEXT, location, doc, CVR)).toEqual({
      visitorCookie: CVR,
      pageTitle: 'Praia do Forte',
      pageId: 'item-4',
      contentSource: 'i',
      pagePath: '/galeria/praia',
    });
  });

  it("on a collection page: the collection's id and contentSource 'c'", () => {
    const context = contextOf({ collection: { id: 'col-3', fullUrl: '/galeria', type: 10 } });
    expect(pageTrackingFields(context, { pathname: '/galeria' }, doc, CVR)).toMatchObject({ pageId: 'col-3', contentSource: 'c', pagePath: '/galeria' });
  });

  it("an item whose id fell back to '' gives the collection's id, as RecordHit does", () => {
    const context = contextOf({ item: { id: '', recordType: 1 }, collection: { id: 'col-3', fullUrl: '/blog', type: 1 } });
    expect(pageTrackingFields(context, { pathname: '/blog/post' }, doc, CVR)).toMatchObject({ pageId: 'col-3', contentSource: 'i' });
  });

  it('on a page with neither: empty pageId and contentSource', () => {
    expect(pageTrackingFields(contextOf({}), { pathname: '/' }, doc, '')).toEqual({
      visitorCookie: '',
      pageTitle: 'Praia do Forte',
      pageId: '',
      contentSource: '',
      pagePath: '/',
    });
  });
});

describe('currentPageTrackingFields', () => {
  afterEach(() => {
    document.cookie = 'ss_cvr=; max-age=0; path=/';
  });

  it("reads the page's title and path and the ss_cvr cookie as the visitor cookie", () => {
    document.title = 'Contato';
    document.cookie = `ss_cvr=${encodeURIComponent(CVR)}; path=/`;
    expect(currentPageTrackingFields(CONTEXT)).toEqual(pageTrackingFields(CONTEXT, location, document, CVR));
    expect(currentPageTrackingFields(CONTEXT).visitorCookie).toBe(CVR);
  });

  it('gives an empty visitor cookie before any visit was recorded', () => {
    expect(currentPageTrackingFields(CONTEXT).visitorCookie).toBe('');
  });
});

describe('form-render and overlay tracking', () => {
  const FIELDS: PageTrackingFields = { visitorCookie: CVR, pageTitle: 'Contato', pageId: 'col-3', contentSource: 'c', pagePath: '/contato' };

  it('trackFormRender POSTs /api/census/form-render with the page tracking fields', async () => {
    await trackFormRender(PAGE, FIELDS);
    expect(sent()).toEqual({ url: '/api/census/form-render', form: FIELDS });
  });

  it('trackOverlay POSTs /api/census/overlay with the page tracking fields', async () => {
    await trackOverlay(PAGE, FIELDS);
    expect(sent()).toEqual({ url: '/api/census/overlay', form: FIELDS });
  });

  it('sends nothing without consent', async () => {
    allowTracking(false);
    await trackFormRender(PAGE, FIELDS);
    await trackOverlay(PAGE, FIELDS);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('recordQuickView', () => {
  it('POSTs /api/census/RecordQuickView/{id} with an empty form', async () => {
    await recordQuickView(PAGE, '5f0c1a2b3c4d5e6f7a8b9c22');
    expect(sent()).toEqual({ url: '/api/census/RecordQuickView/5f0c1a2b3c4d5e6f7a8b9c22', form: {} });
  });

  it('URL-encodes the id', async () => {
    await recordQuickView(PAGE, 'a/b c?d#e');
    expect(sent().url).toBe('/api/census/RecordQuickView/a%2Fb%20c%3Fd%23e');
  });

  it('sends nothing without consent', async () => {
    allowTracking(false);
    await recordQuickView(PAGE, 'item-4');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('recordAudioPlay', () => {
  afterEach(() => {
    document.cookie = 'ss_cvr=; max-age=0; path=/';
    delete (window as Window & { siteRuntimeCensusDisabled?: unknown }).siteRuntimeCensusDisabled;
  });

  it('POSTs /api/census/RecordHit with event 20, the page-hit data and the ss_cvr cookie', async () => {
    document.title = 'Músicas';
    document.cookie = `ss_cvr=${CVR}; path=/`;
    const before = Date.now();
    await recordAudioPlay(CONTEXT);
    const { url, form } = sent();
    expect(url).toBe('/api/census/RecordHit');
    expect(Object.keys(form)).toEqual(['event', 'data', 'ss_cvr']);
    expect(form.event).toBe('20');
    expect(form.ss_cvr).toBe(CVR);
    const data = JSON.parse(form.data ?? '') as Record<string, unknown>;
    expect(data).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-2',
      website_locale: 'pt-BR',
      userAgent: navigator.userAgent,
      clientDate: expect.any(Number),
      viewportWidth: innerWidth,
      viewportHeight: innerHeight,
      screenWidth: screen.width,
      screenHeight: screen.height,
      url: location.href,
      title: 'Músicas',
      itemId: 'item-4',
      recordType: 1,
      collectionId: 'col-3',
      pagePermissionType: 1,
    });
    expect(data['clientDate']).toBeGreaterThanOrEqual(before);
  });

  it('sends an empty ss_cvr before any visit was recorded', async () => {
    await recordAudioPlay(CONTEXT);
    expect(sent().form.ss_cvr).toBe('');
  });

  it('sends nothing without consent, for a signed-in owner, or with the global flag set (site-runtime.md §6)', async () => {
    allowTracking(false);
    await recordAudioPlay(CONTEXT);
    allowTracking(true);
    await recordAudioPlay(contextOf({ authenticatedAccount: { id: 'owner-1' }, websiteRoles: [1] }));
    await recordAudioPlay(contextOf({ pageType: 100 }));
    (window as Window & { siteRuntimeCensusDisabled?: unknown }).siteRuntimeCensusDisabled = true;
    await recordAudioPlay(CONTEXT);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is sent for a viewer, who counts as a visitor', async () => {
    await recordAudioPlay(contextOf({ authenticatedAccount: { id: 'viewer-1' }, websiteRoles: [10] }));
    expect(sent().form.event).toBe('20');
  });
});
