import { afterEach, describe, expect, it } from 'vitest';
import { createControls } from './controls.ts';

afterEach(() => document.body.replaceChildren());

function gallery(): { block: HTMLElement; container: HTMLElement } {
  document.body.innerHTML = '<div id="block"><p>antes</p><div data-gallery-slides></div></div>';
  return { block: document.querySelector('#block')!, container: document.querySelector('[data-gallery-slides]')! };
}

describe('createControls', () => {
  it('adds previous and next buttons named as the lightbox names them, and a polite live region, after the slides', () => {
    const { block, container } = gallery();
    const controls = createControls(block, container, false);
    expect([controls.previous.getAttribute('aria-label'), controls.next.getAttribute('aria-label')]).toEqual(['Item Anterior', 'Próximo Item']);
    expect([controls.previous.type, controls.next.type]).toEqual(['button', 'button']);
    expect(container.nextElementSibling).toBe(controls.previous);
    expect(controls.live.getAttribute('aria-live')).toBe('polite');
    expect(controls.pause).toBeUndefined();
    controls.announce(1, 3);
    expect(controls.live.textContent).toBe('2 de 3');
  });

  it('with autoplay, puts the pause button first in the block and silences the live region while playing', () => {
    const { block, container } = gallery();
    const controls = createControls(block, container, true);
    expect(block.firstElementChild).toBe(controls.pause);
    controls.setPlaying(true, true);
    expect(controls.pause?.getAttribute('aria-label')).toBe('Pausar apresentação');
    expect(controls.live.getAttribute('aria-live')).toBe('off');
    // Held by a hover: still the visitor's "playing", but nothing moves on its own, so changes are announced.
    controls.setPlaying(true, false);
    expect([controls.pause?.getAttribute('aria-label'), controls.live.getAttribute('aria-live')]).toEqual(['Pausar apresentação', 'polite']);
    controls.setPlaying(false, false);
    expect(controls.pause?.getAttribute('aria-label')).toBe('Retomar apresentação');
    expect(controls.live.getAttribute('aria-live')).toBe('polite');
  });

  it('hides or disables previous and next as told, and removes everything it added', () => {
    const { block, container } = gallery();
    const before = block.innerHTML;
    const controls = createControls(block, container, true);
    controls.setNavigation({ hidden: false, previousDisabled: true, nextDisabled: false });
    expect([controls.previous.getAttribute('aria-disabled'), controls.next.getAttribute('aria-disabled')]).toEqual(['true', 'false']);
    controls.setNavigation({ hidden: true, previousDisabled: false, nextDisabled: false });
    expect(controls.previous.hidden && controls.next.hidden).toBe(true);
    controls.remove();
    expect(block.innerHTML).toBe(before);
  });
});
