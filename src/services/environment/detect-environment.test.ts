import { describe, expect, it } from 'vitest';
import { detectEnvironment } from './detect-environment.ts';

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
    '',
  ])('%j is prod', (hostname) => {
    expect(detectEnvironment(hostname)).toEqual({ name: 'prod' });
  });
});
