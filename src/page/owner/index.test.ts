import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Page, PageContext } from '../../platform/page-context/read-page-context.ts';
import { coreContext } from '../../test/core-context.ts';
import { pageOf } from '../../test/page-document.ts';
import type { DialogRequest } from '../../ui/dialog/index.ts';

const redirect = vi.hoisted(() => ({ redirectToEditorIfNeeded: vi.fn((): boolean => false) }));
vi.mock('./editor-redirect.ts', () => redirect);

// The real Escape-key glue, watched.
vi.mock('./escape-keys.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./escape-keys.ts')>();
  return { ...actual, listenForEscapeKeys: vi.fn(actual.listenForEscapeKeys) };
});

const { start: startOwnerFlows } = await import('./index.ts');
const { listenForEscapeKeys } = await import('./escape-keys.ts');

type Context = Pick<PageContext, 'authenticatedAccount' | 'websiteRoles' | 'appDomain'> & {
  website: Partial<PageContext['website']>;
  websiteSettings: Partial<PageContext['websiteSettings']>;
};

const VISITOR: Context = {
  authenticatedAccount: null,
  websiteRoles: [],
  appDomain: '',
  website: { developerMode: false, cloneable: false, baseUrl: '' },
  websiteSettings: { escapeKeyLoginEnabled: false },
};
const OWNER: Context = { ...VISITOR, authenticatedAccount: { id: 'acct-owner' } as PageContext['authenticatedAccount'], websiteRoles: [1] };
const withEscape = (context: Context): Context => ({ ...context, websiteSettings: { ...context.websiteSettings, escapeKeyLoginEnabled: true } });

/** The page the feature is started on (a visitor's unless a test says otherwise), handed through its context. */
let page: Page;
const onPage = (context: Context): void => void (page = pageOf(context));
let context: ReturnType<typeof coreContext>;
let controller: AbortController;
let report: ReturnType<typeof coreContext>['report'];
/** The context's start, as the core runs it: here the dialog "starts" (resolves its destroy) unless a test says otherwise. */
let startFeature: ReturnType<typeof coreContext>['start'];
let assign: MockInstance<Location['assign']>;

/** The dialog requests the flows started. */
const dialogsShown = (): DialogRequest[] => startFeature.mock.calls.filter(([name]) => name === 'dialog').map(([, input]) => input as DialogRequest);

function start(input?: { escape: KeyboardEvent }): void {
  void startOwnerFlows({ ...context, page }, input);
}

function goTo(path: string, state: unknown = null): void {
  history.replaceState(state, '', path);
}

const pressEscape = (init: KeyboardEventInit = {}): void =>
  void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true, ...init }));

/** Lets the dialog's start and what follows it run. */
const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  onPage(VISITOR);
  context = coreContext({ page });
  ({ controller, report, start: startFeature } = context);
  assign = vi.spyOn(location, 'assign').mockImplementation(() => undefined);
  redirect.redirectToEditorIfNeeded.mockReset().mockReturnValue(false);
  vi.mocked(listenForEscapeKeys).mockClear();
  goTo('/');
});

afterEach(() => {
  controller.abort();
  goTo('/');
});

describe('the dialog feature', () => {
  it('is started only for a logout return', async () => {
    onPage(withEscape(OWNER));
    start();
    await settle();
    expect(startFeature).not.toHaveBeenCalled();
    goTo('/?logout=true');
    start();
    await vi.waitFor(() => expect(dialogsShown()).toHaveLength(1));
  });
});

