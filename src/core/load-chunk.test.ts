import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadFiles = vi.fn();
vi.mock('./load-module.ts', () => ({ loadFiles }));

beforeEach(() => {
  vi.resetModules();
  loadFiles.mockReset();
});

describe('loadChunk', () => {
  it('asks for every file of the mapped chunk at once, next to the runtime, once however many blocks ask', async () => {
    const module = { mount: vi.fn() };
    loadFiles.mockResolvedValue(module);
    const { loadChunk } = await import('./load-chunk.ts');
    const [first, second] = await Promise.all([loadChunk('styled'), loadChunk('styled')]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(loadFiles).toHaveBeenCalledTimes(1);
    const [urls, chunk] = loadFiles.mock.calls[0] as [string[], string];
    expect(chunk).toBe('styled');
    expect(urls.map((url) => new URL(url).pathname.replace(/.*\/chunks\//, ''))).toEqual(['styled-test.js', 'shared-test.js', 'styled-test.css']);
    for (const url of urls) expect(new URL(url).href).toBe(url);
  });

  it('rejects a feature the build has no chunk for', async () => {
    const { loadChunk } = await import('./load-chunk.ts');
    await expect(loadChunk('gallery')).rejects.toThrow('No chunk is built for gallery');
    expect(loadFiles).not.toHaveBeenCalled();
  });
});
