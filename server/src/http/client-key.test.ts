import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-key.ts';

describe('clientKeyOf', () => {
  it('keys an IPv4 client on its address', () => {
    expect(clientKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKeyOf('192.0.2.8')).not.toBe(clientKeyOf('192.0.2.7'));
  });

  it('keys every address of one IPv6 /64 alike, however it is written', () => {
    const key = clientKeyOf('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('2001:0DB8:0001:0002:0000:0000:0000:00aa')).toBe(key);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(key);
  });

  it('treats an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(clientKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKeyOf('::ffff:c000:0207')).toBe('192.0.2.7');
  });

  it('keeps what is not an address as it is', () => {
    expect(clientKeyOf('unknown')).toBe('unknown');
  });
});
