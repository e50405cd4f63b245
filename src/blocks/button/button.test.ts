import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { trackButtonClick, trackButtonRender } from '../../services/census-events/census-events.ts';
import { BlockConfigError, MarkupError } from '../../kit/block-errors.ts';
import { readPageContext } from '../../platform/page-context/read-page-context.ts';
import { mount } from './index.ts';

vi.mock('../../services/census-events/census-events.ts', () => ({
  trackButtonRender: vi.fn(async () => undefined),
  trackButtonClick: vi.fn(async () => undefined),
}));

const BUTTON = `<div class="sqs-block button-block" data-block-type="53" id="block-botao"
     data-block-json='{"buttonText":"Ver a loja","clickthroughUrl":"/loja","alignment":"center","size":"large","newWindow":false}'>
  <a class="button button--large" href="/loja">Ver a loja</a>
</div>`;

/** The page context the block is handed: the document's (here without a site-context, every default). */
const PAGE = readPageContext(document);

const TRACKED = { id: 'block-botao', buttonText: 'Ver a loja', clickthroughUrl: '/loja', alignment: 'center', size: 'large', newWindow: false, context: 1 };

function setup(html = BUTTON) {
  document.body.innerHTML = html;
  const controller = new AbortController();
  const context = coreContext({ controller });
  return { block: document.querySelector<HTMLElement>('[data-block-type="53"]')!, context, controller };
}

const withConfig = (json: string) => BUTTON.replace(/data-block-json='[^']*'/, `data-block-json='${json}'`);

/** Clicks the link; a document listener records whether navigation was prevented, then stops the test page navigating. */
function clickLink(): boolean {
  let prevented = true;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record, { once: true });
  document.querySelector('a')!.click();
  return prevented;
}

beforeEach(() => {
  vi.mocked(trackButtonRender).mockClear();
  vi.mocked(trackButtonClick).mockClear();
});

afterEach(() => document.body.replaceChildren());

describe('button block', () => {
  it('tracks the render once on mount, with the block id, the config and context 1 (button block)', async () => {
    const { block, context } = setup();
    await mount(block, context);
    expect(trackButtonRender).toHaveBeenCalledExactlyOnceWith(PAGE, TRACKED);
    expect(trackButtonClick).not.toHaveBeenCalled();
  });

  it('tracks each click on the link with the same fields, without preventing navigation', async () => {
    const { block, context } = setup();
    await mount(block, context);
    expect(clickLink()).toBe(false);
    expect(trackButtonClick).toHaveBeenCalledExactlyOnceWith(PAGE, TRACKED);
    clickLink();
    expect(trackButtonClick).toHaveBeenCalledTimes(2);
    expect(trackButtonRender).toHaveBeenCalledOnce();
  });

  it('uses context 2 (popup overlay) inside the rendered popup overlay', async () => {
    const { block, context } = setup(`<div class="popup" data-popup-overlay-root>${BUTTON}</div>`);
    await mount(block, context);
    expect(trackButtonRender).toHaveBeenCalledExactlyOnceWith(PAGE, { ...TRACKED, context: 2 });
    clickLink();
    expect(trackButtonClick).toHaveBeenCalledExactlyOnceWith(PAGE, { ...TRACKED, context: 2 });
  });

  it('applies the defaults: alignment center, size medium, newWindow false; extra fields are not tracked', async () => {
    const { block, context } = setup(withConfig('{"buttonText":"Doar","clickthroughUrl":"/doar","theme":"dark"}'));
    await mount(block, context);
    expect(trackButtonRender).toHaveBeenCalledExactlyOnceWith(PAGE, {
      id: 'block-botao',
      buttonText: 'Doar',
      clickthroughUrl: '/doar',
      alignment: 'center',
      size: 'medium',
      newWindow: false,
      context: 1,
    });
  });

  it('tracks newWindow true', async () => {
    const config = { buttonText: 'Blog', clickthroughUrl: 'https://blog.example.com', alignment: 'left', size: 'small', newWindow: true };
    const { block, context } = setup(withConfig(JSON.stringify(config)));
    await mount(block, context);
    expect(trackButtonRender).toHaveBeenCalledExactlyOnceWith(PAGE, { ...TRACKED, ...config });
  });

  it('destroy (the aborted signal) removes the click listener', async () => {
    const { block, context, controller } = setup();
    await mount(block, context);
    controller.abort();
    clickLink();
    expect(trackButtonClick).not.toHaveBeenCalled();
  });

  it('changes nothing in the markup', async () => {
    const { block, context } = setup();
    const before = block.outerHTML;
    await mount(block, context);
    expect(block.outerHTML).toBe(before);
  });

  it.each([
    ['a missing buttonText', '{"clickthroughUrl":"/loja"}'],
    ['a missing clickthroughUrl', '{"buttonText":"Ver a loja"}'],
    ['an unknown alignment', '{"buttonText":"Ver a loja","clickthroughUrl":"/loja","alignment":"justify"}'],
    ['an unknown size', '{"buttonText":"Ver a loja","clickthroughUrl":"/loja","size":"huge"}'],
    ['a newWindow that is not a boolean', '{"buttonText":"Ver a loja","clickthroughUrl":"/loja","newWindow":"true"}'],
    ['malformed JSON', '{"buttonText":'],
  ])('rejects %s with BlockConfigError and tracks nothing', async (_case, json) => {
    const { block, context } = setup(withConfig(json));
    await expect(async () => mount(block, context)).rejects.toThrow(BlockConfigError);
    expect(trackButtonRender).not.toHaveBeenCalled();
  });

  it('rejects a block without a config (buttonText and clickthroughUrl are required)', async () => {
    const { block, context } = setup(BUTTON.replace(/data-block-json='[^']*'/, ''));
    await expect(async () => mount(block, context)).rejects.toThrow(BlockConfigError);
  });

  it('rejects a block without a link with MarkupError and tracks nothing', async () => {
    const { block, context } = setup(BUTTON.replace('<a class="button button--large" href="/loja">Ver a loja</a>', '<span>Ver a loja</span>'));
    await expect(async () => mount(block, context)).rejects.toThrow(new MarkupError('Button link is missing (a[href])'));
    expect(trackButtonRender).not.toHaveBeenCalled();
  });
});
