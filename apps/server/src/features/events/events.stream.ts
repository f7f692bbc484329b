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

/** Enough for a member's tabs and devices; more is a leak or abuse, so the oldest goes. */
export const MAX_STREAMS_PER_MEMBER = 5;

/**
 * The streams this process holds, per member (in opening order), so shutdown can end them instead
 * of waiting on them and no member holds more than MAX_STREAMS_PER_MEMBER.
 */
export class StreamRegistry {
  private readonly byMember = new Map<number, EventStream[]>();

  constructor(private readonly maxPerMember = MAX_STREAMS_PER_MEMBER) {}

  add(memberId: number, stream: EventStream) {
    const open = this.byMember.get(memberId) ?? [];
    open.push(stream);
    this.byMember.set(memberId, open);
    // Closing calls remove(), which shortens the list.
    while (open.length > this.maxPerMember) open[0]!.close();
  }

  remove(memberId: number, stream: EventStream) {
    const open = this.byMember.get(memberId);
    if (!open) return;
    const i = open.indexOf(stream);
    if (i >= 0) open.splice(i, 1);
    if (open.length === 0) this.byMember.delete(memberId);
  }

  /** Streams open in this process. */
  get size() {
    let n = 0;
    for (const open of this.byMember.values()) n += open.length;
    return n;
  }

  countFor(memberId: number) {
    return this.byMember.get(memberId)?.length ?? 0;
  }

  closeAll() {
    for (const open of [...this.byMember.values()]) for (const s of [...open]) s.close();
  }
}
