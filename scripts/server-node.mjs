// How production runs the server's Node (npm start, the Dockerfile, the benchmark): measured in
// docs/performance.md, recorded in docs/decisions/0020-server-runs-typescript-and-memory.md.

/**
 * V8's young generation at 4 MiB a half instead of up to 32: the server allocates mostly
 * short-lived request objects, and a large nursery lets RSS climb by hundreds of MiB.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/** Two glibc malloc arenas instead of one per thread (libuv runs compression and crypto). */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };
