/**
 * Server settings the events flows rely on, shared by playwright.config.ts (which hands them to
 * the e2e server) and the flows (which sign Twilio webhook requests with the same token). No
 * imports here, so the config can load it without pulling in the test fixtures.
 */

/** Enables the signed Twilio webhooks; texts still go to the local outbox (no SID or sender set). */
export const E2E_TWILIO_AUTH_TOKEN = 'e2e-twilio-auth-token-not-a-secret';

/** Texts (and emails queued outside a request, e.g. a freed waitlist spot) leave on the next scheduler run. */
export const E2E_SCHEDULER_INTERVAL_MS = '1000';
