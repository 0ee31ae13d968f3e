import net from "node:net";

/**
 * A TCP relay in front of the e2e server, for the browser's view of a server restart: `stop` cuts
 * every open connection (the websocket's too) and refuses new ones, as a stopped server does;
 * `start` again listens on the same port, and the same server answers behind it. The shared e2e
 * server itself cannot restart: every other spec runs against it.
 */
export class RestartableProxy {
  readonly #target: { host: string; port: number };
  readonly #sockets = new Set<net.Socket>();
  #server: net.Server | null = null;
  port = 0;

  constructor(targetUrl: string) {
    const url = new URL(targetUrl);
    this.#target = { host: url.hostname, port: Number(url.port) };
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens (on the port it had before, after a stop); resolves once connections are accepted. */
  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.#target);
      for (const socket of [client, upstream]) {
        this.#sockets.add(socket);
        socket.on("close", () => this.#sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.#server = server;
  }

  /** Stops listening and cuts every connection; resolves once the port is closed. */
  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = null;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }
}
