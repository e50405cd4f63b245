import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadModule = vi.fn();
const findFailure = vi.fn(async (url: string) => [url, 'missing']);
vi.mock('./load-module.ts', () => ({ loadModule }));
vi.mock('./failed-file.ts', () => ({ findFailure }));

beforeEach(() => {
  vi.resetModules();
  loadModule.mockReset();
});

describe('loadChunk', () => {
  it('imports the mapped chunk next to the runtime, once however many blocks ask', async () => {
    const module = { mount: vi.fn() };
    loadModule.mockResolvedValue(module);
    const { loadChunk } = await import('./load-chunk.ts');
    const [first, second] = await Promise.all([loadChunk('accordion'), loadChunk('accordion')]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(loadModule).toHaveBeenCalledTimes(1);
    const [url, chunk] = loadModule.mock.calls[0] as [string, string];
    expect(chunk).toBe('accordion');
    expect(url).toMatch(/\/chunks\/accordion-test\.js$/);
    expect(new URL(url).href).toBe(url);
  });

  it('rejects a feature the build has no chunk for', async () => {
    const { loadChunk } = await import('./load-chunk.ts');
    await expect(loadChunk('gallery')).rejects.toThrow('No chunk is built for gallery');
  });
});

describe('stylesheets of a chunk', () => {
  /** Keeps the links away from happy-dom's own loader, so the test decides when they load or fail. */
  function captureLinks(): HTMLLinkElement[] {
    const links: HTMLLinkElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      links.push(...(nodes as HTMLLinkElement[]));
    });
    return links;
  }

  it('links them and resolves with the module only once they apply', async () => {
    const links = captureLinks();
    const module = { mount: vi.fn() };
    loadModule.mockResolvedValue(module);
    const { loadChunk } = await import('./load-chunk.ts');
    let resolved = false;
    const loading = loadChunk('styled').then(() => (resolved = true));
    await vi.waitFor(() => expect(links).toHaveLength(1));
    expect(links[0]?.rel).toBe('stylesheet');
    expect(links[0]?.href).toMatch(/\/chunks\/styled-test\.css$/);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(resolved).toBe(false);
    links[0]?.dispatchEvent(new Event('load'));
    await loading;
    expect(resolved).toBe(true);
  });

  it('a stylesheet that fails is a ChunkLoadError with its address', async () => {
    const links = captureLinks();
    loadModule.mockResolvedValue({ mount: vi.fn() });
    const { loadChunk } = await import('./load-chunk.ts');
    const loading = loadChunk('styled');
    await vi.waitFor(() => expect(links).toHaveLength(1));
    links[0]?.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toMatchObject({ name: 'ChunkLoadError', chunk: 'styled', type: 'missing', request: links[0]?.href });
  });

  it('teardown removes the stylesheets the runtime added', async () => {
    const { loadStylesheet, removeStylesheets } = await import('./load-stylesheet.ts');
    void loadStylesheet('https://site.test/dist/chunks/a.css', 'a').catch(() => undefined);
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
    removeStylesheets();
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });
});
