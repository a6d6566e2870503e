/**
 * A counting HTTP proxy in front of sqld, in a process of its own: the Workers bench's database
 * round trips. Every request the app's libSQL client sends (a Hrana pipeline or cursor POST: one
 * round trip, however many statements it carries) is forwarded to UPSTREAM and counted;
 * `GET /__bench/round-trips` answers the count so far, as the Node entry's BENCH=1 counter does.
 */
import { Agent, createServer, request } from 'node:http';

const upstream = new URL(process.env.UPSTREAM ?? '');
if (upstream.hostname !== '127.0.0.1') throw new Error(`UPSTREAM must be a loopback URL, not ${process.env.UPSTREAM}`);
// Keep-alive to sqld, as a client in the same data centre would have.
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
let count = 0;

const server = createServer((incoming, outgoing) => {
  if (incoming.method === 'GET' && incoming.url === '/__bench/round-trips') {
    outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count }));
    return;
  }
  // Version probes (GET /v2, /v3) happen once per client; only the statements' requests count.
  if (incoming.method === 'POST') count += 1;
  const forwarded = request({ host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers, agent }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(outgoing);
  });
  forwarded.on('error', (error) => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(String(error));
  });
  incoming.pipe(forwarded);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`counting proxy is running at http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
