import { loginThrottle, PASSWORD_RESET_TTL_MS, registrationThrottle, SESSION_TTL_MS } from '#core/constants.ts';
import type { BirthdayInput, ChangePasswordInput, LoginInput, RegisterInput, ResetPasswordInput, UpdateProfileInput, User } from '#core/domain/accounts/accounts.schema.ts';
import { hostPlanOf } from '../../db/plans.repo.ts';
import { hitRateLimit } from '../../db/rate-limit.repo.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { equalTimeDummyHash, hashPassword, verifyPassword } from '../../services/password.ts';
import { hashToken, randomId, randomToken } from '../../services/tokens.ts';
import { accountsRepo, type UserRow } from './accounts.repo.ts';

export const messages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  resetSent: "If an account exists for that email, we've sent a link to reset your password. It works for 60 minutes.",
  resetInvalid: 'This reset link is invalid, expired or already used. Please request a new one.',
  resetDone: 'Your password has been changed. You can now sign in with it.',
  wrongPassword: 'Your current password is not correct.',
  noPasswordYet: 'Your account has no password yet. Use "Forgot password" on the sign-in page to set one.',
  deleteWrongPassword: 'The password is not correct, so the account was not deleted.',
  deleteWithHeldMoney:
    'You host events or organise group gifts with contributions that are still pending or held, so your account cannot be deleted yet. Once that money has been released to you or refunded (at most a day after the last payment), try again.',
  tooManySignIns: 'Too many failed sign-in attempts. Please wait {wait} and try again, or reset your password.',
  tooManyRegistrations: 'Too many new accounts were created from your network. Please wait {wait} and try again.',
  deleteWithVenueBookings:
    'Your venues have upcoming bookings or requests, so your account cannot be deleted yet. Answer or cancel them under Bookings of your venues (/host/bookings) — the guests are refunded in full — then try again.',
  deleteWithOwnerPayout:
    'Your share of a venue booking has not been paid out to you yet, so your account cannot be deleted. It is sent 24 hours after the booking ends to your payout account: connect one under Bookings of your venues (/host/bookings) if you have none, then try again once it has been paid out.',
  deleteWithGuestBookings:
    'You have an upcoming venue booking, so your account cannot be deleted yet. Cancel it under My bookings (/bookings) first, so the venue’s cancellation policy gives you your refund, then try again.',
  deleteWithSubscription: 'You are on Pro. Cancel your subscription on the Billing page first, so you are not charged again, then delete your account.',
} as const;

/**
 * A returning member is one whose current session was begun by a sign-in, not by their
 * registration: the session started more than a minute after the account (registration opens its
 * session in the same request). Sessions are already recorded, so nothing new is stored.
 */
export const RETURNING_AFTER_MS = 60_000;

export function currentUserView(row: UserRow, sessionStartedAt: number | null): User {
  return { ...toPublicUser(row), returning: sessionStartedAt !== null && sessionStartedAt - row.createdAt > RETURNING_AFTER_MS };
}

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    birthdayMonth: row.birthdayMonth ?? null,
    showOnBirthdayBoard: row.showOnBirthdayBoard,
    hasPassword: row.passwordHash !== null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** Issues a fresh session token; only its hash is stored. */
export async function startSession(deps: AppDeps, userId: string): Promise<{ token: string; expiresAt: number }> {
  const token = randomToken();
  const now = deps.clock.now();
  const expiresAt = now + SESSION_TTL_MS;
  await accountsRepo.insertSession(deps.db, { tokenHash: await hashToken(token), userId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export async function createUser(deps: AppDeps, fields: { email: string; name: string; passwordHash: string | null }): Promise<UserRow | undefined> {
  const now = deps.clock.now();
  const row = { id: randomId(), ...fields, role: 'customer' as const, createdAt: now, updatedAt: now };
  if (!(await accountsRepo.insertUserIfEmailFree(deps.db, row))) return undefined;
  return accountsRepo.findUserById(deps.db, row.id);
}

/** Registration, throttled per address before the password is hashed (a flood costs us a table row each, not a hash). */
export async function register(deps: AppDeps, input: RegisterInput, address: string) {
  const perHour = deps.env.REGISTRATIONS_PER_ADDRESS_PER_HOUR;
  const limit = await hitRateLimit(deps.db, `register:${address}`, perHour, registrationThrottle.windowMs, deps.clock.now());
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterMs, messages.tooManyRegistrations);
  const user = await createUser(deps, { email: input.email, name: input.name, passwordHash: await hashPassword(input.password) });
  if (!user) throw new ApiError(409, messages.emailTaken, { email: messages.emailTaken });
  const session = await startSession(deps, user.id);
  return { user, ...session };
}

/**
 * The two sign-in counters: this account from this address, and this address over all accounts.
 * There is deliberately no counter per account alone: five wrong guesses from an attacker's
 * address would then lock the real member out everywhere (decision 005).
 */
function throttleKeys(email: string, address: string) {
  return [
    { key: `login:${email}|${address}`, freeFailures: loginThrottle.freeFailuresPerAccount },
    { key: `login-ip:${address}`, freeFailures: loginThrottle.freeFailuresPerAddress },
  ];
}

function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function tooManyAttempts(waitMs: number, message: string) {
  return new ApiError(429, message.replace('{wait}', minutesText(waitMs)), undefined, { 'Retry-After': String(Math.ceil(waitMs / 1000)) });
}

/**
 * Reserves the attempt under both counters before any hashing, so parallel guesses are all
 * counted; a counter that is blocked refuses with a 429. Reservations already made count as
 * failures, as the attempt goes no further.
 */
async function reserveSignInAttempt(deps: AppDeps, email: string, address: string) {
  const now = deps.clock.now();
  for (const { key, freeFailures } of throttleKeys(email, address)) {
    const refused = await accountsRepo.reserveLoginAttempt(deps.db, key, now, { ...loginThrottle, freeFailures });
    if (refused) throw tooManyAttempts(refused.retryAfterMs, messages.tooManySignIns);
  }
}

/**
 * Checks the password with throttling per (account, address) and per address: after the free
 * allowance each failure blocks further tries for a doubling, capped wait (never a permanent
 * lock-out, and never for a member who signs in from an address that has not been guessing).
 */
export async function login(deps: AppDeps, input: LoginInput, address: string) {
  await reserveSignInAttempt(deps, input.email, address);
  const user = await accountsRepo.findUserByEmail(deps.db, input.email);
  // Unknown accounts and accounts without a password spend the same hashing time as real ones.
  const matches = user?.passwordHash ? await verifyPassword(input.password, user.passwordHash) : (await verifyPassword(input.password, await equalTimeDummyHash()), false);
  if (!user || !matches) throw new ApiError(401, messages.invalidCredentials);
  const [accountKey, addressKey] = throttleKeys(input.email, address);
  await accountsRepo.clearThrottle(deps.db, accountKey!.key);
  await accountsRepo.releaseLoginAttempt(deps.db, addressKey!.key, addressKey!.freeFailures);
  const session = await startSession(deps, user.id);
  return { user, ...session };
}

export async function logout(deps: AppDeps, tokenHash: string | null) {
  if (tokenHash) await accountsRepo.deleteSession(deps.db, tokenHash);
}

const RESET_EMAILS_PER_HOUR = 3;

/**
 * Mails a reset link to an existing account, at most 3 an hour. Runs after the answer (the route
 * answers the same for every address), so a provider failure is only logged.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, appUrl: string) {
  const user = await accountsRepo.findUserByEmail(deps.db, email);
  if (!user) return;
  const now = deps.clock.now();
  if ((await accountsRepo.countRecentResets(deps.db, user.id, now - 60 * 60 * 1000)) >= RESET_EMAILS_PER_HOUR) return;
  const token = randomToken();
  await accountsRepo.insertPasswordReset(deps.db, {
    tokenHash: await hashToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: now + PASSWORD_RESET_TTL_MS,
  });
  const link = `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Cakeday password',
    text:
      `Hi ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your Cakeday account.\n` +
      `Open this link within 60 minutes to choose a new password:\n\n${link}\n\n` +
      `The link works once. If you did not ask for this, ignore this email: your password stays as it is.\n`,
  });
}

/** Single use, 60 minutes; a successful reset signs the account out everywhere. */
export async function resetPassword(deps: AppDeps, input: ResetPasswordInput) {
  const userId = await accountsRepo.consumePasswordReset(deps.db, await hashToken(input.token), deps.clock.now());
  if (!userId) throw new ApiError(400, messages.resetInvalid);
  const user = await accountsRepo.updateUser(deps.db, userId, {
    passwordHash: await hashPassword(input.password),
    updatedAt: deps.clock.now(),
  });
  if (!user) throw new ApiError(400, messages.resetInvalid);
  await accountsRepo.expirePasswordResets(deps.db, userId, deps.clock.now());
  await accountsRepo.deleteSessionsOfUser(deps.db, userId);
  // The owner proved they hold the mailbox: the account's counters from every address start again.
  await accountsRepo.clearThrottlesStartingWith(deps.db, `login:${user.email}|`);
}

export async function setBirthday(deps: AppDeps, userId: string, input: BirthdayInput) {
  return accountsRepo.setBirthday(deps.db, userId, { ...input, updatedAt: deps.clock.now() });
}

export async function updateProfile(deps: AppDeps, userId: string, input: UpdateProfileInput) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  return accountsRepo.updateUser(deps.db, userId, { ...changes, updatedAt: deps.clock.now() });
}

/** Changing the password keeps this session and signs every other one out. */
export async function changePassword(deps: AppDeps, user: UserRow, currentTokenHash: string | null, input: ChangePasswordInput) {
  if (!user.passwordHash) throw new ApiError(400, messages.noPasswordYet);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new ApiError(400, messages.wrongPassword, { currentPassword: messages.wrongPassword });
  }
  await accountsRepo.updateUser(deps.db, user.id, { passwordHash: await hashPassword(input.newPassword), updatedAt: deps.clock.now() });
  await accountsRepo.expirePasswordResets(deps.db, user.id, deps.clock.now());
  await accountsRepo.deleteSessionsOfUser(deps.db, user.id, currentTokenHash ?? undefined);
}

export async function signOutEverywhere(deps: AppDeps, userId: string) {
  await accountsRepo.deleteSessionsOfUser(deps.db, userId);
}

export async function deleteAccount(deps: AppDeps, user: UserRow, password: string | undefined) {
  if (user.passwordHash && !(password && (await verifyPassword(password, user.passwordHash)))) {
    throw new ApiError(400, messages.deleteWrongPassword, { password: messages.deleteWrongPassword });
  }
  // Money still on its way (pending or held) must reach the host or go back first; finished
  // payment records are kept anonymously by deleteUser (they are the books).
  if ((await accountsRepo.openHostedContributionCount(deps.db, user.id)) > 0) throw new ApiError(409, messages.deleteWithHeldMoney);
  // Venue bookings: the other side is counting on them, and money is still to move.
  const bookings = await accountsRepo.openVenueBookingCounts(deps.db, user.id, deps.clock.now());
  if (bookings.ownerUpcoming > 0) throw new ApiError(409, messages.deleteWithVenueBookings);
  if (bookings.ownerUnpaidShare > 0) throw new ApiError(409, messages.deleteWithOwnerPayout);
  if (bookings.guestUpcoming > 0) throw new ApiError(409, messages.deleteWithGuestBookings);
  if ((await hostPlanOf(deps.db, user.id)).plan === 'pro') throw new ApiError(409, messages.deleteWithSubscription);
  await accountsRepo.deleteUser(deps.db, user.id, deps.clock.now());
}
