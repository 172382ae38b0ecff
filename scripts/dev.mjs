// `npm run dev`: the API server restarting on change (tsx watch) and Vite's dev server with hot
// reload on http://localhost:5173, proxying API calls to the server on :8080 (or PORT).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = spawn(
  'npx',
  [
    'concurrently',
    '--names',
    'server,web',
    '--prefix-colors',
    'cyan,magenta',
    '--kill-others-on-fail',
    'tsx watch --clear-screen=false server/src/main.ts',
    'npm run dev --workspace web',
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run.kill(signal));
run.on('exit', (code) => process.exit(code ?? 0));
