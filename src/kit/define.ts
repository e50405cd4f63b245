import type { BlockChunk, CoreContext, FeatureChunk, Started } from '../core/contract.ts';

export type { BlockChunk, CoreContext, Destroy, Started } from '../core/contract.ts';
/** @internal Exported for the tests of the global API's feature: the call it is started with. */
export type { ApiCall } from '../core/contract.ts';
export type { PageContext } from '../platform/page-context/read-page-context.ts';

/** Everything a block's mount is handed: nothing is read through a global. */
export interface BlockContext<Config = undefined, Markup = undefined> extends CoreContext {
  /** The element the block is mounted on (its wrapper, or the page-level marker). */
  readonly element: HTMLElement;
  /** The block's data-block-json, parsed with its schema. */
  readonly config: Config;
  /** What the block's markup reader found. */
  readonly markup: Markup;
}

export interface BlockDefinition<Config, Markup> {
  /** Reads data-block-json (docs/markup.md §6): `blockConfig(schema)`; without it the attribute is not read. */
  readonly config?: (element: HTMLElement) => Config;
  /** Reads the pre-rendered elements the block needs (given the config); throws MarkupError when one is missing. */
  readonly markup?: (element: HTMLElement, config: Config) => Markup;
  /** Enhances the block and returns how to undo it; everything it adds must go with `signal` or that destroy. */
  mount(context: BlockContext<Config, Markup>): Started;
  /**
   * When the config or markup cannot be read: what keeps the pre-rendered block usable anyway (a
   * form keeps what the visitor typed). The error is reported for it. Without one, the block is
   * left as its HTML and the core logs and reports the error.
   */
  fallback?(context: BlockContext<undefined, undefined>, error: unknown): Started;
}

/**
 * A block chunk's `mount`: reads the config (BlockConfigError when it does not
 * validate) and the markup (MarkupError), then hands them to the block's own mount. A failure
 * anywhere leaves the block's HTML as it was; the core logs and reports it.
 */
export function defineBlock<Config, Markup>(definition: BlockDefinition<Config, Markup>): BlockChunk['mount'] {
  return (element, core) => {
    const base = { ...core, element, config: undefined, markup: undefined };
    let config: Config;
    let markup: Markup;
    try {
      config = definition.config ? definition.config(element) : (undefined as Config);
      markup = definition.markup ? definition.markup(element, config) : (undefined as Markup);
    } catch (error) {
      if (!definition.fallback) throw error;
      core.report(error);
      return definition.fallback(base, error);
    }
    return definition.mount({ ...base, config, markup });
  };
}

/** Everything a lazy feature's start is handed. */
export interface FeatureContext<Input = undefined> extends CoreContext {
  /** What the starter passed to `start(name, input)`. */
  readonly input: Input;
}

/**
 * A lazy feature chunk's `start` (registry LAZY_FEATURES): started through a context's
 * `start(name, input)`, stopped with its starter or by the function it resolves with.
 */
export function defineFeature<Input = undefined>(start: (context: FeatureContext<Input>) => Started): FeatureChunk['start'] {
  return (core, input) => start({ ...core, input: input as Input });
}
