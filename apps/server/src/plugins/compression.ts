import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Smaller answers gain less on the wire than compressing them costs the server. */
export const COMPRESS_THRESHOLD_BYTES = 2048;
/**
 * Answers up to this size are compressed in one call rather than through a zlib stream: a stream
 * per answer cost a news list page (16 KB) about a third of its CPU in a crowd, its setup more
 * than the compression itself. At brotli quality 4, 64 KB take about a millisecond.
 */
export const COMPRESS_IN_ONE_CALL_BYTES = 65_536;

/**
 * Compresses API answers above the threshold (member lists, comment pages, search) for phones on
 * slow networks. Brotli at a low quality costs about what gzip does and saves more; the built web
 * files are already compressed at build time (plugins/spa.ts), and media types that are already
 * compressed (images, PDF, video) are left alone. The plugin adds its hooks to each route: a route
 * whose answer never reaches the threshold says `compress: false`, and a GET or HEAD, having no body
 * to decompress, goes without the request-decompression hook.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads this.
  app.addHook('onRoute', (route) => {
    const bodiless = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    if (bodiless) route.decompress ??= false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    syncThreshold: COMPRESS_IN_ONE_CALL_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
