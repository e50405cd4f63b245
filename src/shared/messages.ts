/**
 * Every text a visitor can see, exactly as the spec quotes it (site-runtime.md §8). Features read
 * their texts from here so wording lives in one place. The spec quotes the data-layer and system
 * error texts in English; they are shown as quoted.
 */
export const MESSAGES = {
  data: {
    unparseable: 'Internal error: cannot parse the server response',
    unauthorized: 'Unauthorized request',
    serverError: 'Internal server error. Try again later.',
    unavailable: 'This service is temporarily unavailable. Try again later.',
    couldNotConnect: 'Could not connect…',
  },
  dialog: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    reject: 'Rejeitar',
    ok: 'OK',
  },
  logout: {
    title: 'Logout efetuado com sucesso',
    message: 'O logout foi efetuado com sucesso.',
  },
  checkout: {
    // The spec gives the meaning, not the words (chosen here).
    title: 'Não foi possível abrir o checkout',
    sessionExpired: 'Sua sessão expirou ou os cookies não estão habilitados no navegador.',
  },
  popupOverlay: {
    // Not worded by the spec (chosen here).
    close: 'Fechar',
  },
  cookieBanner: {
    // Not worded by the spec (chosen here): the banner landmark's accessible name.
    regionLabel: 'Cookies',
    accept: 'Aceitar',
    refuse: 'Recusar',
    // Not worded by the spec (chosen here): shown when the site's banner text is empty.
    defaultText: 'Este site usa cookies para melhorar sua experiência.',
  },
  systemError: {
    cleaned: 'Something went wrong! Our system hit an error; it was logged and reported automatically',
    // Not worded by the spec (chosen here): the overlay's two buttons.
    reload: 'Recarregar',
    clear: 'Limpar',
  },
} as const;
