/** API paths shared by the worker routes, the platform client, the widgets and the tests. */
export const apiPaths = {
  emailAuthUser: '/api/email-auth/user',
  authUser: '/api/auth/user',
  login: '/api/email-auth/login',
  register: '/api/email-auth/register',
  forgotPassword: '/api/email-auth/forgot-password',
  resetPassword: '/api/email-auth/reset-password',
  logout: '/api/email-auth/logout',
  birthday: '/api/user/birthday',
  profile: '/api/user/profile',
  changePassword: '/api/user/password',
  signOutEverywhere: '/api/user/sessions/revoke-all',
  deleteAccount: '/api/user',
  oidcLogin: '/api/login',
  oidcCallback: '/api/callback',
  venues: '/api/venues',
  devOutbox: '/api/dev/outbox',
  /** Browser tests only (TEST_CLOCK): move the clock forward; run the scheduled work now. */
  devClock: '/api/dev/clock',
  devScheduledWork: '/api/dev/scheduled-work',

  // Money. Hosts: pots and the event's money screen.
  eventPots: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/pots`,
  eventPot: (eventId: string, potId: string) => `/api/events/${encodeURIComponent(eventId)}/pots/${encodeURIComponent(potId)}`,
  eventContributions: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/contributions`,
  eventContributionsCsv: (eventId: string) => `/api/events/${encodeURIComponent(eventId)}/contributions.csv`,
  eventContributionRefund: (eventId: string, contributionId: string) =>
    `/api/events/${encodeURIComponent(eventId)}/contributions/${encodeURIComponent(contributionId)}/refund`,
  // Contributors (a member's session or a guest's x-guest-token).
  pot: (potId: string) => `/api/pots/${encodeURIComponent(potId)}`,
  potContributions: (potId: string) => `/api/pots/${encodeURIComponent(potId)}/contributions`,
  giftPots: '/api/gift/pots',
  publicEventPots: (slug: string) => `/api/public/events/${encodeURIComponent(slug)}/pots`,
  myContributions: '/api/contributions/mine',
  contribution: (id: string) => `/api/contributions/${encodeURIComponent(id)}`,
  cancelContribution: (id: string) => `/api/contributions/${encodeURIComponent(id)}/cancel`,
  // Providers.
  paymentsWebhook: '/api/payments/webhook',
  demoCheckout: (sessionId: string) => `/api/payments/demo/checkout/${encodeURIComponent(sessionId)}`,
  demoCheckoutPay: (sessionId: string) => `/api/payments/demo/checkout/${encodeURIComponent(sessionId)}/pay`,
  demoCheckoutCancel: (sessionId: string) => `/api/payments/demo/checkout/${encodeURIComponent(sessionId)}/cancel`,
  demoConnect: (accountId: string) => `/api/payments/demo/connect/${encodeURIComponent(accountId)}`,
  demoConnectComplete: (accountId: string) => `/api/payments/demo/connect/${encodeURIComponent(accountId)}/complete`,
  payoutAccount: '/api/payouts/account',
  payoutOnboarding: '/api/payouts/onboarding',
  // Plans and billing.
  billing: '/api/billing',
  billingPro: '/api/billing/pro',
  billingSingleEvent: '/api/billing/single-event',
  billingCancelSubscription: '/api/billing/subscription/cancel',
  billingTestPayment: '/api/billing/test-payment',
  billingPurchase: (id: string) => `/api/billing/purchases/${encodeURIComponent(id)}`,
} as const;
