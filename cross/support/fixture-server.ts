import { spawn } from 'node:child_process';

/**
 * Vitest's global setup for the cross-browser suite: the fixture server on CROSS_PORT (4176: neither
 * `npm start`'s 4173 nor the Playwright suite's 4174), stopped after the run.
 */
export default async function startFixtureServer(): Promise<() => void> {
  const port = process.env.CROSS_PORT ?? '4176';
  const server = spawn('npx', ['tsx', 'server/main.ts', '--port', port], { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const health = `http://127.0.0.1:${port}/__qa/health`;
  for (let waited = 0; ; waited += 250) {
    if (
      await fetch(health).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      break;
    if (waited > 60_000 || server.exitCode !== null) throw new Error(`The fixture server did not answer ${health}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return () => {
    if (server.pid) process.kill(-server.pid);
  };
}
