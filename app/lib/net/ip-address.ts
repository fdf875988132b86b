// Decides whether an address a server may be tricked into calling is on the public internet.
// Used before forwarding a request to a URL a visitor typed (server-side request forgery guard).

type Range = { base: bigint; prefix: number };

function parseIpv4(address: string): bigint | null {
  const parts = address.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseIpv6(input: string): bigint | null {
  // A zone index (fe80::1%eth0) names an interface; the address itself is what matters.
  const address = input.split('%')[0] ?? '';
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const toGroups = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (index === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIpv4(piece);
        if (v4 === null) return null;
        groups.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else {
        if (!/^[0-9a-f]{1,4}$/i.test(piece)) return null;
        groups.push(parseInt(piece, 16));
      }
    }
    return groups;
  };
  const head = toGroups(halves[0] ?? '');
  const tail = halves.length === 2 ? toGroups(halves[1] ?? '') : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

function range(cidr: string, parse: (address: string) => bigint | null, bits: number): Range {
  const [address = '', prefix = ''] = cidr.split('/');
  const base = parse(address);
  if (base === null) throw new Error(`Bad range ${cidr}`);
  return { base: base >> BigInt(bits - Number(prefix)), prefix: Number(prefix) };
}

function inRanges(value: bigint, ranges: Range[], bits: number): boolean {
  return ranges.some(({ base, prefix }) => value >> BigInt(bits - prefix) === base);
}

// Everything that is not a globally routed unicast address (IANA special-purpose registries),
// plus cloud metadata services that sit on otherwise public addresses.
const NON_PUBLIC_V4 = [
  '0.0.0.0/8', // "this network", including the unspecified address
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT (also Alibaba Cloud's metadata service)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local, including 169.254.169.254 metadata
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, including broadcast
  '168.63.129.16/32', // Azure platform metadata and DNS
].map((cidr) => range(cidr, parseIpv4, 32));

const NON_PUBLIC_V6 = [
  '::/128', // unspecified
  '::1/128', // loopback
  '::/96', // IPv4-compatible (deprecated)
  '100::/64', // discard
  '2001::/23', // IETF protocol assignments, including Teredo
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
  'fc00::/7', // unique local, including fd00:ec2::254 metadata
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
].map((cidr) => range(cidr, parseIpv6, 128));

// IPv6 forms that carry an IPv4 address inside: the embedded address decides.
const MAPPED_V4 = range('::ffff:0:0/96', parseIpv6, 128);
const NAT64_V4 = range('64:ff9b::/96', parseIpv6, 128);
const SIX_TO_FOUR = range('2002::/16', parseIpv6, 128);

function isPublicV4(value: bigint): boolean {
  return !inRanges(value, NON_PUBLIC_V4, 32);
}

/** True only for a well-formed, globally routable unicast IPv4 or IPv6 address. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4 !== null) return isPublicV4(v4);
  const v6 = parseIpv6(address);
  if (v6 === null) return false;
  if (inRanges(v6, [MAPPED_V4, NAT64_V4], 128)) return isPublicV4(v6 & 0xffffffffn);
  if (inRanges(v6, [SIX_TO_FOUR], 128)) return isPublicV4((v6 >> 80n) & 0xffffffffn);
  return !inRanges(v6, NON_PUBLIC_V6, 128);
}
