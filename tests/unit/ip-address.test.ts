import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '~/lib/net/ip-address';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '93.184.215.14', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback range', '127.255.0.9'],
    ['unspecified', '0.0.0.0'],
    ['private 10/8', '10.0.0.5'],
    ['private 172.16/12', '172.31.255.255'],
    ['private 192.168/16', '192.168.1.1'],
    ['link-local', '169.254.10.10'],
    ['cloud metadata', '169.254.169.254'],
    ['Azure metadata', '168.63.129.16'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['Alibaba metadata (CGNAT)', '100.100.100.200'],
    ['multicast', '224.0.0.251'],
    ['broadcast', '255.255.255.255'],
    ['documentation', '192.0.2.1'],
    ['IPv6 loopback', '::1'],
    ['IPv6 unspecified', '::'],
    ['IPv6 link-local', 'fe80::1'],
    ['IPv6 link-local with zone', 'fe80::1%eth0'],
    ['IPv6 unique local', 'fd12:3456::1'],
    ['AWS IPv6 metadata', 'fd00:ec2::254'],
    ['IPv6 multicast', 'ff02::1'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped loopback in hex', '::ffff:7f00:1'],
    ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
    ['NAT64 of a private address', '64:ff9b::10.0.0.1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['IPv6 documentation', '2001:db8::1'],
  ])('refuses %s (%s)', (_kind, address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['', 'localhost', '256.1.1.1', '1.2.3', '01.2.3.4x', '1::2::3', 'gggg::1'])(
    'refuses the malformed address %j',
    (address) => expect(isPublicAddress(address)).toBe(false),
  );
});
