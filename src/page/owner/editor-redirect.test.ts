import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageContext } from '../../platform/page-context/read-page-context.ts';
import { editorRedirectTarget, NO_REDIRECT_STORAGE_KEY, redirectToEditorIfNeeded, type EditorRedirectInput, type RedirectWindow } from './editor-redirect.ts';

// The page context the glue is handed: each test sets the fields it needs.
const site = { context: {} as unknown };

type Context = EditorRedirectInput['context'];

const OWNER: Context = {
  authenticatedAccount: { id: 'acct-owner' },
  websiteRoles: [1],
  website: { developerMode: false, cloneable: false, baseUrl: 'https://loja.example.com' } as PageContext['website'],
};

const PAGE = 'https://loja.example.com/galeria/praia?cor=azul&x=1#topo';

function input(changes: Partial<EditorRedirectInput> = {}, context: Partial<Context> = {}, website: Partial<PageContext['website']> = {}): EditorRedirectInput {
  return {
    context: { ...OWNER, ...context, website: { ...OWNER.website, ...website } },
    location: new URL(PAGE),
    isTopWindow: true,
    sessionNoRedirect: false,
    ...changes,
  };
}

/** The decoded frameUrl parameter of a panel address. */
const frameUrlOf = (target: string | undefined): string | null => new URL(target ?? '', 'https://x.example').searchParams.get('frameUrl');

