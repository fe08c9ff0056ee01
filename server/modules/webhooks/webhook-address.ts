import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, shared, reserved and multicast ranges: the operator's own network, never called. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

/** Whether an IP address is on a private or reserved network (an IPv4-mapped IPv6 address as its IPv4 one). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPrivateAddress(mapped);
  const family = isIP(address);
  return family === 0 || PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The addresses a host name resolves to, refused (with the reason) when any is private unless
 * `allowPrivate`. Deliveries connect to exactly these addresses, so a name that resolves
 * differently between the check and the connection cannot reach the operator's network.
 */
export async function publicAddresses(hostname: string, allowPrivate: boolean): Promise<LookupAddress[] | 'private' | 'unresolvable'> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return 'unresolvable';
  }
  if (addresses.length === 0) return 'unresolvable';
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address))) return 'private';
  return addresses;
}
