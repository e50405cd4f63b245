import type { BlockChunk } from './contract.ts';
import { entryPoint, isolate, type IsolateDeps, type Isolated } from './isolate.ts';

/** A block feature as the entry knows it: the chunk's name and the marker it mounts on. */
export interface MountedFeature {
  readonly name: string;
  readonly selector: string;
}

/**
 * Shows a block's fallback when its chunk cannot be had (the every-page chunk's, src/page/block-fallback/):
 * undefined where the block's HTML is usable alone, else what removes it. `retry` mounts the block again.
 */
export type BlockFallback = (element: HTMLElement, feature: string, retry: () => void) => (() => void) | undefined;

export interface Mounter {
  /** Mounts every feature element in `root` (and `root` itself) that is not mounted yet. */
  scan(root: ParentNode): void;
  /** Destroys the blocks that are no longer in the document. */
  destroyDisconnected(): void;
  /** Destroys every block, newest first. */
  destroyAll(): void;
  /** Resolves once every mount started so far has finished or failed. */
  settled(): Promise<void>;
}

/**
 * Mounts features onto their elements, each at most once and each isolated (isolate.ts): a chunk
 * that fails to load, a config that does not validate or a mount that throws is logged and
 * reported, the element keeps its pre-rendered HTML, and every other block still mounts.
 */
export function createMounter(features: readonly MountedFeature[], deps: IsolateDeps & { readonly fallback?: BlockFallback | undefined }): Mounter {
  const mounted = new Map<Element, Isolated>();
  const fallbacks = new Map<Element, () => void>();
  const pending = new Set<Promise<unknown>>();

  function mount(element: HTMLElement, feature: MountedFeature, fresh = false): void {
    const { name } = feature;
    if (mounted.has(element)) return;
    // The nearest id, the element's own or its block's: a video block's or a gallery slide's [data-video] has none of its own.
    const id = element.closest('[id]')?.id ?? '';
    const block = isolate(deps, {
      chunk: name,
      label: `${name} block${id ? ` #${id}` : ''}`,
      target: element,
      details: { feature: name, block: id },
      invoke: (module, context) => entryPoint<BlockChunk['mount']>(module, 'mount', name)(element, context),
      fresh,
      // The block's fallback where its HTML is not usable alone; its retry mounts the block again, past the failure.
      onChunkFailure: () => {
        const undo = deps.fallback?.(element, name, () => {
          destroy(element);
          mount(element, feature, true);
        });
        if (undo) fallbacks.set(element, undo);
      },
    });
    mounted.set(element, block);
    const ready: Promise<unknown> = block.ready.finally(() => pending.delete(ready));
    pending.add(ready);
  }

  function destroy(element: Element): void {
    fallbacks.get(element)?.();
    fallbacks.delete(element);
    const block = mounted.get(element);
    if (!block) return;
    mounted.delete(element);
    block.stop();
  }

  return {
    scan(root) {
      for (const feature of features) {
        if (root instanceof HTMLElement && root.matches(feature.selector)) mount(root, feature);
        for (const element of root.querySelectorAll<HTMLElement>(feature.selector)) mount(element, feature);
      }
    },
    destroyDisconnected() {
      for (const element of [...mounted.keys()]) if (!element.isConnected) destroy(element);
    },
    destroyAll() {
      for (const element of [...mounted.keys()].reverse()) destroy(element);
    },
    async settled() {
      while (pending.size) await Promise.allSettled(pending);
    },
  };
}
