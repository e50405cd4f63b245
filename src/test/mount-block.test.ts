import { describe, expect, it } from 'vitest';
import { consentStub } from './consent-stub.ts';
import { examples, mountBlock } from './mount-block.ts';
import { holdAddedScripts, pageOf } from './page-document.ts';

const [BAR] = examples('mobile-info-bar');
const [LINK, LINK_WITH_TOKEN] = examples('checkout-link');
const [REDES] = examples('social-links');
const clicked = (link: HTMLElement): boolean => !link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('examples', () => {
  it("are the feature's examples.html, each with its title, context and markup", () => {
    expect(examples('checkout-link').map(({ feature, title, context }) => ({ feature, title, context }))).toEqual([
      { feature: 'checkout-link', title: 'Link para o checkout', context: {} },
      { feature: 'checkout-link', title: 'Link para o checkout com o valor do carrinho', context: {} },
    ]);
    expect(LINK?.markup).toBe('<p><a class="button" href="/commerce/goto-checkout">Finalizar compra</a></p>');
    expect(BAR?.context).toEqual({ websiteSettings: { mobileInfoBarSettings: { style: 3 } } });
  });

  it.each(['services', 'nothing'])('are none for %s, which has no docs section: an error says so', (name) => {
    expect(() => examples(name)).toThrow(`${name} has no examples.html`);
  });
});

describe('mountBlock', () => {
  it("mounts the registry's chunk on the example, with the example's page", async () => {
    const { block, served, context } = await mountBlock(BAR!);
    expect(served).toContain('data-mobile-info-bar');
    expect(served).not.toContain('data-theme');
    expect(context.page).toMatchObject({ editMode: false, websiteSettings: { mobileInfoBarSettings: { style: 3 } } });
    expect(block.getAttribute('data-theme')).toBe('dark');
  });

  it("takes the page's fields from `page` over the example's", async () => {
    const { websiteSettings } = pageOf(BAR!.context);
    const { block, context } = await mountBlock(BAR!, {
      page: { websiteSettings: { ...websiteSettings, mobileInfoBarSettings: { style: 2 } }, editMode: true },
    });
    expect(block.getAttribute('data-theme')).toBe('light');
    expect(context.page.editMode).toBe(true);
  });

  it('mounts every element the selector finds, each with its context, all with one page and one consent engine', async () => {
    const consent = consentStub(false);
    const { blocks, contexts } = await mountBlock({ ...LINK!, markup: LINK!.markup + LINK_WITH_TOKEN!.markup }, { consent });
    expect(blocks.map((link) => link.getAttribute('href'))).toEqual(['/commerce/goto-checkout', '/commerce/goto-checkout?cartToken=carrinho-9f3a']);
    expect(contexts).toHaveLength(2);
    expect(contexts[0]?.signal).not.toBe(contexts[1]?.signal);
    expect(new Set(contexts.map((context) => context.page)).size).toBe(1);
    expect(contexts.map((context) => context.consent)).toEqual([consent, consent]);
    // The visitor refused: the link without a cart alerts, and traces nothing.
    expect(clicked(blocks[0]!)).toBe(true);
    expect(contexts[0]?.start.mock.calls.map(([name]) => name)).toEqual(['dialog']);
  });

  it("gives by default the page's own consent engine: tracking outside the editor, none in it", async () => {
    const visitor = await mountBlock(LINK!);
    expect(visitor.context.consent.trackingAllowed()).toBe(true);
    clicked(visitor.block);
    expect(visitor.context.start.mock.calls.map(([name]) => name)).toEqual(['dialog', 'trace']);
    visitor.teardown();

    const editor = await mountBlock(LINK!, { page: { editMode: true } });
    expect(editor.context.consent.trackingAllowed()).toBe(false);
    clicked(editor.block);
    expect(editor.context.start.mock.calls.map(([name]) => name)).toEqual(['dialog']);
  });

  it('runs `prepare` on each block before its mount, with its context', async () => {
    const seen: string[] = [];
    await mountBlock(BAR!, { prepare: (block, context) => seen.push(`${block.getAttribute('data-theme')} ${context.signal.aborted}`) });
    expect(seen).toEqual(['null false']);
  });

  it('tears down as the core does: every signal aborted, every destroy run', async () => {
    const { block, served, contexts, teardown } = await mountBlock(BAR!);
    teardown();
    expect(contexts.every((context) => context.signal.aborted)).toBe(true);
    expect(block.outerHTML).toBe(served);
  });

  it('is started once every mount is called, and settles once they have finished', async () => {
    const scripts = holdAddedScripts(document);
    const mounting = mountBlock(REDES!);
    let settled = false;
    void mounting.then(() => (settled = true));
    const { block } = await mounting.started;
    // The follow widget's mount waits for its script.
    expect(scripts()).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    scripts()[0]?.dispatchEvent(new Event('load'));
    expect((await mounting).block).toBe(block);
  });

  it.each([
    ['a feature of no block or page chunk', { feature: 'fonts', markup: '<p></p>' }, 'fonts is no block or page feature of src/registry.ts'],
    ['markup without the block', { feature: 'checkout-link', markup: '<p></p>' }, 'No element of checkout-link'],
  ])('rejects %s', async (_case, markup, message) => {
    const mounting = mountBlock(markup);
    await expect(mounting.started).rejects.toThrow(message);
    await expect(mounting).rejects.toThrow(message);
  });
});

describe('after each test', () => {
  let left: { signal: AbortSignal } | undefined;

  it('(a test that leaves a block mounted)', async () => {
    left = (await mountBlock(BAR!)).context;
  });

  it('the blocks a test left are torn down and the document emptied', () => {
    expect(left?.signal.aborted).toBe(true);
    expect(document.body.innerHTML).toBe('');
  });
});
