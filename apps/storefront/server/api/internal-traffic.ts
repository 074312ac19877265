import { BlockList, isIP } from 'node:net';
import type { VariableRule } from '@vitrine/commerce';
import { Router } from 'express';
import { noStore } from '../http/cache-control';
import { isAddressOrCidr } from './security/trust-proxy';

/**
 * `VITRINE_INTERNAL_NETWORKS`: the company's own addresses and ranges, comma-separated, whose
 * visits the tracking marks as internal (§6, §7 internal traffic). Unset, nobody is internal.
 *
 * @example
 * internalNetworks.read('203.0.113.0/24, 2001:db8::1'); // ['203.0.113.0/24', '2001:db8::1']
 */
export const internalNetworks: VariableRule<readonly string[]> = {
  expected: 'a comma-separated list of IP addresses and CIDR ranges',
  read(value) {
    const entries = value.split(',').map((entry) => entry.trim());
    return entries.length > 0 && entries.every(isAddressOrCidr) ? entries : undefined;
  },
};

/** Whether an address is in one of the networks (an IPv4 address seen as `::ffff:a.b.c.d` too). */
export function internalAddressCheck(
  networks: readonly string[],
): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of networks) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    if (address === undefined || networks.length === 0) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    const family = isIP(plain);
    if (family === 0) return false;
    return list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * `GET /api/visitor/internal/` (§7 internal traffic): `{ internal }` for the address the
 * request comes from (behind a proxy, as `TRUST_PROXY` lets Express read it). The page asks
 * once per session and marks its tracking events; the answer is the visitor's own, so nobody
 * keeps it.
 */
export function createInternalTrafficRouter(networks: readonly string[]): Router {
  const isInternal = internalAddressCheck(networks);
  const router = Router();
  router.get('/internal/', (request, response) => {
    response.set('Cache-Control', noStore).json({ internal: isInternal(request.ip) });
  });
  return router;
}
