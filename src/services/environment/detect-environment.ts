import {
  SOURCE_ENVIRONMENT_DEV,
  SOURCE_ENVIRONMENT_PROD,
  SOURCE_ENVIRONMENT_QA,
  SOURCE_ENVIRONMENT_STAGING,
  type SourceEnvironment,
} from '../../shared/analytics.ts';
import { SiteRuntimeError } from '../../shared/errors.ts';

type EnvironmentName = 'internal' | 'stage' | 'qa' | 'dev' | 'prod';

/**
 * Host-name patterns (site-runtime.md §9: "internal, stage, qa with a number, dev"), each matched
 * against one whole dot-separated label, checked in this order:
 *   internal        → internal   (www.internal.example.com)
 *   stage, staging  → stage      (stage.example.com, loja.staging.example.com)
 *   qa, qa<digits>  → qa         (qa.example.com, qa3.example.com; the number names no other source)
 *   dev             → dev        (dev.example.com)
 * Anything else is prod. Whole labels keep look-alikes in prod (devon.example.com,
 * my-dev-shop.example.com, qabc.example.com), and the last label is never read, because it is the
 * top-level domain: a site on a custom `.dev` domain (loja.dev) is a production site.
 */
const PATTERNS: ReadonlyArray<readonly [EnvironmentName, RegExp]> = [
  ['internal', /^internal$/],
  ['stage', /^stag(?:e|ing)$/],
  ['qa', /^qa\d*$/],
  ['dev', /^dev$/],
];

/**
 * The environment a host name belongs to, or undefined when there is no host name to read it from
 * (a page in an `about:srcdoc` or `about:blank` frame, a `file:` page): the environment value is
 * missing, which site-runtime.md §8 says is reported.
 */
function detectEnvironment(hostname: string): EnvironmentName | undefined {
  // A fully qualified name may end with a dot (qa3.example.com.).
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name) return undefined;
  const labels = name.split('.').slice(0, -1);
  return PATTERNS.find(([, pattern]) => labels.some((label) => pattern.test(label)))?.[0] ?? 'prod';
}

/**
 * The analytics source environment (galleries-maps-measurement.md §3.5: dev, qa, staging, prod) of
 * a detected environment. Internal hosts run the platform's builds before release, as dev hosts
 * do, so they count as dev (chosen here).
 */
const SOURCE_OF: Readonly<Record<EnvironmentName, SourceEnvironment>> = {
  internal: SOURCE_ENVIRONMENT_DEV,
  dev: SOURCE_ENVIRONMENT_DEV,
  qa: SOURCE_ENVIRONMENT_QA,
  stage: SOURCE_ENVIRONMENT_STAGING,
  prod: SOURCE_ENVIRONMENT_PROD,
};

/**
 * No environment could be read from the page's address (site-runtime.md §8: reported).
 * @internal Exported for the error family test (src/test/error-family.test.ts), which makes one of each.
 */
export class EnvironmentError extends SiteRuntimeError {
  override readonly name = 'EnvironmentError';
}

/**
 * The source environment of the page at `location`. When it is missing, `report` gets one
 * EnvironmentError per page (each event would say the same) and the answer is undefined: the event
 * goes without it rather than under a guessed environment.
 */
export function sourceEnvironment(location: Pick<Location, 'hostname' | 'href'>, report: (error: unknown) => void): SourceEnvironment | undefined {
  const environment = detectEnvironment(location.hostname);
  if (environment) return SOURCE_OF[environment];
  if (!missingReported) {
    missingReported = true;
    report(new EnvironmentError(`No environment value: the page address has no host name (${location.href})`));
  }
  return undefined;
}

let missingReported = false;

/**
 * Forgets that the missing value was reported.
 * @internal Tests start each case with nothing reported.
 */
export function resetEnvironmentReport(): void {
  missingReported = false;
}
