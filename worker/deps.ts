import type { Context } from 'hono';
import type { Db } from './db/client.ts';
import type { users } from './db/schema/index.ts';
import type { AppEnv } from './env.ts';
import type { SharedAnswerCache } from './cache/shared-answers.ts';
import type { ReadCache } from './cache/table-cache.ts';
import type { BlobStore } from './services/blob-store/blob-store.ts';
import type { UploadPartStore } from './services/blob-store/upload-part-store.ts';
import type { Clock } from './services/clock.ts';
import type { ImageProcessor } from './services/images/image-intake.ts';
import type { InboxNotifier } from './services/inbox-notifier.ts';
import type { PinnedFetch } from './services/link-reader.ts';
import type { PaymentProvider } from './services/payments/payment-provider.ts';
import type { PaymentEventRelay } from './services/payments/provider-from-env.ts';
import type { Mailer } from './services/mailer.ts';
import type { SmsSender } from './services/sms.ts';

/** Everything createApp needs from the outside; each entry (Node, Workers, tests) builds one. */
export interface AppDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Texts to guests: Twilio when configured, else the local outbox (worker/services/sms.ts). */
  sms: SmsSender;
  env: AppEnv;
  /** Stripe when configured, else the labelled demo provider (worker/services/payments/provider-from-env.ts). */
  payments: PaymentProvider;
  /** The demo provider's events; createApp connects them to the webhook handler. Absent with Stripe. */
  paymentEvents?: PaymentEventRelay;
  /** A clock the browser tests may move forward (TEST_CLOCK, never in production); exposes /api/dev/clock. */
  testClock?: { advance(ms: number): void };
  /** The client's network address, as the runtime knows it (socket on Node, CF-Connecting-IP on Workers). */
  clientAddress: (c: Context) => string;
  /** Keeps work started after a response alive (worker/services/background.ts); the tests collect it to wait for it. */
  waitUntil?: (task: Promise<unknown>) => void;
  /** fetch for outgoing calls (OpenID provider, email API); tests may swap it. */
  fetch?: typeof fetch;
  /** The built platform's index.html, for pages the server fills in (share previews of /e/:slug). */
  appShell?: (c: Context) => Promise<string | undefined>;
  /**
   * All addresses of a host name, for the wishlist link reader's private-address check (Node:
   * dns.lookup). Absent on Workers, where fetch cannot reach private networks anyway.
   */
  resolveHost?: (hostname: string) => Promise<string[]>;
  /** The link reader's GET, connected only to the addresses it checked (Node: services/pinned-fetch.node.ts, decision 018). Absent on Workers. */
  fetchPinned?: PinnedFetch;
  /** Gzips an answer's bytes once for every client that takes gzip (cache/json-responses.ts; Node: zlib). Absent on Workers, whose edge compresses answers itself. */
  gzip?: (bytes: Uint8Array) => Uint8Array<ArrayBuffer>;
  /** Brotli for the pages the server sends itself (middleware/html-page.ts; Node: zlib). Absent on Workers, whose edge compresses pages itself. */
  brotli?: (bytes: Uint8Array) => Uint8Array<ArrayBuffer>;
  /** A short cache of answers that are the same for everyone (cache/json-responses.ts): in process on Node, the Cache API on Workers (cache/edge-shared-answers.ts). */
  sharedCache?: SharedAnswerCache;
  /** Small rows and answers hot routes read on every request (sessions, heads, the dashboard, the inbox), kept until a write to their tables (cache/table-cache.ts, decision 042): on Node and in the node tests; Workers ask the database each time. */
  readCache?: ReadCache;
  /** Live hints for open inboxes (worker/services/inbox-notifier.ts): in process on Node; a Durable Object per member on Workers (services/inbox-channel.ts). */
  inboxNotifier?: InboxNotifier;
  /** Uploaded files: a folder under data/ on Node, the BLOBS R2 bucket on Workers (docs/decisions/024-blob-store-and-images.md). Without it uploads answer 503. */
  blobs?: BlobStore;
  /** Parts of resumable uploads until they are joined into a blob: files under data/ on Node, R2 multipart on Workers (decision 036). Without it resumable uploads answer 503. */
  uploadParts?: UploadPartStore;
  /** Decodes and re-encodes uploaded photos: sharp on Node, the IMAGES binding on Workers (decision 024). Without it photo uploads answer 503. */
  images?: ImageProcessor;
}

/** The signed-in user as stored (the row, password hash included; never sent as is). */
export type SessionUser = typeof users.$inferSelect;

export type AppBindings = {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionTokenHash: string | null;
    /** When the session in use began (null without one): tells a returning member from a new one. */
    sessionStartedAt: number | null;
    /** True when the session came from the cookie rather than the Authorization header. */
    sessionFromCookie: boolean;
  };
};
