import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchFiles = vi.fn();
const fetchFile = vi.fn();
vi.mock('./fetch-files.ts', () => ({ fetchFiles, fetchFile }));

beforeEach(() => {
  vi.resetModules();
  fetchFiles.mockReset();
  fetchFile.mockReset();
});

describe('requestChunk', () => {
  it('asks for every file of the mapped chunk at once, next to the runtime, once however many blocks ask', async () => {
    const results = Promise.resolve([{ status: 'fulfilled', value: {} }]);
    fetchFiles.mockReturnValue(results);
    const { requestChunk } = await import('./request-chunk.ts');
    const first = requestChunk('styled');
    expect(requestChunk('styled')).toBe(first);
    expect(fetchFiles).toHaveBeenCalledExactlyOnceWith(first.urls, expect.any(Map), expect.any(Function));
    expect(first.results).toBe(results);
    expect(first.urls.map((url) => new URL(url).pathname.replace(/.*\/chunks\//, ''))).toEqual(['styled-test.js', 'shared-test.js', 'styled-test.css']);
    for (const url of first.urls) expect(new URL(url).href).toBe(url);
  });

  it('gives every chunk the same record of files asked for, so a file two chunks share is asked for once', async () => {
    fetchFiles.mockResolvedValue([]);
    const { requestChunk } = await import('./request-chunk.ts');
    requestChunk('styled');
    requestChunk('accordion');
    expect(fetchFiles.mock.calls[1]?.[1]).toBe(fetchFiles.mock.calls[0]?.[1]);
  });

  it('asks for each file in a task of its own (scheduler.yield), so no task starts many fetches', async () => {
    const continuations: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => continuations.push(resolve)) });
    fetchFiles.mockResolvedValue([]);
    fetchFile.mockImplementation(async (url: string) => `${url} chegou`);
    const { requestChunk } = await import('./request-chunk.ts');
    requestChunk('styled');
    const ask = fetchFiles.mock.calls[0]?.[2] as (url: string) => Promise<unknown>;
    const asked = [ask('a.js'), ask('b.css')];
    expect(continuations).toHaveLength(2);
    expect(fetchFile).not.toHaveBeenCalled();
    continuations[0]?.();
    await vi.waitFor(() => expect(fetchFile.mock.calls).toEqual([['a.js']]));
    continuations[1]?.();
    await expect(Promise.all(asked)).resolves.toEqual(['a.js chegou', 'b.css chegou']);
    expect(fetchFile.mock.calls).toEqual([['a.js'], ['b.css']]);
    vi.unstubAllGlobals();
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
