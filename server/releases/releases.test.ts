// @vitest-environment node
import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cspNonce, ROOT_FILES, responseCookie, startTestServer, type TestServer } from '../test-helpers.ts';
import { KEPT_RELEASES, ReleaseArchive, RELEASES_DIR } from './archive.ts';

/** A release's files: its runtime carries its build id, as the real entry does. */
function releaseFiles(build: string, chunks: Record<string, string>): Record<string, string> {
  const files: Record<string, string> = { 'runtime.js': `const build = "${build}";\n`, 'version.json': `{"build":"${build}"}\n` };
  for (const [name, content] of Object.entries(chunks)) files[`chunks/${name}`] = content;
  return files;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
}

const FIRST = 'first00001';
const NEXT = 'next000002';
const S1 = { qa_session: 's1' };

let server: TestServer;
let releasesDir: string;
beforeEach(async () => {
  const dist = Object.fromEntries(
    Object.entries(releaseFiles(FIRST, { 'Aaa111.js': 'first only', 'Sh4red.js': 'shared' })).map(([path, text]) => [`dist/${path}`, text]),
  );
  server = await startTestServer({ 'fixtures/a.html': ROOT_FILES['fixtures/accordion.html'] ?? '', ...dist });
  releasesDir = join(server.rootDir, RELEASES_DIR);
});
afterEach(async () => {
  await server.close();
});

/** A new build in dist/ (the build rewrote the folder), as `npm run build` leaves it. */
function build(id: string, chunks: Record<string, string>): void {
  write(join(server.rootDir, 'dist'), releaseFiles(id, chunks));
}

/** An archived release put there by hand, archived `minutesAgo` ago. */
function archived(id: string, chunks: Record<string, string>, minutesAgo: number): void {
  write(join(releasesDir, id), releaseFiles(id, chunks));
  const time = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(join(releasesDir, id), time, time);
}

const get = (url: string, cookies: Record<string, string> = S1) => server.app.inject({ method: 'GET', url, cookies });
const listing = async () => (await server.app.inject({ method: 'GET', url: '/__qa/releases' })).json<{ build: string; chunks: number; current: boolean }[]>();
const pin = (build: string, session = 's1') => server.app.inject({ method: 'POST', url: '/__qa/releases/pin', payload: { session, build } });
const deploy = (retention: '0' | '1', session = 's1') =>
  server.app.inject({ method: 'DELETE', url: `/__qa/releases/pin?session=${session}&retention=${retention}` });

describe('the release archive', () => {
  it('copies dist/ when the server starts, and a new build at its first /dist/ request, newest first', async () => {
    expect(readdirSync(join(releasesDir, FIRST, 'chunks')).sort()).toEqual(['Aaa111.js', 'Sh4red.js']);
    build(NEXT, { 'Bbb222.js': 'next only', 'Sh4red.js': 'shared' });
    expect(existsSync(join(releasesDir, NEXT))).toBe(false);
    expect((await get('/dist/runtime.js')).body).toContain(NEXT);
    expect(await listing()).toEqual([
      { build: NEXT, archivedAt: expect.any(String), chunks: 3, current: true },
      { build: FIRST, archivedAt: expect.any(String), chunks: 2, current: false },
    ]);
  });

  it('waits while the build is half written: version.json names a build its runtime.js does not carry yet', async () => {
    write(join(server.rootDir, 'dist'), { 'version.json': `{"build":"${NEXT}"}` });
    await get('/dist/version.json');
    expect((await listing()).map((release) => release.build)).toEqual([FIRST]);
    expect(readdirSync(releasesDir)).toEqual([FIRST]);
  });

  it(`keeps the newest ${KEPT_RELEASES} by archive time`, async () => {
    for (const [index, id] of ['old0000001', 'old0000002', 'old0000003', 'old0000004', 'old0000005'].entries()) archived(id, {}, 60 - index);
    build(NEXT, {});
    await get('/dist/runtime.js');
    expect((await listing()).map((release) => release.build)).toEqual([NEXT, FIRST, 'old0000005', 'old0000004', 'old0000003']);
    expect(readdirSync(releasesDir).sort()).toEqual([FIRST, NEXT, 'old0000003', 'old0000004', 'old0000005']);
  });

  it('looks a file of a page up in its own build’s release first, then dist/, then every archived release', () => {
    archived('old0000001', {}, 30);
    const archive = new ReleaseArchive(join(server.rootDir, 'dist'), releasesDir);
    const dist = join(server.rootDir, 'dist');
    expect(archive.searchOrder('old0000001')).toEqual([join(releasesDir, 'old0000001'), dist, join(releasesDir, FIRST)]);
    expect(archive.searchOrder(undefined)).toEqual([dist, join(releasesDir, FIRST), join(releasesDir, 'old0000001')]);
    expect(archive.searchOrder('../../etc')).toEqual([dist, join(releasesDir, FIRST), join(releasesDir, 'old0000001')]);
  });
});

