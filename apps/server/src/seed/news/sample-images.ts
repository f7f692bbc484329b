import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** News sample images live under DATA_DIR/uploads/sample/news; GET /api/media/* serves them. */
const FOLDER = 'sample/news';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A simple gradient card with shapes and the word SAMPLE, generated locally (no downloads). */
export async function writeNewsImage(dataDir: string, index: number, label: string): Promise<string> {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},50%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},55%,20%)"/>
  </linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <circle cx="${480 + (index % 5) * 20}" cy="90" r="110" fill="rgba(255,255,255,0.10)"/>
  <rect x="40" y="${200 + (index % 3) * 10}" width="220" height="12" rx="6" fill="rgba(255,255,255,0.35)"/>
  <text x="40" y="70" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff">SAMPLE</text>
  <text x="40" y="300" font-family="sans-serif" font-size="26" fill="#fff">${escapeXml(label)}</text>
</svg>`;
  const rel = `${FOLDER}/news-${index}.webp`;
  await fs.mkdir(path.join(dataDir, 'uploads', FOLDER), { recursive: true });
  await fs.writeFile(
    path.join(dataDir, 'uploads', rel),
    await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer(),
  );
  return rel;
}
