import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchFiles = vi.fn();
vi.mock('./fetch-files.ts', () => ({ fetchFiles }));

beforeEach(() => {
  vi.resetModules();
  fetchFiles.mockReset();
});

describe('requestChunk', () => {
  it('asks for every file of the mapped chunk at once, next to the runtime, once however many blocks ask', async () => {
    const results = Promise.resolve([{ status: 'fulfilled', value: {} }]);
    fetchFiles.mockReturnValue(results);
    const { requestChunk } = await import('./request-chunk.ts');
    const first = requestChunk('styled');
    expect(requestChunk('styled')).toBe(first);
    expect(fetchFiles).toHaveBeenCalledExactlyOnceWith(first.urls);
    expect(first.results).toBe(results);
    expect(first.urls.map((url) => new URL(url).pathname.replace(/.*\/chunks\//, ''))).toEqual(['styled-test.js', 'shared-test.js', 'styled-test.css']);
    for (const url of first.urls) expect(new URL(url).href).toBe(url);
  });

  it('asks for nothing for a feature the build has no chunk for, and the core rejects it by name', async () => {
    fetchFiles.mockResolvedValue([]);
    const { requestChunk } = await import('./request-chunk.ts');
    const { chunkModule } = await import('./load-module.ts');
    const request = requestChunk('gallery');
    expect(request.urls).toEqual([]);
    await expect(chunkModule('gallery', request)).rejects.toThrow('No chunk is built for gallery');
  });
});
