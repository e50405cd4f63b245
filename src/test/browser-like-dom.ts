/**
 * Unit tests only: two places where happy-dom differs from browsers in a way that breaks DOMPurify,
 * so that its output under happy-dom would mean nothing. Install before the first sanitize in a test
 * file (our DOMPurify instance is built on first use and keeps what it finds then); the returned
 * function puts the originals back.
 *
 * 1. `nodeName`: browsers have one getter on Node.prototype that works for every node. happy-dom's
 *    Node.prototype getter returns '' and its subclasses override it. DOMPurify reads nodeName through
 *    the Node.prototype getter (so a page cannot clobber it), saw '' for every element and removed them.
 * 2. `createNodeIterator`: a browser's NodeIterator survives the removal of its current node (the DOM
 *    standard's "pre-removing steps": it carries on from the node before it). happy-dom's is a plain
 *    TreeWalker that stops there, so DOMPurify stopped sanitizing after the first element it removed.
 *    This one remembers the node before the current one and carries on from it when the current node
 *    has been removed, which is what DOMPurify relies on.
 */
export function installBrowserLikeDom(): () => void {
  const restoreNodeName = browserLikeNodeName();
  const restoreIterator = removalSafeNodeIterator();
  return () => {
    restoreIterator();
    restoreNodeName();
  };
}

function browserLikeNodeName(): () => void {
  const original = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');
  if (!original?.get) return () => undefined;
  const baseGetter = original.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    enumerable: original.enumerable ?? false,
    get(this: Node): string {
      for (let proto: unknown = Object.getPrototypeOf(this); proto && proto !== Node.prototype; proto = Object.getPrototypeOf(proto)) {
        const getter = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (getter) return getter.call(this) as string;
      }
      return baseGetter.call(this) as string;
    },
  });
  return () => Object.defineProperty(Node.prototype, 'nodeName', original);
}

function removalSafeNodeIterator(): () => void {
  const create = (root: Node, whatToShow = 0xffffffff, filter: NodeFilter | null = null) => new RemovalSafeNodeIterator(root, whatToShow, filter);
  Object.defineProperty(document, 'createNodeIterator', { configurable: true, writable: true, value: create });
  return () => {
    delete (document as unknown as Record<string, unknown>)['createNodeIterator'];
  };
}

/** The next node in tree order inside `root`, or null. */
function following(node: Node, root: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current && current !== root; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling;
  }
  return null;
}

/** The previous node in tree order inside `root`, or null for the root. */
function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let previous = node.previousSibling;
  if (!previous) return node.parentNode;
  while (previous.lastChild) previous = previous.lastChild;
  return previous;
}

class RemovalSafeNodeIterator {
  #reference: Node | null = null;
  #before: Node | null = null;

  constructor(
    readonly root: Node,
    readonly whatToShow: number,
    readonly filter: NodeFilter | null,
  ) {}

  nextNode(): Node | null {
    let node: Node | null;
    if (this.#reference === null) node = this.root;
    else {
      const removed = this.#reference !== this.root && !this.root.contains(this.#reference);
      node = following(removed ? (this.#before ?? this.root) : this.#reference, this.root);
    }
    while (node && !this.#accepts(node)) node = following(node, this.root);
    if (node) {
      this.#reference = node;
      this.#before = preceding(node, this.root);
    }
    return node;
  }

  #accepts(node: Node): boolean {
    if (!(this.whatToShow & (1 << (node.nodeType - 1)))) return false;
    if (!this.filter) return true;
    const result = typeof this.filter === 'function' ? this.filter(node) : this.filter.acceptNode(node);
    return result === NodeFilter.FILTER_ACCEPT;
  }
}
