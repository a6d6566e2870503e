/** Business constants of the product spec and of the account rules. */
export const BRAND = 'Cakeday';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const NAME_MAX_LENGTH = 100;

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Redirect and retry delays of the spec, in milliseconds. */
export const delays = {
  afterLogin: 1500,
  afterResetEmail: 3000,
  afterBirthdaySaved: 1000,
  afterBirthdaySkipped: 500,
  afterBirthdayError: 2000,
  errorAutoRetry: 3000,
  installPrompt: 3000,
} as const;

export const AUTH_CHECK_CACHE_MS = 300_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const INSTALL_PROMPT_DISMISS_DAYS = 7;
export const INSTALL_PROMPT_STORAGE_KEY = 'install-prompt-dismissed';
export const AUTH_TOKEN_STORAGE_KEY = 'authToken';
export const FEATURED_VENUES_COUNT = 3;
export const DEFAULT_VENUE_PRICE_CENTS = 15000;
export const FUND_PROTECTION_HOURS = 24;

export const marketingStats = [
  { value: '2,500+', label: 'Parties planned' },
  { value: '15,000+', label: 'Gifts organized' },
  { value: '4.9', label: 'Average rating' },
  { value: '850+', label: 'Community members' },
] as const;

/** Session and reset-token lifetimes (see docs/decisions/003-session-tokens.md). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const OIDC_STATE_TTL_MS = 10 * 60 * 1000;
export const SESSION_COOKIE_NAME = 'cakeday_session';

/** Login throttling (see docs/decisions/005-login-throttling.md). */
export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  /** Per account and address together: one address guessing one account's password. */
  freeFailuresPerAccount: 5,
  /** Per address over all accounts (generous: a family or an office shares one address). */
  freeFailuresPerAddress: 20,
  firstBlockMs: 30 * 1000,
  maxBlockMs: 15 * 60 * 1000,
} as const;

/** New accounts per client address and hour: a family can sign up together, a script cannot farm accounts. */
export const registrationThrottle = { perAddress: 10, windowMs: 60 * 60 * 1000 } as const;
