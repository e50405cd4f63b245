import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderIntoBlock } from '../react/react-root.ts';
import { Carousel, type CarouselEvent } from './Carousel.tsx';
import type { CarouselView } from './carousel.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

/** A view whose moves end when the test says (`finish`), one slide a position unless `perRow`. */
function fakeView(perRow = 1) {
  const shows: { position: number; instant: boolean }[] = [];
  let pending: (() => void) | undefined;
  const view: CarouselView = {
    show(position, instant, done) {
      shows.push({ position, instant });
      pending = done;
    },
    shownAt: (position) => (index) => Math.floor(index / perRow) === position,
    destroy: vi.fn(),
  };
  return {
    view,
    shows,
    finish() {
      const done = pending;
      pending = undefined;
      done?.();
    },
  };
}

/** A block of `count` slides with the carousel mounted on it, its first render committed. */
async function mounted({ count = 3, perRow = 1, loop = true, autoplay = false, onAdopted = undefined as (() => void) | undefined } = {}) {
  document.body.innerHTML = `<div id="block"><p>antes</p><div data-slides>${Array.from(
    { length: count },
    (_, index) => `<figure><a href="/${index}">${index}</a></figure>`,
  ).join('')}</div><p>depois</p></div>`;
  const block = document.querySelector<HTMLElement>('#block')!;
  const container = block.querySelector<HTMLElement>('[data-slides]')!;
  const slides = [...container.children] as HTMLElement[];
  const served = block.outerHTML;
  const events: CarouselEvent[] = [];
  const fake = fakeView(perRow);
  const destroy = await renderIntoBlock(
    { element: block, report: vi.fn(), signal: new AbortController().signal },
    <Carousel
      block={block}
      container={container}
      slides={slides}
      label="Galeria"
      loop={loop}
      groupSize={() => perRow}
      initialSlide={0}
      createView={() => fake.view}
      {...(autoplay && { autoplay: { durationS: 2, random: false } })}
      onEvent={(event) => events.push(event)}
      onAdopted={onAdopted}
    />,
  );
  const button = (name: string) => block.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  return { block, container, slides, served, events, destroy, button, ...fake, live: () => block.querySelector('.gallery-live') };
}

