import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UploadError, processUpload } from './images.js';

const allowed = ['image/jpg', 'image/jpeg', 'image/png'];
const maxBytes = 2_097_152;

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });
}

async function rejection(promise: Promise<unknown>): Promise<UploadError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe('processUpload', () => {
  it('refuses a file over the size limit before looking at it', async () => {
    const error = await rejection(processUpload(Buffer.alloc(101, 'a'), { maxBytes: 100, allowed }));
    expect(error.code).toBe('fileTooBig');
    expect(error.message).toBe('Uploaded file is too big.');
  });

  it('refuses text named .png: the magic bytes decide', async () => {
    const error = await rejection(processUpload(Buffer.from('not really a picture.png'), { maxBytes, allowed }));
    expect(error.code).toBe('unsupportedFormat');
    expect(error.message).toBe('Uploaded file has unsupported format.');
  });

  it('refuses real images of a format that is not allowed', async () => {
    const gif = await solid(10, 10).gif().toBuffer();
    expect((await rejection(processUpload(gif, { maxBytes, allowed }))).code).toBe('unsupportedFormat');
    const png = await solid(10, 10).png().toBuffer();
    const jpegOnly = processUpload(png, { maxBytes, allowed: ['image/jpeg'] });
    expect((await rejection(jpegOnly)).code).toBe('unsupportedFormat');
  });

  it('refuses a file with the right magic bytes that does not decode', async () => {
    const jpeg = await solid(300, 300).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, 200);
    expect((await rejection(processUpload(truncated, { maxBytes, allowed }))).code).toBe('unsupportedFormat');
  });

  it('shrinks a large PNG to fit 512x512 and re-encodes it as webp', async () => {
    const png = await solid(1600, 800).png().toBuffer();
    const result = await processUpload(png, { maxBytes, allowed });
    expect(result).toMatchObject({ mime: 'image/webp', width: 512, height: 256 });
    const meta = await sharp(result.buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
  });

  it('does not enlarge a small image', async () => {
    const jpeg = await solid(120, 80).jpeg().toBuffer();
    const result = await processUpload(jpeg, { maxBytes, allowed });
    expect(result).toMatchObject({ width: 120, height: 80 });
  });

  it('applies the EXIF orientation, then strips all metadata', async () => {
    // Stored landscape, but EXIF orientation 6 says "rotate 90° clockwise to show".
    const jpeg = await solid(1000, 600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'camera owner', Make: 'PhoneCam' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);

    const result = await processUpload(jpeg, { maxBytes, allowed });
    expect(result).toMatchObject({ width: 307, height: 512 });
    const meta = await sharp(result.buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('can re-encode as jpeg', async () => {
    const png = await solid(50, 40).png().toBuffer();
    const result = await processUpload(png, { maxBytes, allowed, output: 'jpeg' });
    expect(result.mime).toBe('image/jpeg');
    expect((await sharp(result.buffer).metadata()).format).toBe('jpeg');
  });
});
