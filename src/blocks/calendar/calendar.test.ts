import { afterEach, describe, expect, it, vi } from 'vitest';
import { examples, mountBlock } from '../../test/mount-block.ts';
import type { BlockRenderingInput } from '../../ui/block-rendering/index.ts';
import { navigation } from './navigation.ts';
import { isPlainActivation, sameDirectionLink } from './month-link.ts';

// The docs' first example (June 2025), as the renderer writes it.
const [CALENDAR] = examples('calendar');
const BLOCK = CALENDAR!.markup;

/** A month as the platform renders it: its caption and its links to the months around it. */
function rendering(caption: string, before: string, after: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = `<table class="calendar-month"><caption>${caption}</caption><tbody><tr><td>1</td></tr></tbody></table><nav aria-label="Meses"><a href="/eventos?m=${before}" data-calendar-month="${before}">antes</a> <a href="/eventos?m=${after}" data-calendar-month="${after}">depois</a></nav>`;
  return template.content;
}

/** Mounted, its first render committed (the calendar is a React component). */
async function setup(html = BLOCK) {
  const inputs: BlockRenderingInput[] = [];
  const stop = vi.fn();
  let original = '';
  const { block, context, teardown } = await mountBlock(
    { ...CALENDAR!, markup: `<main>${html}</main><a id="fora" href="/">fora</a>` },
    {
      prepare(block, context) {
        original = block.innerHTML;
        context.start.mockImplementation(async (_name, input) => {
          inputs.push(input as BlockRenderingInput);
          return stop;
        });
      },
    },
  );
  return { block, original, destroy: teardown, context, inputs, stop };
}

