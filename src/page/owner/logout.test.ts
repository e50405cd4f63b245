import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { LOGOUT_PATH } from '../../shared/platform.ts';
import { afterLogoutUrl, isLogoutReturn, withoutLogoutParam, type AfterLogoutInput, type LogoutInput } from './logout.ts';

const SITE = 'https://loja.example.com';
const PAGE = `${SITE}/galeria/praia?cor=azul#topo`;

function after(changes: Partial<AfterLogoutInput> = {}, baseUrl = SITE): AfterLogoutInput {
  const url = new URL(PAGE);
  return { context: { website: { baseUrl } }, location: { href: url.href, origin: url.origin }, isInConfigPanel: false, ...changes };
}

describe('afterLogoutUrl', () => {
  it('goes to the site root with logout=true', () => {
    expect(afterLogoutUrl(after())).toBe(`${SITE}/?logout=true`);
  });

  it('takes the root of baseUrl, whatever its path', () => {
    expect(afterLogoutUrl(after({}, `${SITE}/loja/`))).toBe(`${SITE}/?logout=true`);
  });

  it("goes to the site's own domain when the page is on another host", () => {
    expect(afterLogoutUrl(after({}, 'https://www.loja-da-ana.com.br'))).toBe('https://www.loja-da-ana.com.br/?logout=true');
  });

  it.each(['', 'javascript:alert(1)', 'data:text/html,x', 'http://[bad'])('uses the page origin when baseUrl is %j', (baseUrl) => {
    expect(afterLogoutUrl(after({}, baseUrl))).toBe(`${SITE}/?logout=true`);
  });

  it('goes to the preview frame address with logout=true inside the configuration panel', () => {
    expect(afterLogoutUrl(after({ isInConfigPanel: true, previewFrameUrl: `${SITE}/blog?p=2` }))).toBe(`${SITE}/blog?p=2&logout=true`);
  });

  it('resolves a preview path against the page and keeps its hash', () => {
    expect(afterLogoutUrl(after({ isInConfigPanel: true, previewFrameUrl: '/galeria?cor=azul#x' }))).toBe(`${SITE}/galeria?cor=azul&logout=true#x`);
  });

  it('sets logout=true once, replacing another value', () => {
    expect(afterLogoutUrl(after({ isInConfigPanel: true, previewFrameUrl: '/?logout=false&logout=1' }))).toBe(`${SITE}/?logout=true`);
  });

  it('accepts a preview on the site domain when the panel is on another host', () => {
    const input = after({ isInConfigPanel: true, previewFrameUrl: 'https://www.loja-da-ana.com.br/blog' }, 'https://www.loja-da-ana.com.br');
    expect(afterLogoutUrl(input)).toBe('https://www.loja-da-ana.com.br/blog?logout=true');
  });

  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,x', 'http://[bad'])(
    'refuses the preview address %j and goes to the site root',
    (previewFrameUrl) => {
      expect(afterLogoutUrl(after({ isInConfigPanel: true, previewFrameUrl }))).toBe(`${SITE}/?logout=true`);
    },
  );

  it('ignores a preview address outside the panel, and goes to the root in the panel without one', () => {
    expect(afterLogoutUrl(after({ isInConfigPanel: false, previewFrameUrl: `${SITE}/blog` }))).toBe(`${SITE}/?logout=true`);
    expect(afterLogoutUrl(after({ isInConfigPanel: true }))).toBe(`${SITE}/?logout=true`);
    expect(afterLogoutUrl(after({ isInConfigPanel: true, previewFrameUrl: '' }))).toBe(`${SITE}/?logout=true`);
  });
});

describe('isLogoutReturn', () => {
  it.each([
    ['?logout=true', true],
    ['?a=1&logout=true', true],
    ['?logout=false', false],
    ['?logout', false],
    ['?LOGOUT=true', false],
    ['?logout=TRUE', false],
    ['', false],
  ])('%j → %s', (search, expected) => {
    expect(isLogoutReturn({ search })).toBe(expected);
  });
});

describe('withoutLogoutParam', () => {
  it('removes the parameter and keeps the rest', () => {
    expect(withoutLogoutParam(`${SITE}/?logout=true`)).toBe(`${SITE}/`);
    expect(withoutLogoutParam(`${SITE}/blog?p=2&logout=true#c`)).toBe(`${SITE}/blog?p=2#c`);
  });

  it('returns an address without it unchanged', () => {
    expect(withoutLogoutParam(`${SITE}/blog?q=a%20b`)).toBe(`${SITE}/blog?q=a%20b`);
  });
});

