/** The reservation, booking, scheduling and registry blocks' texts (docs/markup.md 6.12); see messages.ts on why apart. */
export const WIDGET_SCRIPT_MESSAGES = {
  // A logged-in owner's alert (site-runtime.md §6): the title as the spec quotes it; the message is not worded there (chosen here).
  previewTitle: 'Preview Only',
  previewMessage: 'Saia da sua conta para usar este widget.',
} as const;
