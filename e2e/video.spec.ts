import type { Page } from '@playwright/test';
import { expectAxeClean } from './support/axe.ts';
import { layoutShift, recordLayoutShifts } from './support/cls.ts';
import type { QaClient } from './support/qa-client.ts';
import { expect, runtimeSettled, test } from './support/test.ts';

const PLAYER = '/fixtures/assets/video-player.html';
const COMMANDS = '/video-player/command';

const video = (page: Page, block: string) => page.locator(`#${block} [data-video]`);
const playButton = (page: Page, block: string) => video(page, block).getByRole('button', { name: 'Reproduzir' });
const frame = (page: Page, block: string) => video(page, block).locator('iframe.video-frame');

/** The stand-in players the page loaded, by their `v`. */
async function playersLoaded(qa: QaClient): Promise<string[]> {
  return (await qa.requests({ path: PLAYER })).map((record) => String(record.query['v']));
}

/**
 * What the stand-in players obeyed, oldest first: `{v} {command} ({via})`. The data-overlay="false" player
 * (`direto`) is told to pause whenever another starts; only the tests about it look at it.
 */
async function commands(qa: QaClient, { direto = false } = {}): Promise<string[]> {
  return (await qa.requests({ path: COMMANDS }))
    .map(({ query }) => `${String(query['v'])} ${String(query['command'])} (${String(query['via'])})`)
    .filter((command) => direto || !command.startsWith('direto '));
}

async function open(page: Page, consoleErrors: { expect(pattern: RegExp): void }): Promise<void> {
  // The fixture's invalid embed (SR §8).
  consoleErrors.expect(/^Invalid video embed$/);
  await recordLayoutShifts(page);
  await page.goto('/fixtures/video.html');
  await runtimeSettled(page);
}

test.describe('video block (32)', () => {
  test('mounts with no layout shift, axe clean, and asks no player before a press (only data-overlay="false")', async ({ page, qa, consoleErrors }) => {
    // axe also checks the stand-in players' frames: slow on a loaded machine.
    test.slow();
    await open(page, consoleErrors);
    await expect(playButton(page, 'block-video')).toBeVisible();
    await expect(playButton(page, 'block-video-vimeo')).toBeVisible();
    await expect(frame(page, 'block-video')).toHaveCount(0);
    // The one without an overlay is the only player asked for at load.
    await expect(frame(page, 'block-video-direto')).toHaveCount(1);
    await expect.poll(() => playersLoaded(qa)).toEqual(['direto']);
    expect(await commands(qa)).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    await expectAxeClean(page);
  });

  test('the box keeps the embed ratio, else 56.3 %, and nothing moves when a video plays', async ({ page, consoleErrors }) => {
    await open(page, consoleErrors);
    const ratio = (block: string) => video(page, block).evaluate((element) => element.getBoundingClientRect().height / element.getBoundingClientRect().width);
    expect(await ratio('block-video')).toBeCloseTo(360 / 640, 2);
    expect(await ratio('block-video-vimeo')).toBeCloseTo(0.563, 2);
    const box = await video(page, 'block-video').boundingBox();
    await playButton(page, 'block-video').click();
    await expect(frame(page, 'block-video')).toBeVisible();
    expect(await frame(page, 'block-video').boundingBox()).toEqual(box);
    expect(await layoutShift(page)).toBe(0);
  });

  test('a click plays with one press: the player is loaded with autoplay and plays', async ({ page, qa, consoleErrors }) => {
    await open(page, consoleErrors);
    await playButton(page, 'block-video').click();
    await expect(frame(page, 'block-video')).toHaveAttribute(
      'src',
      /\/fixtures\/assets\/video-player\.html\?provider=youtube&v=abertura&autoplay=1&enablejsapi=1$/,
    );
    await expect(playButton(page, 'block-video')).toBeHidden();
    await expect.poll(() => commands(qa)).toEqual(['abertura play (autoplay)']);
    await expect(page.frameLocator('#block-video iframe').locator('body')).toHaveAttribute('data-state', 'playing');
  });

  test('playing a second video pauses the first (its command posted) and brings its overlay back; playing it again resumes it', async ({
    page,
    qa,
    consoleErrors,
  }) => {
    await open(page, consoleErrors);
    await playButton(page, 'block-video').click();
    await expect.poll(() => commands(qa)).toEqual(['abertura play (autoplay)']);
    await playButton(page, 'block-video-vimeo').click();
    // The pause is posted at once, the new player autoplays once loaded: in either order.
    await expect.poll(async () => (await commands(qa)).sort()).toEqual(['abertura pause (message)', 'abertura play (autoplay)', 'bastidores play (autoplay)']);
    await expect(playButton(page, 'block-video')).toBeVisible();
    await expect(frame(page, 'block-video')).toBeHidden();
    await expect(frame(page, 'block-video')).toHaveCount(1);
    await expect(page.frameLocator('#block-video iframe').locator('body')).toHaveAttribute('data-state', 'paused');

    // Back to the first: its paused player is told to play (YouTube's format) and the Vimeo one to pause (Vimeo's).
    await playButton(page, 'block-video').click();
    await expect.poll(async () => (await commands(qa)).slice(3).sort()).toEqual(['abertura play (message)', 'bastidores pause (message)']);
    await expect(page.frameLocator('#block-video-vimeo iframe').locator('body')).toHaveAttribute('data-state', 'paused');
    expect(await playersLoaded(qa)).toEqual(expect.arrayContaining(['direto', 'abertura', 'bastidores']));
    expect((await playersLoaded(qa)).filter((v) => v === 'abertura')).toHaveLength(1);
    // The runtime's frames, the stand-in players and their script all run under the strict policy.
    expect(await qa.cspReports()).toEqual([]);
  });

  test('keyboard only: Tab reaches the play button, Enter plays, Space plays the other', async ({ page, qa, consoleErrors }) => {
    await open(page, consoleErrors);
    const focusedIs = (block: string) => playButton(page, block).evaluate((button) => document.activeElement === button);
    for (let presses = 0; presses < 10 && !(await focusedIs('block-video')); presses += 1) await page.keyboard.press('Tab');
    expect(await focusedIs('block-video')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => commands(qa)).toEqual(['abertura play (autoplay)']);
    // Focus went to the player, not to the page.
    expect(await frame(page, 'block-video').evaluate((iframe) => document.activeElement === iframe)).toBe(true);

    await playButton(page, 'block-video-vimeo').focus();
    await page.keyboard.press('Space');
    // The pause is posted at once, the new player autoplays once loaded: in either order.
    await expect.poll(async () => (await commands(qa)).sort()).toEqual(['abertura pause (message)', 'abertura play (autoplay)', 'bastidores play (autoplay)']);
    await expect(playButton(page, 'block-video')).toBeVisible();
  });

  test('data-overlay="false": the player is there from the start and is told to pause when a video starts', async ({ page, qa, consoleErrors }) => {
    await open(page, consoleErrors);
    await expect(frame(page, 'block-video-direto')).toHaveAttribute('src', /\/fixtures\/assets\/video-player\.html\?provider=youtube&v=direto&enablejsapi=1$/);
    await expect(video(page, 'block-video-direto').locator('button')).toHaveCount(0);
    await expect(page.frameLocator('#block-video-direto iframe').locator('body')).toHaveAttribute('data-state', 'paused');
    await playButton(page, 'block-video').click();
    await expect.poll(() => commands(qa, { direto: true })).toEqual(expect.arrayContaining(['direto pause (message)']));
  });

  test('the play button of a playing video is out of the tab order', async ({ page, consoleErrors }) => {
    await open(page, consoleErrors);
    await playButton(page, 'block-video').click();
    expect(
      await video(page, 'block-video')
        .locator('button')
        .evaluate((button: HTMLButtonElement) => [button.hidden, button.tabIndex]),
    ).toEqual([true, -1]);
  });

  test("an invalid embed shows 'Incorporação de vídeo inválida.' and logs 'Invalid video embed'", async ({ page, consoleErrors }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await open(page, consoleErrors);
    await expect(video(page, 'block-video-invalido').getByText('Incorporação de vídeo inválida.', { exact: true })).toBeVisible();
    await expect(video(page, 'block-video-invalido').locator('button, iframe')).toHaveCount(0);
    expect(logged).toContain('Invalid video embed');
  });

  test('teardown gives every video back as its HTML was', async ({ page, consoleErrors }) => {
    await open(page, consoleErrors);
    await playButton(page, 'block-video').click();
    await page.evaluate(() => window.SiteRuntime?.teardown());
    await expect(page.locator('[data-video] iframe, [data-video] button, .video-embed-invalid, [data-video-state]')).toHaveCount(0);
  });
});

test.describe('video slides in a gallery', () => {
  // Under reduced motion the slideshow's autoplay starts stopped: only the visitor moves it.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/fixtures/gallery-mixed.html');
    await runtimeSettled(page);
  });

  test('a grid video slide plays in its own box on a press (an unknown provider: autoplay only)', async ({ page, qa }) => {
    const slideVideo = page.locator('#block-misto-grade [data-slide] [data-video]');
    expect(await playersLoaded(qa)).toEqual([]);
    await slideVideo.getByRole('button', { name: 'Reproduzir' }).click();
    const player = slideVideo.locator('iframe.video-frame');
    await expect(player).toHaveAttribute('src', /\/fixtures\/assets\/video-player\.html\?autoplay=1$/);
    expect(await player.boundingBox()).toEqual(await slideVideo.boundingBox());
    await expect.poll(() => qa.requests({ path: PLAYER }).then((records) => records.length)).toBe(1);
  });

  test('a slideshow video is not focusable while its slide is inactive, and stops when its slide goes', async ({ page }) => {
    const slides = page.locator('#block-misto [data-slide]');
    const secondSlideButton = slides.nth(1).getByRole('button', { name: 'Reproduzir', includeHidden: true });
    // Slide 2 is not current: inert, so its play button is out of the tab order and hidden from assistive technology.
    await expect(slides.nth(1)).toHaveAttribute('inert', '');
    await expect(slides.nth(1).getByRole('button', { name: 'Reproduzir' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Próximo Item' }).first().click();
    await expect(slides.nth(1)).not.toHaveAttribute('inert', '');
    await secondSlideButton.click();
    await expect(slides.nth(1).locator('iframe.video-frame')).toHaveCount(1);
    // The slide goes: the gallery asks its player to stop; an unknown provider's frame is removed, the overlay is back.
    await page.getByRole('button', { name: 'Próximo Item' }).first().click();
    await expect(slides.nth(1).locator('iframe.video-frame')).toHaveCount(0);
    await expect(slides.nth(1).locator('[data-video]')).toHaveAttribute('data-video-state', 'overlay');
  });
});
