// `npm start`: builds the web app when it is missing or older than its sources, then starts the
// server (which creates, migrates and seeds the database on first start).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-node.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const [major, minor] = process.versions.node.split('.').map(Number);
// 22.18 is the first Node 22 that strips TypeScript types without a flag.
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `Node.js 22.18 or newer is needed (this is ${process.version}); see README "Requirements".`,
  );
  process.exit(1);
}

const ensure = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-web-build.mjs')], {
  stdio: 'inherit',
});
if (ensure.status !== 0) process.exit(ensure.status ?? 1);

// Node runs the server's TypeScript itself by stripping the types (the server keeps to erasable
// syntax: tsconfig's erasableSyntaxOnly), so production needs no loader and no build of its own.
// Memory (docs/performance.md): a small young generation keeps the heap from growing to hundreds
// of MiB between collections, and two malloc arenas stop the libuv threads (compression,
// crypto) each fragmenting an arena of their own. The settings live in scripts/server-node.mjs.
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, join(root, 'server', 'src', 'main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...SERVER_ENV, ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
