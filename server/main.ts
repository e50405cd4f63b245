import { fileURLToPath } from 'node:url';
import { buildServers, HOST } from './app.ts';

const DEFAULT_PORT = 4173;

/** `--<flag> N` or `--<flag>=N`, else the variable, else `fallback`. */
function portFrom(argv: readonly string[], env: NodeJS.ProcessEnv, flag: string, variable: string, fallback: number): number {
  const index = argv.findIndex((arg) => arg === `--${flag}` || arg.startsWith(`--${flag}=`));
  const given = argv[index];
  const raw = given === undefined ? env[variable] : given.startsWith(`--${flag}=`) ? given.slice(`--${flag}=`.length) : argv[index + 1];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid ${flag}: ${raw}`);
  return port;
}

const argv = process.argv.slice(2);
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const { site, cdn } = await buildServers({ rootDir });
// The CDN origin first: a page asked for with ?cdn=1 names it. Any free port unless CDN_PORT (or --cdn-port) says one.
await cdn.listen({ port: portFrom(argv, process.env, 'cdn-port', 'CDN_PORT', 0), host: HOST });
await site.listen({ port: portFrom(argv, process.env, 'port', 'PORT', DEFAULT_PORT), host: HOST });

const portOf = (address: ReturnType<typeof site.server.address>): number | undefined =>
  typeof address === 'object' && address !== null ? address.port : undefined;
console.log(`Fixture site: http://${HOST}:${portOf(site.server.address()) ?? DEFAULT_PORT}/`);
console.log(`Runtime CDN (the runtime of a page opened with ?cdn=1): http://${HOST}:${portOf(cdn.server.address()) ?? ''}/dist/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([site.close(), cdn.close()]).then(() => process.exit(0));
  });
}
