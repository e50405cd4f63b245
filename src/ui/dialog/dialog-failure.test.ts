import { afterEach, describe, expect, it, vi } from 'vitest';
import { showConfirmation } from './dialogs.ts';

vi.mock('focus-trap', () => ({
  createFocusTrap: () => {
    throw new Error('Your focus-trap needs to have at least one focusable element');
  },
}));

afterEach(() => document.body.replaceChildren());

describe('a dialog that cannot be shown', () => {
  it('rejects with the error and leaves the page as it was', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    await expect(showConfirmation({ title: 'T', message: 'M' })).rejects.toThrow('focus-trap');
    expect([...document.body.children]).toEqual([opener]);
    expect(document.documentElement.hasAttribute('style')).toBe(false);
  });
});
