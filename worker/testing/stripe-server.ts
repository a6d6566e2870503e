import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the Stripe SDK sent it. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The form-encoded body, decoded: keys keep Stripe's bracket syntax ("line_items[0][quantity]"). */
  form: Record<string, string>;
}

export type StripeReply =
  | { status: number; body: unknown }
  /** Never answer (the SDK's timeout fires). */
  | { hang: true }
  /** Answer 200 with a body that is not JSON. */
  | { raw: string; status?: number };

export type StripeRoute = (request: RecordedStripeRequest) => StripeReply | undefined;

/**
 * A small Stripe-shaped HTTP server for tests: records every request and answers from routes the
 * test sets (`server.on('POST /v1/refunds', …)`), falling back to plausible defaults. Point the SDK
 * at it with `{ host: '127.0.0.1', port: server.port, protocol: 'http' }`. Like Stripe, it replays
 * the first answer for a repeated Idempotency-Key.
 */
export class StripeTestServer {
  readonly requests: RecordedStripeRequest[] = [];
  private readonly routes = new Map<string, StripeRoute>();
  private readonly idempotent = new Map<string, { status: number; body: unknown }>();
  private server: Server | undefined;
  private readonly hanging = new Set<ServerResponse>();
  port = 0;
  private counter = 0;

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** `key` is "METHOD /path" with `*` standing for one path segment ("GET /v1/accounts/*"). */
  on(key: string, route: StripeRoute): this {
    this.routes.set(key, route);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.routes.clear();
    this.idempotent.clear();
  }

  last(): RecordedStripeRequest {
    const request = this.requests.at(-1);
    if (!request) throw new Error('no request reached the Stripe test server');
    return request;
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_test${String(this.counter).padStart(6, '0')}`;
  }

  private route(request: RecordedStripeRequest): StripeRoute | undefined {
    for (const [key, route] of this.routes) {
      const [method, pattern] = key.split(' ');
      if (method !== request.method) continue;
      const re = new RegExp(`^${pattern!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`);
      if (re.test(request.path)) return route;
    }
    return undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const request: RecordedStripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      headers: req.headers,
      form: Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body)),
    };
    this.requests.push(request);

    if (req.headers.authorization !== 'Bearer sk_test_cakeday') {
      return send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const key = req.headers['idempotency-key'];
    const replayKey = typeof key === 'string' ? `${request.method} ${request.path} ${key}` : null;
    if (replayKey && this.idempotent.has(replayKey)) {
      const first = this.idempotent.get(replayKey)!;
      return send(res, first.status, first.body, { 'idempotent-replayed': 'true' });
    }

    const reply = this.route(request)?.(request) ?? this.defaultReply(request);
    if ('hang' in reply) {
      this.hanging.add(res);
      return;
    }
    if ('raw' in reply) {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.raw);
      return;
    }
    // Stripe stores the answer of a key only when the request was executed (not on 5xx).
    if (replayKey && reply.status < 500) this.idempotent.set(replayKey, reply);
    send(res, reply.status, reply.body);
  }

  private defaultReply(request: RecordedStripeRequest): { status: number; body: unknown } {
    const { method, path, form } = request;
    const created = Math.floor(Date.now() / 1000);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.nextId('cs');
      return { status: 200, body: { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}`, status: 'open', mode: form.mode } };
    }
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const id = path.split('/').at(-1);
      return {
        status: 200,
        body: {
          id,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          mode: 'payment',
          payment_intent: 'pi_test000001',
          subscription: null,
          amount_total: 2500,
          currency: 'usd',
          customer_details: { email: 'guest@example.com' },
          metadata: { contributionId: 'c1' },
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return { status: 200, body: { id: this.nextId('re'), object: 'refund', status: 'succeeded', amount: Number(form.amount), payment_intent: form.payment_intent } };
    }
    if (method === 'POST' && path === '/v1/accounts') {
      return { status: 200, body: { id: this.nextId('acct'), object: 'account', email: form.email, payouts_enabled: false, details_submitted: false } };
    }
    if (method === 'GET' && path.startsWith('/v1/accounts/')) {
      return { status: 200, body: { id: path.split('/').at(-1), object: 'account', payouts_enabled: true, details_submitted: true, charges_enabled: true } };
    }
    if (method === 'POST' && path === '/v1/account_links') {
      return { status: 200, body: { object: 'account_link', created, expires_at: created + 300, url: `https://connect.stripe.test/setup/${form.account}` } };
    }
    if (method === 'POST' && path === '/v1/transfers') {
      return { status: 200, body: { id: this.nextId('tr'), object: 'transfer', amount: Number(form.amount), currency: form.currency, destination: form.destination } };
    }
    if (method === 'DELETE' && path.startsWith('/v1/subscriptions/')) {
      return { status: 200, body: { id: path.split('/').at(-1), object: 'subscription', status: 'canceled' } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test', ...headers });
  res.end(JSON.stringify(body));
}
