import { createServer } from 'node:net';

/**
 * A port nothing listens on right now on 127.0.0.1, for a server that must be told its port before
 * it starts (sqld, wrangler dev, a production server that names its own APP_URL). Another process
 * may still take it first: callers that start a server on it retry or fail loudly.
 */
export function freePort() {
  return new Promise((done, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : reject(new Error('no free port'))));
    });
  });
}
