// Profile-image uploads. The client's file name and type are never trusted: the
// size is checked first (cheapest), then the magic bytes, then the image is decoded
// and re-encoded, which drops EXIF (GPS position, camera serial) and anything
// appended to the file, and bounds the stored size.
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

export type UploadErrorCode = 'fileTooBig' | 'unsupportedFormat';

const MESSAGES: Record<UploadErrorCode, string> = {
  fileTooBig: 'Uploaded file is too big.',
  unsupportedFormat: 'Uploaded file has unsupported format.',
};

export class UploadError extends Error {
  readonly code: UploadErrorCode;

  constructor(code: UploadErrorCode) {
    super(MESSAGES[code]);
    this.name = 'UploadError';
    this.code = code;
  }
}

export interface UploadOptions {
  maxBytes: number;
  /** Accepted MIME types; the spec's "image/jpg" is read as image/jpeg. */
  allowed: readonly string[];
  /** Output format, webp unless told otherwise. */
  output?: 'webp' | 'jpeg';
}

export interface ProcessedImage {
  buffer: Buffer;
  mime: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
}

export const MAX_IMAGE_SIDE = 512;
// Refuse decompression bombs: a small file that decodes to a huge bitmap.
const MAX_INPUT_PIXELS = 40_000_000;

export async function processUpload(input: Buffer, options: UploadOptions): Promise<ProcessedImage> {
  if (input.length > options.maxBytes) {
    throw new UploadError('fileTooBig');
  }
  const allowed = options.allowed.map((mime) => (mime === 'image/jpg' ? 'image/jpeg' : mime));
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !allowed.includes(detected.mime)) {
    throw new UploadError('unsupportedFormat');
  }
  const output = options.output ?? 'webp';
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // apply the EXIF orientation before the metadata is dropped
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded = output === 'webp' ? pipeline.webp({ quality: 82 }) : pipeline.jpeg({ quality: 85, mozjpeg: true });
    // sharp writes no metadata unless asked to (withMetadata/keepExif), so EXIF is gone.
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      buffer: data,
      mime: output === 'webp' ? 'image/webp' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch {
    // Right magic bytes but an undecodable body (truncated, corrupt, too large).
    throw new UploadError('unsupportedFormat');
  }
}
