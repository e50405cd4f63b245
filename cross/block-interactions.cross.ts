/**
 * Every documented block and page feature takes one interaction by keyboard and one by pointer in
 * Firefox and WebKit (issue 38), each awaited to what the visitor then sees. The flows with files of
 * their own (COVERED_BY) do both there; a test below keeps the two lists equal to the registry's.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENTED_FEATURES } from '../src/registry.ts';
import type { CrossPage, Engine, Key, Viewport } from './support/engine.ts';
import { centerOf, followedLinks, holdLinks, pathAndQuery, shownTexts, tabTo, textOf, waitFor } from './support/page-queries.ts';
import type { QaSession } from './support/qa.ts';
import { inEveryEngine } from './support/suite.ts';
import { summaryCarouselTitles as carouselTitles } from './support/summary-carousel.ts';
import { expectHtmlBackAfterTeardown } from './support/teardown.ts';
import { openAsNewVisitor, settled } from './support/visitor.ts';

interface Interaction {
  /** What the visitor does and then sees (the test's name). */
  readonly does: string;
  readonly path: string;
  readonly viewport?: Viewport;
  /** Acts on the settled page and waits for what the visitor would see; fails if it does not come. */
  run(page: CrossPage, qa: QaSession, engine: Engine): Promise<void>;
}

/** A phone: WebKitGTK's narrowest window (447 px), a touch screen (in TOUCH_ENGINES). */
const PHONE: Viewport = { width: 447, height: 800, touch: true };

/** The features whose keyboard and pointer flows have a cross-browser file of their own. */
const COVERED_BY: Readonly<Record<string, string>> = {
  accordion: 'accordion.cross.ts',
  form: 'form.cross.ts',
  newsletter: 'newsletter.cross.ts',
  gallery: 'gallery.cross.ts',
  image: 'lightbox.cross.ts',
  video: 'video.cross.ts',
  cart: 'dialogs.cross.ts',
  'popup-overlay': 'dialogs.cross.ts',
};

/** Tab to an element (by its label, when given) and press Enter on it. */
const enterOn = async (page: CrossPage, selector: string, label?: string): Promise<void> => {
  await tabTo(page, selector, label);
  await page.press('Enter');
};
/** A held link's address (holdLinks) was followed: `href` resolved against the page. */
const expectFollowed = async (page: CrossPage, href: string): Promise<void> =>
  waitFor(page, followedLinks, [new URL(href, await page.evaluate(() => location.href)).href]);
/** The page did not go anywhere. */
const expectStillOn = async (page: CrossPage, path: string): Promise<void> => expect(await page.evaluate(pathAndQuery)).toBe(path);

const clickOn = async (page: CrossPage, selector: string, label?: string): Promise<void> => {
  const point = await centerOf(page, selector, label);
  await page.click(point.x, point.y);
};

const focusedLabel = (): string | undefined => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent)?.trim();

/** From now on `window.open` records the addresses asked for instead of opening them (they leave this machine). */
const holdWindows = (page: CrossPage): Promise<void> =>
  page.evaluate(() => {
    const opened: string[] = [];
    Object.defineProperty(window, 'openedWindows', { value: opened });
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });
const openedWindows = (): string[] => (window as unknown as { openedWindows?: string[] }).openedWindows ?? [];

// Menu (6.2): the panel shown.
const MENU_PANELS = '#block-menu [role="tabpanel"]';
// Member area (6.11): the price, join link and section of the option chosen.
const PRICING = '#block-membros [data-pricing-for]';
const YEARLY = ['R$ 200,00 por ano', 'Assinar', 'Dois meses grátis.'];
// Audio (6.17): which players play. This machine has no sound output, and WebKitGTK's GStreamer waits for
// an audio sink forever: the players are muted first, as a visitor may, and play without one.
const playing = (): boolean[] => [...document.querySelectorAll('audio')].map((audio) => !audio.paused);
const muteEveryPlayer = (page: CrossPage): Promise<void> =>
  page.evaluate(() => {
    for (const audio of document.querySelectorAll('audio')) audio.muted = true;
  });