describe('the owner flows feature', () => {
  it('runs the editor redirect', () => {
    onPage(OWNER);
    start();
    expect(redirect.redirectToEditorIfNeeded).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
  });

  it('starts nothing else once the redirect navigates away', async () => {
    onPage(withEscape(OWNER));
    redirect.redirectToEditorIfNeeded.mockReturnValue(true);
    goTo('/?logout=true');
    start();
    await settle();
    expect(listenForEscapeKeys).not.toHaveBeenCalled();
    expect(startFeature).not.toHaveBeenCalled();
  });

  it('hands the Escape press that loaded it (a visitor with the setting on) to the listener', () => {
    onPage(withEscape(VISITOR));
    const escape = new KeyboardEvent('keydown', { key: 'Escape' });
    start({ escape });
    expect(listenForEscapeKeys).toHaveBeenCalledExactlyOnceWith(page, controller.signal, window, escape);
  });

  it('adds the Escape listener when the site setting is on, and the signal releases it', () => {
    onPage(withEscape(OWNER));
    start();
    expect(listenForEscapeKeys).toHaveBeenCalledTimes(1);
    expect(listenForEscapeKeys).toHaveBeenCalledWith(page, controller.signal, window, undefined);
    pressEscape();
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(`${location.origin}/config/?frameUrl=%2F`);
    controller.abort();
    pressEscape();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor to the admin host with Escape when the setting is on', () => {
    onPage({ ...withEscape(VISITOR), appDomain: 'app.example.com' });
    goTo('/blog?p=2');
    start();
    pressEscape();
    expect(assign).toHaveBeenCalledWith('https://app.example.com/config/?frameUrl=%2Fblog%3Fp%3D2');
  });

  it('with the site setting off, listens for an owner: Escape alone does nothing, Shift+Escape logs out', async () => {
    onPage(OWNER);
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetchMock);
    try {
      start();
      expect(listenForEscapeKeys).toHaveBeenCalledExactlyOnceWith(page, controller.signal, window, undefined);
      pressEscape();
      expect(assign).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
      pressEscape({ shiftKey: true });
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/?logout=true`));
      expect(fetchMock).toHaveBeenCalledOnce();
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(new URL(url).pathname).toBe('/api/auth/Logout');
      expect(init.method).toBe('POST');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('adds no Escape listener for a visitor when the site setting is off', () => {
    onPage(VISITOR);
    goTo('/?logout=true');
    const added = vi.spyOn(document, 'addEventListener');
    start();
    expect(listenForEscapeKeys).not.toHaveBeenCalled();
    expect(added).not.toHaveBeenCalledWith('keydown', expect.anything(), expect.anything());
    pressEscape();
    pressEscape({ shiftKey: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('after a logout return shows the information dialog with the exact texts, then drops the parameter', async () => {
    goTo('/blog?p=2&logout=true#comentarios', { from: 'test' });
    const replace = vi.spyOn(history, 'replaceState');
    start();
    await vi.waitFor(() => expect(dialogsShown()).toHaveLength(1));
    expect(dialogsShown()).toEqual([{ kind: 'information', title: 'Logout efetuado com sucesso', message: 'O logout foi efetuado com sucesso.' }]);
    expect(startFeature).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(location.search).toBe('?p=2'));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/blog?p=2#comentarios');
    expect(history.state).toEqual({ from: 'test' });
    expect(report).not.toHaveBeenCalled();
  });

  it('drops the parameter as soon as the dialog shows, without waiting for it to hide', async () => {
    // The dialog feature resolves once it is shown; it hides (and tells onClose) later, or never here.
    goTo('/?logout=true');
    start();
    await vi.waitFor(() => expect(location.search).toBe(''));
    expect(location.pathname).toBe('/');
  });

  it('shows the dialog on the logout return of a visitor (no Escape, no account)', async () => {
    goTo('/?logout=true');
    start();
    await vi.waitFor(() => expect(dialogsShown()).toHaveLength(1));
    expect(listenForEscapeKeys).not.toHaveBeenCalled();
  });

  it('shows no dialog for logout=false', async () => {
    goTo('/?logout=false');
    start();
    await settle();
    expect(startFeature).not.toHaveBeenCalled();
    expect(location.search).toBe('?logout=false');
  });

  it('keeps the parameter when the dialog could not start (the core reported why), so a reload tries again', async () => {
    startFeature.mockResolvedValueOnce(undefined);
    goTo('/?logout=true');
    start();
    await vi.waitFor(() => expect(dialogsShown()).toHaveLength(1));
    await settle();
    expect(location.search).toBe('?logout=true');
  });

  it('reports a failing redirect and still starts the other flows', async () => {
    const failure = new Error('redirect broke');
    redirect.redirectToEditorIfNeeded.mockImplementation(() => {
      throw failure;
    });
    onPage(withEscape(OWNER));
    goTo('/?logout=true');
    start();
    expect(report).toHaveBeenCalledWith(failure);
    expect(listenForEscapeKeys).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(dialogsShown()).toHaveLength(1));
  });

  it('does nothing else on an ordinary visitor page', async () => {
    const added = vi.spyOn(document, 'addEventListener');
    const replace = vi.spyOn(history, 'replaceState');
    start();
    await settle();
    expect(redirect.redirectToEditorIfNeeded).toHaveBeenCalledTimes(1);
    expect(listenForEscapeKeys).not.toHaveBeenCalled();
    expect(added).not.toHaveBeenCalled();
    expect(startFeature).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });
});
