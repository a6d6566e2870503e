import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** One streaming body limit for every route that reads a body (decision 021). */
let t: TestApp;
afterEach(() => t?.close());

/** A body sent without Content-Length, in chunks, as `Transfer-Encoding: chunked` does. */
function chunkedBody(totalBytes: number, chunkBytes = 16 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(chunkBytes).fill(0x61);
  return new ReadableStream({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

describe('the body reader', () => {
  it('answers 413 to a chunked body over the limit on a JSON route', async () => {
    t = await createTestApp();
    const response = await t.app.request('http://127.0.0.1/api/email-auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chunkedBody(1024 * 1024),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The request body is too large.' });
  });

  it('answers 413 on the declared Content-Length alone, and to the webhook and import routes too', async () => {
    t = await createTestApp();
    const tooLong = await t.call('POST', '/api/email-auth/login', { body: '{}', headers: { 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) } });
    expect(tooLong.status).toBe(413);
    const webhook = await t.app.request('http://127.0.0.1/api/payments/webhook', { method: 'POST', body: chunkedBody(2 * 1024 * 1024), duplex: 'half' } as RequestInit);
    expect(webhook.status).toBe(413);
  });

  it('refuses a body that is not UTF-8, instead of reading it with replacement characters', async () => {
    t = await createTestApp();
    const response = await t.app.request('http://127.0.0.1/api/email-auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
    });
    expect(response.status).toBe(400);
  });

  it('stops reading a huge chunked body early on a real server: 413, and the memory stays flat', async () => {
    t = await createTestApp();
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const limitBytes = 256 * 1024 * 1024;
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    const rssBefore = process.memoryUsage().rss;
    try {
      const outcome = await new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
        let sentBytes = 0;
        let answered = false;
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/email-auth/register', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } });
        req.on('response', (response) => {
          answered = true;
          response.resume();
          resolve({ status: response.statusCode ?? 0, sentBytes });
          req.destroy();
        });
        req.on('error', (error) => (answered ? undefined : reject(error)));
        const pump = () => {
          while (!answered && sentBytes < limitBytes) {
            sentBytes += chunk.byteLength;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          if (!answered) req.end();
        };
        pump();
      });
      expect(outcome.status).toBe(413);
      // The answer came long before the 256 MB were sent, and nothing near that size was held.
      expect(outcome.sentBytes).toBeLessThan(limitBytes);
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * 1024 * 1024);
    } finally {
      server.close();
    }
  });

  it('reads a body whole from the Node stream on a real server, however it is chunked', async () => {
    t = await createTestApp();
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    // A valid registration, sent a few bytes at a time with no Content-Length, then as one piece.
    const send = (body: string, pieces: number) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/email-auth/register', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } });
        req.on('response', (response) => {
          let text = '';
          response.setEncoding('utf8').on('data', (part: string) => (text += part));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        // Cut as bytes, so a chunk may end inside a multi-byte character.
        const bytes = Buffer.from(body);
        const size = Math.ceil(bytes.length / pieces);
        for (let i = 0; i < bytes.length; i += size) req.write(bytes.subarray(i, i + size));
        req.end();
      });
    try {
      const registration = (email: string) => JSON.stringify({ name: 'Ünïcode Name 🎂', email, password: 'a long enough password 2026' });
      const chunked = await send(registration('chunked@example.com'), 17);
      expect(chunked.status).toBe(201);
      expect(JSON.parse(chunked.text).user).toMatchObject({ email: 'chunked@example.com', name: 'Ünïcode Name 🎂' });
      const whole = await send(registration('whole@example.com'), 1);
      expect(whole.status).toBe(201);
      const empty = await send('', 1);
      expect(empty.status).toBe(400);

      // A client that goes away in the middle of its body: nothing is saved, nothing breaks.
      const registration3 = Buffer.from(registration('gone@example.com'));
      await new Promise<void>((resolve) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/email-auth/register', headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' } });
        req.on('error', () => resolve());
        req.write(registration3.subarray(0, 20), () => setTimeout(() => req.destroy(), 50));
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await send(registration('gone@example.com'), 3)).status).toBe(201);
    } finally {
      server.close();
    }
  });
});

describe('no route reads a body another way', () => {
  it('uses request-body.ts everywhere under worker/ (c.req.text/json/formData/arrayBuffer/blob/parseBody would hold a chunked body whole)', () => {
    const root = join(import.meta.dirname, '..');
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'testing' && name !== 'node_modules') visit(path);
        } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && name !== 'request-body.ts') {
          const source = readFileSync(path, 'utf8');
          if (/\bc\.req\.(text|json|formData|arrayBuffer|blob|parseBody)\(|\.req\.raw\.(body|text|json|formData|arrayBuffer|blob)\b/.test(source)) {
            offenders.push(relative(root, path));
          }
        }
      }
    };
    visit(root);
    expect(offenders).toEqual([]);
  });
});