describe('logout', () => {
  const PAGE_ORIGIN = location.origin;
  let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
  let errorLog: Mock<typeof console.error>;
  let logout: (input: LogoutInput) => Promise<void>;

  /** Each test gets a fresh module: the once-only state lives in it. */
  beforeEach(async () => {
    vi.resetModules();
    ({ logout } = await import('./logout.ts'));
    document.cookie = 'crumb=c1; path=/';
    errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined) as Mock<typeof console.error>;
  });

  afterEach(() => {
    document.cookie = 'crumb=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    vi.unstubAllGlobals();
  });

  function replies(...list: (Response | Error)[]): void {
    fetchMock = vi.fn(async () => {
      const next = list.shift();
      if (next === undefined) throw new Error('unexpected extra call');
      if (next instanceof Error) throw next;
      return next;
    });
    vi.stubGlobal('fetch', fetchMock);
  }

  const ok = (): Response => new Response('{}', { status: 200 });

  function owner(changes: Partial<LogoutInput> = {}): LogoutInput & { location: { assign: Mock } } {
    const url = new URL(PAGE);
    return {
      context: { authenticatedAccount: { id: 'acct-owner' }, website: { baseUrl: SITE } },
      location: { href: url.href, origin: url.origin, assign: vi.fn() },
      isInConfigPanel: false,
      ...changes,
    } as LogoutInput & { location: { assign: Mock } };
  }

  it('posts to the logout path with the crumb and no body', async () => {
    replies(ok());
    await logout(owner());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${PAGE_ORIGIN}${LOGOUT_PATH}?crumb=c1`);
    expect(LOGOUT_PATH).toBe('/api/auth/Logout');
    expect(init).toMatchObject({ method: 'POST', body: null, credentials: 'same-origin' });
  });

  it('then goes to the site root with logout=true', async () => {
    replies(ok());
    const input = owner();
    await logout(input);
    expect(input.location.assign).toHaveBeenCalledTimes(1);
    expect(input.location.assign).toHaveBeenCalledWith(`${SITE}/?logout=true`);
  });

  it('goes to the preview frame address inside the configuration panel', async () => {
    replies(ok());
    const url = new URL(`${SITE}/config/?frameUrl=%2Fblog`);
    const input = owner({ isInConfigPanel: true, previewFrameUrl: `${SITE}/blog`, location: { href: url.href, origin: url.origin, assign: vi.fn() } });
    await logout(input);
    expect(input.location.assign).toHaveBeenCalledWith(`${SITE}/blog?logout=true`);
  });

  it('accepts a reply without content', async () => {
    replies(new Response(null, { status: 204 }));
    const input = owner();
    await logout(input);
    expect(input.location.assign).toHaveBeenCalledWith(`${SITE}/?logout=true`);
  });

  it('does nothing without an authenticated account', async () => {
    replies();
    const input = owner({ context: { authenticatedAccount: null, website: { baseUrl: SITE } } });
    await expect(logout(input)).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.location.assign).not.toHaveBeenCalled();
  });

  it('runs once: a call while one is in flight does nothing', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const first = owner();
    const second = owner();
    const running = logout(first);
    const again = logout(second);
    expect(again).toBe(running);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(ok());
    await Promise.all([running, again]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(first.location.assign).toHaveBeenCalledTimes(1);
    expect(second.location.assign).not.toHaveBeenCalled();
  });

  it('runs once: a call after a logout succeeded does nothing', async () => {
    replies(ok());
    await logout(owner());
    const later = owner();
    await logout(later);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(later.location.assign).not.toHaveBeenCalled();
  });

  it('only logs a failure: no navigation, no rejection', async () => {
    replies(new Response('{"error":"Falhou"}', { status: 500 }));
    const input = owner();
    await expect(logout(input)).resolves.toBeUndefined();
    expect(input.location.assign).not.toHaveBeenCalled();
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(errorLog).toHaveBeenCalledWith('[site-runtime] logout failed', expect.objectContaining({ status: 500 }));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('only logs a reply flagging authorizationFail: the system error overlay stays away', async () => {
    replies(new Response('{"authorizationFail":true}', { status: 200 }));
    const input = owner();
    await expect(logout(input)).resolves.toBeUndefined();
    expect(errorLog).toHaveBeenCalledTimes(1);
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('only logs a network failure, after the data helper’s one retry (200 ms later)', async () => {
    replies(new TypeError('offline'), new TypeError('offline'));
    const input = owner();
    await expect(logout(input)).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(input.location.assign).not.toHaveBeenCalled();
    expect(errorLog).toHaveBeenCalledTimes(1);
  });

  it('lets the owner try again after a failure', async () => {
    replies(new Response('{}', { status: 403 }), ok());
    const input = owner();
    await logout(input);
    expect(input.location.assign).not.toHaveBeenCalled();
    await logout(input);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(input.location.assign).toHaveBeenCalledWith(`${SITE}/?logout=true`);
  });
});

describe('afterLogoutUrl without an http(s) address', () => {
  it('gives undefined when neither the page nor the site has one', () => {
    expect(
      afterLogoutUrl({ context: { website: { baseUrl: '' } }, location: { href: 'file:///tmp/p.html', origin: 'null' }, isInConfigPanel: false }),
    ).toBeUndefined();
  });

  it('uses the site when only the page lacks one', () => {
    expect(afterLogoutUrl({ context: { website: { baseUrl: SITE } }, location: { href: 'file:///tmp/p.html', origin: 'null' }, isInConfigPanel: false })).toBe(
      `${SITE}/?logout=true`,
    );
  });
});
