import { afterEach, describe, expect, it } from 'vitest';
import { consentStub } from '../../test/consent-stub.ts';
import {
  currentPageTrackingFields,
  trackButtonClick,
  trackButtonRender,
  trackFormRender,
  trackOverlay,
  type ButtonTrackingFields,
  type PageTrackingFields,
} from './census-events.ts';
import { contextOf, ITEM_PAGE, recordCensusFetch, tracking, VISIT_COOKIE } from '../../test/census-requests.ts';
import { recordPageView } from '../../platform/census/page-view.ts';

/** A visitor who allows tracking, and one who refused it. */
const ALLOWED = consentStub();
const REFUSED = consentStub(false);
const census = recordCensusFetch();
const sent = () => census.sent();

describe('recordPageView', () => {
  it('POSTs /api/census/RecordHit with event 1, the page-hit data and ss_cvr', async () => {
    document.title = 'Praia do Forte';
    await recordPageView(tracking(), VISIT_COOKIE);
    const { url, form } = sent();
    expect(url).toBe('/api/census/RecordHit');
    expect(Object.keys(form)).toEqual(['event', 'data', 'ss_cvr']);
    expect(form.event).toBe('1');
    expect(form.ss_cvr).toBe(VISIT_COOKIE);
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
    await recordPageView(tracking(ITEM_PAGE, false), VISIT_COOKIE);
    expect(census.mock).not.toHaveBeenCalled();
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
    await trackButtonRender(ALLOWED, BUTTON);
    expect(sent()).toEqual({ url: '/api/census/button-render', form: FORM });
  });

  it('trackButtonClick POSTs /api/census/button-click; popup overlay context is 2, a new window true', async () => {
    await trackButtonClick(ALLOWED, { ...BUTTON, context: 2, newWindow: true });
    expect(sent()).toEqual({ url: '/api/census/button-click', form: { ...FORM, context: '2', newWindow: 'true' } });
  });

  it('sends nothing without consent', async () => {
    await trackButtonRender(REFUSED, BUTTON);
    await trackButtonClick(REFUSED, BUTTON);
    expect(census.mock).not.toHaveBeenCalled();
  });
});

describe('the page tracking fields (currentPageTrackingFields)', () => {
  afterEach(() => {
    document.cookie = 'ss_cvr=; max-age=0; path=/';
    history.replaceState(null, '', '/');
  });

  /** The fields on a page at `pathname` titled 'Praia do Forte', with this ss_cvr cookie ('' for none). */
  const fieldsAt = (context: Parameters<typeof currentPageTrackingFields>[0], pathname: string, visitCookie = VISIT_COOKIE) => {
    history.replaceState(null, '', pathname);
    document.title = 'Praia do Forte';
    if (visitCookie) document.cookie = `ss_cvr=${encodeURIComponent(visitCookie)}; path=/`;
    return currentPageTrackingFields(context);
  };

  it("on an item page: the item's id and contentSource 'i'", () => {
    expect(fieldsAt(ITEM_PAGE, '/galeria/praia/')).toEqual({
      visitorCookie: VISIT_COOKIE,
      pageTitle: 'Praia do Forte',
      pageId: 'item-4',
      contentSource: 'i',
      pagePath: '/galeria/praia',
    });
  });

  it("on a collection page: the collection's id and contentSource 'c'", () => {
    const context = contextOf({ collection: { id: 'col-3', fullUrl: '/galeria', type: 10 } });
    expect(fieldsAt(context, '/galeria')).toMatchObject({
      pageId: 'col-3',
      contentSource: 'c',
      pagePath: '/galeria',
    });
  });

  it("an item whose id fell back to '' gives the collection's id, as RecordHit does", () => {
    const context = contextOf({ item: { id: '', recordType: 1 }, collection: { id: 'col-3', fullUrl: '/blog', type: 1 } });
    expect(fieldsAt(context, '/blog/post')).toMatchObject({ pageId: 'col-3', contentSource: 'i' });
  });

  it('on a page with neither, before any visit was recorded: empty pageId, contentSource and visitor cookie', () => {
    expect(fieldsAt(contextOf({}), '/', '')).toEqual({
      visitorCookie: '',
      pageTitle: 'Praia do Forte',
      pageId: '',
      contentSource: '',
      pagePath: '/',
    });
  });
});

describe('form-render and overlay tracking', () => {
  const FIELDS: PageTrackingFields = { visitorCookie: VISIT_COOKIE, pageTitle: 'Contato', pageId: 'col-3', contentSource: 'c', pagePath: '/contato' };

  it('trackFormRender POSTs /api/census/form-render with the page tracking fields', async () => {
    await trackFormRender(ALLOWED, FIELDS);
    expect(sent()).toEqual({ url: '/api/census/form-render', form: FIELDS });
  });

  it('trackOverlay POSTs /api/census/overlay with the page tracking fields', async () => {
    await trackOverlay(ALLOWED, FIELDS);
    expect(sent()).toEqual({ url: '/api/census/overlay', form: FIELDS });
  });

  it('sends nothing without consent', async () => {
    await trackFormRender(REFUSED, FIELDS);
    await trackOverlay(REFUSED, FIELDS);
    expect(census.mock).not.toHaveBeenCalled();
  });
});