/** The keys that play a focused player: the browser's own controls, which WebKit enters on a second Tab. */
const PLAY_KEYS: Readonly<Record<Engine, readonly Key[]>> = { firefox: ['Space'], webkit: ['Tab', 'Space'] };
// Summary (6.20): the group the carousel says.
const CAROUSEL_SAYS = '#block-resumo-carrossel .gallery-live';
// Map (6.8): the external maps website the store's marker opens.
const STORE_MAP = 'https://www.google.com/maps?ll=-23.5614%2C-46.6559&q=Loja+da+Ana%2C+Av.+Paulista%2C+1000%2C+S%C3%A3o+Paulo%2C+SP%2C+Brasil&z=15';
const mapDrawn = async (page: CrossPage): Promise<void> => {
  // The maps script loads once the map nears the viewport.
  await page.evaluate(() => document.querySelector('#block-mapa')?.scrollIntoView({ block: 'center' }));
  await waitFor(page, () => document.querySelector('#block-mapa .fixture-map-marker') !== null, true);
};
// Calendar (6.14): the month shown.
const MONTH_SHOWN = '#block-agenda caption';

const INTERACTIONS: Readonly<Record<string, { keyboard: Interaction; pointer: Interaction }>> = {
  menu: {
    keyboard: {
      does: 'ArrowRight then Enter on the tabs shows the next panel',
      path: '/examples/menu/2.html',
      async run(page) {
        await tabTo(page, '[role="tab"]', 'Almoço');
        await page.press('ArrowRight');
        await waitFor(page, focusedLabel, 'Jantar');
        await page.press('Enter');
        await waitFor(page, shownTexts, ['Moqueca capixaba para dois — R$ 118,00'], MENU_PANELS);
      },
    },
    pointer: {
      does: 'a click on a tab shows its panel',
      path: '/examples/menu/2.html',
      async run(page) {
        await clickOn(page, '[role="tab"]', 'Bebidas');
        await waitFor(page, shownTexts, ['Caipirinha de limão — R$ 24,00'], MENU_PANELS);
      },
    },
  },
  button: {
    keyboard: {
      does: 'Enter on the button follows its link, the click counted on the way out',
      path: '/examples/button/2.html',
      async run(page, qa) {
        await enterOn(page, 'a', 'Ver a loja');
        await waitFor(page, pathAndQuery, '/fixtures/no-blocks.html');
        expect((await qa.requests('/api/census/button-click')).length).toBe(1);
      },
    },
    pointer: {
      does: 'a click on the button follows its link, the click counted on the way out',
      path: '/examples/button/2.html',
      async run(page, qa) {
        await clickOn(page, 'a', 'Ver a loja');
        await waitFor(page, pathAndQuery, '/fixtures/no-blocks.html');
        expect((await qa.requests('/api/census/button-click')).length).toBe(1);
      },
    },
  },
  donation: {
    keyboard: {
      does: 'Enter on Doar goes to the donate page its id names',
      path: '/examples/donation/1.html',
      async run(page) {
        await enterOn(page, 'a', 'Doar');
        await waitFor(page, textOf, '5f0c1a2b3c4d5e6f7a8b9c44', '[data-param="donatePageId"]');
      },
    },
    pointer: {
      does: 'a click on Doar without its page says why and stays',
      path: '/examples/donation/2.html',
      async run(page) {
        await clickOn(page, 'a', 'Doar');
        await waitFor(page, textOf, 'Esta doação não está disponível no momento. Tente novamente mais tarde.', '[role="alert"]');
        await expectStillOn(page, '/examples/donation/2.html');
      },
    },
  },
  'member-area': {
    keyboard: {
      does: 'ArrowRight in the plan radio group shows the yearly price, link and section',
      path: '/examples/member-area/1.html',
      async run(page) {
        await tabTo(page, '[role="radio"]', 'Mensal');
        await page.press('ArrowRight');
        await waitFor(page, shownTexts, YEARLY, PRICING);
      },
    },
    pointer: {
      does: 'a click on Anual shows the yearly price, link and section',
      path: '/examples/member-area/1.html',
      async run(page) {
        await clickOn(page, '[role="radio"]', 'Anual');
        await waitFor(page, shownTexts, YEARLY, PRICING);
      },
    },
  },
  audio: {
    keyboard: {
      does: 'Tab reaches the player’s play button and Space plays it',
      path: '/fixtures/audio.html',
      async run(page, _qa, engine) {
        await muteEveryPlayer(page);
        await tabTo(page, '#block-audio audio');
        for (const key of PLAY_KEYS[engine]) await page.press(key);
        await waitFor(page, playing, [true, false]);
      },
    },
    pointer: {
      does: 'a click on the second player’s play button plays it and pauses the first',
      path: '/fixtures/audio.html',
      async run(page) {
        await muteEveryPlayer(page);
        await page.evaluate(() => document.querySelector('audio')?.play());
        await waitFor(page, playing, [true, false]);
        // Every engine's audio controls start with the play button at their left.
        const box = await page.evaluate(() => {
          const audio = document.querySelector('#block-audio-final audio')!;
          audio.scrollIntoView({ block: 'center' });
          const { left, top, height } = audio.getBoundingClientRect();
          return { x: left + 16, y: top + height / 2 };
        });
        await page.click(box.x, box.y);
        await waitFor(page, playing, [false, true]);
      },
    },
  },
  summary: {
    keyboard: {
      does: 'Enter on Próximo Item moves the carousel a group of 3 on',
      path: '/fixtures/summary.html',
      async run(page) {
        await tabTo(page, '#block-resumo-carrossel button', 'Próximo Item', 60);
        await page.press('Enter');
        await waitFor(page, textOf, '4 de 7', CAROUSEL_SAYS);
        const group = ['Pão de fermentação natural', 'Viagem ao sul', 'Café coado'];
        await waitFor(page, carouselTitles, { reachable: group, inStrip: group });
      },
    },
    pointer: {
      does: 'a click on Próximo Item on a phone moves the carousel a group of 2 on (its touch swipe: touch.cross.ts)',
      path: '/fixtures/summary.html',
      viewport: PHONE,
      async run(page) {
        await clickOn(page, '#block-resumo-carrossel button', 'Próximo Item');
        await waitFor(page, textOf, '3 de 7', CAROUSEL_SAYS);
        const group = ['Horta urbana', 'Pão de fermentação natural'];
        await waitFor(page, carouselTitles, { reachable: group, inStrip: group });
      },
    },
  },
  map: {
    keyboard: {
      does: 'Tab to the marker and Enter opens the external maps website in a new window',
      path: '/examples/map/1.html',
      async run(page) {
        await mapDrawn(page);
        await holdWindows(page);
        await enterOn(page, '#block-mapa .fixture-map-marker');
        await waitFor(page, openedWindows, [STORE_MAP]);
      },
    },
    pointer: {
      does: 'a click on the marker opens the external maps website in a new window',
      path: '/examples/map/1.html',
      async run(page) {
        await mapDrawn(page);
        await holdWindows(page);
        await clickOn(page, '#block-mapa .fixture-map-marker');
        await waitFor(page, openedWindows, [STORE_MAP]);
      },
    },
  },
  calendar: {
    keyboard: {
      does: 'Enter on the next month’s link shows that month in place, focus on the way it went',
      path: '/examples/calendar/1.html',
      async run(page) {
        await enterOn(page, 'a', 'Julho de 2025');
        await waitFor(page, textOf, 'Julho de 2025', MONTH_SHOWN);
        await waitFor(page, focusedLabel, 'Agosto de 2025');
        await expectStillOn(page, '/examples/calendar/1.html');
      },
    },
    pointer: {
      does: 'a click on the previous month’s link shows that month in place',
      path: '/examples/calendar/1.html',
      async run(page) {
        await clickOn(page, 'a', 'Maio de 2025');
        await waitFor(page, textOf, 'Maio de 2025', MONTH_SHOWN);
        await expectStillOn(page, '/examples/calendar/1.html');
      },
    },
  },
  chart: {
    keyboard: {
      does: 'Tab passes over the drawing to the report link, which Enter follows',
      path: '/examples/chart/1.html',
      async run(page) {
        await holdLinks(page);
        await enterOn(page, 'a', 'Relatório de vendas completo');
        await expectFollowed(page, '/relatorios/vendas');
      },
    },
    pointer: {
      does: 'a click on the drawing follows nothing and changes nothing: the table stays the text',
      path: '/examples/chart/1.html',
      async run(page) {
        await holdLinks(page);
        const before = await page.evaluate(() => document.querySelector('#block-grafico')?.innerHTML);
        await clickOn(page, '#block-grafico .chart-drawing');
        expect(await page.evaluate(() => document.querySelector('#block-grafico .chart-drawing rect') !== null)).toBe(true);
        expect(await page.evaluate(() => document.querySelector('#block-grafico')?.innerHTML)).toBe(before);
        expect(await page.evaluate(followedLinks)).toEqual([]);
      },
    },
  },
  'tour-dates': {
    keyboard: {
      does: 'Tab skips the past date; Enter on a ticket link, named with date and venue, follows it',
      path: '/examples/tour-dates/1.html',
      async run(page) {
        await holdLinks(page);
        await tabTo(page, 'a[href^="https://ingressos.example/"]');
        expect(await page.evaluate(focusedLabel)).toBe('Ingressos: sáb., 20 de mar. de 2027, 20:00, Audio, São Paulo');
        await page.press('Enter');
        await expectFollowed(page, 'https://ingressos.example/124');
      },
    },
    pointer: {
      does: 'a click on a ticket link follows it',
      path: '/examples/tour-dates/1.html',
      async run(page) {
        await holdLinks(page);
        await clickOn(page, 'a', 'Ingressos: sex., 2 de abr. de 2027, 21:30, Opinião, Porto Alegre');
        await expectFollowed(page, 'https://ingressos.example/125');
      },
    },
  },
  search: {
    keyboard: {
      does: 'typed and sent by Enter: the search page with the query trimmed',
      path: '/examples/search/1.html',
      async run(page) {
        await tabTo(page, 'input[type="search"]');
        await page.type('  acordeão  ');
        await page.press('Enter');
        await waitFor(page, pathAndQuery, `/search?q=${encodeURIComponent('acordeão')}`);
      },
    },
    pointer: {
      does: 'a click on Buscar with the field blank sends nothing and keeps focus on the field',
      path: '/examples/search/1.html',
      async run(page) {
        await clickOn(page, 'button', 'Buscar');
        await waitFor(page, () => document.activeElement?.id, 'busca-q');
        await expectStillOn(page, '/examples/search/1.html');
      },
    },
  },
  comments: {
    keyboard: {
      does: 'Tab reaches a link named by its count, and Enter follows it to the comments',
      path: '/examples/comments/1.html',
      async run(page) {
        await waitFor(page, textOf, '3 comentários', '#block-comentarios a');
        await holdLinks(page);
        await enterOn(page, 'a', '3 comentários');
        await expectFollowed(page, '/blog/meu-post#comentarios');
      },
    },
    pointer: {
      does: 'a click on a counted link follows it to the comments',
      path: '/examples/comments/1.html',
      async run(page) {
        await waitFor(page, textOf, '3 comentários', '#block-comentarios a');
        await holdLinks(page);
        await clickOn(page, 'a[href="/blog/novidades#comentarios"]');
        await expectFollowed(page, '/blog/novidades#comentarios');
      },
    },
  },
  'widget-script': {
    keyboard: {
      does: 'the provider’s widget in place of the link: Tab reaches its button, not the hidden link',
      path: '/examples/widget-script/1.html',
      async run(page) {
        await tabTo(page, '#block-reserva .fixture-widget button', 'Escolher horário');
        expect(await page.evaluate(shownTexts, '#block-reserva [data-widget-fallback]')).toEqual([]);
      },
    },
    pointer: {
      does: 'an owner’s click on the link opens Preview Only instead of leaving; OK closes it',
      path: `/__qa/login?as=owner&to=${encodeURIComponent('/examples/widget-script/1.html?noredirect')}`,
      async run(page) {
        await clickOn(page, '#block-reserva a', 'Reservar uma mesa');
        await waitFor(page, textOf, 'Preview Only', '[role="alertdialog"] h2');
        await clickOn(page, '[role="alertdialog"] button', 'OK');
        await waitFor(page, () => document.querySelector('[role="alertdialog"]'), null);
        await expectStillOn(page, '/examples/widget-script/1.html?noredirect');
      },
    },
  },
  'social-links': {
    keyboard: {
      does: 'the follow widget beside the links; Enter on a link follows it',
      path: '/examples/social-links/1.html',
      async run(page) {
        await waitFor(page, () => document.querySelector('#block-redes [data-social-follow] button') !== null, true);
        await holdLinks(page);
        await enterOn(page, 'a', 'Instagram');
        await expectFollowed(page, 'https://instagram.example/lojadaana');
      },
    },
    pointer: {
      does: 'a click on a link follows it',
      path: '/examples/social-links/1.html',
      async run(page) {
        await holdLinks(page);
        await clickOn(page, 'a', 'YouTube');
        await expectFollowed(page, 'https://youtube.example/@lojadaana');
      },
    },
  },
  'checkout-buttons': {
    keyboard: {
      does: 'Enter on the gift card button goes to its checkout with its three ids',
      path: '/examples/checkout-buttons/1.html',
      async run(page) {
        await enterOn(page, 'a', 'Comprar vale-presente');
        await waitFor(page, shownTexts, ['5f0c1a2b3c4d5e6f7a8b9c00', '5f0c1a2b3c4d5e6f7a8b9c77', 'SQ1234567'], '[data-param]');
      },
    },
    pointer: {
      does: 'a click on Assinar goes to the subscription checkout with its cart value',
      path: '/examples/checkout-buttons/1.html',
      async run(page) {
        await clickOn(page, 'a', 'Assinar');
        await waitFor(page, textOf, 'assinatura-7c2e', '[data-param="cartToken"]');
      },
    },
  },
  'checkout-link': {
    keyboard: {
      does: 'Enter on Finalizar compra goes to checkout with the link’s cart value',
      path: '/examples/checkout-link/2.html',
      async run(page) {
        await enterOn(page, 'a', 'Finalizar compra');
        await waitFor(page, pathAndQuery, '/checkout?cartToken=carrinho-9f3a');
      },
    },
    pointer: {
      does: 'a click on Finalizar compra with no cart says why and stays',
      path: '/examples/checkout-link/1.html',
      async run(page) {
        await clickOn(page, 'a', 'Finalizar compra');
        await waitFor(page, textOf, 'Não foi possível abrir o checkout', '[role="alertdialog"] h2');
        await expectStillOn(page, '/examples/checkout-link/1.html');
      },
    },
  },
  'mobile-info-bar': {
    keyboard: {
      does: 'the bar shows on a phone and Tab reaches its links',
      path: '/examples/mobile-info-bar/1.html',
      viewport: PHONE,
      async run(page) {
        await waitFor(page, shownTexts, ['Ligar', 'Como chegar'], '[data-mobile-info-bar] a');
        await tabTo(page, '[data-mobile-info-bar] a', 'Como chegar');
      },
    },
    pointer: {
      does: 'a tap on a link of the bar follows it',
      path: '/examples/mobile-info-bar/1.html',
      viewport: PHONE,
      async run(page) {
        await holdLinks(page);
        await clickOn(page, '[data-mobile-info-bar] a', 'Como chegar');
        await expectFollowed(page, '/contato');
      },
    },
  },
  'relative-time': {
    keyboard: {
      does: 'a comment added now says "agora mesmo"; Enter on its link follows it',
      path: '/examples/relative-time/1.html',
      async run(page) {
        await page.evaluate(async () => {
          const added = document.createElement('p');
          const time = Object.assign(document.createElement('time'), { dateTime: new Date().toISOString(), textContent: 'hoje' });
          time.setAttribute('data-relative-time', '');
          added.append(Object.assign(document.createElement('a'), { href: '/blog/verao#comentarios', textContent: 'Comentário novo' }), ' ', time);
          document.querySelector('main')!.append(added);
          await window.SiteRuntime!.settled();
        });
        await waitFor(page, shownTexts, ['27 de novembro de 2026, 11:59', 'agora mesmo'], 'time[data-relative-time]');
        await holdLinks(page);
        await enterOn(page, 'a', 'Comentário novo');
        await expectFollowed(page, '/blog/verao#comentarios');
        // The comment taken away again, so the page is the example's for the teardown that follows.
        await page.evaluate(() => document.querySelector('main > p:last-child')?.remove());
      },
    },
    pointer: {
      does: 'a time older than a minute keeps the renderer’s text; a click on the link beside it follows it',
      path: '/examples/relative-time/1.html',
      async run(page) {
        expect(await page.evaluate(textOf, 'time[data-relative-time]')).toBe('27 de novembro de 2026, 11:59');
        await holdLinks(page);
        await clickOn(page, 'a', 'Comentário');
        await expectFollowed(page, '/blog/inverno#comentarios');
      },
    },
  },
  'text-shrink': {
    keyboard: {
      does: 'the heading fits its line on a phone; Enter on its link follows it',
      path: '/examples/text-shrink/1.html',
      viewport: PHONE,
      async run(page) {
        // Shrunk (by a scale on its link) until it fits.
        await waitFor(
          page,
          () => {
            const heading = document.querySelector('[data-text-shrink]')!;
            return heading.firstElementChild!.getBoundingClientRect().width <= heading.clientWidth + 0.5;
          },
          true,
        );
        await holdLinks(page);
        await enterOn(page, 'a', 'Festival de Inverno');
        await expectFollowed(page, '/eventos/festival-de-inverno');
      },
    },
    pointer: {
      does: 'a tap on the heading’s link follows it',
      path: '/examples/text-shrink/1.html',
      viewport: PHONE,
      async run(page) {
        await holdLinks(page);
        await clickOn(page, 'a', 'Festival de Inverno');
        await expectFollowed(page, '/eventos/festival-de-inverno');
      },
    },
  },
};

