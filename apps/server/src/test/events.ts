import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@aatd/contract';

export async function ticketFor(app: FastifyInstance, member: { auth: { authorization: string } }): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/events/ticket', headers: member.auth });
  return (res.json() as { ticket: string }).ticket;
}

/**
 * Opens /api/events over real HTTP (as a browser's EventSource would) and yields its events of one
 * type ('unseen' messages unless told) one by one; `ended` resolves when the server ends the stream.
 */
export async function openStream<T extends LiveEvent['type'] = 'unseen'>(
  base: string,
  ticket: string,
  type: T = 'unseen' as T,
) {
  type Event = Extract<LiveEvent, { type: T }>;
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
  if (res.status !== 200 || !res.body) throw new Error(`stream refused: ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  const queue: Event[] = [];
  const waiting: Array<(e: Event) => void> = [];
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const event = JSON.parse(data.slice(6)) as LiveEvent;
          if (event.type !== type) continue;
          const w = waiting.shift();
          if (w) w(event as Event);
          else queue.push(event as Event);
        }
      }
    } catch {
      return false;
    }
  })();
  return {
    headers: res.headers,
    ended,
    // Generous by default: waiting longer costs nothing when the event comes, and a CI machine
    // running every test file at once can hold a stream's first write up for seconds.
    next(timeoutMs = 15_000): Promise<Event> {
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error('no event within the timeout')), timeoutMs);
        waiting.push((e) => {
          clearTimeout(t);
          resolve(e);
        });
      });
    },
    close: () => abort.abort(),
  };
}
