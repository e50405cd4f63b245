import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 4173;

/** `--port N` or `--port=N`, else the PORT variable, else 4173. */
function portFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const flagIndex = argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
  const flag = argv[flagIndex];
  const raw = flag === undefined ? env['PORT'] : flag.startsWith('--port=') ? flag.slice('--port='.length) : argv[flagIndex + 1];
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${raw}`);
  return port;
}

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const app = await buildApp({ rootDir });
await app.listen({ port: portFrom(process.argv.slice(2), process.env), host: HOST });

const address = app.server.address();
const port = typeof address === 'object' && address !== null ? address.port : DEFAULT_PORT;
console.log(`Fixture site: http://${HOST}:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
