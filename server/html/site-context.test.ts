// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FIXTURE_LOGINS } from '../data/users.ts';
import { patchSiteContext, secureSiteOrigin, withLogin } from './site-context.ts';

const element = (json: string) => `<head><script type="application/json" id="site-context">${json}</script></head>`;
const contextIn = (markup: string): unknown => JSON.parse(/<script[^>]*>([\s\S]*)<\/script>/.exec(markup)?.[1] ?? '');

describe('withLogin', () => {
  it('sets the account and the role ids of the login', () => {
    expect(withLogin({ authenticatedAccount: null, websiteRoles: [], pageType: 2 }, FIXTURE_LOGINS.owner)).toEqual({
      authenticatedAccount: { id: 'acct-owner', displayName: 'Dona do Site', email: 'dona@example.com' },
      websiteRoles: [1],
      pageType: 2,
    });
    expect(withLogin({}, FIXTURE_LOGINS.viewer)).toMatchObject({
      authenticatedAccount: { id: 'acct-viewer', displayName: 'Visualizador', email: 'viewer@example.com' },
      websiteRoles: [10],
    });
  });

  it('keeps an account the context already names, and does nothing for a visitor', () => {
    const context = { authenticatedAccount: { id: 'x' }, websiteRoles: [4] };
    expect(withLogin(context, FIXTURE_LOGINS.owner)).toBe(context);
    expect(withLogin({ authenticatedAccount: null }, null)).toEqual({ authenticatedAccount: null });
  });
});

const ORIGIN = 'http://127.0.0.1:4174';

describe('patchSiteContext', () => {
  it('writes the origin the fixture site listens on as the site address, and nothing else for a visitor', () => {
    const markup = element('{"website":{"identifier":"fixture-site","baseUrl":"http://127.0.0.1:4173"},"authenticatedAccount":null}');
    expect(contextIn(patchSiteContext(markup, null, ORIGIN))).toEqual({
      website: { identifier: 'fixture-site', baseUrl: ORIGIN },
      authenticatedAccount: null,
    });
    const without = element('{"website":{"identifier":"fixture-site"}}');
    expect(patchSiteContext(without, null, ORIGIN)).toBe(without);
    const same = element(`{"website":{"baseUrl":"${ORIGIN}"}}`);
    expect(patchSiteContext(same, null, ORIGIN)).toBe(same);
  });

  it('keeps an https site address: the site’s secure domain on another host', () => {
    const markup = element('{"website":{"baseUrl":"https://loja.site.test/"}}');
    expect(patchSiteContext(markup, null, ORIGIN)).toBe(markup);
  });

  it('rewrites the element with the login, escaped for a script element', () => {
    // A well-formed page escapes "<" itself; the raw U+2028 is legal JSON.
    const markup = element('{"authenticatedAccount":null,"note":"\\u003c/script>\u2028"}');
    const patched = patchSiteContext(markup, FIXTURE_LOGINS.owner, ORIGIN);
    expect(patched).not.toContain('</script>\u2028');
    expect(patched).toContain('\\u003c/script\\u003e\\u2028');
    expect(contextIn(patched)).toMatchObject({ authenticatedAccount: { id: 'acct-owner' }, websiteRoles: [1], note: '</script>\u2028' });
  });

  it('finds the element whatever the attribute order and quoting', () => {
    const markup = `<script id='site-context' type="application/json">{"pageType":2}</script>`;
    expect(contextIn(patchSiteContext(markup, FIXTURE_LOGINS.viewer, ORIGIN))).toMatchObject({ websiteRoles: [10] });
  });

  it('leaves malformed JSON, non-object JSON and pages without a context untouched', () => {
    for (const markup of [element('{ not json'), element('[1, 2]'), '<p>no context</p>', element('{}').replace('site-context', 'site-context-2')]) {
      expect(patchSiteContext(markup, FIXTURE_LOGINS.owner, ORIGIN)).toBe(markup);
    }
  });
});

describe('secureSiteOrigin', () => {
  it('is the https origin of the site address when it is not the page’s', () => {
    expect(secureSiteOrigin(element('{"website":{"baseUrl":"https://loja.site.test/loja"}}'), ORIGIN)).toBe('https://loja.site.test');
    expect(secureSiteOrigin(element('{"website":{"baseUrl":"https://loja.site.test"}}'), 'https://loja.site.test')).toBeUndefined();
  });

  it('is undefined for an http, missing or malformed address and a page without a context', () => {
    for (const markup of [
      element('{"website":{"baseUrl":"http://127.0.0.1:4173"}}'),
      element('{"website":{}}'),
      element('{"website":{"baseUrl":"::"}}'),
      element('{ not json'),
      '<p></p>',
    ]) {
      expect(secureSiteOrigin(markup, ORIGIN)).toBeUndefined();
    }
  });
});
