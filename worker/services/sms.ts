import type TwilioSdk from 'twilio';
import { phoneExtension } from '#core/domain/contacts/phone.rules.ts';
import type { Db } from '../db/client.ts';
import { outboxMessages } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { randomId } from './tokens.ts';

export interface SmsMessage {
  /** E.164 phone number. */
  to: string;
  body: string;
  /** Where the provider reports delivery (sent, delivered, undelivered, failed). */
  statusCallback?: string;
}

export interface SmsResult {
  providerId: string;
  /** The provider's own status right after accepting (Twilio: queued or accepted). */
  status: string;
}

/** Every text goes through an SmsSender; which one is chosen from the environment at start. */
export interface SmsSender {
  /** Names the sender in logs and in the pace bookkeeping ("twilio:+15550001111", "outbox"). */
  readonly name: string;
  send(message: SmsMessage): Promise<SmsResult>;
}

/**
 * A provider's refusal. `permanent` means trying again cannot help (bad number, recipient
 * unsubscribed); `optedOut` means the carrier/Twilio says the recipient replied STOP.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly optedOut = false,
  ) {
    super(message);
  }
}

/**
 * A number stored with an extension ("+15125550142;ext=12") is an office line: a text would reach
 * the switchboard, not the guest, and STOP from that line could not be matched to them. Refused
 * as permanent, so the host sees it failed instead of someone else being texted.
 */
function refuseExtension(to: string) {
  if (phoneExtension(to)) throw new SmsSendError(`${to} has an extension: texts cannot reach an extension`, true);
}

/** Twilio's error for a recipient who replied STOP to this sender. */
const TWILIO_UNSUBSCRIBED = 21610;

/**
 * Texts through Twilio's official SDK: `client.messages.create({to, from, body, statusCallback})`.
 * The SDK is loaded on first use (it is large; a server that never texts never evaluates it).
 * `TWILIO_FROM` may be a phone number or a Messaging Service SID (MG…). `httpClient` lets tests
 * point the SDK at a local Twilio-shaped server (a `twilio.RequestClient` subclass).
 */
export class TwilioSmsSender implements SmsSender {
  readonly name: string;
  private client: Promise<TwilioSdk.Twilio> | undefined;

  constructor(
    private readonly accountSid: string,
    private readonly authToken: string,
    private readonly from: string,
    private readonly options: { httpClient?: TwilioSdk.RequestClient } = {},
  ) {
    this.name = `twilio:${from}`;
  }

  private sdk(): Promise<TwilioSdk.Twilio> {
    this.client ??= import('twilio').then(({ default: twilio }) => twilio(this.accountSid, this.authToken, this.options.httpClient ? { httpClient: this.options.httpClient } : {}));
    return this.client;
  }

  async send(message: SmsMessage): Promise<SmsResult> {
    refuseExtension(message.to);
    const client = await this.sdk();
    const sender = /^MG[0-9a-f]{32}$/i.test(this.from) ? { messagingServiceSid: this.from } : { from: this.from };
    try {
      const created = await client.messages.create({
        to: message.to,
        body: message.body,
        ...sender,
        ...(message.statusCallback ? { statusCallback: message.statusCallback } : {}),
      });
      return { providerId: created.sid, status: created.status };
    } catch (error) {
      const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : undefined;
      const code = (error as { code?: unknown }).code;
      const text = error instanceof Error ? error.message : String(error);
      const described = `Twilio${status ? ` ${status}` : ''}${typeof code === 'number' ? ` (error ${code})` : ''}: ${text}`;
      // 4xx other than 429 is Twilio refusing this message (bad number, unsubscribed): retrying cannot help.
      const permanent = status !== undefined && status >= 400 && status < 500 && status !== 429;
      throw new SmsSendError(described, permanent, code === TWILIO_UNSUBSCRIBED);
    }
  }
}

/**
 * The offline default: texts land in the local outbox table (channel "sms") instead of anyone's
 * phone, readable at /api/dev/outbox outside production. Same interface as Twilio's sender.
 */
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<SmsResult> {
    refuseExtension(message.to);
    const id = randomId();
    await this.db.insert(outboxMessages).values({
      id,
      channel: 'sms',
      recipient: message.to,
      subject: null,
      body: message.body,
      createdAt: this.clock.now(),
    });
    return { providerId: `outbox:${id}`, status: 'outbox' };
  }
}

/** Twilio when all three settings are present, otherwise the local outbox. */
export function smsSenderFromEnv(env: { TWILIO_ACCOUNT_SID?: string; TWILIO_AUTH_TOKEN?: string; TWILIO_FROM?: string }, db: Db, clock: Clock): SmsSender {
  return env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM ? new TwilioSmsSender(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM) : new OutboxSmsSender(db, clock);
}
