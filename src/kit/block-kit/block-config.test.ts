import { afterEach, describe, expect, it } from 'vitest';
import type { Descriptor } from '../../platform/descriptor/descriptor.ts';
import { blockConfig } from './block-config.ts';
import { BlockConfigError } from './block-errors.ts';

afterEach(() => document.body.replaceChildren());

describe('blockConfig', () => {
  // z.object({ speed: z._default(z.number(), 5), tags: z.array(z.string().check(z.minLength(1))) }), compiled.
  const descriptor = ['o', { speed: [4, ['d', 'n', 5]], tags: [0, ['a', ['m', 1]]] }, 0] as const satisfies Descriptor<unknown>;
  const read = blockConfig(descriptor as Descriptor<{ speed: number; tags: string[] }>);
  const element = (json?: string) => {
    const div = document.createElement('div');
    div.id = 'block-x';
    if (json !== undefined) div.setAttribute('data-block-json', json);
    return div;
  };

  it('parses the attribute with the compiled schema, unknown keys dropped', () => {
    expect(read(element('{"speed": 2, "tags": ["a"], "extra": 1}'))).toEqual({ speed: 2, tags: ['a'] });
    expect(read(element('{"tags": []}'))).toEqual({ speed: 5, tags: [] });
  });

  it('reads a block without the attribute as {}', () => {
    expect(() => read(element())).toThrow(new BlockConfigError('data-block-json of #block-x is invalid: tags: invalid'));
  });

  it('throws BlockConfigError naming each path that failed, once', () => {
    expect(() => read(element('{speed: 2'))).toThrow(new BlockConfigError('data-block-json of #block-x is not valid JSON'));
    expect(() => read(element('{"speed": "fast", "tags": ["", "a", 3]}'))).toThrow(
      new BlockConfigError('data-block-json of #block-x is invalid: speed: invalid; tags[]: invalid'),
    );
    expect(() => read(element('[]'))).toThrow(new BlockConfigError('data-block-json of #block-x is invalid: (root): invalid'));
  });

  it('leads with the wording the block gives, the details on the next line', () => {
    const gallery = blockConfig(descriptor as Descriptor<unknown>, {
      malformed: 'Error decoding gallery block data.',
      invalid: 'Error evaluating gallery block data.',
    });
    expect(() => gallery(element('{speed'))).toThrow(new BlockConfigError('Error decoding gallery block data.\ndata-block-json of #block-x is not valid JSON'));
    expect(() => gallery(element('{"tags": 1}'))).toThrow(
      new BlockConfigError('Error evaluating gallery block data.\ndata-block-json of #block-x is invalid: tags: invalid'),
    );
  });
});
