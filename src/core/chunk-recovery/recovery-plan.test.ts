import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recoveryPlan, type FailureFacts } from './recovery-plan.ts';

const facts = (overrides: Partial<FailureFacts>): FailureFacts => ({
  type: 'error',
  retryable: true,
  retried: false,
  newBuild: false,
  reloadAllowed: true,
  typedInput: false,
  ...overrides,
});

describe('what to do about a failed chunk file', () => {
  it('loads it again once after a network failure or a time-out, then gives up', () => {
    expect(recoveryPlan(facts({ type: 'error' }))).toBe('retry');
    expect(recoveryPlan(facts({ type: 'timeout' }))).toBe('retry');
    expect(recoveryPlan(facts({ type: 'timeout', retried: true }))).toBe('none');
  });

  it('never loads again a module another one imports: the module map keeps its failure', () => {
    expect(recoveryPlan(facts({ retryable: false }))).toBe('none');
  });

  it('reloads the page for a file that is gone, or for any failure once a newer build is out', () => {
    expect(recoveryPlan(facts({ type: 'missing' }))).toBe('reload');
    expect(recoveryPlan(facts({ type: 'missing', retryable: false, retried: true }))).toBe('reload');
    expect(recoveryPlan(facts({ type: 'timeout', newBuild: true }))).toBe('reload');
  });

  it('never reloads over typed text or past the guard, whatever else holds', () => {
    fc.assert(
      fc.property(
        fc.record({
          type: fc.constantFrom('missing' as const, 'error' as const, 'timeout' as const),
          retryable: fc.boolean(),
          retried: fc.boolean(),
          newBuild: fc.boolean(),
          reloadAllowed: fc.boolean(),
          typedInput: fc.boolean(),
        }),
        (input) => {
          const plan = recoveryPlan(input);
          if (input.typedInput || !input.reloadAllowed) expect(plan).not.toBe('reload');
          if (plan === 'retry') expect(input.retryable && !input.retried).toBe(true);
        },
      ),
    );
  });
});
