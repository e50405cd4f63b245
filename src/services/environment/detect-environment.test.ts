import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EnvironmentError, resetEnvironmentReport, sourceEnvironment } from './detect-environment.ts';

/** The source environment of a page on `hostname` (undefined: missing, reported). */
const sourceOf = (hostname: string) => sourceEnvironment({ hostname, href: `https://${hostname}/` }, () => undefined);

describe('the environment of a host name (site-runtime.md §9: internal, stage, qa with a number, dev)', () => {
  beforeEach(resetEnvironmentReport);

  it.each([
    ['internal.example.com', 'dev'],
    ['www.internal.example.com', 'dev'],
    ['stage.example.com', 'staging'],
    ['loja.staging.example.com', 'staging'],
    ['qa.example.com', 'qa'],
    ['qa3.example.com', 'qa'],
    ['loja.qa12.example.com', 'qa'],
    ['dev.example.com', 'dev'],
    ['loja.dev.example.com', 'dev'],
    ['DEV.Example.COM', 'dev'],
    ['qa3.example.com.', 'qa'],
  ])('%s is %s', (hostname, source) => {
    expect(sourceOf(hostname)).toBe(source);
  });

  it('checks the patterns in the order internal, stage, qa, dev', () => {
    expect(sourceOf('qa2.stage.internal.example.com')).toBe('dev');
    expect(sourceOf('dev.qa2.stage.example.com')).toBe('staging');
    expect(sourceOf('dev.qa2.example.com')).toBe('qa');
  });

  it.each([
    'loja-da-ana.example.com',
    'devon.example.com',
    'my-dev-shop.example.com',
    'qabc.example.com',
    'qa-3.example.com',
    'backstage.example.com',
    'internals.example.com',
    'loja.dev',
    'loja.internal',
    'localhost',
    '127.0.0.1',
  ])('%j is prod', (hostname) => {
    expect(sourceOf(hostname)).toBe('prod');
  });

  it.each(['', '.'])('%j has no environment: the value is missing', (hostname) => {
    expect(sourceOf(hostname)).toBeUndefined();
  });
});

describe('sourceEnvironment', () => {
  beforeEach(resetEnvironmentReport);

  it.each([
    ['www.internal.example.com', 'dev'],
    ['loja.dev.example.com', 'dev'],
    ['qa.example.com', 'qa'],
    ['qa12.example.com', 'qa'],
    ['stage.example.com', 'staging'],
    ['loja.staging.example.com', 'staging'],
    ['loja-da-ana.example.com', 'prod'],
  ])('%s → %s (galleries-maps-measurement.md §3.5: dev, qa, staging, prod)', (hostname, expected) => {
    const report = vi.fn();
    expect(sourceEnvironment({ hostname, href: `https://${hostname}/` }, report)).toBe(expected);
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a missing value once per page with an EnvironmentError naming the address', () => {
    const report = vi.fn();
    const srcdoc = { hostname: '', href: 'about:srcdoc' };
    expect(sourceEnvironment(srcdoc, report)).toBeUndefined();
    expect(sourceEnvironment(srcdoc, report)).toBeUndefined();
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]?.[0]).toEqual(new EnvironmentError('No environment value: the page address has no host name (about:srcdoc)'));
    expect((report.mock.calls[0]?.[0] as Error).name).toBe('EnvironmentError');
  });
});
