import { describe, expect, it } from 'vitest';
import { positionLabel } from './position-label.ts';

describe('positionLabel', () => {
  it('is "N de M", counting from 1', () => {
    expect(positionLabel(0, 200)).toBe('1 de 200');
  });
});
