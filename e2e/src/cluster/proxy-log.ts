import { readFileSync } from 'node:fs';

/** nginx's access log of the run (nginx-config.ts writes its format), one entry a request. */
export function readProxyLog(path: string): { status: number; upstreams: string[] }[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      // $msec $status $request_method $uri $upstream_addr $upstream_status
      const [, status, , , ...rest] = line.split(' ');
      const upstreams = rest
        .join(' ')
        .split(/\s*,\s*|\s+/)
        .filter((s) => /^\d+\.\d+\.\d+\.\d+:\d+$/.test(s));
      return { status: Number(status), upstreams };
    });
}
