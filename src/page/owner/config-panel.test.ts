import { describe, expect, it } from 'vitest';
import { configPanelPath, isAllowedDestination } from './config-panel.ts';

describe('configPanelPath', () => {
  it.each([
    ['/', '', '/config/?frameUrl=%2F'],
    ['/blog/post', '?a=1&b=2', '/config/?frameUrl=%2Fblog%2Fpost%3Fa%3D1%26b%3D2'],
    ['/a%20b', '?q=%C3%A7+x', '/config/?frameUrl=%2Fa%2520b%3Fq%3D%25C3%25A7%2Bx'],
    ['/blog', '?logout=true', '/config/?frameUrl=%2Fblog'],
    ['/blog', '?p=2&logout=true&q=3', '/config/?frameUrl=%2Fblog%3Fp%3D2%26q%3D3'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(configPanelPath({ pathname, search })).toBe(expected);
  });
});

describe('isAllowedDestination', () => {
  const origins = ['https://loja.example.com'];
  it.each([
    ['https://loja.example.com/config/?frameUrl=%2F', true],
    ['https://loja.example.com:443/x', true],
    ['http://loja.example.com/x', false],
    ['https://evil.example/x', false],
    ['javascript:alert(1)', false],
    ['/relative', false],
    ['', false],
  ])('%j → %s', (href, expected) => {
    expect(isAllowedDestination(href, origins)).toBe(expected);
  });
});
