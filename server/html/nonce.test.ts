// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addNonces } from './nonce.ts';

describe('addNonces', () => {
  it('adds the nonce to every script and style start tag without one', () => {
    const markup = '<script>a()</script><SCRIPT type="module" src="/x.js"></SCRIPT><style media="print">p{}</style><script\nsrc="/y.js"></script>';
    expect(addNonces(markup, 'N')).toBe(
      '<script nonce="N">a()</script><SCRIPT nonce="N" type="module" src="/x.js"></SCRIPT><style nonce="N" media="print">p{}</style><script nonce="N"\nsrc="/y.js"></script>',
    );
  });

  it('keeps an existing nonce (fixtures use wrong ones on purpose)', () => {
    expect(addNonces('<script nonce="wrong">x</script><style nonce=abc></style>', 'N')).toBe('<script nonce="wrong">x</script><style nonce=abc></style>');
  });

  it('does not mistake data-nonce for a nonce, nor touch look-alike tags', () => {
    expect(addNonces('<script data-nonce="x"></script><scripts></scripts><style-guide></style-guide>', 'N')).toBe(
      '<script nonce="N" data-nonce="x"></script><scripts></scripts><style-guide></style-guide>',
    );
  });
});
