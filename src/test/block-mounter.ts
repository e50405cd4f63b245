import { afterEach } from 'vitest';
import type { BlockChunk } from '../core/contract.ts';
import { coreContext } from './core-context.ts';

type TestContext = ReturnType<typeof coreContext>;

/**
 * Mounts a block chunk on HTML put in the document, as the core would; every mount not torn down by its
 * test is torn down after it. `prepare` runs before the mount (a box to report, a feature to start).
 */
export function blockMounter(mount: BlockChunk['mount'], selector: string) {
  let teardowns: (() => void)[] = [];
  afterEach(() => {
    for (const teardown of teardowns) teardown();
    teardowns = [];
  });
  return async (html: string, prepare?: (block: HTMLElement, context: TestContext) => void) => {
    document.body.innerHTML = html;
    const served = document.body.innerHTML;
    const block = document.querySelector<HTMLElement>(selector)!;
    const context = coreContext();
    prepare?.(block, context);
    const destroy = (await mount(block, context)) ?? (() => undefined);
    const teardown = () => {
      destroy();
      context.controller.abort();
    };
    teardowns.push(teardown);
    return { block, served, teardown, context };
  };
}