describe('/dist/ like a deploy of the archived releases', () => {
  beforeEach(() => {
    archived('older00001', { 'Old111.js': 'older', 'Twice1.js': 'from older' }, 20);
    archived('newer00001', { 'Twice1.js': 'from newer' }, 10);
  });

  it('serves a chunk dist/ lacks from the newest archived release holding it (retention), GET and HEAD', async () => {
    expect((await get('/dist/chunks/Aaa111.js')).body).toBe('first only');
    const old = await get('/dist/chunks/Old111.js');
    expect([old.statusCode, old.body, old.headers['cache-control']]).toEqual([200, 'older', 'no-cache']);
    expect((await get('/dist/chunks/Twice1.js')).body).toBe('from newer');
    expect((await server.app.inject({ method: 'HEAD', url: '/dist/chunks/Old111.js', cookies: S1 })).statusCode).toBe(200);
    // Only chunks: the rest of a release is the current one's.
    expect((await get('/dist/runtime.js')).body).toContain(FIRST);
    expect((await get('/dist/chunks/Nope11.js')).json()).toEqual({ error: 'Não encontrado.' });
  });

  it('names an archived chunk by its release’s manifest, in the request log and for faults', async () => {
    write(join(releasesDir, 'older00001'), {
      '.vite/manifest.json': JSON.stringify({ 'src/ui/lightbox/index.ts': { file: 'chunks/Old111.js', name: 'lightbox' } }),
    });
    await server.app.inject({ method: 'POST', url: '/__qa/faults', payload: { session: 's1', path: '/dist/chunks/lightbox-*.js', status: 503 } });
    expect((await get('/dist/chunks/Old111.js')).statusCode).toBe(503);
    const logged = await server.app.inject({ method: 'GET', url: '/__qa/requests?session=s1&path=/dist/chunks/Old111.js' });
    expect(logged.json<{ chunk?: string; status: number }[]>().map(({ chunk, status }) => [chunk, status])).toEqual([['lightbox', 503]]);
  });

  it('answers 404 for an older chunk once a session turns retention off, and only for that session', async () => {
    expect((await deploy('0')).json()).toEqual({ session: 's1', build: null, retention: false });
    const gone = await get('/dist/chunks/Old111.js');
    expect([gone.statusCode, gone.json()]).toEqual([404, { error: 'Não encontrado.' }]);
    expect((await get('/dist/chunks/Aaa111.js')).statusCode).toBe(200);
    expect((await get('/dist/chunks/Old111.js', { qa_session: 's2' })).statusCode).toBe(200);
    expect((await get('/dist/chunks/Old111.js', {})).statusCode).toBe(200);
    await deploy('1');
    expect((await get('/dist/chunks/Old111.js')).statusCode).toBe(200);
  });

  it('serves a pinned session its release whole (old runtime.js, old chunks, nothing of dist/), until the deploy', async () => {
    expect((await pin('older00001')).json()).toEqual({ session: 's1', build: 'older00001', retention: true });
    expect((await get('/dist/runtime.js')).body).toContain('older00001');
    expect((await get('/dist/version.json')).json()).toEqual({ build: 'older00001' });
    expect((await get('/dist/chunks/Twice1.js')).body).toBe('from older');
    expect((await get('/dist/chunks/Aaa111.js')).statusCode).toBe(404);
    expect((await get('/dist/runtime.js', { qa_session: 's2' })).body).toContain(FIRST);
    await deploy('1');
    expect((await get('/dist/runtime.js')).body).toContain(FIRST);
    expect((await get('/dist/chunks/Old111.js')).body).toBe('older');
  });

  it('gives a pinned page the preload hints of its own release', async () => {
    write(join(releasesDir, 'older00001'), { 'preload.json': JSON.stringify({ 'every-page': ['chunks/Old111.js'] }) });
    write(join(server.rootDir, 'dist'), { 'preload.json': JSON.stringify({ 'every-page': ['chunks/Aaa111.js'] }) });
    expect((await get('/fixtures/a.html')).body).toContain('<link rel="modulepreload" href="/dist/chunks/Aaa111.js">');
    await pin('older00001');
    const page = (await get('/fixtures/a.html')).body;
    expect(page).toContain('<link rel="modulepreload" href="/dist/chunks/Old111.js">');
    expect(page).not.toContain('Aaa111');
  });

  it('refuses a build id that is not one (400) or not archived (404), and a pin without a session', async () => {
    for (const bad of ['../dist', '..', 'older00001/../../dist', '', 'a b']) expect((await pin(bad)).statusCode, bad).toBe(400);
    expect((await server.app.inject({ method: 'POST', url: '/__qa/releases/pin', payload: { build: 'older00001' } })).statusCode).toBe(400);
    const unknown = await pin('nope000000');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'No archived release nope000000.' }]);
    expect((await server.app.inject({ method: 'DELETE', url: '/__qa/releases/pin?session=s1&retention=no' })).statusCode).toBe(400);
    expect((await get('/dist/runtime.js')).body).toContain(FIRST);
  });

  it('ends the pin with the QA session, and a scenario starts on the current release', async () => {
    await pin('older00001');
    await server.app.inject({ method: 'POST', url: '/__qa/scenario-end', cookies: S1 });
    expect((await get('/dist/runtime.js')).body).toContain(FIRST);
    await pin('older00001');
    await get('/__qa/scenario/isolation');
    expect((await get('/dist/runtime.js')).body).toContain(FIRST);
  });
});

