/** Commerce texts (galleries-maps-measurement.md §4.9), exactly as the spec gives them; see messages.ts on why apart. */
export const WORKFLOW_LABELS = {
  published: 'Disponível',
  scheduled: 'Agendado',
  draft: 'Ocultar',
  unsupported: 'Não suportado',
} as const;
