import net from 'node:net';

/**
 * A TCP proxy a test puts between the app and its PostgreSQL (or any server), so it can break the
 * connections of its own app without touching the shared server: `cut()` drops every connection
 * as a crashed or restarted server would, `refuse()` keeps dropping new ones until `accept()`.
 */
export interface TcpProxy {
  port: number;
  /** Connections open through the proxy right now. */
  readonly open: number;
  cut(): void;
  refuse(): void;
  accept(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on('error', drop);
      socket.on('close', drop);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const cut = () => {
    for (const [client, upstream] of [...pairs]) {
      // A reset, not a polite close: what the app sees when its server dies.
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    get open() {
      return pairs.size;
    },
    cut,
    refuse() {
      refusing = true;
      cut();
    },
    accept() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        cut();
        server.close(() => resolve());
      }),
  };
}
