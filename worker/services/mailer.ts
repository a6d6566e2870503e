import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { randomId } from './tokens.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Every email goes through a Mailer; which one is chosen from the environment at start. */
export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * The offline default: messages land in the local outbox table instead of anyone's inbox.
 * Readable at /api/dev/outbox outside production and with `npm run outbox`.
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db.insert(outboxMessages).values({
      id: randomId(),
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      createdAt: this.clock.now(),
    });
  }
}

/**
 * A real provider: Resend's HTTP API (works on Node and Workers alike, it is only fetch).
 * Chosen when RESEND_API_KEY and MAIL_FROM are set. `baseUrl` lets tests point it at a local server.
 */
export class ResendMailer implements Mailer {
  constructor(
    private readonly apiKey: string,
    private readonly from: string,
    private readonly baseUrl = 'https://api.resend.com',
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    const response = await this.fetchImpl(`${this.baseUrl}/emails`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ from: this.from, to: [message.to], subject: message.subject, text: message.text }),
    });
    if (!response.ok) {
      throw new Error(`Email provider refused the message: ${response.status} ${await response.text()}`);
    }
  }
}
