import { describe, expect, it } from 'vitest';
import { plainAddress } from '@/server/client-address';
import { addressGroup, clientKeyOf, consumeLimit, LIMITS, resetLimits } from '@/server/rate-limit';

const request = (forwarded: string, socket = '10.0.0.9') =>
  ({ socket: { remoteAddress: socket }, headers: { 'x-forwarded-for': forwarded } }) as never;

describe('a client address before any limit counts it', () => {
  it('loses a port, brackets, a zone and the IPv6 form of an IPv4 address', () => {
    expect(plainAddress('1.2.3.4:40001')).toBe('1.2.3.4');
    expect(plainAddress(' 1.2.3.4 ')).toBe('1.2.3.4');
    expect(plainAddress('[2001:DB8::1]:40001')).toBe('2001:db8::1');
    expect(plainAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(plainAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(plainAddress('[::ffff:1.2.3.4]:443')).toBe('1.2.3.4');
    // A bare IPv6 address keeps its last group: it is not a port.
    expect(plainAddress('2001:db8::8080')).toBe('2001:db8::8080');
  });

  it('groups every source port of one address, and an IPv6 /64, as one client', () => {
    expect(addressGroup('1.2.3.4:40001')).toBe(addressGroup('1.2.3.4:40002'));
    expect(addressGroup('1.2.3.4:40001')).toBe('1.2.3.4');
    expect(addressGroup('[2001:db8:1:2::5]:40001')).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf(request('6.6.6.6, 1.2.3.4:40001'), 1)).toBe('1.2.3.4');
    expect(clientKeyOf(request('[2001:db8:1:2::9]:5000'), 1)).toBe('2001:db8:1:2::/64');
  });

  it('so a proxy writing ports cannot give one client a fresh budget per connection', async () => {
    resetLimits();
    const { points } = LIMITS.signInStart;
    const outcomes = [];
    for (let port = 0; port <= points; port++)
      outcomes.push(await consumeLimit('signInStart', clientKeyOf(request(`1.2.3.4:${40000 + port}`), 1)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(points);
    expect(outcomes.at(-1)).toMatchObject({ allowed: false });
  });
});
