import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { setRemoteImageFetcher } from '../features/console-content/ghost-import.service.js';
import { RemoteImageError } from '../lib/remote-image.js';

/** A small image of one colour, as Ghost's content/images would hold (SAMPLE). */
export const samplePng = (r = 40, g = 120, b = 200) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A ZIP as Ghost's export with images is laid out: the JSON, and content/images/<path>. */
export function ghostZip(file: unknown, images: Record<string, Uint8Array>, jsonName = 'sample-blog.ghost.json') {
  const tree: Record<string, Uint8Array> = { [jsonName]: strToU8(JSON.stringify(file)) };
  for (const [path, bytes] of Object.entries(images)) tree[`content/images/${path}`] = bytes;
  return Buffer.from(zipSync(tree));
}

/**
 * Imports in tests reach no other site: every image outside the ZIP is refused as an unreachable
 * one would be, unless the test serves it (`served`, by address).
 */
export function remoteImagesForTests(served: Record<string, Buffer> = {}) {
  setRemoteImageFetcher(async (url) => {
    const bytes = served[url];
    if (!bytes) throw new RemoteImageError('the tests reach no other site.');
    return bytes;
  });
}
