import { lookup as dnsLookup } from 'node:dns/promises';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Fetching an image from another site once, on the server, so members never load it from there
 * (the Ghost import; the file fields). Only https; the host is resolved first and every address it
 * has must be public (no loopback, private, link-local, shared, multicast or reserved range, in
 * IPv4 or IPv6, mapped or not), and the connection goes to the address that was checked, so a
 * second DNS answer cannot point it elsewhere. Redirects are followed by hand, each checked again;
 * the body is cut at a size limit and the whole fetch at a time limit. What comes back is only
 * bytes: the caller decodes and re-encodes them as an upload (media/library-image), which is what
 * decides they are an image.
 */

export interface RemoteImageLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export const REMOTE_IMAGE_LIMITS: RemoteImageLimits = {
  maxBytes: 15 * 1024 * 1024,
  timeoutMs: 15_000,
  maxRedirects: 3,
};

/** The host's addresses, as dns.lookup(host, { all: true }) gives them. */
export type Resolver = (host: string) => Promise<Array<{ address: string; family: number }>>;

/** One GET to `address` for `url` (TLS named for the URL's host): status, headers, body chunks. */
export type Transport = (
  url: URL,
  address: string,
  signal: AbortSignal,
) => Promise<{ status: number; location: string | null; body: AsyncIterable<Uint8Array> }>;

export class RemoteImageError extends Error {}

const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** An IPv4 address carried in an IPv6 one (mapped, compatible, NAT64 or 6to4), else null. */
function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1]!, 16);
    const lo = parseInt(hex[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  if (sixToFour) {
    const hi = parseInt(sixToFour[1]!, 16);
    const lo = parseInt(sixToFour[2]!, 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/** Whether the server may connect to this address for a member's or an editor's URL. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIPv4(address);
    if (v4 !== null) return isPublicAddress(v4);
    return !blocked.check(address, 'ipv6');
  }
  return false;
}

const defaultResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

const defaultTransport: Transport = (url, address, signal) =>
  new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: address,
        // The certificate is checked against the URL's host, not the address.
        servername: isIP(url.hostname) ? undefined : url.hostname,
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: 'image/*', 'user-agent': 'aatd-community-image-import' },
        signal,
      },
      (res) =>
        resolve({
          status: res.statusCode ?? 0,
          location: typeof res.headers.location === 'string' ? res.headers.location : null,
          body: res,
        }),
    );
    req.on('error', reject);
    req.end();
  });

/**
 * The bytes of the image at `address` (https), or a RemoteImageError saying why not, in words an
 * editor can act on.
 */
export async function fetchRemoteImage(
  address: string,
  options: { resolver?: Resolver; transport?: Transport; limits?: Partial<RemoteImageLimits> } = {},
): Promise<Buffer> {
  const limits = { ...REMOTE_IMAGE_LIMITS, ...options.limits };
  const resolver = options.resolver ?? defaultResolver;
  const transport = options.transport ?? defaultTransport;
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new RemoteImageError('it is not a web address.');
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'https:') throw new RemoteImageError('only https:// addresses are fetched.');
      if (url.username || url.password) throw new RemoteImageError('an address with a user name is not fetched.');
      const host = url.hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolver(host);
      if (addresses.length === 0) throw new RemoteImageError(`${host} has no address.`);
      const refused = addresses.find((a) => !isPublicAddress(a.address));
      if (refused) {
        throw new RemoteImageError(`${host} points to a private or local address (${refused.address}); not fetched.`);
      }
      const res = await transport(url, addresses[0]!.address, signal);
      const discard = () => (res.body as { destroy?: () => void }).destroy?.();
      if (res.status >= 300 && res.status < 400 && res.location) {
        discard();
        if (hop >= limits.maxRedirects) throw new RemoteImageError('it redirects too many times.');
        url = new URL(res.location, url);
        continue;
      }
      if (res.status !== 200) {
        discard();
        throw new RemoteImageError(`the site answered ${res.status}.`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += chunk.length;
        if (size > limits.maxBytes) {
          discard();
          throw new RemoteImageError(`it is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB.`);
        }
        chunks.push(Buffer.from(chunk));
      }
      return Buffer.concat(chunks);
    }
  } catch (err) {
    if (err instanceof RemoteImageError) throw err;
    if (signal.aborted) throw new RemoteImageError(`it did not arrive within ${limits.timeoutMs / 1000} s.`);
    throw new RemoteImageError(`it could not be fetched (${(err as Error).message}).`);
  }
}
