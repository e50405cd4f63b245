import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentStub } from '../../test/consent-stub.ts';
import { landingParameters, MARKETING_PARAMETERS, sendLandingBeacon } from './landing-beacon.ts';

const PAGE =
  'https://loja.example.com/produtos?source=newsletter&campaign=natal&subcampaign=a&channel=email&subchannel=b&variation=v2&mkwid=k9&utm_term=x&q=camisa';
const input = (href: string) => ({
  location: { href, search: new URL(href).search },
  referrer: 'https://busca.example.net/?q=loja',
  language: 'pt-BR',
  screen: { width: 1920, height: 1080 },
  random: 'r4nd0m',
});

describe('landingParameters', () => {
  it('gives landing, refer, rk, lang, screen and copies the seven marketing parameters', () => {
    expect(Object.fromEntries(landingParameters(input(PAGE)))).toEqual({
      landing: PAGE,
      refer: 'https://busca.example.net/?q=loja',
      rk: 'r4nd0m',
      lang: 'pt-BR',
      screen: '1920x1080',
      source: 'newsletter',
      campaign: 'natal',
      subcampaign: 'a',
      channel: 'email',
      subchannel: 'b',
      variation: 'v2',
      mkwid: 'k9',
    });
  });

  it('leaves out marketing parameters the address does not carry, and ignores every other parameter', () => {
    const parameters = landingParameters(input('https://loja.example.com/?campaign=natal&utm_source=x&landing=fake&rk=1'));
    expect(Object.fromEntries(parameters)).toEqual({
      landing: 'https://loja.example.com/?campaign=natal&utm_source=x&landing=fake&rk=1',
      refer: 'https://busca.example.net/?q=loja',
      rk: 'r4nd0m',
      lang: 'pt-BR',
      screen: '1920x1080',
      campaign: 'natal',
    });
  });

  it('copies a marketing parameter that is present but empty', () => {
    expect(landingParameters(input('https://loja.example.com/?source=')).get('source')).toBe('');
  });

  it('an empty referrer is sent empty', () => {
    expect(landingParameters({ ...input('https://loja.example.com/'), referrer: '' }).get('refer')).toBe('');
  });

  it('never copies a parameter outside the marketing list', () => {
    const fixed = ['landing', 'refer', 'rk', 'lang', 'screen'];
    const name = fc.string({ minLength: 1 }).filter((n) => !(MARKETING_PARAMETERS as readonly string[]).includes(n) && !fixed.includes(n));
    fc.assert(
      fc.property(name, fc.string(), (key, value) => {
        const href = `https://loja.example.com/?${new URLSearchParams({ [key]: value })}`;
        expect([...landingParameters(input(href)).keys()]).toEqual(fixed);
      }),
    );
  });
});

describe('sendLandingBeacon', () => {
  let sources: string[];

  beforeEach(() => {
    sources = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          sources.push(value);
        }
      },
    );
  });

  afterEach(() => vi.unstubAllGlobals());

  const environment = {
    location: { href: 'https://loja.example.com/?source=newsletter&utm_term=x', search: '?source=newsletter&utm_term=x' },
    document: { referrer: 'https://busca.example.net/' },
    navigator: { language: 'pt-BR' },
    screen: { width: 390, height: 844 },
  };

  it('requests GET /api/track/Track through an image source', () => {
    sendLandingBeacon(consentStub(), environment);
    expect(sources).toHaveLength(1);
    const url = new URL(sources[0] ?? '', 'https://loja.example.com');
    expect(url.pathname).toBe('/api/track/Track');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      landing: 'https://loja.example.com/?source=newsletter&utm_term=x',
      refer: 'https://busca.example.net/',
      rk: expect.stringMatching(/^[0-9a-z]+$/),
      lang: 'pt-BR',
      screen: '390x844',
      source: 'newsletter',
    });
  });

  it('gives each beacon its own rk', () => {
    sendLandingBeacon(consentStub(), environment);
    sendLandingBeacon(consentStub(), environment);
    const rk = sources.map((source) => new URL(source, 'https://loja.example.com').searchParams.get('rk'));
    expect(rk[0]).not.toBe(rk[1]);
  });

  it('sends nothing without consent', () => {
    sendLandingBeacon(consentStub(false), environment);
    expect(sources).toEqual([]);
  });
});
