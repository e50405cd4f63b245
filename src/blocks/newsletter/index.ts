import { defineBlock, type Started } from '../../kit/define.ts';
import { formBlock } from '../form/mount-form.ts';
import { observeSmallLayout } from './small-layout.ts';

const form = formBlock('lighter');

/** The small layout follows the block's width whether the form was enhanced or only kept usable. */
async function withSmallLayout(element: HTMLElement, started: Started): Promise<() => void> {
  const destroyForm = await started;
  const stopLayout = observeSmallLayout(element);
  return () => {
    stopLayout();
    destroyForm?.();
  };
}

/**
 * Newsletter block (type 51): a form with the lighter submission and no "errors above" banners
 * (docs/markup.md 6.4), and the small layout when its container is narrow.
 */
export const mount = defineBlock({
  ...form,
  fallback: (context, error) => withSmallLayout(context.element, form.fallback?.(context, error)),
  mount: (context) => withSmallLayout(context.element, form.mount(context)),
});
