// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withHttpsOrigin, withoutRuntime } from './html.ts';

const PAGE = `<head>
  <link rel="stylesheet" href="/fixtures/assets/site.css">
  <script nonce="abc" type="application/json" id="site-context">{"website":{"baseUrl":"http://127.0.0.1:4321"}}</script>
  <link rel="modulepreload" href="/dist/chunks/every-page-a1.js">
  <link rel="preload" as="style" href="/dist/chunks/form-b2.css">
  <link rel="preload" as="image" href="/fixtures/assets/hero.png">
  <script nonce="abc" type="module" src="/dist/runtime.js"></script>
  <script type="module" src="/dist/runtime.js?copy=2"></script>
</head>
<body><script src="/fixtures/assets/owner-script.js"></script></body>
`;

describe('withoutRuntime', () => {
  it("removes the runtime's script tags and its preload hints, and nothing else", () => {
    expect(withoutRuntime(PAGE)).toBe(`<head>
  <link rel="stylesheet" href="/fixtures/assets/site.css">
  <script nonce="abc" type="application/json" id="site-context">{"website":{"baseUrl":"http://127.0.0.1:4321"}}</script>
  <link rel="preload" as="image" href="/fixtures/assets/hero.png">
</head>
<body><script src="/fixtures/assets/owner-script.js"></script></body>
`);
  });
});

describe('withHttpsOrigin', () => {
  it('gives the page context the https origin', () => {
    expect(withHttpsOrigin(PAGE, '127.0.0.1:4321')).toContain('"baseUrl":"https://127.0.0.1:4321"');
  });

  it('leaves other origins alone', () => {
    expect(withHttpsOrigin('http://127.0.0.1:43210 http://example.com', '127.0.0.1:4321')).toBe('http://127.0.0.1:43210 http://example.com');
  });
});
