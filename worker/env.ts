import { z } from 'zod';
import { registrationThrottle } from '#core/constants.ts';

/**
 * The configuration the app reads, parsed with zod from whatever the runtime hands over
 * (`process.env` in the Node entry, the bindings on Workers). Unknown keys are ignored.
 */
const flag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true' || value === 'on');

export const appEnvSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']).default('development'),
  /** The public origin, used in links inside emails. Falls back to the request's origin. */
  APP_URL: z.url().optional(),
  /** Serves the local outbox at /api/dev/outbox; never in production. */
  DEV_OUTBOX: flag,
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).default('your identity provider'),
  /** Allows an http:// issuer; only for the local test provider. */
  OIDC_ALLOW_INSECURE: flag,
  /** Signs personal guest links; at least 32 characters. The Node entry makes and keeps one in data/. */
  GUEST_LINK_SECRET: z.string().min(32, 'GUEST_LINK_SECRET must be at least 32 characters').optional(),
  RESEND_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** With TWILIO_AUTH_TOKEN and TWILIO_FROM, texts go through Twilio; without them to the local outbox. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'TWILIO_ACCOUNT_SID must look like AC followed by 32 hex digits')
    .optional(),
  /** Also verifies X-Twilio-Signature on the webhooks; the webhooks answer 404 without it. */
  TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
  /** The sender: an E.164 number (+15551234567) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32})$/, 'TWILIO_FROM must be an E.164 number like +15551234567 or a Messaging Service SID')
    .optional(),
  /** The public origin Twilio calls back (defaults to APP_URL); signatures are checked against it. */
  TWILIO_WEBHOOK_BASE_URL: z.url().optional(),
  /**
   * Wishlist link reader: comma list of host:port it may read although they are private or on a
   * non-default port. Only for local test pages (tests, e2e); never in production.
   */
  LINK_READER_ALLOW_HOSTS: z.string().max(1000).optional(),
  /** With STRIPE_WEBHOOK_SECRET, payments go through Stripe; without it the labelled demo provider is used. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must look like sk_test_… or sk_live_…')
    .optional(),
  /** Not needed by hosted Checkout; kept for a later Payment Element screen (decision 015). */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_… or pk_live_…')
    .optional(),
  /** Verifies Stripe-Signature on POST /api/payments/webhook. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must look like whsec_…')
    .optional(),
  /** Signs the demo provider's events; the Node entry makes and keeps one in data/. At least 32 characters. */
  DEMO_PAYMENT_SECRET: z.string().min(32, 'DEMO_PAYMENT_SECRET must be at least 32 characters').optional(),
  /**
   * Web Push (birthday and event reminders as notifications): the VAPID key pair as a private JWK
   * (EC P-256 with x, y and d). The Node entry makes one and keeps it in data/; on Workers set it
   * with `npx wrangler secret put VAPID_PRIVATE_JWK` (`node scripts/make-vapid-key.mjs` prints one).
   * Without it push is off. See docs/decisions/041-installable-app.md.
   */
  VAPID_PRIVATE_JWK: z.string().min(20).optional(),
  /** The contact push services may reach about our pushes: mailto: or https: (defaults to APP_URL, else a mailto:). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must start with mailto: or https:')
    .optional(),
  /**
   * Browser tests only: the clock can be moved forward through POST /api/dev/clock so the 24-hour
   * hold can be seen ending. Refused in production.
   */
  TEST_CLOCK: flag,
  /**
   * New accounts one client address may create per hour (default 10: a family signing up together
   * fits, a script farming accounts does not). Raise it for a venue where everyone shares one
   * network; the browser tests raise it because every flow comes from 127.0.0.1.
   */
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'REGISTRATIONS_PER_ADDRESS_PER_HOUR must be a whole number from 1')
    .optional()
    .transform((value) => (value ? Number(value) : registrationThrottle.perAddress)),
  /**
   * Node only: how many proxies in front of the server append to X-Forwarded-For (and set
   * X-Forwarded-Proto). Unset or 0: the socket's address is the client. `1` (or `true`): one proxy,
   * so the rightmost X-Forwarded-For entry — the one that proxy appended — is the client; a
   * client can write anything to the left of it. See worker/services/client-address.ts.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false)?$/, 'TRUST_PROXY must be the number of proxies in front of the server (0, 1, 2…)')
    .optional()
    .transform((value) => (value === 'true' ? 1 : value === 'false' || !value ? 0 : Number(value))),
});
export type AppEnv = z.infer<typeof appEnvSchema>;

export function parseAppEnv(raw: Record<string, unknown>): AppEnv {
  const picked = Object.fromEntries(Object.keys(appEnvSchema.shape).flatMap((key) => (typeof raw[key] === 'string' ? [[key, raw[key]]] : [])));
  const result = appEnvSchema.safeParse(picked);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (result.data.TEST_CLOCK && result.data.ENVIRONMENT === 'production') {
    throw new Error('Invalid configuration: TEST_CLOCK moves time for browser tests and is refused in production');
  }
  return result.data;
}
