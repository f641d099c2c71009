/**
 * @jest-environment node
 *
 * Who the rate limit counts as one client: an IPv4 address however it is written, and an IPv6
 * /64 (what one home or phone is given), never the address itself in the bucket's name.
 */
import { bucketOf, clientKey } from '../../../src/server/rate-limit';

const SECRET = 'test-secret-test-secret-test-secret';

it.each([
  ['192.0.2.1', '192.0.2.1'],
  ['::ffff:192.0.2.1', '192.0.2.1'],
  ['::FFFF:c000:0201', '192.0.2.1'],
  ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
  ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
  ['2001:db8::1', '2001:db8:0:0::/64'],
  ['::1', '0:0:0:0::/64'],
  ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
  ['unknown', 'unknown'],
])('counts %s as %s', (address, key) => {
  expect(clientKey(address)).toBe(key);
});

it('gives one bucket to one client and another to the next, without the address in it', () => {
  const bucket = (address: string) => bucketOf(SECRET, 'contact', address);
  expect(bucket('2001:db8:1:2::1')).toBe(bucket('2001:db8:1:2:abcd::9'));
  expect(bucket('2001:db8:1:2::1')).not.toBe(bucket('2001:db8:1:3::1'));
  expect(bucket('::ffff:192.0.2.1')).toBe(bucket('192.0.2.1'));
  expect(bucket('192.0.2.1')).not.toBe(bucket('192.0.2.2'));
  expect(bucket('192.0.2.1')).not.toBe(bucketOf(SECRET, 'waitlist', '192.0.2.1'));
  expect(bucket('192.0.2.1')).not.toContain('192');
});
