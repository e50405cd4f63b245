import type { Feature } from '../registry.ts';
import type { Destroy, FeatureModule, MountContext } from './contract.ts';
import { yieldToMain } from './yield-to-main.ts';

export type ReportFn = (error: unknown, details?: Record<string, string>) => void;

export interface MounterDeps {
  loadFeature(name: string): Promise<FeatureModule>;
  loadModule: MountContext['loadModule'];
  loadChunk: MountContext['loadChunk'];
  report: ReportFn;
}

interface Mounted {
  readonly controller: AbortController;
  readonly report: (error: unknown) => void;
  destroy?: Destroy;
}

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
 * Mounts features onto their elements with isolation: a chunk that fails to load, a config that
 * does not validate or a mount that throws is logged and reported, the element keeps its
 * pre-rendered HTML, and every other block still mounts. Each element is mounted at most once.
 */
export function createMounter(features: readonly Pick<Feature, 'name' | 'selector'>[], deps: MounterDeps): Mounter {
  const mounted = new Map<Element, Mounted>();
  const pending = new Set<Promise<void>>();

  function mount(element: HTMLElement, feature: Pick<Feature, 'name'>): void {
    if (mounted.has(element)) return;
    const controller = new AbortController();
    const details = { feature: feature.name, block: element.id };
    const entry: Mounted = { controller, report: (error) => deps.report(error, details) };
    mounted.set(element, entry);
    const run = mountEntry(element, feature, entry).finally(() => pending.delete(run));
    pending.add(run);
  }

  async function mountEntry(element: HTMLElement, feature: Pick<Feature, 'name'>, entry: Mounted): Promise<void> {
    const { signal } = entry.controller;
    try {
      const module = await deps.loadFeature(feature.name);
      await yieldToMain();
      if (signal.aborted) return;
      const destroy = await module.mount(element, { signal, report: entry.report, loadModule: deps.loadModule, loadChunk: deps.loadChunk });
      // The block may have been removed while an async mount was still running.
      if (signal.aborted) destroy?.();
      else if (destroy) entry.destroy = destroy;
    } catch (error) {
      console.error(`[site-runtime] ${feature.name} block${element.id ? ` #${element.id}` : ''} was not enhanced:`, error);
      entry.report(error);
    }
  }

  function destroy(element: Element): void {
    const entry = mounted.get(element);
    if (!entry) return;
    mounted.delete(element);
    entry.controller.abort();
    try {
      entry.destroy?.();
    } catch (error) {
      console.error('[site-runtime] a block failed to tear down:', error);
      entry.report(error);
    }
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
