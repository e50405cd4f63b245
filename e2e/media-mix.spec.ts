import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const PLAYER = '/fixtures/assets/video-player.html';
const audio = (page: Page) => page.locator('#block-audio audio');
const videoBlock = (page: Page) => page.locator('#block-video [data-video]');
const gallerySlides = (page: Page) => page.locator('#block-mix-galeria [data-slide]');
const lightbox = (page: Page) => page.getByRole('dialog', { name: 'Galeria' });
const isPaused = (page: Page) => () => audio(page).evaluate((element: HTMLAudioElement) => element.paused);

async function open(page: Page): Promise<void> {
  // Under reduced motion the slideshow moves only when the visitor moves it.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordLayoutShifts(page);
  await page.goto('/fixtures/media-mix.html');
  await runtimeSettled(page);
}

test.describe('a page of every media block', () => {
  test('every block mounts with no layout shift and no player asked for, and the page is axe clean', async ({ page, qa }) => {
    await open(page);
    await expect(page.locator('#block-mix-imagem')).toHaveAttribute('data-image-design', 'inline');
    await expect(page.locator('#block-mix-galeria')).toHaveAttribute('data-gallery-ready', '');
    await expect(videoBlock(page).getByRole('button', { name: 'Reproduzir' })).toBeVisible();
    await expect(page.locator('#block-resumo-carrossel')).toHaveAttribute('data-summary-ready', '');
    await expect(audio(page)).toHaveAttribute('aria-label', 'Abertura, de Banda da Ana');
    expect(await qa.requests({ path: PLAYER })).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('one video or audio plays at a time across the blocks', async ({ page }) => {
    await open(page);
    await videoBlock(page).getByRole('button', { name: 'Reproduzir' }).click();
    await expect(videoBlock(page)).toHaveAttribute('data-video-state', 'playing');
    // The audio starts: the video block goes back to its poster.
    await audio(page).evaluate((element: HTMLAudioElement) => element.play());
    await expect.poll(isPaused(page)).toBe(false);
    await expect(videoBlock(page)).toHaveAttribute('data-video-state', 'overlay');
    // The gallery's video slide starts: the audio pauses.
    await page.locator('#block-mix-galeria').getByRole('button', { name: 'Próximo Item' }).click();
    await gallerySlides(page).nth(1).getByRole('button', { name: 'Reproduzir' }).click();
    await expect(gallerySlides(page).nth(1).locator('[data-video]')).toHaveAttribute('data-video-state', 'playing');
    await expect.poll(isPaused(page)).toBe(true);
  });

  test('the image and a gallery item open the lightbox, and focus comes back to each', async ({ page }) => {
    await open(page);
    const image = page.locator('#block-mix-imagem img');
    await image.focus();
    await page.keyboard.press('Enter');
    await expect(lightbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(image).toBeFocused();
    const firstLink = gallerySlides(page).first().locator('a').first();
    await firstLink.click();
    await expect(lightbox(page)).toBeVisible();
    await expect(lightbox(page).locator('.site-lightbox__position')).toHaveText('1 de 4');
    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toHaveCount(0);
    await expect(firstLink).toBeFocused();
  });
});
