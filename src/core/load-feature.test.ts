import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadModule = vi.fn();
vi.mock('./load-module', () => ({ loadModule }));

beforeEach(() => {
  vi.resetModules();
  loadModule.mockReset();
});

describe('loadFeature', () => {
  it('imports the mapped chunk next to the runtime, once however many blocks ask', async () => {
    const module = { mount: vi.fn() };
    loadModule.mockResolvedValue(module);
    const { loadFeature } = await import('./load-feature');
    const [first, second] = await Promise.all([loadFeature('accordion'), loadFeature('accordion')]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(loadModule).toHaveBeenCalledTimes(1);
    const [url, chunk] = loadModule.mock.calls[0] as [string, string];
    expect(chunk).toBe('accordion');
    expect(url).toMatch(/\/chunks\/accordion-test\.js$/);
    expect(new URL(url).href).toBe(url);
  });

  it('rejects a feature the build has no chunk for, and a chunk without mount', async () => {
    loadModule.mockResolvedValue({ notMount: true });
    const { loadFeature } = await import('./load-feature');
    await expect(loadFeature('gallery')).rejects.toThrow('No chunk is built for gallery');
    await expect(loadFeature('accordion')).rejects.toThrow('Chunk accordion exports no mount function');
  });
});
