import { beforeEach, describe, expect, it, vi } from 'vitest';
import { examples, mountBlock } from '../../test/mount-block.ts';
import { trackButtonClick, trackButtonRender } from '../../services/small-services/census-events.ts';
import { BlockConfigError, MarkupError } from '../../kit/block-kit/block-errors.ts';

// The census calls stand in for their requests (census-events.test.ts checks those): what is checked
// here is what the block tracks, and that it asks the page's consent engine its context carries.
vi.mock('../../services/small-services/census-events.ts', () => ({
  trackButtonRender: vi.fn(async () => undefined),
  trackButtonClick: vi.fn(async () => undefined),
}));

const [EXAMPLE] = examples('button');
const BUTTON = EXAMPLE!.markup;

const TRACKED = { id: 'block-botao', buttonText: 'Ver a loja', clickthroughUrl: '/loja', alignment: 'center', size: 'large', newWindow: false, context: 1 };

const setup = (html = BUTTON) => mountBlock({ ...EXAMPLE!, markup: html });

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

describe('button block', () => {
  it('tracks the render once on mount, with the block id, the config and context 1 (button block)', async () => {
    const { consent } = (await setup()).context;
    expect(trackButtonRender).toHaveBeenCalledExactlyOnceWith(consent, TRACKED);
    expect(trackButtonClick).not.toHaveBeenCalled();
  });

  it('tracks each click on the link with the same fields, without preventing navigation', async () => {
    const { consent } = (await setup()).context;
    expect(clickLink()).toBe(false);
    expect(trackButtonClick).toHaveBeenCalledExactlyOnceWith(consent, TRACKED);
    clickLink();
    expect(trackButtonClick).toHaveBeenCalledTimes(2);
    expect(trackButtonRender).toHaveBeenCalledOnce();
  });

  it('uses context 2 (popup overlay) inside the rendered popup overlay', async () => {
    const { consent } = (await setup(`<div class="popup" data-popup-overlay-root>${BUTTON}</div>`)).context;
    expect(trackButtonRender).toHaveBeenCalledExactlyOnceWith(consent, { ...TRACKED, context: 2 });
    clickLink();
    expect(trackButtonClick).toHaveBeenCalledExactlyOnceWith(consent, { ...TRACKED, context: 2 });
  });

  it('applies the defaults: alignment center, size medium, newWindow false; extra fields are not tracked', async () => {
    const { consent } = (await setup(withConfig('{"buttonText":"Doar","clickthroughUrl":"/doar","theme":"dark"}'))).context;
    expect(trackButtonRender).toHaveBeenCalledExactlyOnceWith(consent, {
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
    const { consent } = (await setup(withConfig(JSON.stringify(config)))).context;
    expect(trackButtonRender).toHaveBeenCalledExactlyOnceWith(consent, { ...TRACKED, ...config });
  });

  it('destroy (the aborted signal) removes the click listener', async () => {
    const { teardown } = await setup();
    teardown();
    clickLink();
    expect(trackButtonClick).not.toHaveBeenCalled();
  });

  it('changes nothing in the markup', async () => {
    const { served } = await setup();
    expect(document.body.innerHTML).toBe(served);
  });

  it.each([
    ['a missing buttonText', '{"clickthroughUrl":"/loja"}'],
    ['a missing clickthroughUrl', '{"buttonText":"Ver a loja"}'],
    ['an unknown alignment', '{"buttonText":"Ver a loja","clickthroughUrl":"/loja","alignment":"justify"}'],
    ['an unknown size', '{"buttonText":"Ver a loja","clickthroughUrl":"/loja","size":"huge"}'],
    ['a newWindow that is not a boolean', '{"buttonText":"Ver a loja","clickthroughUrl":"/loja","newWindow":"true"}'],
    ['malformed JSON', '{"buttonText":'],
  ])('rejects %s with BlockConfigError and tracks nothing', async (_case, json) => {
    await expect(setup(withConfig(json))).rejects.toThrow(BlockConfigError);
    expect(trackButtonRender).not.toHaveBeenCalled();
  });

  it('rejects a block without a config (buttonText and clickthroughUrl are required)', async () => {
    await expect(setup(BUTTON.replace(/data-block-json='[^']*'/, ''))).rejects.toThrow(BlockConfigError);
  });

  it('rejects a block without a link with MarkupError and tracks nothing', async () => {
    await expect(setup(BUTTON.replace('<a class="button button--large" href="/loja">Ver a loja</a>', '<span>Ver a loja</span>'))).rejects.toThrow(
      new MarkupError('Button link is missing (a[href])'),
    );
    expect(trackButtonRender).not.toHaveBeenCalled();
  });
});