const CASES = Object.entries(INTERACTIONS).flatMap(([feature, { keyboard, pointer }]) => [
  { name: `${feature}, by keyboard: ${keyboard.does}`, interaction: keyboard },
  { name: `${feature}, by pointer: ${pointer.does}`, interaction: pointer },
]);

describe('the interactions cover every documented feature', () => {
  it('each has its keyboard and pointer interaction here or a cross-browser file of its own', () => {
    const covered = [...Object.keys(INTERACTIONS), ...Object.keys(COVERED_BY)].sort();
    expect(covered).toEqual(DOCUMENTED_FEATURES.map((feature) => feature.name).sort());
    for (const file of Object.values(COVERED_BY)) expect(existsSync(new URL(file, import.meta.url))).toBe(true);
  });
});

inEveryEngine((browser, engine) => {
  it.each(CASES)('$name', async ({ interaction }) => {
    const { page, qa } = await openAsNewVisitor(browser(), interaction.path, undefined, interaction.viewport);
    await settled(page);
    await interaction.run(page, qa, engine);
    expect(await qa.errorReports()).toEqual([]);
    // Still on its page (not a link followed): teardown gives the example's HTML back exactly, as it was before.
    if ((await page.evaluate(pathAndQuery)) === new URL(interaction.path, 'http://page').pathname) {
      await expectHtmlBackAfterTeardown(page);
    }
  });
});
