import fs from 'node:fs';
import http from 'node:http';
import type { BenchTarget } from './bench-targets.js';

/** Headers Node's HTTP server writes by itself for every answer. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer as the product sent it: its headers and its raw (still compressed) body. */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const kept = Object.entries(res.headers).filter(([k]) => !WRITTEN_BY_NODE.has(k));
          resolve({ headers: Object.fromEntries(kept.map(([k, v]) => [k, String(v)])), body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Records the product's answer for each target with a `sameAnswer` name into `file`, which the
 * hello-world ceiling then sends from memory at /answer/<name> (bench-ceiling.ts).
 */
export async function recordAnswers(productUrl: string, targets: BenchTarget[], file: string): Promise<void> {
  const answers: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const t of targets) {
    if (!t.sameAnswer) continue;
    const { headers, body } = await fetchRaw(productUrl + t.path, t.headers ?? {});
    answers[t.sameAnswer] = { headers, body: body.toString('base64') };
  }
  fs.writeFileSync(file, JSON.stringify(answers));
}
