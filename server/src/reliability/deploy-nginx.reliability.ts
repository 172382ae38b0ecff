import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#app/config.ts';
import { freePort } from '#app/test-support/free-port.ts';

/**
 * The shipped proxy configuration (deploy/nginx.conf), run by a real nginx (Debian's
 * `nginx-light`, which .ci/run installs) in front of a stand-in upstream that records what
 * reaches it. Issue 32 item 8: `location = /metrics` let `/metrics/` through to the app.
 */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A request sent as it is written (no client-side normalising of the path); its status. */
function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the shipped nginx configuration (deploy/nginx.conf)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const reached: string[] = [];
  let upstream: Server;
  let nginx: ChildProcess;
  let port: number;

  beforeAll(async () => {
    if (spawnSync(NGINX, ['-v']).status !== 0) {
      throw new Error(`nginx is needed at ${NGINX}: apt-get install -y nginx-light`);
    }
    upstream = createServer((req, res) => {
      reached.push(req.url ?? '');
      res.end('app');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamPort = (upstream.address() as { port: number }).port;
    port = await freePort();
    // The shipped server block as it is, with the compose service's address and port put
    // locally: the locations under test are the file's own.
    const shipped = readFileSync(join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8')
      // The server line keeps its parameters (max_fails…), as the cluster test's config does.
      .replace(/server app:8080\b/, `server 127.0.0.1:${upstreamPort}`)
      .replace('listen 80;', `listen 127.0.0.1:${port};`);
    expect(shipped).toContain(`127.0.0.1:${upstreamPort}`);
    expect(shipped).toContain(`listen 127.0.0.1:${port};`);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  ${shipped}
}
`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        await get(port, '/healthz');
        break;
      } catch (error) {
        if (Date.now() > deadline || nginx.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise<void>((resolve) => upstream?.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers /metrics and everything under it itself, however written; the rest reaches the app', async () => {
    for (const path of [
      '/metrics',
      '/metrics/',
      '/metrics/x',
      '/metrics?x=1',
      '/%6Detrics/',
      '/metrics%2F',
      '//metrics/',
    ]) {
      reached.length = 0;
      expect(await get(port, path), path).toBe(404);
      expect(reached, path).toEqual([]);
    }
    for (const path of ['/healthz', '/v2/plans', '/movie/store']) {
      reached.length = 0;
      expect(await get(port, path), path).toBe(200);
      expect(reached, path).toEqual([path]);
    }
  });
});
