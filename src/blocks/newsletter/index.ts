import type { MountFn } from '../../core/contract.ts';
import { mountForm } from '../form/mount-form.ts';
import { observeSmallLayout } from './small-layout.ts';

const mountNewsletterForm = mountForm('lighter');

/**
 * Newsletter block (type 51): a form with the lighter submission and no "errors above" banners
 * (docs/markup.md 6.4), and the small layout when its container is narrow.
 */
export const mount: MountFn = async (element, context) => {
  const destroyForm = await mountNewsletterForm(element, context);
  const stopLayout = observeSmallLayout(element);
  return () => {
    stopLayout();
    destroyForm?.();
  };
};
