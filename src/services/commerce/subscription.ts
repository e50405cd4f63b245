/**
 * A subscription plan (GMM §3.7): "billingPeriod {value, unit}, numBillingCycles (0 or absent means
 * indefinite)". The spec names no units, so the unit stays the platform's string.
 */
export interface SubscriptionPlan {
  readonly billingPeriod?: { readonly value?: number; readonly unit?: string };
  readonly numBillingCycles?: number | null;
}

/**
 * How many times the plan bills, or undefined when it bills indefinitely: numBillingCycles 0 or absent. A
 * count that is no positive whole number (negative, fractional, NaN, null) is read as absent (chosen
 * here): a plan is never shown to end after a count the platform cannot have meant.
 */
export function billingCycles(plan: SubscriptionPlan): number | undefined {
  const cycles = plan.numBillingCycles;
  return typeof cycles === 'number' && Number.isInteger(cycles) && cycles > 0 ? cycles : undefined;
}

export const isIndefinite = (plan: SubscriptionPlan): boolean => billingCycles(plan) === undefined;
