/** The map block's texts (docs/markup.md 6.8), not worded by the spec (chosen here); see messages.ts on why apart. */
export const MAP_MESSAGES = {
  // The marker's name when the block has no address.
  place: 'Localização',
  // The marker opens the external maps website in a new window (GMM §2 "Interaction").
  markerLink: '{place} (abre o mapa em uma nova janela)',
} as const;
