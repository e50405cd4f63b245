// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORKFLOW_STATE } from '../../shared/lists/enums.ts';
import { workflowLabel } from './workflow-label.ts';

describe('workflow labels (GMM §4.9)', () => {
  it('published Disponível, scheduled Agendado, draft Ocultar', () => {
    expect(workflowLabel(WORKFLOW_STATE.published)).toBe('Disponível');
    expect(workflowLabel(WORKFLOW_STATE.scheduled)).toBe('Agendado');
    expect(workflowLabel(WORKFLOW_STATE.draft)).toBe('Ocultar');
  });

  it('anything else, known or not, Não suportado', () => {
    for (const state of [WORKFLOW_STATE.needsReview, WORKFLOW_STATE.private, WORKFLOW_STATE.deleted, 0, 7, '1', null, undefined]) {
      expect(workflowLabel(state)).toBe('Não suportado');
    }
    fc.assert(
      fc.property(fc.anything(), (state) => {
        expect(['Disponível', 'Agendado', 'Ocultar', 'Não suportado']).toContain(workflowLabel(state));
      }),
    );
  });
});
