import type { Mounter } from './mounter.ts';

export interface BlockObserver {
  /** Handles the DOM changes the observer has not delivered yet (settled() must see them). */
  flush(): void;
  stop(): void;
}

/**
 * Keeps the page and the mounted blocks in step: blocks the site owner's scripts or the editor
 * insert later are mounted, removed ones destroyed.
 */
export function observeBlocks(mounter: Mounter, root: Node): BlockObserver {
  const handle = (records: MutationRecord[]): void => {
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) mounter.scan(node);
      removed ||= record.removedNodes.length > 0;
    }
    // Checked after the whole batch, so a node that was only moved is not destroyed.
    if (removed) mounter.destroyDisconnected();
  };
  const observer = new MutationObserver(handle);
  observer.observe(root, { childList: true, subtree: true });
  return {
    flush: () => handle(observer.takeRecords()),
    stop: () => observer.disconnect(),
  };
}
