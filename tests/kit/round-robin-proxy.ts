// The load balancer of the multi-instance tests: HTTP calls and web sockets go round robin to the
// instances, as any HTTP balancer in front of Plantform does. A backend that refuses connections
// (a dead instance) is skipped, as a balancer's health check would; a call cut off mid-way answers
// 502. A test pins a request or socket to one instance with the header x-backend: <index>.
import http from 'node:http';
import net from 'node:net';

export interface Proxy {
  url: string;
  backends: string[];
  close(): Promise<void>;
}

export async function startProxy(backends: string[]): Promise<Proxy> {
  let next = 0;
  const order = (pinned: string | string[] | undefined): number[] => {
    if (typeof pinned === 'string' && /^\d+$/.test(pinned)) return [Number(pinned)];
    const start = next++ % backends.length;
    return backends.map((_, i) => (start + i) % backends.length);
  };
  const target = (i: number) => new URL(backends[i]);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tryAt = (candidates: number[]) => {
        const [i, ...rest] = candidates;
        if (i === undefined) {
          res.writeHead(502, { 'content-type': 'application/json' }).end('{"code":502,"msg":"no instance answers"}');
          return;
        }
        const t = target(i);
        const up = http.request({ host: t.hostname, port: t.port, method: req.method, path: req.url, headers: { ...req.headers, host: t.host } }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(i) });
          answer.pipe(res);
          answer.on('error', () => res.destroy());
        });
        up.on('error', (e: NodeJS.ErrnoException) => {
          // refused before anything was sent: the next instance; cut off afterwards: the caller is told
          if (e.code === 'ECONNREFUSED' && !res.headersSent) tryAt(rest);
          else if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' }).end('{"code":502,"msg":"the instance went away"}');
          else res.destroy();
        });
        up.end(body);
      };
      tryAt(order(req.headers['x-backend']));
    });
  });

  const tunnels = new Set<net.Socket>();
  server.on('upgrade', (req, socket, head) => {
    tunnels.add(socket as net.Socket);
    socket.on('close', () => tunnels.delete(socket as net.Socket));
    const tryAt = (candidates: number[]) => {
      const [i, ...rest] = candidates;
      if (i === undefined) return socket.destroy();
      const t = target(i);
      const up = net.connect(Number(t.port), t.hostname, () => {
        const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).map(([k, v]) => `${k}: ${k === 'host' ? t.host : v}`)];
        up.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) up.write(head);
        up.pipe(socket);
        socket.pipe(up);
      });
      up.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNREFUSED' ? tryAt(rest) : socket.destroy()));
      socket.on('error', () => up.destroy());
      up.on('close', () => socket.destroy());
      socket.on('close', () => up.destroy());
    };
    tryAt(order(req.headers['x-backend']));
  });

  // Node's 5 s idle limit races a client reusing its connection after a pause of about that long
  // (the client's next request meets the closing socket: ECONNRESET); balancers keep them longer
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    backends,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of tunnels) t.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
