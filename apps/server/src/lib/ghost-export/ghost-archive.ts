import { unzip, zipSync, type UnzipFileFilter, type Unzipped } from 'fflate';
import { invalidExport } from './ghost-export.js';

/**
 * A Ghost export as a ZIP: its JSON and its content/images folder. The ZIP's entries are counted
 * and their sizes summed from the central directory before anything is inflated, and each entry
 * is inflated into a buffer of its declared size (fflate never grows it), so a ZIP bomb costs
 * nothing: at most `maxEntries` entries and `maxBytes` bytes once unpacked. Inflating runs off
 * the event loop (fflate's workers).
 */

export interface ArchiveLimits {
  maxEntries: number;
  maxBytes: number;
}

export interface GhostArchive {
  /** The export JSON's bytes (UTF-8), or null when the ZIP has none. */
  json: Uint8Array | null;
  /** Its images, by their path under content/images ("2024/05/chart.png"); empty bytes with `namesOnly`. */
  images: Map<string, Uint8Array>;
}

const NO_BYTES = new Uint8Array(0);

const IMAGE_FILE = /\.(jpe?g|png|webp|gif)$/i;
const IMAGES_DIR = /(?:^|\/)content\/images\/(.+)$/;

export const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

const unzipAsync = (bytes: Uint8Array, filter: UnzipFileFilter) =>
  new Promise<Unzipped>((resolve, reject) =>
    unzip(bytes, { filter }, (err, files) => (err ? reject(err) : resolve(files))),
  );

/** The ZIP's export JSON and images; `namesOnly` (a dry run) leaves the images packed. */
export async function readGhostArchive(
  bytes: Uint8Array,
  limits: ArchiveLimits,
  namesOnly = false,
): Promise<GhostArchive> {
  const named: string[] = [];
  let entries = 0;
  let total = 0;
  let jsonName: string | null = null;
  let jsonSize = -1;
  const wanted = (name: string) => !name.endsWith('/') && !name.startsWith('__MACOSX/');
  let files: Unzipped;
  try {
    files = await unzipAsync(bytes, (file) => {
      entries += 1;
      if (entries > limits.maxEntries) {
        throw invalidExport(
          `The ZIP holds more than ${limits.maxEntries} files; import the export JSON and its images only.`,
        );
      }
      if (!wanted(file.name)) return false;
      const isJson = file.name.toLowerCase().endsWith('.json') && !IMAGES_DIR.test(file.name);
      const isImage = IMAGE_FILE.test(file.name) && IMAGES_DIR.test(file.name);
      if (!isJson && !isImage) return false;
      total += file.originalSize;
      if (total > limits.maxBytes) {
        throw invalidExport(
          `The ZIP unpacks to more than ${Math.round(limits.maxBytes / 1024 / 1024)} MB; import the posts in parts.`,
        );
      }
      // The largest JSON file is the export (Ghost ZIPs may carry small settings files too).
      if (isJson && file.originalSize > jsonSize) {
        jsonName = file.name;
        jsonSize = file.originalSize;
      }
      if (isImage && namesOnly) {
        named.push(file.name);
        return false;
      }
      return true;
    });
  } catch (err) {
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw invalidExport(`The ZIP cannot be read (${(err as Error).message}). Export it again from Ghost.`);
  }
  const images = new Map<string, Uint8Array>();
  for (const name of named) images.set(IMAGES_DIR.exec(name)![1]!, NO_BYTES);
  for (const [name, data] of Object.entries(files)) {
    const m = IMAGES_DIR.exec(name);
    if (m && IMAGE_FILE.test(name)) images.set(m[1]!, data);
  }
  const json = jsonName ? files[jsonName]! : null;
  return { json, images };
}

/** The images an import still needs, as a ZIP again (stored, not compressed: they are images). */
export function packImages(images: Map<string, Uint8Array>): Buffer {
  const tree: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const [path, data] of images) tree[`content/images/${path}`] = [data, { level: 0 }];
  return Buffer.from(zipSync(tree));
}
