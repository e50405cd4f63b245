/**
 * The API path root of site-runtime.md §9 (`/api/`; the runtime calls nothing under `/api/rest/`) is the one
 * source of every endpoint path: no runtime module writes a path under /api/ as a literal of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as platform from '../shared/platform.ts';
import * as formEndpoints from '../blocks/form/endpoints.ts';

const SRC = resolve(process.cwd(), 'src');
/** The one module that spells the root. */
const ROOTS_MODULE = 'shared/platform.ts';

function runtimeSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : runtimeSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A string, template or regex literal starting at an /api path: a path written by hand. */
const API_LITERAL = /['"`/]\/api\//;

describe('the API path root (site-runtime.md §9)', () => {
  it('is /api/', () => {
    expect(platform.API_ROOT).toBe('/api/');
  });

  it('start every endpoint path constant, with the spec paths unchanged', () => {
    const paths = Object.entries({ ...platform, ...formEndpoints }).filter(([name]) => name.endsWith('_PATH') && name !== 'CHECKOUT_ENTRY_PATH');
    expect(paths.length).toBeGreaterThan(10);
    for (const [, path] of paths) expect(String(path)).toMatch(/^\/api\//);
    expect(platform.RECORD_HIT_PATH).toBe('/api/census/RecordHit');
    expect(platform.LOGOUT_PATH).toBe('/api/auth/Logout');
    expect(formEndpoints.SAVE_FORM_SUBMISSION_PATH).toBe('/api/form/SaveFormSubmission');
  });

  it('are the only place a runtime module writes an /api path', () => {
    const offenders = runtimeSources(SRC).flatMap((file) => {
      const name = relative(SRC, file).split('\\').join('/');
      return readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: line.trim(), at: `${name}:${index + 1}` }))
        .filter(({ line }) => API_LITERAL.test(line) && !line.startsWith('*') && !line.startsWith('//'))
        .filter(({ line }) => !(name === ROOTS_MODULE && /^export const API_ROOT = /.test(line)));
    });
    expect(offenders).toEqual([]);
  });
});
