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
  /** The document, script or stylesheet that started it; undefined when the browser did (the HTML itself). */
  readonly initiatorUrl?: string;
}

export interface ChainStep {
  readonly url: string;
  readonly depth: number;
  /** The request one level up, undefined for a request the HTML started. */
  readonly parent?: string;
}

/**
 * The script or document that started a request: the innermost frame of the initiator's stack that
 * names a file (a dynamic import, a fetch, a preload link the script inserted), else the initiator's
 * own url (the parser of the HTML or of a stylesheet, a module's static import).
 */
export function initiatorUrl(initiator: Initiator): string | undefined {
  for (let stack: StackTrace | undefined = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((candidate) => candidate.url !== '');
    if (frame) return withoutFragment(frame.url);
  }
  return initiator.url ? withoutFragment(initiator.url) : undefined;
}

/**
 * Each URL's depth, from the first request for it: a later request for the same URL (a module import
 * served by the preload that came first) adds no round trip. A request whose initiator is the
 * document, unknown, or itself hangs off the HTML (depth 1).
 */
export function chainSteps(documentUrl: string, requests: readonly RequestNode[]): ChainStep[] {
  const document = withoutFragment(documentUrl);
  const steps = new Map<string, ChainStep>();
  for (const request of requests) {
    const url = withoutFragment(request.url);
    if (url === document || steps.has(url)) continue;
    const parent = request.initiatorUrl === undefined || request.initiatorUrl === url ? undefined : steps.get(request.initiatorUrl);
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
