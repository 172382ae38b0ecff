import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Builds the web app and its server renderer when the sources changed since the last build
 * (scripts/ensure-web-build.mjs), as every page benchmark needs them; a failed build ends the
 * run with the build's own exit status, its output already printed.
 */
export function ensureWebBuild(): void {
  const build = spawnSync(
    process.execPath,
    [fileURLToPath(new URL('../../scripts/ensure-web-build.mjs', import.meta.url))],
    { cwd: fileURLToPath(new URL('../../', import.meta.url)), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