describe('editorRedirectTarget', () => {
  it('sends an owner in the top window to the configuration panel framing the page', () => {
    expect(editorRedirectTarget(input())).toBe('/config/?frameUrl=%2Fgaleria%2Fpraia%3Fcor%3Dazul%26x%3D1');
  });

  it('frames the path and query exactly, without the hash', () => {
    const target = editorRedirectTarget(input({ location: new URL('https://loja.example.com/caf%C3%A9/a%20b?q=a+b&r=%26&s=%C3%A7#x') }));
    expect(frameUrlOf(target)).toBe('/caf%C3%A9/a%20b?q=a+b&r=%26&s=%C3%A7');
    // Everything the framed address holds is encoded: the panel's own query has one parameter.
    expect(target?.startsWith('/config/?frameUrl=')).toBe(true);
    expect(target?.slice('/config/?frameUrl='.length)).not.toMatch(/[?&=/#%](?![0-9A-F]{2})/);
    expect(target).toBe(`/config/?frameUrl=${encodeURIComponent('/caf%C3%A9/a%20b?q=a+b&r=%26&s=%C3%A7')}`);
  });

  it('frames the site root as "/"', () => {
    expect(editorRedirectTarget(input({ location: new URL('https://loja.example.com/') }))).toBe('/config/?frameUrl=%2F');
  });

  it('leaves a logout parameter out of the framed address', () => {
    expect(frameUrlOf(editorRedirectTarget(input({ location: new URL('https://loja.example.com/blog?logout=true&p=2') })))).toBe('/blog?p=2');
    expect(frameUrlOf(editorRedirectTarget(input({ location: new URL('https://loja.example.com/blog?logout=true') })))).toBe('/blog');
  });

  it.each([
    ['admin', [1]],
    ['billing', [2]],
    ['editor', [4]],
    ['store manager', [8]],
    ['several roles', [4, 8]],
  ])('redirects an account with the %s role', (_name, websiteRoles) => {
    expect(editorRedirectTarget(input({}, { websiteRoles }))).toBeDefined();
  });

  it.each([
    ['a visitor (no authenticated account)', input({}, { authenticatedAccount: null, websiteRoles: [] })],
    ['a visitor even with roles listed', input({}, { authenticatedAccount: null })],
    ['an account with no roles listed (no site settings)', input({}, { websiteRoles: [] })],
    ['a viewer', input({}, { websiteRoles: [10] })],
    ['an account holding the viewer role among others', input({}, { websiteRoles: [1, 10] })],
    ['developer mode', input({}, {}, { developerMode: true })],
    ['a cloneable site', input({}, {}, { cloneable: true })],
    ['a frame (not the top window)', input({ isTopWindow: false })],
    ['noredirect in the query', input({ location: new URL('https://loja.example.com/?noredirect') })],
    ['noredirect=1 in the query', input({ location: new URL('https://loja.example.com/blog?a=1&noredirect=1') })],
    ['an empty noredirect in the query', input({ location: new URL('https://loja.example.com/blog?noredirect=') })],
    ['the noredirect marker in session storage', input({ sessionNoRedirect: true })],
    ['localhost', input({ location: new URL('http://localhost:3000/galeria') })],
    ['LOCALHOST (host names are case-insensitive)', input({ location: { pathname: '/', search: '', hostname: 'LOCALHOST' } })],
    ['edit mode', input({ editMode: true })],
  ])('stays for %s', (_name, value) => {
    expect(editorRedirectTarget(value)).toBeUndefined();
  });

  it.each(['127.0.0.1', 'localhost.example.com', 'mylocalhost'])('redirects on %s (only "localhost" is exempt)', (hostname) => {
    expect(editorRedirectTarget(input({ location: { pathname: '/', search: '', hostname } }))).toBe('/config/?frameUrl=%2F');
  });

  it('does not take a parameter merely containing the name for the marker', () => {
    expect(editorRedirectTarget(input({ location: new URL('https://loja.example.com/?xnoredirect=1&q=noredirect') }))).toBeDefined();
  });
});

describe('redirectToEditorIfNeeded', () => {
  interface FakeWindow extends RedirectWindow {
    readonly location: RedirectWindow['location'] & { assign: ReturnType<typeof vi.fn> };
  }

  function storageOver(map: Map<string, string>): RedirectWindow['sessionStorage'] {
    return { getItem: (key) => map.get(key) ?? null, setItem: (key, value) => void map.set(key, String(value)) };
  }

  function fakeWindow(href: string, options: { storage?: RedirectWindow['sessionStorage']; framed?: boolean } = {}): FakeWindow {
    const url = new URL(href);
    const win = {
      location: { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search, hostname: url.hostname, assign: vi.fn() },
      sessionStorage: options.storage ?? storageOver(new Map()),
      document,
      self: undefined as unknown,
      top: undefined as unknown,
    };
    win.self = win;
    win.top = options.framed ? {} : win;
    return win;
  }

  beforeEach(() => {
    site.context = { ...OWNER, websiteSettings: { escapeKeyLoginEnabled: false }, appDomain: '' };
  });

  it('navigates an owner to the panel on the page origin', () => {
    const win = fakeWindow(PAGE);
    expect(redirectToEditorIfNeeded(site.context as never, win)).toBe(true);
    expect(win.location.assign).toHaveBeenCalledTimes(1);
    expect(win.location.assign).toHaveBeenCalledWith('https://loja.example.com/config/?frameUrl=%2Fgaleria%2Fpraia%3Fcor%3Dazul%26x%3D1');
  });

  it('leaves a visitor on the page', () => {
    site.context = { ...OWNER, authenticatedAccount: null, websiteRoles: [] };
    const win = fakeWindow(PAGE);
    expect(redirectToEditorIfNeeded(site.context as never, win)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('leaves a viewer on the page', () => {
    site.context = { ...OWNER, websiteRoles: [10] };
    const win = fakeWindow(PAGE);
    expect(redirectToEditorIfNeeded(site.context as never, win)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('remembers a noredirect query for the later pages of the visit', () => {
    const map = new Map<string, string>();
    const first = fakeWindow('https://loja.example.com/?noredirect=1', { storage: storageOver(map) });
    expect(redirectToEditorIfNeeded(site.context as never, first)).toBe(false);
    expect(map.get(NO_REDIRECT_STORAGE_KEY)).toBe('true');
    const later = fakeWindow('https://loja.example.com/galeria', { storage: storageOver(map) });
    expect(redirectToEditorIfNeeded(site.context as never, later)).toBe(false);
    expect(first.location.assign).not.toHaveBeenCalled();
    expect(later.location.assign).not.toHaveBeenCalled();
  });

  it('stays when session storage already holds the marker (any value)', () => {
    const win = fakeWindow(PAGE, { storage: storageOver(new Map([[NO_REDIRECT_STORAGE_KEY, '']])) });
    expect(redirectToEditorIfNeeded(site.context as never, win)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('copes with blocked storage: the query marker still holds, and without it the owner is redirected', () => {
    const blocked: RedirectWindow['sessionStorage'] = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const withMarker = fakeWindow('https://loja.example.com/?noredirect', { storage: blocked });
    expect(redirectToEditorIfNeeded(site.context as never, withMarker)).toBe(false);
    const without = fakeWindow(PAGE, { storage: blocked });
    expect(redirectToEditorIfNeeded(site.context as never, without)).toBe(true);
  });

  it('stays in a frame', () => {
    const win = fakeWindow(PAGE, { framed: true });
    expect(redirectToEditorIfNeeded(site.context as never, win)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('stays when reading the top window throws', () => {
    const win = fakeWindow(PAGE);
    Object.defineProperty(win, 'top', {
      get() {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    });
    expect(redirectToEditorIfNeeded(site.context as never, win)).toBe(false);
  });

  it('stays in edit mode (the page’s editMode)', () => {
    const win = fakeWindow(PAGE);
    expect(redirectToEditorIfNeeded({ ...(site.context as object), editMode: true } as never, win)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('stays on localhost', () => {
    const win = fakeWindow('http://localhost:5173/galeria');
    expect(redirectToEditorIfNeeded(site.context as never, win)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('never navigates away from an http(s) page: a file page stays', () => {
    const win = fakeWindow('file:///tmp/pagina.html');
    expect(redirectToEditorIfNeeded(site.context as never, win)).toBe(false);
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});
