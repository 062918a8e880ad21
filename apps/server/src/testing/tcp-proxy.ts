// A TCP proxy on loopback between the app and its database, so a test can make the database go
// away (and come back) without touching the real server that other tests share.
import { type Socket, connect, createServer } from "node:net";

/**
 * pass: bytes flow. down: open connections are cut and new ones closed at once (the database
 * stopped). silent: nothing flows and nothing closes (the network between them dropped).
 */
export type ProxyMode = "pass" | "down" | "silent";

export interface TcpProxy {
  port: number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  let mode: ProxyMode = "pass";
  const sockets = new Set<Socket>();
  const pairs = new Set<[Socket, Socket]>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("error", () => socket.destroy());
    socket.once("close", () => sockets.delete(socket));
  };

  const server = createServer((client) => {
    track(client);
    if (mode === "down") return void client.destroy();
    if (mode === "silent") return void client.pause();
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.once("close", end);
    upstream.once("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the proxy has no port");

  return {
    port: address.port,
    setMode(next) {
      mode = next;
      if (next === "silent") {
        // Held open, forwarding nothing: what a query in flight sees when the network drops.
        for (const [client, upstream] of pairs) {
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.pause();
          upstream.pause();
        }
        pairs.clear();
      } else {
        // Down cuts everything; back to pass, the connections held silent do not come back.
        for (const socket of sockets) if (next === "down" || !isPiped(socket, pairs)) socket.destroy();
      }
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function isPiped(socket: Socket, pairs: Set<[Socket, Socket]>): boolean {
  for (const pair of pairs) if (pair.includes(socket)) return true;
  return false;
}
