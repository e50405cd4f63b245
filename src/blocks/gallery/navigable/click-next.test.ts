import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForClickNext } from './click-next.ts';

let listening: AbortController;
const onNext = vi.fn();

beforeEach(() => {
  listening = new AbortController();
  document.body.innerHTML =
    '<div id="block"><div data-gallery-slides id="slides">' +
    '<figure data-slide id="image"><a href="/galeria/praia" id="own"><img alt="Praia"></a><figcaption data-slide-meta id="meta">Praia <a href="/pousada" id="caption">Pousada</a></figcaption></figure>' +
    '<figure data-slide data-click-through-url="/loja" id="through"><a href="/loja"><img alt="Loja"></a></figure>' +
    '<figure data-slide data-slide-type="video" id="video"><div data-video><img alt="Vídeo"><a href="/galeria/video">Assistir</a><button type="button">Reproduzir</button></div></figure>' +
    '</div><button type="button" id="next">Próximo Item</button></div>';
  listenForClickNext({ block: document.querySelector('#block')!, signal: listening.signal, onNext });
});

afterEach(() => {
  listening.abort();
  onNext.mockReset();
  document.body.replaceChildren();
});

/** A click as a pointer gives it (detail 1: one press); detail 0 is a keyboard's activation. */
const click = (target: Element, init: MouseEventInit = {}): MouseEvent => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, detail: 1, ...init });
  target.dispatchEvent(event);
  return event;
};
const $ = (selector: string): Element => document.querySelector(selector)!;

describe('listenForClickNext: GMM §9 "Stacked … click next"', () => {
  it('a plain pointer click on the slide, its image and its own link included, asks for the next slide instead of following the link', () => {
    const onImage = click($('#own img'));
    click($('#meta'));
    click($('#image'));
    expect(onNext).toHaveBeenCalledTimes(3);
    expect(onImage.defaultPrevented).toBe(true);
  });

  it('leaves other links and buttons, videos and click-through slides their click', () => {
    for (const target of ['#caption', '#through img', '#video img', '#video a', '#video button', '#next']) {
      expect(click($(target)).defaultPrevented, target).toBe(false);
    }
    expect(onNext).not.toHaveBeenCalled();
  });

  it('leaves a click with a modifier key, a keyboard activation (detail 0) and a click another handler took (the lightbox) to them', () => {
    const taken = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    $('#slides').addEventListener('click', (event) => event.preventDefault(), { once: true });
    $('#own img').dispatchEvent(taken);
    expect(click($('#own img'), { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(click($('#own img'), { metaKey: true }).defaultPrevented).toBe(false);
    expect(click($('#own img'), { button: 1 }).defaultPrevented).toBe(false);
    expect(click($('#own'), { detail: 0 }).defaultPrevented).toBe(false);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('stops listening with its signal', () => {
    listening.abort();
    click($('#own img'));
    expect(onNext).not.toHaveBeenCalled();
  });
});
