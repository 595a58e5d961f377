// A small round-robin HTTP proxy on loopback, as a load balancer in front of several Korero
// instances: each request goes to the next instance, with the client's address (the soak's
// x-soak-client header, else the socket's) appended to X-Forwarded-For.
import { createServer, request as forward, type Server } from 'node:http';

export async function startRoundRobinProxy(upstreams: string[]): Promise<{ base: string; close(): Promise<void> }> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = new URL(upstreams[next++ % upstreams.length]);
    const client = (incoming.headers['x-soak-client'] as string | undefined) ?? incoming.socket.remoteAddress ?? '';
    const headers: Record<string, string | string[] | undefined> = { ...incoming.headers, 'x-forwarded-for': client, host: upstream.host };
    delete headers['x-soak-client'];
    const proxied = forward({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    proxied.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
