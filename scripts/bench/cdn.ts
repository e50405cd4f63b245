import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { withHttpsOrigin, withoutRuntime } from './html.ts';
import { builtChunkNames } from '../../server/static/chunk-names.ts';

/**
 * The build served as a CDN would: HTTP/2 over TLS, brotli. It fronts the fixture server (the very
 * pages and platform endpoints the e2e suite uses), calling it in process with `app.inject`, and serves
 * the alternatives' files from memory.
 */

/** A file the bench serves itself (the alternatives' pages and bundles). */
export interface ServedFile {
  readonly body: Buffer;
  readonly contentType: string;
  /** An HTML page's version without its scripts, served to the no-JS variant. */
  readonly withoutScripts?: Buffer;
}

/** What one response weighed: its body as sent (brotli when compressed) and decoded. */
interface ResponseSize {
  readonly raw: number;
  readonly encoded: number;
  readonly contentType: string;
}

export interface Cdn {
  /** https://127.0.0.1:PORT */
  readonly origin: string;
  /** The last response for each URL (origin, path and query). */
  readonly sizes: Map<string, ResponseSize>;
  /** The chunk (block or feature) a built file belongs to, by its path (`/dist/chunks/…`), from the build's manifest. */
  chunkOf(path: string): string | undefined;
  close(): Promise<void>;
}

/** The cookie that asks for a page without its scripts; the front removes it before the fixture server sees the request. */
export const NO_JS_COOKIE = 'bench-variant';
export const NO_JS_VALUE = 'nojs';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
/** Files a CDN holds compressed ahead of time, at brotli's best; the rest (HTML, API answers) is compressed on the fly. */
const STATIC_PREFIXES = ['/dist/', '/fixtures/assets/', '/__bench/'];
const STATIC_QUALITY = 11;
const DYNAMIC_QUALITY = 5;
/** Hop-by-hop headers HTTP/2 forbids, and those the front sets itself. */
const DROPPED_RESPONSE_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'upgrade']);

export async function startCdn(app: FastifyInstance, distDir: string, files: ReadonlyMap<string, ServedFile>): Promise<Cdn> {
  const certDir = mkdtempSync(join(tmpdir(), 'site-runtime-bench-cert-'));
  const { key, cert } = selfSignedCertificate(certDir);
  const compressed = new Map<string, Buffer>();
  for (const path of walk(distDir)) brotli(readFileSync(path), STATIC_QUALITY, compressed);

  const sizes = new Map<string, ResponseSize>();
  const server = createSecureServer({ key, cert, allowHTTP1: true });
  let origin = '';
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });

  async function handle(request: Http2ServerRequest, response: Http2ServerResponse): Promise<void> {
    const url = request.url;
    const path = url.split('?')[0] ?? url;
    const authority = request.authority || request.headers.host || new URL(origin).host;
    const { cookie, noJs } = splitVariantCookie(request.headers.cookie);
    const body = await readBody(request);

    let status: number;
    let headers: Record<string, string | string[]>;
    let payload: Buffer;
    const own = files.get(path);
    if (own) {
      status = 200;
      headers = {
        'content-type': own.contentType,
        'cache-control': own.contentType.startsWith('text/html') ? 'no-store' : 'public, max-age=31536000, immutable',
      };
      payload = noJs && own.withoutScripts ? own.withoutScripts : own.body;
    } else {
      const forwarded: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (name.startsWith(':') || name === 'cookie' || name === 'accept-encoding' || value === undefined) continue;
        forwarded[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      forwarded['host'] = authority;
      if (cookie) forwarded['cookie'] = cookie;
      const reply = await app.inject({
        method: request.method as 'GET',
        url,
        headers: forwarded,
        ...(body.length > 0 && { payload: body }),
      });
      status = reply.statusCode;
      headers = {};
      for (const [name, value] of Object.entries(reply.headers)) {
        if (value === undefined || DROPPED_RESPONSE_HEADERS.has(name)) continue;
        headers[name] = Array.isArray(value) ? value.map(String) : String(value);
      }
      payload = reply.rawPayload;
      if (String(headers['content-type'] ?? '').startsWith('text/html')) {
        const html = withHttpsOrigin(payload.toString('utf8'), authority);
        payload = Buffer.from(noJs ? withoutRuntime(html) : html);
      }
    }

    const contentType = String(headers['content-type'] ?? '');
    let sent = payload;
    if (payload.length > 0 && COMPRESSIBLE.test(contentType) && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      const isStatic = STATIC_PREFIXES.some((prefix) => path.startsWith(prefix));
      sent = brotli(payload, isStatic ? STATIC_QUALITY : DYNAMIC_QUALITY, isStatic ? compressed : undefined);
      headers['content-encoding'] = 'br';
      headers['vary'] = 'accept-encoding';
    }
    headers['content-length'] = String(sent.length);
    sizes.set(`https://${authority}${url}`, { raw: payload.length, encoded: sent.length, contentType });
    response.writeHead(status, headers);
    if (request.method === 'HEAD') response.end();
    else response.end(sent);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    sizes,
    chunkOf: builtChunkNames(distDir),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(certDir, { recursive: true, force: true });
      }),
  };
}

/** A throwaway certificate for 127.0.0.1 from the openssl CLI; Chromium runs with --ignore-certificate-errors. */
function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ]),
    { stdio: 'ignore' },
  );
  return { key: readFileSync(keyPath), cert: readFileSync(certPath) };
}

/** Brotli at `quality`; with a cache, each distinct content is compressed once. */
function brotli(content: Buffer, quality: number, cache?: Map<string, Buffer>): Buffer {
  const hash = cache && createHash('sha1').update(content).digest('hex');
  const cached = hash === undefined ? undefined : cache?.get(hash);
  if (cached) return cached;
  const result = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  if (hash !== undefined) cache?.set(hash, result);
  return result;
}

function splitVariantCookie(header: string | undefined): { cookie: string; noJs: boolean } {
  const parts = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const kept = parts.filter((part) => !part.startsWith(`${NO_JS_COOKIE}=`));
  return { cookie: kept.join('; '), noJs: parts.includes(`${NO_JS_COOKIE}=${NO_JS_VALUE}`) };
}

async function readBody(request: Http2ServerRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function walk(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}
