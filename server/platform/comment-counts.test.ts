// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test-helpers.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  await server.close();
});

const fetchScript = (path: string) => server.app.inject({ method: 'GET', url: path });

describe('GET /disqus/{shortname}/count.js', () => {
  it('answers the callback with the count of each item asked for, never cached', async () => {
    const response = await fetchScript(
      '/disqus/loja-da-ana/count.js?callback=__siteRuntimeCommentCounts&id=5f0c1a2b3c4d5e6f7a8b9c22&id=nenhum&id=post-novidades',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const callback = vi.fn();
    const window = { __siteRuntimeCommentCounts: callback };
    // eslint-disable-next-line no-new-func -- the test runs the script the server serves, as a browser would
    new Function('window', 'console', response.body)(window, { error: vi.fn() });
    expect(callback).toHaveBeenCalledWith({ '5f0c1a2b3c4d5e6f7a8b9c22': 3, nenhum: 0, 'post-novidades': 1234 });
  });

  it('refuses a shortname that is not one (404) and a missing or unsafe callback (400)', async () => {
    expect((await fetchScript('/disqus/Loja_X/count.js?callback=f&id=a')).statusCode).toBe(404);
    expect((await fetchScript('/disqus/loja/count.js?id=a')).statusCode).toBe(400);
    const hostile = await fetchScript(`/disqus/loja/count.js?callback=${encodeURIComponent('alert(1)//')}&id=a`);
    expect(hostile.statusCode).toBe(400);
    expect(hostile.body).not.toContain('alert(1)');
  });

  it('keeps an item id that looks like code as JSON data', async () => {
    const response = await fetchScript(`/disqus/loja/count.js?callback=cb&id=${encodeURIComponent('"]);alert(1);//')}`);
    const callback = vi.fn();
    // eslint-disable-next-line no-new-func -- as above
    new Function('window', 'console', response.body)({ cb: callback }, { error: vi.fn() });
    expect(callback).toHaveBeenCalledWith({ '"]);alert(1);//': 0 });
  });
});
