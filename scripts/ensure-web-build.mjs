// Builds the web app when web/dist is missing or older than its sources ("if needed").
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtIndex = join(root, 'web', 'dist', 'index.html');
const sources = ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'domain/src'].map(
  (p) => join(root, p),
);
// The server renderer is built with the app (web/package.json "build"): both or neither.
const builtRenderer = join(root, 'web', 'dist-ssr', 'entry-server.js');
const stale =
  !existsSync(builtIndex) ||
  !existsSync(builtRenderer) ||
  Math.max(...sources.map(newestMtime)) > statSync(builtIndex).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(stale ? 'Web app built.' : 'Web app is up to date.');
