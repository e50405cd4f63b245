import { afterEach, describe, expect, it, vi } from 'vitest';
import { showDialog } from './show-dialog.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('a dialog that cannot be shown', () => {
  it('rejects with the error and leaves the page as it was', async () => {
    // What a browser throws when the element cannot become modal.
    vi.spyOn(HTMLDialogElement.prototype, 'showModal').mockImplementation(() => {
      throw new DOMException('The element is not in a Document.', 'InvalidStateError');
    });
    const opener = document.createElement('button');
    document.body.append(opener);
    await expect(showDialog('confirmation', { title: 'T', message: 'M' }).outcome).rejects.toThrow('not in a Document');
    expect([...document.body.children]).toEqual([opener]);
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });
});
