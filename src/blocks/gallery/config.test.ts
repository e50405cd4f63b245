import { afterEach, describe, expect, it } from 'vitest';
import { BlockConfigError } from '../../kit/block-kit/block-errors.ts';
import { readGalleryConfig } from './config.ts';

afterEach(() => document.body.replaceChildren());

function block(json: string): HTMLElement {
  const element = document.createElement('div');
  element.id = 'block-galeria';
  element.setAttribute('data-block-json', json);
  return element;
}

describe('readGalleryConfig', () => {
  it('reads the options with the names the spec writes, hyphens included, renderer fields kept', () => {
    const config = readGalleryConfig(
      block(
        '{"design":"slideshow","transition":"kenBurns","autoplay":true,"autoplay-duration":3,"active-alignment":"left","columnWidth":"300","slidesPerRow":2,"extra":1}',
      ),
    );
    expect(config).toMatchObject({
      design: 'slideshow',
      transition: 'kenBurns',
      autoplay: true,
      'autoplay-duration': 3,
      'active-alignment': 'left',
      columnWidth: '300',
      slidesPerRow: 2,
    });
  });

  it('keeps an unknown design or transition as text: they have errors of their own (GMM §5)', () => {
    expect(readGalleryConfig(block('{"design":"mosaic","transition":"wipe"}'))).toMatchObject({ design: 'mosaic', transition: 'wipe' });
  });

  it("logs 'Error decoding gallery block data.' for JSON that does not parse", () => {
    expect(() => readGalleryConfig(block('{"design":'))).toThrow(BlockConfigError);
    expect(() => readGalleryConfig(block('{"design":'))).toThrow(/^Error decoding gallery block data\.\n/);
  });

  it("logs 'Error evaluating gallery block data.' for JSON the schema rejects, naming the paths", () => {
    expect(() => readGalleryConfig(block('{"slidesPerRow":2}'))).toThrow(
      new BlockConfigError('Error evaluating gallery block data.\ndata-block-json of #block-galeria is invalid: design: invalid'),
    );
    expect(() => readGalleryConfig(block('{"design":"grid","slidesPerRow":2.5,"autoplay":"yes"}'))).toThrow(
      /^Error evaluating gallery block data\.\n.*slidesPerRow: invalid; autoplay: invalid$/,
    );
  });
});
