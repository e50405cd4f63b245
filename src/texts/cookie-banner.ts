/** The cookie banner's texts (docs/markup.md 6.22; SR §8 quotes Aceitar and Recusar); see messages.ts on why apart. */
export const COOKIE_BANNER_MESSAGES = {
  // Not worded by the spec (chosen here): the banner landmark's accessible name.
  regionLabel: 'Cookies',
  accept: 'Aceitar',
  refuse: 'Recusar',
  // Not worded by the spec (chosen here): shown when the site's banner text is empty.
  defaultText: 'Este site usa cookies para melhorar sua experiência.',
  // Not worded by the spec (chosen here, issue 16): the reopened banner of a browser that sends Global Privacy Control.
  signalHonoured: 'Seu navegador pediu privacidade (Global Privacy Control): recusamos os cookies de rastreamento.',
} as const;
