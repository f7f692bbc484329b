import QRCode from 'qrcode';

/**
 * QR codes for augmented-reality cards whose post has no stored image: a PNG data URL of the
 * article URL. Generating one takes about a millisecond; the small cache only spares repeats
 * (it holds nothing another instance would need).
 */
const cache = new Map<string, string>();
const CACHE_MAX = 500;

export async function qrDataUrl(text: string): Promise<string> {
  const hit = cache.get(text);
  if (hit) return hit;
  const url = await QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 160 });
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(text, url);
  return url;
}
