/**
 * What a checkout button says when the page did not give it the id its route needs (site-runtime.md §2
 * words none; chosen here); see messages.ts on why apart.
 */
export const CHECKOUT_MESSAGES = {
  donationUnavailable: 'Esta doação não está disponível no momento. Tente novamente mais tarde.',
  giftCardUnavailable: 'Este vale-presente não está disponível no momento. Tente novamente mais tarde.',
  subscriptionUnavailable: 'Esta assinatura não está disponível no momento. Tente novamente mais tarde.',
} as const;
