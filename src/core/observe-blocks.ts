import type { Mounter } from './mounter';

/**
 * Keeps the page and the mounted blocks in step: blocks the site owner's scripts or the editor
 * insert later are mounted, removed ones destroyed. Returns the function that stops watching.
 */
export function observeBlocks(mounter: Mounter, root: Node): () => void {
  const observer = new MutationObserver((records) => {
    let removed = false;
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) mounter.scan(node);
      removed ||= record.removedNodes.length > 0;
    }
    // Checked after the whole batch, so a node that was only moved is not destroyed.
    if (removed) mounter.destroyDisconnected();
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
