import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient.js';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { OutboxSmsSender, SmsSendError, smsSenderFromEnv, TwilioSmsSender } from './sms.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const AUTH_TOKEN = 'auth-token-0123456789abcdef';

/** A Twilio-shaped REST server: records each request and answers what the test queued. */
let server: Server;
let origin: string;
const received: { method: string; path: string; authorization: string; form: Record<string, string> }[] = [];
let nextAnswer: { status: number; body: unknown } = { status: 201, body: {} };

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    received.push({
      method: request.method ?? '',
      path: request.url ?? '',
      authorization: request.headers.authorization ?? '',
      form: Object.fromEntries(new URLSearchParams(raw)),
    });
    response.writeHead(nextAnswer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(nextAnswer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

/** The SDK's own HTTP client, with every Twilio URI moved to the local server. */
class LocalTwilioClient extends twilio.RequestClient {
  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    return super.request<TData>({ ...options, uri: options.uri.replace(/^https:\/\/[^/]+/, origin) });
  }
}

describe('TwilioSmsSender (official SDK against a local Twilio-shaped server)', () => {
  it('creates the message with To, From, Body and StatusCallback under Basic auth, and returns the SID', async () => {
    nextAnswer = { status: 201, body: { sid: 'SM0001', status: 'queued' } };
    const sender = new TwilioSmsSender(SID, AUTH_TOKEN, '+15550001111', { httpClient: new LocalTwilioClient() });
    const result = await sender.send({ to: '+15557654321', body: 'You are invited!', statusCallback: 'https://cakeday.example/api/webhooks/twilio/status' });
    expect(result).toEqual({ providerId: 'SM0001', status: 'queued' });
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe('POST');
    expect(received[0]!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(received[0]!.authorization).toBe(`Basic ${Buffer.from(`${SID}:${AUTH_TOKEN}`).toString('base64')}`);
    expect(received[0]!.form).toEqual({
      To: '+15557654321',
      From: '+15550001111',
      Body: 'You are invited!',
      StatusCallback: 'https://cakeday.example/api/webhooks/twilio/status',
    });
    expect(sender.name).toBe('twilio:+15550001111');
  });

  it('sends through a Messaging Service when TWILIO_FROM is an MG… SID', async () => {
    nextAnswer = { status: 201, body: { sid: 'SM0002', status: 'accepted' } };
    const service = 'MG0123456789abcdef0123456789abcdef';
    const sender = new TwilioSmsSender(SID, AUTH_TOKEN, service, { httpClient: new LocalTwilioClient() });
    await sender.send({ to: '+15557654321', body: 'Hi' });
    expect(received[0]!.form).toEqual({ To: '+15557654321', MessagingServiceSid: service, Body: 'Hi' });
  });

  it('reports a refused number as a permanent failure and error 21610 as an opt-out', async () => {
    const sender = new TwilioSmsSender(SID, AUTH_TOKEN, '+15550001111', { httpClient: new LocalTwilioClient() });
    nextAnswer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } };
    const invalid = await sender.send({ to: '+15550000000', body: 'Hi' }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(SmsSendError);
    expect(invalid).toMatchObject({ permanent: true, optedOut: false });
    expect((invalid as Error).message).toContain('21211');

    nextAnswer = { status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 } };
    expect(await sender.send({ to: '+15550000000', body: 'Hi' }).catch((error: unknown) => error)).toMatchObject({ permanent: true, optedOut: true });

    nextAnswer = { status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } };
    expect(await sender.send({ to: '+15550000000', body: 'Hi' }).catch((error: unknown) => error)).toMatchObject({ permanent: false, optedOut: false });
  });
});

describe('OutboxSmsSender and the choice from env', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('writes the text to the local outbox as channel sms', async () => {
    const sender = new OutboxSmsSender(t.db, t.clock);
    const result = await sender.send({ to: '+15557654321', body: 'Party tomorrow' });
    expect(result.providerId).toMatch(/^outbox:/);
    const outbox = await t.call('GET', `/api/dev/outbox?to=${encodeURIComponent('+15557654321')}`);
    expect(outbox.data.messages).toEqual([expect.objectContaining({ channel: 'sms', recipient: '+15557654321', body: 'Party tomorrow' })]);
  });

  it('refuses, permanently, to text a number with an extension (it would reach the switchboard), on Twilio and in the outbox', async () => {
    const twilioSender = new TwilioSmsSender(SID, AUTH_TOKEN, '+15550001111', { httpClient: new LocalTwilioClient() });
    for (const sender of [twilioSender, new OutboxSmsSender(t.db, t.clock)]) {
      const error = await sender.send({ to: '+15125550142;ext=12', body: 'Hi' }).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(SmsSendError);
      expect(error).toMatchObject({ permanent: true, optedOut: false, message: '+15125550142;ext=12 has an extension: texts cannot reach an extension' });
    }
    expect(received).toEqual([]);
    expect((await t.call('GET', '/api/dev/outbox')).data.messages).toEqual([]);
  });

  it('uses Twilio only when the SID, the token and the sender are all set', () => {
    expect(smsSenderFromEnv({}, t.db, t.clock)).toBeInstanceOf(OutboxSmsSender);
    expect(smsSenderFromEnv({ TWILIO_AUTH_TOKEN: AUTH_TOKEN }, t.db, t.clock)).toBeInstanceOf(OutboxSmsSender);
    expect(smsSenderFromEnv({ TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: '+15550001111' }, t.db, t.clock)).toBeInstanceOf(TwilioSmsSender);
  });
});
