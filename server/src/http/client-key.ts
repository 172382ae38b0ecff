import ipaddr from 'ipaddr.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The key every per-client budget counts under (the traffic limiter, the guess budgets, the
 * event caps, the mail limits): the IPv4 address, or the /64 network of an IPv6 address. One
 * subscriber line or host is routinely given a whole /64, so counting each IPv6 address on its
 * own would give one client 2^64 budgets (issue 32.4). An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, what a dual-stack socket reports) is its IPv4 address.
 */
export function clientKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address); // maps ::ffff:a.b.c.d to IPv4
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(network).toString()}/64`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the per-client budgets count this request against: clientKeyOf(request.ip). */
    readonly client: string;
  }
}

/** Gives every request its `client` key, so no budget reads `request.ip` itself. */
export function registerClientKey(app: FastifyInstance): void {
  app.decorateRequest('client', {
    getter(this: FastifyRequest) {
      return clientKeyOf(this.ip);
    },
  });
}
