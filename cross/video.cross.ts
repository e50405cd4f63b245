/**
 * The video block (docs/markup.md 6.7) in Firefox and WebKit: no player asked for before a press; a
 * press by pointer plays one, and Enter on another's play button pauses the first (one at a time).
 */
import { expect, it } from 'vitest';
import { centerOf, tabTo, waitFor } from './support/page-queries.ts';
import { inEveryEngine } from './support/suite.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

const PLAYER = '/fixtures/assets/video-player.html';
const COMMANDS = '/video-player/command';

inEveryEngine((browser) => {
  it('no player before a press; a click plays one, Enter on the other pauses the first', async () => {
    const { page, qa } = await openAsNewVisitor(browser(), '/fixtures/video.html');
    await settled(page);
    const playersLoaded = async (): Promise<string[]> => (await qa.requests(PLAYER)).map((record) => String(record.query['v']));
    // Commands the stand-in players obeyed, the data-overlay="false" one (`direto`) left out.
    const commands = async (): Promise<string[]> =>
      (await qa.requests(COMMANDS))
        .map(({ query }) => `${String(query['v'])} ${String(query['command'])} (${String(query['via'])})`)
        .filter((command) => !command.startsWith('direto '))
        .sort();
    expect(await playersLoaded()).toEqual(['direto']);

    const play = await centerOf(page, '#block-video [data-video] button', 'Reproduzir');
    await page.click(play.x, play.y);
    await expect.poll(commands, { timeout: 10_000 }).toEqual(['abertura play (autoplay)']);

    await tabTo(page, '#block-video-vimeo [data-video] button', 'Reproduzir');
    await page.press('Enter');
    await expect.poll(commands, { timeout: 10_000 }).toEqual(['abertura pause (message)', 'abertura play (autoplay)', 'bastidores play (autoplay)']);
    // The first one's overlay is back, its button to play it again.
    await waitFor(page, () => document.querySelector<HTMLElement>('#block-video [data-video] button')?.hidden === false, true);
    await expectHtmlBackAfterTeardown(page);
  });
});
