import { isIP } from 'node:net';
import type { VariableRule } from '@vitrine/commerce';

/** Express's `trust proxy` setting: whom to believe about `X-Forwarded-For`, `-Host` and `-Proto`. */
export type TrustProxySetting = boolean | number | readonly string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address (`203.0.113.7`) or a CIDR range (`10.0.0.0/8`, `2001:db8::/32`). */
export function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An address, a CIDR range or an IPv4 address with a netmask, as proxy-addr takes them. */
function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry) || isAddressOrCidr(entry)) return true;
  const [address = '', netmask, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(address) === 4 && isIP(netmask ?? '') === 4;
}

/**
 * `TRUST_PROXY`, as Express's `trust proxy` values: unset (or `false`) trusts nobody, so a
 * client's address is its connection's and a forwarded header cannot change it (issue 12: with
 * `loopback` trusted by default, any local connection could pose as any client and dodge the
 * per-client limits); a hop count (`1`); a comma-separated list of addresses, CIDR ranges and
 * `loopback` / `linklocal` / `uniquelocal` (the proxies in front of the shop); `true` trusts
 * every hop — only when nothing reaches the server except through the proxy. Anything else
 * stops the start-up with a message naming the variable (server/env.ts).
 *
 * @example
 * trustProxy.read('loopback, 10.0.0.0/8'); // ['loopback', '10.0.0.0/8']
 */
export const trustProxy: VariableRule<TrustProxySetting> = {
  expected:
    'true, false, a hop count or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  read(value) {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    return entries.every(isAddressOrRange) ? entries : undefined;
  },
};