describe('Carousel', () => {
  it('renders previous, next and a polite live region right after the slides, named as the lightbox names them', async () => {
    const { container, button, live } = await mounted();
    const after = [
      container.nextElementSibling,
      container.nextElementSibling?.nextElementSibling,
      container.nextElementSibling?.nextElementSibling?.nextElementSibling,
    ];
    expect(after.map((element) => element?.className)).toEqual([
      'gallery-control gallery-control--previous',
      'gallery-control gallery-control--next',
      'gallery-live',
    ]);
    expect([button('Item Anterior')?.type, button('Próximo Item')?.type]).toEqual(['button', 'button']);
    expect([live()?.getAttribute('aria-live'), live()?.getAttribute('aria-atomic'), live()?.textContent]).toEqual(['polite', 'true', '']);
  });

  it('gives the slides the APG names and a move its typed events, in order: change, then settle once the view is there', async () => {
    const { container, slides, button, events, shows, finish, live } = await mounted();
    expect([container.getAttribute('role'), container.getAttribute('aria-roledescription'), container.getAttribute('aria-label')]).toEqual([
      'region',
      'carrossel',
      'Galeria',
    ]);
    expect(slides.map((slide) => slide.inert)).toEqual([false, true, true]);
    expect(events.map((event) => event.type)).toEqual(['rest']);
    button('Próximo Item')!.click();
    expect(live()?.textContent).toBe('2 de 3');
    expect(slides.map((slide) => slide.inert)).toEqual([false, false, true]);
    expect(shows).toEqual([{ position: 1, instant: false }]);
    expect(events.at(-1)).toEqual({ type: 'change', from: 0, to: 1, direction: 'next', source: 'visitor', slide: 1, instant: false });
    // Refused while the view moves (GMM §4.2).
    button('Próximo Item')!.click();
    expect(shows).toHaveLength(1);
    finish();
    expect(slides.map((slide) => slide.inert)).toEqual([true, false, true]);
    expect(events.slice(-2).map((event) => event.type)).toEqual(['rest', 'settle']);
  });

  it('moves focus from any slide that leaves the view to the first slide shown, once that one is reachable', async () => {
    const { slides, button, finish } = await mounted({ count: 4, perRow: 2 });
    slides[1]!.querySelector('a')!.focus();
    button('Próximo Item')!.click();
    expect(document.activeElement).toBe(slides[2]!.querySelector('a'));
    finish();
    expect(slides.map((slide) => slide.inert)).toEqual([true, true, false, false]);
  });

  it('without loop: previous disabled at the first position, reachedBeginning when pressed; hidden when every slide fits', async () => {
    const { button, events } = await mounted({ loop: false });
    expect([button('Item Anterior')?.getAttribute('aria-disabled'), button('Próximo Item')?.getAttribute('aria-disabled')]).toEqual(['true', 'false']);
    button('Item Anterior')!.click();
    expect(events.at(-1)).toEqual({ type: 'reachedBeginning' });
    const fits = await mounted({ count: 3, perRow: 3 });
    expect([fits.button('Item Anterior')?.hidden, fits.button('Próximo Item')?.hidden]).toEqual([true, true]);
  });

  it('with autoplay: the pause button first in the block, the live region off while it runs, and the button stops it', async () => {
    vi.useFakeTimers();
    const { block, button, events, live, finish } = await mounted({ autoplay: true });
    const pause = button('Pausar apresentação')!;
    expect(block.firstElementChild).toBe(pause);
    expect([pause.dataset['playing'], live()?.getAttribute('aria-live')]).toEqual(['true', 'off']);
    vi.advanceTimersByTime(2000);
    expect(events.at(-1)).toMatchObject({ type: 'change', to: 1, source: 'autoplay' });
    finish();
    pause.click();
    expect([pause.getAttribute('aria-label'), pause.dataset['playing'], live()?.getAttribute('aria-live')]).toEqual([
      'Retomar apresentação',
      'false',
      'polite',
    ]);
    vi.advanceTimersByTime(10_000);
    expect(events.filter((event) => event.type === 'change')).toHaveLength(1);
  });

  it('decides there is no autoplay with ?nomotion=true, or with one slide: no pause button, nothing moves', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/?nomotion=true');
    const still = await mounted({ autoplay: true });
    vi.advanceTimersByTime(20_000);
    expect([still.button('Pausar apresentação'), still.events.map((event) => event.type)]).toEqual([null, ['rest']]);
    history.replaceState(null, '', '/');
    const one = await mounted({ autoplay: true, count: 1 });
    expect(one.block.querySelector('.gallery-control--pause')).toBeNull();
  });

  it('with onAdopted: names and reach after the commit, 25 slides a task, a move meanwhile kept; then onAdopted', async () => {
    // Each turn between two slices is the test's to give.
    const turns: (() => void)[] = [];
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => turns.push(resolve)) });
    const onAdopted = vi.fn();
    const { container, slides, button, finish } = await mounted({ count: 60, onAdopted });
    // Committed (the controls are there); nothing named or inert yet.
    expect([button('Próximo Item') !== null, container.getAttribute('role'), slides.filter((slide) => slide.inert).length]).toEqual([true, null, 0]);
    await vi.waitFor(() => expect(turns).toHaveLength(1));
    expect([slides[0]!.getAttribute('aria-label'), slides[24]!.inert, slides[25]!.inert, slides[25]!.hasAttribute('aria-label')]).toEqual([
      '1 de 60',
      true,
      false,
      false,
    ]);
    button('Próximo Item')!.click();
    finish();
    for (let turn = 1; turn <= 2; turn += 1) {
      await vi.waitFor(() => expect(turns).toHaveLength(turn));
      expect(onAdopted).not.toHaveBeenCalled();
      turns[turn - 1]!();
    }
    await vi.waitFor(() => expect(onAdopted).toHaveBeenCalledOnce());
    expect(container.getAttribute('role')).toBe('region');
    expect(slides.map((slide) => [slide.getAttribute('aria-label'), slide.inert])).toEqual(slides.map((_, index) => [`${index + 1} de 60`, index !== 1]));
  });

  it('unmounted, gives the HTML back exactly and destroys its view', async () => {
    const { block, served, button, destroy, finish, view } = await mounted({ autoplay: true });
    button('Próximo Item')!.click();
    finish();
    destroy();
    expect(block.outerHTML).toBe(served);
    expect(view.destroy).toHaveBeenCalledOnce();
  });
});
