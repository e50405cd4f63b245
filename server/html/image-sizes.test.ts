import { describe, expect, it } from 'vitest';
import { fixed, larger, linear, sizesAttribute, smaller } from './image-sizes.ts';

describe('sizesAttribute', () => {
  it('writes the slot alone where no viewport puts it between 100 and 150 device pixels', () => {
    expect(sizesAttribute([{ maxWidth: 767, slot: linear(1, -48) }, { slot: fixed(712) }])).toBe('(max-width: 767px) calc(100vw - 48px), 712px');
    expect(sizesAttribute([{ slot: fixed(300) }])).toBe('300px');
  });

  it('says 100 device pixels for a fixed slot in the gap, at the pixel ratio whose gap it is in', () => {
    // 120 px needs 120 device pixels at 1x (the 300w file would be 2.5 times); 240 at 2x, fine.
    expect(sizesAttribute([{ slot: fixed(120) }])).toBe('(max-resolution: 1dppx) 100px, 120px');
    // 60 px: 120 device pixels at 2x.
    expect(sizesAttribute([{ slot: fixed(60) }])).toBe('(max-resolution: 2dppx) 50px, 60px');
    // 40 px: 120 device pixels at 3x, the last rule (every higher ratio).
    expect(sizesAttribute([{ slot: fixed(40) }])).toBe('33.33px');
    // 100 and 150 are not in the gap: the 100w file fits the first, the 300w file is exactly twice the second.
    expect(sizesAttribute([{ slot: fixed(100) }])).toBe('100px');
    expect(sizesAttribute([{ slot: fixed(150) }])).toBe('150px');
  });

  it('for a slot that follows the viewport, removes the difference to 100 px only inside the gap (CSS math)', () => {
    // 33.33vw - 16px: 91 px at 320, 239 px at 767: in the 1x gap on some phones.
    const slot = linear(1 / 3, -16);
    expect(sizesAttribute([{ maxWidth: 767, slot }, { slot: fixed(237) }])).toBe(
      '(max-width: 767px) and (max-resolution: 1dppx) calc((33.33vw - 16px) - max(0px, min((33.33vw - 16px) - 100px, (150px - (33.33vw - 16px)) * 1000))), ' +
        '(max-width: 767px) calc(33.33vw - 16px), 237px',
    );
  });

  it('checks each row over its own viewports only', () => {
    // 25vw is 120 px at 480: in the gap for the row up to 767, not for the row after it (192 px and up).
    expect(sizesAttribute([{ maxWidth: 767, slot: fixed(500) }, { slot: linear(0.25, 0) }])).toBe('(max-width: 767px) 500px, 25vw');
    expect(sizesAttribute([{ maxWidth: 479, slot: linear(0.25, 0) }, { slot: fixed(500) }])).toMatch(
      /^\(max-width: 479px\) and \(max-resolution: 1dppx\) calc\(/,
    );
  });

  it('writes the smaller of two slots with min()', () => {
    const slot = smaller(linear(1, -48), fixed(375));
    expect(slot.css).toBe('min(calc(100vw - 48px), 375px)');
    expect([slot.at(390), slot.at(800)]).toEqual([342, 375]);
  });

  it('writes the larger of two slots as the one larger everywhere, else with max()', () => {
    expect(larger(linear(0.2, 0), linear(0.1, 0)).css).toBe('20vw');
    expect(larger(fixed(60), linear(0.5, -48)).css).toBe('calc(50vw - 48px)');
    const crossing = larger(fixed(100), linear(0.1, 0));
    expect(crossing.css).toBe('max(100px, 10vw)');
    expect([crossing.at(400), crossing.at(1500)]).toEqual([100, 150]);
  });
});
