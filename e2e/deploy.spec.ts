import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, test } from './support/test.ts';

/*
 * What a release holds and where each file goes (docs/markup.md "Deploys", README "Deploying a release"):
 * dist/deploy.json sorts every file the build wrote, and dist/LICENSES.md carries the notices of what the
 * public chunks bundle.
 */

/** dist/deploy.json as build/deploy-manifest.ts writes it. */
type DeployManifest = Record<'public' | 'renderer' | 'internal', string[]>;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) =>
    statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [relative('dist', join(dir, name)).split(sep).join('/')],
  );

test('dist/deploy.json names every file of the release once, and each public file is what pages load', async ({ request }) => {
  const manifest = JSON.parse(readFileSync('dist/deploy.json', 'utf8')) as DeployManifest;
  const listed = [...manifest.public, ...manifest.renderer, ...manifest.internal];
  expect(listed.sort()).toEqual(filesUnder('dist').sort());
  expect(new Set(listed).size).toBe(listed.length);
  expect(manifest.renderer).toEqual(['preload.json']);
  expect(manifest.public).toEqual(expect.arrayContaining(['runtime.js', 'version.json', 'LICENSES.md']));
  // Every file a page can ask for is public: those preload.json names, for any feature.
  const preload = JSON.parse(readFileSync('dist/preload.json', 'utf8')) as Record<string, string[]>;
  for (const file of new Set(Object.values(preload).flat())) expect(manifest.public, file).toContain(file);
  for (const file of ['runtime.js', 'version.json', manifest.public.find((name) => name.startsWith('chunks/'))]) {
    expect((await request.get(`/dist/${file}`)).status(), file).toBe(200);
  }
});

test('dist/LICENSES.md carries the licence of every package the chunks bundle', () => {
  const notice = readFileSync('dist/LICENSES.md', 'utf8');
  const packages = [...notice.matchAll(/^## (\S+) - [\d.]+ \(([^)]+)\)$/gm)].map(([, name, licence]) => `${name} ${licence}`);
  expect(packages).toEqual([
    '@googlemaps/js-api-loader Apache-2.0',
    'nanoid MIT',
    'react-dom MIT',
    'react MIT',
    'scheduler MIT',
    'web-vitals Apache-2.0',
    'zod MIT',
  ]);
  // The licences' texts themselves, not only their names.
  expect(notice).toContain('Permission is hereby granted, free of charge');
  expect(notice).toContain('Apache License');
});
