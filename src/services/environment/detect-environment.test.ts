import { beforeEach, describe, expect, it, vi } from 'vitest';
import { detectEnvironment, EnvironmentError, resetEnvironmentReport, sourceEnvironment } from './detect-environment.ts';

describe('detectEnvironment', () => {
  it.each([
    ['internal.example.com', { name: 'internal' }],
    ['www.internal.example.com', { name: 'internal' }],
    ['stage.example.com', { name: 'stage' }],
    ['loja.staging.example.com', { name: 'stage' }],
    ['qa.example.com', { name: 'qa' }],
    ['qa3.example.com', { name: 'qa', number: 3 }],
    ['loja.qa12.example.com', { name: 'qa', number: 12 }],
    ['dev.example.com', { name: 'dev' }],
    ['loja.dev.example.com', { name: 'dev' }],
    ['DEV.Example.COM', { name: 'dev' }],
    ['qa3.example.com.', { name: 'qa', number: 3 }],
  ])('%s is %j', (hostname, environment) => {
    expect(detectEnvironment(hostname)).toEqual(environment);
  });

  it('checks the patterns in the order internal, stage, qa, dev', () => {
    expect(detectEnvironment('dev.qa2.stage.internal.example.com')).toEqual({ name: 'internal' });
    expect(detectEnvironment('dev.qa2.stage.example.com')).toEqual({ name: 'stage' });
    expect(detectEnvironment('dev.qa2.example.com')).toEqual({ name: 'qa', number: 2 });
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
    expect(detectEnvironment(hostname)).toEqual({ name: 'prod' });
  });

  it.each(['', '.'])('%j has no environment: the value is missing', (hostname) => {
    expect(detectEnvironment(hostname)).toBeUndefined();
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
