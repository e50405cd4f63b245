// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { decodeEntities } from '../html/escape.ts';
import { pngSize } from '../platform/png.ts';
import { cspNonce, siteContextOf } from '../test-helpers.ts';

/** The repository's own gallery fixtures, served as a browser gets them, checked against docs/markup.md §6.5. */
const ROOT = join(import.meta.dirname, '..', '..');
/** gallery-broken.html breaks the contract on purpose (an unknown design, data-block-json that is not JSON). */
const BROKEN_ON_PURPOSE = 'gallery-broken.html';
const GALLERY_FIXTURES = readdirSync(join(ROOT, 'fixtures')).filter((name) => /^gallery-.*\.html$/.test(name) && name !== BROKEN_ON_PURPOSE);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ rootDir: ROOT });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const attribute = (tag: string, name: string): string | undefined => {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? decodeEntities(match[1] ?? match[2] ?? '') : undefined;
};

/** Each gallery block of a page: its start tag and its markup up to the next block. */
function galleriesOf(page: string): { tag: string; markup: string }[] {
  return page
    .split(/(?=<div class="sqs-block gallery-block")/)
    .slice(1)
    .map((markup) => ({ tag: /^<div[^>]*>/.exec(markup)?.[0] ?? '', markup }));
}

describe('gallery fixtures', () => {
  it('exist: a page per design, every design, 1 and 200 slides, mixed, two galleries, history, autoplay, lightbox', () => {
    expect(GALLERY_FIXTURES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(GALLERY_FIXTURES)('%s follows the markup contract', async (file) => {
    const response = await app.inject({ method: 'GET', url: `/fixtures/${file}?preload=0` });
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).not.toContain('<!--gallery');
    const nonce = cspNonce(response);
    const styles = [...page.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)];
    for (const [tag] of styles) expect(attribute(tag, 'nonce')).toBe(nonce);

    const galleries = galleriesOf(page);
    expect(galleries.length).toBeGreaterThan(0);
    const slideIds: string[] = [];
    for (const { tag, markup } of galleries) {
      const id = attribute(tag, 'id') ?? '';
      const config = JSON.parse(attribute(tag, 'data-block-json') ?? '') as { design: string };
      expect(attribute(tag, 'data-block-type'), id).toBe('8');
      expect(attribute(tag, 'data-gallery-design'), id).toBe(config.design);
      // A <style> for a block comes just before it.
      for (const [style, css] of styles)
        if (css?.startsWith(`#${id} `)) expect(page.slice(page.indexOf(style) + style.length, page.indexOf(tag)).trim(), id).toBe('');
      const figures = [...markup.matchAll(/<figure data-slide\b[^>]*>/g)].map(([figure]) => figure);
      expect(figures.length, id).toBeGreaterThan(0);
      for (const figure of figures) {
        slideIds.push(attribute(figure, 'data-slide-id') ?? '');
        expect(attribute(figure, 'data-slide-id'), id).toMatch(/^[0-9a-f]{24}$/);
        expect(attribute(figure, 'data-slide-url'), id).toMatch(/^[a-z0-9-]+$/);
        expect(attribute(figure, 'data-image-dimensions'), id).toMatch(/^[1-9]\d*x[1-9]\d*$/);
        expect(['image', 'video'], id).toContain(attribute(figure, 'data-slide-type'));
        expect(['imageFile', 'video'], id).toContain(attribute(figure, 'data-media-type'));
      }
      const [slidesMarkup = '', thumbnailsMarkup] = markup.split('<div data-gallery-thumbnails>');
      const images = [...slidesMarkup.matchAll(/<img\b[^>]*>/g)].map(([img]) => img);
      expect(images, id).toHaveLength(figures.length);
      if (thumbnailsMarkup !== undefined) {
        // docs/markup.md 6.5: one link per slide, in order, with its slide's id and type, each with a lazy image of the original's size.
        const thumbnails = [...thumbnailsMarkup.matchAll(/(<a href="([^"]+)"[^>]*>)(<img\b[^>]*>)/g)];
        expect(
          thumbnails.map(([, , href = '']) => href.split('/').at(-1)),
          id,
        ).toEqual(figures.map((figure) => attribute(figure, 'data-slide-url')));
        for (const name of ['data-slide-id', 'data-slide-type'])
          expect(
            thumbnails.map(([, link = '']) => attribute(link, name)),
            `${id} thumbnail ${name}`,
          ).toEqual(figures.map((figure) => attribute(figure, name)));
        for (const [, , , img = ''] of thumbnails) {
          expect(attribute(img, 'loading'), id).toBe('lazy');
          for (const name of ['srcset', 'sizes', 'width', 'height', 'alt']) expect(attribute(img, name), `${id} thumbnail ${name}`).toBeDefined();
        }
      }
      images.forEach((img, index) => {
        expect(attribute(img, 'loading'), `${id} image ${index + 1}`).toBe(index === 0 ? undefined : 'lazy');
        expect(attribute(img, 'src'), id).toMatch(/-1000w\.jpg$/);
        for (const name of ['srcset', 'sizes', 'width', 'height', 'alt']) expect(attribute(img, name), `${id} ${name}`).toBeDefined();
      });
    }
    expect(new Set(slideIds).size).toBe(slideIds.length);
  });

  it('serve every image they name, at the width its address names', async () => {
    const page = (await app.inject({ method: 'GET', url: '/fixtures/gallery-all-designs.html' })).body;
    const urls = new Set([...page.matchAll(/\/s\/[^\s"',]+/g)].map(([url]) => url));
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(pngSize(response.rawPayload)?.width, url).toBe(Number(/-(\d+)w\.jpg$/.exec(url)?.[1]));
    }
  });

  it('the history page names the collection its slide links are under', async () => {
    const page = (await app.inject({ method: 'GET', url: '/fixtures/gallery-history.html' })).body;
    expect(siteContextOf(page)).toMatchObject({ collection: { fullUrl: '/galeria' } });
    const block = galleriesOf(page)[0]?.markup ?? '';
    expect(JSON.parse(attribute(/^<div[^>]*>/.exec(block)?.[0] ?? '', 'data-block-json') ?? '')).toMatchObject({ historyHash: true });
    const links = [...block.matchAll(/<a href="([^"]+)"/g)].map(([, href]) => href);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^\/galeria\/[a-z0-9-]+$/);
  });

  it('the collection page answers at the collection’s URL and at each item’s, so slide links and recorded addresses load', async () => {
    for (const url of ['/galeria', '/galeria/praia', '/galeria/serra-2', '/galeria/5f0c1a2b3c4d5e6f7a8b9c51']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Galeria: endereço do slide</title>');
      expect(response.headers['content-security-policy'], url).toContain(`'nonce-${cspNonce(response)}'`);
    }
    for (const url of ['/galeria/praia/outra', '/galeria/a.b', '/galerias/praia']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Página não encontrada');
    }
  });
});
