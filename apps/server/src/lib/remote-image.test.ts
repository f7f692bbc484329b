import { describe, expect, it } from 'vitest';
import { fetchRemoteImage, isPublicAddress, type Resolver, type Transport } from './remote-image.js';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1', // IPv4-mapped
    '::ffff:7f00:1', // the same, in hex
    '::ffff:169.254.169.254',
    '64:ff9b::10.0.0.1', // NAT64 of a private address
    '2002:c0a8:0101::1', // 6to4 of 192.168.1.1
    'localhost', // not an address
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:93.184.216.34'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const dns =
  (table: Record<string, string[]>): Resolver =>
  async (host) =>
    (table[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
async function* chunks(...parts: Buffer[]) {
  for (const p of parts) yield p;
}

describe('fetchRemoteImage', () => {
  it('connects to the address it checked, naming the host, and answers the bytes', async () => {
    const calls: Array<[string, string]> = [];
    const transport: Transport = async (url, address) => {
      calls.push([url.href, address]);
      return { status: 200, location: null, body: chunks(PNG.subarray(0, 3), PNG.subarray(3)) };
    };
    const bytes = await fetchRemoteImage('https://images.example.org/a.png?w=2', {
      resolver: dns({ 'images.example.org': ['93.184.216.34'] }),
      transport,
    });
    expect(bytes.equals(PNG)).toBe(true);
    expect(calls).toEqual([['https://images.example.org/a.png?w=2', '93.184.216.34']]);
  });

  it.each([
    ['http://images.example.org/a.png', /only https/],
    ['ftp://images.example.org/a.png', /only https/],
    ['https://user:pw@images.example.org/a.png', /user name/],
    ['not a url', /not a web address/],
    ['https://127.0.0.1/a.png', /private or local address \(127\.0\.0\.1\)/],
    ['https://[::1]/a.png', /private or local address \(::1\)/],
    ['https://internal.example.org/a.png', /private or local address \(10\.0\.0\.5\)/],
    // One private address among public ones is enough to refuse: the connection could go there.
    ['https://mixed.example.org/a.png', /private or local address \(192\.168\.0\.9\)/],
    ['https://nowhere.example.org/a.png', /has no address/],
  ])('refuses %s without connecting', async (address, message) => {
    let connected = false;
    await expect(
      fetchRemoteImage(address, {
        resolver: dns({
          'internal.example.org': ['10.0.0.5'],
          'mixed.example.org': ['93.184.216.34', '192.168.0.9'],
        }),
        transport: async () => {
          connected = true;
          return { status: 200, location: null, body: chunks(PNG) };
        },
      }),
    ).rejects.toThrow(message);
    expect(connected).toBe(false);
  });

  it('checks every redirect again: to a private address or to http is refused', async () => {
    const resolver = dns({ 'a.example.org': ['93.184.216.34'], 'meta.example.org': ['169.254.169.254'] });
    const redirectTo =
      (location: string): Transport =>
      async (url) =>
        url.hostname === 'a.example.org' && url.pathname === '/start'
          ? { status: 302, location, body: chunks() }
          : { status: 200, location: null, body: chunks(PNG) };
    await expect(
      fetchRemoteImage('https://a.example.org/start', {
        resolver,
        transport: redirectTo('https://meta.example.org/latest'),
      }),
    ).rejects.toThrow(/private or local address \(169\.254\.169\.254\)/);
    await expect(
      fetchRemoteImage('https://a.example.org/start', { resolver, transport: redirectTo('http://a.example.org/x') }),
    ).rejects.toThrow(/only https/);
    // A relative redirect on the same public host is followed.
    const ok = await fetchRemoteImage('https://a.example.org/start', { resolver, transport: redirectTo('/image.png') });
    expect(ok.equals(PNG)).toBe(true);
  });

  it('stops after the redirect limit, at the size limit, on an error status and at the time limit', async () => {
    const resolver = dns({ 'a.example.org': ['93.184.216.34'] });
    await expect(
      fetchRemoteImage('https://a.example.org/loop', {
        resolver,
        transport: async () => ({ status: 301, location: '/loop', body: chunks() }),
      }),
    ).rejects.toThrow(/redirects too many times/);
    await expect(
      fetchRemoteImage('https://a.example.org/big', {
        resolver,
        limits: { maxBytes: 5 },
        transport: async () => ({ status: 200, location: null, body: chunks(PNG.subarray(0, 4), PNG.subarray(4)) }),
      }),
    ).rejects.toThrow(/larger than/);
    await expect(
      fetchRemoteImage('https://a.example.org/gone', {
        resolver,
        transport: async () => ({ status: 404, location: null, body: chunks() }),
      }),
    ).rejects.toThrow(/answered 404/);
    await expect(
      fetchRemoteImage('https://a.example.org/slow', {
        resolver,
        limits: { timeoutMs: 50 },
        transport: (_url, _address, signal) =>
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      }),
    ).rejects.toThrow(/did not arrive within 0.05 s/);
  });
});
