import type { ServerResponse } from 'node:http';
import type { LiveEvent } from '@aatd/contract';

/** Comment lines keep proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;

/** One open text/event-stream response. */
export class EventStream {
  private heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly onClose: () => void,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      // nginx would otherwise buffer the stream and deliver events late.
      'X-Accel-Buffering': 'no',
    });
    // How long the browser waits before reconnecting after a dropped stream.
    res.write('retry: 5000\n\n');
    this.heartbeat = setInterval(() => this.res.write(': heartbeat\n\n'), heartbeatMs);
    res.on('close', () => this.close());
  }

  get isClosed() {
    return this.closed;
  }

  send(event: LiveEvent): void {
    if (!this.closed) this.res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    if (!this.res.writableEnded) this.res.end();
    this.onClose();
  }
}

/** The streams this process holds, so shutdown can end them instead of waiting on them. */
export class StreamRegistry {
  private readonly streams = new Set<EventStream>();
  add(stream: EventStream) {
    this.streams.add(stream);
  }
  remove(stream: EventStream) {
    this.streams.delete(stream);
  }
  get size() {
    return this.streams.size;
  }
  closeAll() {
    for (const s of [...this.streams]) s.close();
  }
}
