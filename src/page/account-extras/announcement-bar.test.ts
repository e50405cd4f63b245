import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnnouncementBar } from './announcement-bar.ts';
import { ANNOUNCEMENT_BAR_UPDATE_EVENT } from '../../shared/page-events.ts';

/** An element with attributes and children, built node by node. */
function el(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

/** The pre-rendered page: an announcement bar (with white space around its paragraph) and the main content. */
function renderPage(): void {
  const bar = el(
    'div',
    { class: 'announcement-bar', 'data-announcement-bar': '' },
    '\n    ',
    el('p', {}, 'Frete grátis acima de ', el('a', { href: '/frete' }, 'R$ 200'), '.'),
    '\n  ',
  );
  document.body.replaceChildren(bar, el('main', {}, el('p', {}, 'Página')));
}

/** A deep copy to compare with later (isEqualNode: same nodes, attributes and text). */
const snapshot = (node: Node): Node => node.cloneNode(true);

const area = () => document.querySelector<HTMLElement>('[data-announcement-bar]')!;
const update = (detail: unknown): void => void dispatchEvent(new CustomEvent(ANNOUNCEMENT_BAR_UPDATE_EVENT, { detail }));

const stops: (() => void)[] = [];
function start(enabled = true): { stop: () => void; report: ReturnType<typeof vi.fn> } {
  const report = vi.fn();
  const stop = startAnnouncementBar({ enabled, report });
  stops.push(stop);
  return { stop, report };
}

beforeEach(renderPage);
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
  delete (window as { injected?: unknown }).injected;
});

describe('announcement bar preview', () => {
  it('shows the HTML of an update in the area in place of its content, sanitized', () => {
    const { report } = start();
    update({
      html:
        '<p onclick="window.injected = true">Nova <strong>promoção</strong><img src=x onerror="window.injected = true"></p>' +
        '<script>window.injected = true</script><a href="javascript:window.injected = true">truque</a>' +
        '<a href="/promo" target="_blank">Ver</a>',
    });
    expect(area().textContent).toContain('Nova promoção');
    expect(area().textContent).not.toContain('Frete grátis');
    expect(area().querySelectorAll('script, img, [onclick], [onerror]')).toHaveLength(0);
    const expected = el(
      'div',
      {},
      el('p', {}, 'Nova ', el('strong', {}, 'promoção')),
      el('a', {}, 'truque'),
      el('a', { href: '/promo', target: '_blank', rel: 'noopener noreferrer' }, 'Ver'),
    );
    expect(area().children).toHaveLength(1);
    expect(area().firstElementChild?.isEqualNode(expected)).toBe(true);
    expect((window as { injected?: unknown }).injected).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it('a later update replaces the preview; an update with empty HTML empties it', () => {
    start();
    update({ html: '<p>Primeira</p>' });
    update({ html: '<p>Segunda</p>' });
    expect(area().children).toHaveLength(1);
    expect(area().textContent?.trim()).toBe('Segunda');
    update({ html: '' });
    expect(area().textContent?.trim()).toBe('');
  });

  it.each<[string, unknown]>([
    ['no detail', undefined],
    ['null', null],
    ['a string', '<p>Oi</p>'],
    ['a number', 42],
    ['an object without html', { text: '<p>Oi</p>' }],
    ['html that is not a string', { html: 1 }],
    ['html null', { html: null }],
  ])('ignores an update with %s as detail, with a warning', (_, detail) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start();
    const before = snapshot(area());
    update(detail);
    expect(area().isEqualNode(before)).toBe(true);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining(ANNOUNCEMENT_BAR_UPDATE_EVENT));
  });

  it('ignores a plain Event (no detail) with a warning, and keeps a preview already shown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start();
    update({ html: '<p>Prévia</p>' });
    dispatchEvent(new Event(ANNOUNCEMENT_BAR_UPDATE_EVENT));
    update({ html: ['<p>x</p>'] });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(area().textContent?.trim()).toBe('Prévia');
  });

  it('stop puts the original nodes back (the same node objects, white space included) and stops listening', () => {
    const { stop } = start();
    const before = snapshot(area());
    const nodes = [...area().childNodes];
    const link = area().querySelector('a');
    update({ html: '<p>Prévia</p>' });
    update({ html: '<p>Outra</p>' });
    expect(link?.isConnected).toBe(false);
    stop();
    expect(area().isEqualNode(before)).toBe(true);
    expect(area().childNodes).toHaveLength(nodes.length);
    nodes.forEach((node, index) => expect(area().childNodes[index]).toBe(node));
    expect(link?.isConnected).toBe(true);

    update({ html: '<p>Depois</p>' });
    expect(area().isEqualNode(before)).toBe(true);
    stop();
    expect(area().isEqualNode(before)).toBe(true);
  });

  it('stop puts the original nodes back in the area even when the preview was taken out meanwhile', () => {
    const { stop } = start();
    const before = snapshot(area());
    update({ html: '<p>Prévia</p>' });
    area().replaceChildren();
    stop();
    expect(area().isEqualNode(before)).toBe(true);
  });

  it('stop without an update changes nothing', () => {
    const { stop } = start();
    const before = snapshot(document.body);
    stop();
    expect(document.body.isEqualNode(before)).toBe(true);
  });

  it('leaves a top cookie bar the runtime put in the area where it is', () => {
    const cookieBar = document.createElement('div');
    cookieBar.setAttribute('data-cookie-banner-host', '');
    area().append(cookieBar);
    const { stop } = start();
    const before = snapshot(area());
    update({ html: '<p>Prévia</p>' });
    expect(area().lastElementChild).toBe(cookieBar);
    expect(area().firstElementChild?.textContent).toBe('Prévia');
    stop();
    expect(area().isEqualNode(before)).toBe(true);
    expect(area().lastElementChild).toBe(cookieBar);
  });

  it('does nothing when showAnnouncementBar is false or the page has no area', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    start(false);
    const before = snapshot(document.body);
    update({ html: '<p>Prévia</p>' });
    update('bad');
    expect(document.body.isEqualNode(before)).toBe(true);
    expect(warn).not.toHaveBeenCalled();

    document.body.replaceChildren(el('main', {}, el('p', {}, 'Sem barra')));
    const withoutBar = snapshot(document.body);
    const { report } = start(true);
    update({ html: '<p>Prévia</p>' });
    expect(document.body.isEqualNode(withoutBar)).toBe(true);
    expect(report).not.toHaveBeenCalled();
  });
});
