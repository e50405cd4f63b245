import { describe, expect, it } from 'vitest';
import { parsePageContext } from '../page-context/read-page-context.ts';
import { internalTrackingFields, withoutTrailingSlash } from './internal-fields.ts';

describe('withoutTrailingSlash', () => {
  it('removes the trailing slash of a page path, keeping the root', () => {
    expect(withoutTrailingSlash('/blog/')).toBe('/blog');
    expect(withoutTrailingSlash('/blog//')).toBe('/blog');
    expect(withoutTrailingSlash('/blog')).toBe('/blog');
    expect(withoutTrailingSlash('/')).toBe('/');
    expect(withoutTrailingSlash('//')).toBe('/');
  });
});

describe('internalTrackingFields', () => {
  it('takes every field from the page context and the address', () => {
    const { context } = parsePageContext(
      JSON.stringify({
        website: { id: 'site-1', templateId: 'tpl-2', variantId: 'var-3', language: 'pt-BR' },
        memberAccount: { id: 'membro-7', locale: 'en-US' },
      }),
    );
    expect(internalTrackingFields(context, { pathname: '/loja/', hash: '#topo' }, 'pt')).toEqual({
      websiteId: 'site-1',
      templateId: 'tpl-2',
      variantId: 'var-3',
      memberAccountId: 'membro-7',
      pagePath: '/loja',
      pageHash: '#topo',
      member_locale: 'en-US',
      website_locale: 'pt-BR',
    });
  });

  it('falls back to the document language and empty member fields', () => {
    const { context } = parsePageContext('{}');
    expect(internalTrackingFields(context, { pathname: '/', hash: '' }, 'pt-BR')).toMatchObject({
      memberAccountId: '',
      member_locale: '',
      website_locale: 'pt-BR',
      pagePath: '/',
    });
  });
});