const link = (month: string) => document.querySelector<HTMLAnchorElement>(`a[data-calendar-month="${month}"]`)!;
const press = (target: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
};
const live = () => document.querySelector('.calendar-live');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('calendar block (26): another month in place', () => {
  it('asks block-rendering for the linked month with the config and collection, busy meanwhile', async () => {
    const { block, context, inputs } = await setup();
    const event = press(link('2025-07'));
    expect(event.defaultPrevented).toBe(true);
    expect(block.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(inputs).toHaveLength(1));
    expect(context.start).toHaveBeenCalledWith('block-rendering', expect.anything());
    expect(inputs[0]).toMatchObject({ block, value: { collectionId: '5f0c1a2b3c4d5e6f7a8b9c66', month: '2025-07' }, collectionId: '5f0c1a2b3c4d5e6f7a8b9c66' });
  });

  it('replaces the month, says its caption in the live region, and focuses the link going the same way', async () => {
    const { block, inputs } = await setup();
    link('2025-07').focus();
    press(link('2025-07'));
    await vi.waitFor(() => expect(inputs).toHaveLength(1));
    inputs[0]!.onRendered(rendering('Julho de 2025', '2025-06', '2025-08'));
    expect(block.getAttribute('aria-busy')).toBeNull();
    expect(block.querySelector('caption')?.textContent).toBe('Julho de 2025');
    expect(live()?.textContent).toBe('Julho de 2025');
    expect(live()?.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(link('2025-08'));
    // Back twice: focus stays on the earlier month's link.
    link('2025-06').focus();
    press(link('2025-06'));
    await vi.waitFor(() => expect(inputs).toHaveLength(2));
    expect(inputs[1]!.value).toEqual({ collectionId: '5f0c1a2b3c4d5e6f7a8b9c66', month: '2025-06' });
    inputs[1]!.onRendered(rendering('Junho de 2025', '2025-05', '2025-07'));
    expect(document.activeElement).toBe(link('2025-05'));
  });

  it('focuses the month’s table when it has no link going that way, and leaves focus alone when it was elsewhere', async () => {
    const { block, inputs } = await setup();
    link('2025-05').focus();
    press(link('2025-05'));
    await vi.waitFor(() => expect(inputs).toHaveLength(1));
    const only = rendering('Maio de 2025', '2025-04', '2025-06');
    only.querySelector('[data-calendar-month="2025-04"]')?.remove();
    inputs[0]!.onRendered(only);
    expect(document.activeElement).toBe(block.querySelector('table'));
    expect(block.querySelector('table')?.getAttribute('tabindex')).toBe('-1');

    press(link('2025-06'));
    document.querySelector<HTMLElement>('#fora')?.focus();
    await vi.waitFor(() => expect(inputs).toHaveLength(2));
    inputs[1]!.onRendered(rendering('Junho de 2025', '2025-05', '2025-07'));
    expect(document.activeElement?.id).toBe('fora');
  });

  it('only the last month asked for is shown', async () => {
    const { block, inputs } = await setup();
    press(link('2025-07'));
    press(link('2025-05'));
    await vi.waitFor(() => expect(inputs).toHaveLength(2));
    inputs[1]!.onRendered(rendering('Maio de 2025', '2025-04', '2025-06'));
    inputs[0]!.onRendered(rendering('Julho de 2025', '2025-06', '2025-08'));
    expect(block.querySelector('caption')?.textContent).toBe('Maio de 2025');
  });

  it.each([
    ['the call fails', (input: BlockRenderingInput) => input.onFailed(new Error('500'))],
    ['the reply has no table', (input: BlockRenderingInput) => input.onRendered(document.createRange().createContextualFragment('<p>nada</p>'))],
  ])('when %s, keeps the month shown, warns and follows the link', async (_case, answer) => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { block, original, inputs } = await setup();
    press(link('2025-07'));
    await vi.waitFor(() => expect(inputs).toHaveLength(1));
    answer(inputs[0]!);
    expect(go).toHaveBeenCalledWith(new URL('/eventos?month=07-2025', document.baseURI).href);
    expect(warn.mock.calls[0]?.[0]).toBe('[site-runtime] calendar block #block-agenda: month 2025-07 could not be fetched; following the link');
    expect(block.getAttribute('aria-busy')).toBeNull();
    expect(block.innerHTML).toBe(`${original}<p class="calendar-live" aria-live="polite"></p>`);
  });

  it('follows the link when the block-rendering feature cannot start', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context } = await setup();
    context.start.mockResolvedValue(undefined);
    press(link('2025-05'));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith(new URL('/eventos?month=05-2025', document.baseURI).href));
  });

  it('leaves modifier and other-button clicks, links to other windows and malformed months to the browser', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context } = await setup();
    // After the block's listener: happy-dom would follow the links the block leaves alone.
    document.addEventListener('click', (event) => event.preventDefault());
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      press(link('2025-07'), init);
    }
    link('2025-07').target = '_blank';
    press(link('2025-07'));
    link('2025-05').setAttribute('data-calendar-month', '2025-5');
    press(document.querySelector('[data-calendar-month="2025-5"]')!);
    expect(warn).toHaveBeenCalledWith('[site-runtime] calendar block #block-agenda: a month link names no YYYY-MM month; followed as a link');
    expect(context.start).not.toHaveBeenCalled();
    expect(document.querySelector('[data-block-type="26"]')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('destroy gives the HTML back exactly, after a month was swapped in too', async () => {
    const { block, original, destroy, inputs } = await setup();
    press(link('2025-07'));
    await vi.waitFor(() => expect(inputs).toHaveLength(1));
    inputs[0]!.onRendered(rendering('Julho de 2025', '2025-06', '2025-08'));
    destroy();
    expect(block.innerHTML).toBe(original);
    expect(block.hasAttribute('aria-busy')).toBe(false);
  });

  it('a reply that comes after destroy changes nothing and follows no link', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const { block, original, destroy, inputs } = await setup();
    press(link('2025-07'));
    await vi.waitFor(() => expect(inputs).toHaveLength(1));
    destroy();
    inputs[0]!.onRendered(rendering('Julho de 2025', '2025-06', '2025-08'));
    inputs[0]!.onFailed(new Error('500'));
    expect(block.innerHTML).toBe(original);
    expect(go).not.toHaveBeenCalled();
  });

  it('without a month in its config, a link is the earlier one when another link goes further', async () => {
    const { inputs } = await setup(BLOCK.replace(',"month":"2025-06"', ''));
    link('2025-05').focus();
    press(link('2025-05'));
    await vi.waitFor(() => expect(inputs).toHaveLength(1));
    inputs[0]!.onRendered(rendering('Maio de 2025', '2025-04', '2025-06'));
    expect(document.activeElement).toBe(link('2025-04'));
  });
});

describe('month links', () => {
  const a = (month: string) => {
    const link = Object.assign(document.createElement('a'), { href: '/' });
    link.setAttribute('data-calendar-month', month);
    return link;
  };
  it('the same direction: earlier from an earlier press, later from a later one, never the month shown', () => {
    const links = ['2025-05', '2025-06', '2025-07'].map(a);
    expect(sameDirectionLink(links, '2025-06', true)).toBe(links[0]);
    expect(sameDirectionLink(links, '2025-06', false)).toBe(links[2]);
    expect(sameDirectionLink(links.slice(1), '2025-06', true)).toBeUndefined();
  });

  it('a plain activation is the main button without modifiers on a link for this tab', () => {
    const link = a('2025-05');
    expect(isPlainActivation(new MouseEvent('click', { button: 0 }), link)).toBe(true);
    link.target = '_self';
    expect(isPlainActivation(new MouseEvent('click', { button: 0 }), link)).toBe(true);
    link.target = 'outra';
    expect(isPlainActivation(new MouseEvent('click', { button: 0 }), link)).toBe(false);
  });
});
