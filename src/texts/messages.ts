/**
 * Every text a visitor can see, exactly as the spec quotes it (site-runtime.md §8). Features read
 * their texts from here so wording lives in one place. The spec quotes the data-layer and system
 * error texts in English; they are shown as quoted.
 *
 * This module is one chunk that the dialogs, the banner and most blocks share, so every text here costs
 * all of them. A block loaded on its own pages only keeps its texts in a sibling module of this folder
 * (map.ts, cookie-banner.ts), which only its chunk carries.
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
  form: {
    // Status messages (site-runtime.md §8).
    status401: 'Não é possível enviar o formulário. Por favor, tente novamente mais tarde.',
    status404: 'Este formulário ainda não foi configurado.',
    status429: 'Não é possível enviar o formulário. Limite de taxa de envio excedido. Tente novamente mais tarde.',
    status500: 'Não é possível enviar o formulário. Tente novamente mais tarde.',
    unknown: 'Erro desconhecido, tente novamente mais tarde.',
    invalidFields: 'Um ou mais campos são inválidos; verifique as entradas.',
    captchaIncomplete: 'Complete o CAPTCHA antes de enviar.',
    keyFailure: 'Não foi possível obter uma chave para o envio de formulários; tente novamente mais tarde.',
    readFailure: 'Não foi possível analisar os campos do formulário; verifique as entradas.',
    saveFailure: 'Erro ao processar envio de formulário. Recarregue e tente novamente.',
    bannerAbove: 'Seu formulário encontrou um problema. Role para baixo para revisá-lo.',
    bannerBelow: 'Seu formulário encontrou um problema. Role para cima para revisá-lo.',
    // Field rules (site-runtime.md §5). {email} is filled with EMAIL_FORMAT_EXAMPLE.
    invalidEmail: 'E-mail inválido. O endereço de e-mail deve ter o formato {email}.',
    tooLong: 'Você excedeu o limite de caracteres.',
    // Not worded by the spec (chosen here).
    required: 'Este campo é obrigatório.',
    invalidZip: 'O CEP (ZIP) dos EUA deve ter exatamente cinco dígitos.',
    sending: 'Enviando…',
    summaryEmpty: 'N/D',
  },
  lightbox: {
    // site-runtime.md §9 "Default labels: … lightbox Fechar, Item Anterior, Próximo Item, Ligar/desligar
    // legenda, Galeria". The gallery's previous and next controls and its region's label use them too.
    close: 'Fechar',
    previous: 'Item Anterior',
    next: 'Próximo Item',
    captionToggle: 'Ligar/desligar legenda',
    label: 'Galeria',
    // Not worded by the spec (chosen here, docs/markup.md 6.6): a video item's link to its own page.
    openVideo: 'Assistir ao vídeo',
  },
  gallery: {
    // Not worded by the spec (chosen here, docs/markup.md 6.5): the APG carousel's names; {n} of {count} names a slide.
    roleDescription: 'carrossel',
    slideRoleDescription: 'slide',
    slideLabel: '{n} de {count}',
    pause: 'Pausar apresentação',
    resume: 'Retomar apresentação',
  },
  summary: {
    // Not worded by the spec (chosen here, docs/markup.md 6.20): a summary carousel's name when the block has no aria-label.
    label: 'Resumo',
  },
  audio: {
    // Not worded by the spec (chosen here): the player's accessible name from the block's title and author.
    titleAndAuthor: '{title}, de {author}',
    authorOnly: 'Áudio de {author}',
  },
  video: {
    // site-runtime.md §9 "play button Reproduzir" and §5/§8 the invalid embed's visible text.
    play: 'Reproduzir',
    invalidEmbed: 'Incorporação de vídeo inválida.',
    // Not worded by the spec (chosen here, docs/markup.md 6.7): the player frame's title when the embed has none.
    frameTitle: 'Vídeo',
  },
  systemError: {
    cleaned: 'Something went wrong! Our system hit an error; it was logged and reported automatically',
    // Not worded by the spec (chosen here): the overlay's two buttons.
    reload: 'Recarregar',
    clear: 'Limpar',
  },
} as const;