describe('the releases page', () => {
  const page = (cookies: Record<string, string> = S1) => server.app.inject({ method: 'GET', url: '/__qa/releases', headers: { accept: 'text/html' }, cookies });
  const form = (url: string, body: string, cookies: Record<string, string> = S1) =>
    server.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies });

  it('lists the releases with a pin button each and the deploy form, under the CSP, with no script', async () => {
    archived('older00001', { 'Old111.js': 'older' }, 10);
    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain(`'nonce-${cspNonce(response)}'`);
    expect(response.body).not.toMatch(/<script/);
    expect(response.body).toMatch(new RegExp(`<td><code>${FIRST}</code></td><td>[^<]+Z</td><td>2</td>\\s*<td>atual</td>`));
    expect(response.body).toContain('<input type="hidden" name="build" value="older00001"><button type="submit">Abrir as páginas nesta versão</button>');
    expect(response.body).toContain('<button type="submit">Publicar a versão atual</button>');
    expect(response.body).toContain('as páginas carregam a versão atual (dist/); um chunk que ela não tem vem das versões arquivadas (retenção).');
  });

  it('pins the browser’s session from its button (making one if needed), then opens the index; the deploy form un-pins it', async () => {
    archived('older00001', {}, 10);
    const pinned = await form('/__qa/releases/pin', 'build=older00001', {});
    expect([pinned.statusCode, pinned.headers.location]).toEqual([303, '/']);
    const session = responseCookie(pinned, 'qa_session')?.value ?? '';
    expect(session).toMatch(/^[0-9a-f]{16}$/);
    expect((await get('/dist/runtime.js', { qa_session: session })).body).toContain('older00001');
    expect((await get('/', { qa_session: session })).body).toContain('<p>As páginas desta sessão carregam a versão <code>older00001</code>');
    expect((await page({ qa_session: session })).body).toContain('as páginas carregam a versão <code>older00001</code> inteira');
    // An unticked checkbox is not sent: no retention.
    const deployed = await form('/__qa/releases/deploy', '', { qa_session: session });
    expect([deployed.statusCode, deployed.headers.location]).toEqual([303, '/__qa/releases']);
    expect((await get('/dist/runtime.js', { qa_session: session })).body).toContain(FIRST);
    expect((await page({ qa_session: session })).body).toContain('sem retenção: um chunk que ela não tem responde 404.');
    await form('/__qa/releases/deploy', 'retention=1', { qa_session: session });
    expect((await page({ qa_session: session })).body).toContain('(retenção)');
  });

  it('says why a pin was refused, escaped', async () => {
    const bad = await form('/__qa/releases/pin', `build=${encodeURIComponent('<b>x')}`);
    expect([bad.statusCode, bad.body.includes('<p role="alert">Pedido recusado: não é um id de build</p>')]).toEqual([400, true]);
    const unknown = await form('/__qa/releases/pin', 'build=nope000000');
    expect([unknown.statusCode, unknown.body.includes('Pedido recusado: a versão nope000000 não está arquivada')]).toEqual([404, true]);
  });
});
