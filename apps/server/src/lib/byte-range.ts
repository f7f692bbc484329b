export type ByteRange = { start: number; end: number };

/**
 * Reads a single `Range: bytes=…` request (RFC 9110 §14.1.2): `a-b`, `a-` or the suffix `-n`.
 * Returns the inclusive range clamped to the file, 'unsatisfiable' when it starts past the end,
 * or null when the whole file should be sent (no header, another unit, several ranges, nonsense).
 * Video players need this to seek, and Safari will not play a video from a server without it.
 * (@fastify/send, under @fastify/static, has a parser too, but it refuses a suffix longer than the
 * file with 416, where RFC 9110 says to send the whole file.)
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (m[2] !== '' && Number(m[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
