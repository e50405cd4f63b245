// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupTest } from './chunk-groups.ts';

const ROOT = '/work/site';

describe('groupTest', () => {
  const test = groupTest({ name: 'modal', folders: ['src/ui/modal', 'src/kit'], packages: ['react', '@scope/pkg'] }, ROOT);

  it("takes a folder's own files, with a query or as a plugin's virtual module of one", () => {
    expect(test.test('/work/site/src/ui/modal/modal.ts')).toBe(true);
    expect(test.test('/work/site/src/kit/define.ts')).toBe(true);
    expect(test.test('/work/site/src/kit/config-schema.ts?raw')).toBe(true);
    expect(test.test('\0compiled-schemas:/work/site/src/kit/config-schema.ts')).toBe(true);
  });

  it('leaves out its subfolders, a folder whose name only starts alike, and the same path under another root', () => {
    expect(test.test('/work/site/src/kit/block-kit/block-config.ts')).toBe(false);
    expect(test.test('/work/site/src/ui/modal-x/modal.ts')).toBe(false);
    expect(test.test('/work/site/src/ui/modal.ts')).toBe(false);
    expect(test.test('/work/other/src/ui/modal/modal.ts')).toBe(false);
    expect(test.test('/work/site/node_modules/x/src/ui/modal/modal.js')).toBe(false);
  });

  it('takes every file of a package, wherever it is installed, and no package whose name only starts alike', () => {
    expect(test.test('/work/site/node_modules/react/cjs/react.production.js')).toBe(true);
    expect(test.test('/elsewhere/node_modules/@scope/pkg/index.js')).toBe(true);
    expect(test.test('/work/site/node_modules/react-dom/index.js')).toBe(false);
    expect(test.test('/work/site/node_modules/@scope/pkg-two/index.js')).toBe(false);
  });

  it('reads a Windows root with either separator in the ids', () => {
    const windows = groupTest({ name: 'kit', folders: ['src/kit'] }, String.raw`C:\work\site`);
    expect(windows.test('C:/work/site/src/kit/define.ts')).toBe(true);
    expect(windows.test(String.raw`C:\work\site\src\kit\define.ts`)).toBe(true);
    expect(windows.test(String.raw`C:\work\site\src\kit\block-kit\block-config.ts`)).toBe(false);
  });

  it('refuses a group with neither folders nor packages, which would take every module', () => {
    expect(() => groupTest({ name: 'empty' }, ROOT)).toThrow('The chunk group empty names no folder and no package');
  });
});
