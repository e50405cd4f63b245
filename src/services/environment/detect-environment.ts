export type EnvironmentName = 'internal' | 'stage' | 'qa' | 'dev' | 'prod';

export interface Environment {
  name: EnvironmentName;
  /** The number of a numbered qa environment (qa3 → 3). */
  number?: number;
}

/**
 * Host-name patterns (site-runtime.md §9: "internal, stage, qa with a number, dev"), each matched
 * against one whole dot-separated label, checked in this order:
 *   internal        → internal   (www.internal.example.com)
 *   stage, staging  → stage      (stage.example.com, loja.staging.example.com)
 *   qa, qa<digits>  → qa         (qa.example.com, qa3.example.com → number 3)
 *   dev             → dev        (dev.example.com)
 * Anything else is prod. Whole labels keep look-alikes in prod (devon.example.com,
 * my-dev-shop.example.com, qabc.example.com), and the last label is never read, because it is the
 * top-level domain: a site on a custom `.dev` domain (loja.dev) is a production site.
 */
const PATTERNS: ReadonlyArray<readonly [EnvironmentName, RegExp]> = [
  ['internal', /^internal$/],
  ['stage', /^stag(?:e|ing)$/],
  ['qa', /^qa(\d*)$/],
  ['dev', /^dev$/],
];

export function detectEnvironment(hostname: string): Environment {
  // A fully qualified name may end with a dot (qa3.example.com.).
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.').slice(0, -1);
  for (const [name, pattern] of PATTERNS) {
    for (const label of labels) {
      const match = pattern.exec(label);
      if (!match) continue;
      const digits = match[1];
      return digits ? { name, number: Number(digits) } : { name };
    }
  }
  return { name: 'prod' };
}
