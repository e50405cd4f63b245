import { afterEach, describe, expect, it } from 'vitest';
import { applyCarouselRoles } from './carousel-roles.ts';

afterEach(() => document.body.replaceChildren());

function gallery(label = ''): { block: HTMLElement; container: HTMLElement; slides: HTMLElement[] } {
  document.body.innerHTML = `<div id="block" ${label}><div data-gallery-slides><div data-slide></div><figure data-slide></figure><div data-slide></div></div></div>`;
  return {
    block: document.querySelector('#block')!,
    container: document.querySelector('[data-gallery-slides]')!,
    slides: [...document.querySelectorAll<HTMLElement>('[data-slide]')],
  };
}

describe('applyCarouselRoles', () => {
  it('names the container a "carrossel" region labelled "Galeria" and each slide a "slide" "N de M": a group, but a figure keeps its role', () => {
    const { block, container, slides } = gallery();
    applyCarouselRoles(block, container, slides, 'Galeria').adopt();
    expect([container.getAttribute('role'), container.getAttribute('aria-roledescription'), container.getAttribute('aria-label')]).toEqual([
      'region',
      'carrossel',
      'Galeria',
    ]);
    expect(slides.map((slide) => [slide.getAttribute('role'), slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')])).toEqual([
      ['group', 'slide', '1 de 3'],
      [null, 'slide', '2 de 3'],
      ['group', 'slide', '3 de 3'],
    ]);
  });

  it("keeps the block's own aria-label as the region's name", () => {
    const { block, container, slides } = gallery('aria-label="Fotos da pousada"');
    applyCarouselRoles(block, container, slides, 'Galeria').adopt();
    expect(container.getAttribute('aria-label')).toBe('Fotos da pousada');
  });

  it('asks which slides are shown before it writes inert on any (no layout between writes)', () => {
    const { block, container, slides } = gallery();
    const roles = applyCarouselRoles(block, container, slides, 'Galeria');
    roles.adopt();
    roles.showOnly((index) => index === 0);
    const inertWhenAsked: boolean[][] = [];
    roles.showOnly((index) => {
      inertWhenAsked.push(slides.map((slide) => slide.inert));
      return index === 2;
    });
    expect(inertWhenAsked).toEqual([
      [false, true, true],
      [false, true, true],
      [false, true, true],
    ]);
    expect(slides.map((slide) => slide.inert)).toEqual([true, true, false]);
  });

  it('makes the slides not shown inert, and puts every attribute back on restore', () => {
    const { block, container, slides } = gallery();
    const before = block.outerHTML;
    const roles = applyCarouselRoles(block, container, slides, 'Galeria');
    roles.adopt();
    roles.showOnly((index) => index === 1);
    expect(slides.map((slide) => slide.inert)).toEqual([true, false, true]);
    roles.restore();
    expect(block.outerHTML).toBe(before);
  });
});
