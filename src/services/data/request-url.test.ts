import { describe, expect, it } from 'vitest';
import { buildRequestUrl } from './request-url.ts';

const PAGE = 'https://site.test/blog/post?x=1';

describe('buildRequestUrl', () => {
  it('resolves the path against the base and adds the crumb', () => {
    expect(buildRequestUrl('/api/widget/GetWidgetRendering', PAGE, {}, 'c1').href).toBe('https://site.test/api/widget/GetWidgetRendering?crumb=c1');
  });

  it('appends the query, leaving undefined values out, before the crumb', () => {
    const url = buildRequestUrl('/api/site-users/account/session?a=1', PAGE, { cloneCart: false, n: 2, s: 'a b', skip: undefined }, 'c1');
    expect(url.href).toBe('https://site.test/api/site-users/account/session?a=1&cloneCart=false&n=2&s=a+b&crumb=c1');
  });

  it('replaces a stale crumb in the path and leaves it out when there is none', () => {
    expect(buildRequestUrl('/api/x?crumb=old', PAGE, {}, 'new').searchParams.getAll('crumb')).toEqual(['new']);
    expect(buildRequestUrl('/api/x', PAGE, {}, undefined).href).toBe('https://site.test/api/x');
  });

  it('sends the crumb to the target origin only', () => {
    expect(buildRequestUrl('https://site.test/api/x', PAGE, {}, 'c1').searchParams.get('crumb')).toBe('c1');
    expect(buildRequestUrl('https://elsewhere.test/api/x', PAGE, {}, 'c1').href).toBe('https://elsewhere.test/api/x');
    expect(buildRequestUrl('//elsewhere.test/api/x', PAGE, {}, 'c1').searchParams.has('crumb')).toBe(false);
  });

  it.each(['javascript:alert(1)', 'data:text/plain,x', 'file:///etc/passwd', 'ftp://site.test/x'])('refuses %s', (url) => {
    expect(() => buildRequestUrl(url, PAGE, {}, 'c1')).toThrow(TypeError);
  });
});
