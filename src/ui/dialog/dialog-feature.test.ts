import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreContext } from '../../test/core-context.ts';
import { start, type DialogRequest } from './index.ts';

afterEach(() => document.body.replaceChildren());

const dialogs = () => document.querySelectorAll('dialog');

describe('the dialog feature', () => {
  it('shows the requested dialog and tells its outcome once the visitor closes it', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const onClose = vi.fn();
    const request: DialogRequest = { kind: 'alert', title: 'Atenção', message: 'Texto', onClose };
    await start(coreContext(), request);
    expect(dialogs()).toHaveLength(1);
    document.querySelector<HTMLButtonElement>('.siteruntime-dialog button')?.click();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith('confirm'));
    expect(dialogs()).toHaveLength(0);
    vi.unstubAllGlobals();
  });

  it('is removed at once when its starter is torn down: the outcome is cancel', async () => {
    const onClose = vi.fn();
    const destroy = await start(coreContext(), { kind: 'confirmation', title: 'Sair?', message: 'Tem certeza?', onClose });
    expect(dialogs()).toHaveLength(1);
    destroy?.();
    expect(document.querySelector('.siteruntime-dialog')).toBeNull();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledExactlyOnceWith('cancel'));
  });

  it('options the dialog refuses throw before anything is shown', () => {
    expect(() => start(coreContext(), { kind: 'alert', title: 'x', message: 'y', style: 'wide' } as unknown as DialogRequest)).toThrow(
      expect.objectContaining({ name: 'DialogOptionsError' }),
    );
    expect(dialogs()).toHaveLength(0);
  });
});
