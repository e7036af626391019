/**
 * The client's address behind `trustedHops` reverse proxies, as Fastify's `trustProxy: <number>`
 * computes it for HTTP (and we for the WebSocket upgrade, which Fastify does not see): the chain is
 * the socket's peer followed by X-Forwarded-For read from the right; the first `trustedHops`
 * entries are our proxies, the next one is the client. Entries further left were written by the
 * client itself and are never trusted. With fewer entries than hops, the left-most one is taken.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const socketAddress = peer ?? '';
  if (trustedHops <= 0 || forwardedFor === undefined) return socketAddress;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const chain = [
    socketAddress,
    ...header
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse(),
  ];
  return chain[Math.min(trustedHops, chain.length - 1)]!;
}
