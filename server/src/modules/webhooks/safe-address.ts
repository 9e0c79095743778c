import { BlockList, isIP } from 'node:net';

/**
 * The addresses a webhook may not reach in production (never private, loopback or link-local):
 * IPv4 "this network", private, CGNAT, loopback, link-local, benchmarking, documentation, multicast and reserved;
 * IPv6 unspecified, loopback, unique-local, link-local, site-local, multicast, documentation, and every IPv6 form
 * that carries an IPv4 address (mapped, NAT64, 6to4, Teredo) when that address is refused.
 */
const refusedV4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refusedV4.addSubnet(net, bits, 'ipv4');
}

const refusedV6 = new BlockList();
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  refusedV6.addSubnet(net, bits, 'ipv6');
}

/** Whether a webhook may connect to `address` (an IP literal) in production. Anything unparsable is refused. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !refusedV4.check(address, 'ipv4');
  if (family !== 6) return false;
  const embedded = embeddedIPv4(address);
  if (embedded !== undefined) return embedded !== null && isPublicAddress(embedded);
  return !refusedV6.check(address, 'ipv6');
}

/**
 * The IPv4 address an IPv6 address carries (::ffff:a.b.c.d mapped, ::a.b.c.d compatible, 64:ff9b::/96 NAT64,
 * 2002::/16 6to4, 2001::/32 Teredo's client, inverted), undefined when it carries none, null when unreadable.
 */
function embeddedIPv4(address: string): string | null | undefined {
  const words = expandV6(address);
  if (!words) return null;
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  const zero = (from: number, to: number) => words.slice(from, to).every((w) => w === 0);
  if (zero(0, 5) && words[5] === 0xffff) return v4(words[6], words[7]);
  if (zero(0, 6) && (words[6] !== 0 || words[7] > 1)) return v4(words[6], words[7]);
  if (words[0] === 0x64 && words[1] === 0xff9b && zero(2, 6)) return v4(words[6], words[7]);
  if (words[0] === 0x2002) return v4(words[1], words[2]);
  if (words[0] === 0x2001 && words[1] === 0) return v4(words[6] ^ 0xffff, words[7] ^ 0xffff);
  return undefined;
}

type V6Words = [number, number, number, number, number, number, number, number];

const isV6Words = (words: number[]): words is V6Words => words.length === 8 && words.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffff);

/** The eight 16-bit words of an IPv6 address (a trailing dotted IPv4 part and `::` allowed), or null. */
function expandV6(address: string): V6Words | null {
  const [scoped = ''] = address.split('%'); // split always gives at least one part
  let text = scoped.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    // Four parts: the pattern has four numbers (the defaults are never taken).
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    if ([a, b, c, d].some((p) => p > 255)) return null;
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return null;
  const words = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((w) => parseInt(w, 16));
  return isV6Words(words) ? words : null;
}
