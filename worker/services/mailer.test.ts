import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { ResendMailer } from './mailer.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local stand-in for the email provider's HTTP API, answering with the given status. */
async function startProvider(status: number) {
  const received: { headers: IncomingMessage['headers']; body: any }[] = [];
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) });
      response.writeHead(status, { 'content-type': 'application/json' }).end(status === 200 ? '{"id":"email_1"}' : '{"message":"invalid from"}');
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, received };
}

describe('ResendMailer', () => {
  it('posts the message with the API key to the provider', async () => {
    const provider = await startProvider(200);
    await new ResendMailer('re_test_key', 'Cakeday <hello@cakeday.test>', provider.url).send({
      to: 'ann@example.com',
      subject: 'Hello',
      text: 'Body',
    });
    expect(provider.received).toHaveLength(1);
    expect(provider.received[0]?.headers.authorization).toBe('Bearer re_test_key');
    expect(provider.received[0]?.body).toEqual({ from: 'Cakeday <hello@cakeday.test>', to: ['ann@example.com'], subject: 'Hello', text: 'Body' });
  });

  it('fails loudly when the provider refuses, and forgot-password still answers the same for known and unknown accounts', async () => {
    const provider = await startProvider(422);
    const mailer = new ResendMailer('re_test_key', 'bad', provider.url);
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(/422/);

    const t = await createTestApp({ mailer });
    try {
      await t.call('POST', '/api/email-auth/register', { json: { name: 'Ann', email: 'ann@example.com', password: 'violet-otter-42' } });
      const response = await t.call('POST', '/api/email-auth/forgot-password', { json: { email: 'ann@example.com' } });
      const unknown = await t.call('POST', '/api/email-auth/forgot-password', { json: { email: 'ghost@example.com' } });
      expect(response.status).toBe(200);
      expect(response.data).toEqual(unknown.data);
    } finally {
      t.close();
    }
  });
});
