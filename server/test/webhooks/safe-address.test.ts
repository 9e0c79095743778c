import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/modules/webhooks/safe-address.js';

// The SSRF guard's ranges (modules/webhooks/safe-address.ts): what a production webhook may connect to.
describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and reserved IPv4', () => {
    for (const address of ['0.0.0.0', '10.0.0.1', '100.64.0.1', '127.0.0.1', '127.255.0.3', '169.254.169.254', '172.16.0.1', '172.31.255.255', '192.168.1.1', '198.18.0.1', '224.0.0.1', '255.255.255.255']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses loopback, unique-local, link-local, multicast IPv6 and IPv6 forms carrying a refused IPv4', () => {
    for (const address of ['::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::', '::127.0.0.1', '2001:db8::1', 'not-an-ip']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('allows public addresses, IPv4 and IPv6 (mapped ones included)', () => {
    for (const address of ['1.1.1.1', '93.184.216.34', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});
