import { describe, expect, it } from 'vitest';
import { addressKey } from './client-ip';

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['::FFFF:127.0.0.1', '127.0.0.1'],
    // Every address of one /64 is one client.
    ['2001:db8:85a3:12:8a2e:370:7334:1', '2001:db8:85a3:12::/64'],
    ['2001:0db8:85a3:0012:ffff:ffff:ffff:ffff', '2001:db8:85a3:12::/64'],
    ['2001:db8:85a3:12::1', '2001:db8:85a3:12::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['unknown', 'unknown'],
    ['not:an:address', 'not:an:address'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
