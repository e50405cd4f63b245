import { WORKFLOW_STATE } from '../../shared/lists/enums.ts';
import { WORKFLOW_LABELS } from '../../texts/commerce.ts';

/**
 * The label of a product's or page's workflow state (GMM §4.9): published 'Disponível', scheduled
 * 'Agendado', draft 'Ocultar'; anything else, known or not, 'Não suportado'.
 */
export function workflowLabel(state: unknown): string {
  if (state === WORKFLOW_STATE.published) return WORKFLOW_LABELS.published;
  if (state === WORKFLOW_STATE.scheduled) return WORKFLOW_LABELS.scheduled;
  if (state === WORKFLOW_STATE.draft) return WORKFLOW_LABELS.draft;
  return WORKFLOW_LABELS.unsupported;
}
