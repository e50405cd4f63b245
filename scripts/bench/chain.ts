/**
 * The deepest chain of sequential requests: a request's depth is its initiator's plus one, the HTML
 * being 0, so the entry script the HTML names is 1, a chunk the entry imports 2, and so on.
 */

/** What CDP's Network.requestWillBeSent says started a request (the fields read here). */
export interface Initiator {
  readonly type: string;
  readonly url?: string;
  readonly stack?: StackTrace;
}

interface StackTrace {
  readonly callFrames: readonly { readonly url: string }[];
  readonly parent?: StackTrace;
}

/** One request as the page sent it, in sending order. */
export interface RequestNode {
  readonly url: string;
  /** The document, scripts and stylesheets that started it (initiatorUrls); none when the browser did (the HTML itself). */
  readonly initiators: readonly string[];
}

export interface ChainStep {
  readonly url: string;
  readonly depth: number;
  /** The request one level up, undefined for a request the HTML started. */
  readonly parent?: string;
}

/**
 * Every file on the initiator's stack, async parents included (a dynamic import, a fetch, a preload link
 * a script inserted), and the initiator's own url (the parser of the HTML or of a stylesheet, a module's
 * static import). A chunk that asks the entry's loader for another chunk has the loader's frame innermost
 * and its own further out: the request waited for both.
 */
export function initiatorUrls(initiator: Initiator): string[] {
  const urls = new Set<string>();
  for (let stack: StackTrace | undefined = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url !== '') urls.add(withoutFragment(frame.url));
  }
  if (initiator.url) urls.add(withoutFragment(initiator.url));
  return [...urls];
}

/**
 * Each URL's depth, from the first request for it: a later request for the same URL (a module import
 * served by the preload that came first) adds no round trip. A request can only be sent once every file
 * that started it has arrived, so it hangs off the deepest of them; one whose initiators are the
 * document, unknown or itself hangs off the HTML (depth 1).
 */
export function chainSteps(documentUrl: string, requests: readonly RequestNode[]): ChainStep[] {
  const document = withoutFragment(documentUrl);
  const steps = new Map<string, ChainStep>();
  for (const request of requests) {
    const url = withoutFragment(request.url);
    if (url === document || steps.has(url)) continue;
    let parent: ChainStep | undefined;
    for (const initiator of request.initiators) {
      const step = initiator === url ? undefined : steps.get(initiator);
      if (step && (!parent || step.depth > parent.depth)) parent = step;
    }
    steps.set(url, parent ? { url, depth: parent.depth + 1, parent: parent.url } : { url, depth: 1 });
  }
  return [...steps.values()];
}

/** The deepest of the steps that pass `include` (every step by default), as the list of URLs from the HTML down. */
export function deepestChain(steps: readonly ChainStep[], include: (url: string) => boolean = () => true): string[] {
  const byUrl = new Map(steps.map((step) => [step.url, step]));
  let deepest: ChainStep | undefined;
  for (const step of steps) if (include(step.url) && (!deepest || step.depth > deepest.depth)) deepest = step;
  const chain: string[] = [];
  for (let step = deepest; step; step = step.parent === undefined ? undefined : byUrl.get(step.parent)) chain.unshift(step.url);
  return chain;
}

function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}
