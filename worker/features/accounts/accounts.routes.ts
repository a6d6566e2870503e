import { Hono } from 'hono';
import {
  birthdayInputSchema,
  changePasswordInputSchema,
  deleteAccountInputSchema,
  forgotPasswordInputSchema,
  loginInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updateProfileInputSchema,
} from '#core/domain/accounts/accounts.schema.ts';
import { appUrl } from '../../middleware/app-url.ts';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';
import { readJson } from '../../middleware/request-body.ts';
import { clearSessionCookie, requireUser, sameOriginOnly, setSessionCookie } from '../../middleware/session.ts';
import { runAfterResponse } from '../../services/background.ts';
import * as accounts from './accounts.service.ts';

export const accountsRoutes = new Hono<AppBindings>()
  // The current user: the platform asks /api/email-auth/user first and falls back to /api/auth/user.
  .get('/email-auth/user', (c) => c.json(accounts.currentUserView(requireUser(c), c.get('sessionStartedAt'))))
  .get('/auth/user', (c) => c.json(accounts.currentUserView(requireUser(c), c.get('sessionStartedAt'))))

  .post('/email-auth/register', sameOriginOnly, async (c) => {
    const input = await readJson(c, registerInputSchema);
    const { user, token } = await accounts.register(c.get('deps'), input, c.get('deps').clientAddress(c));
    setSessionCookie(c, token);
    return c.json({ token, user: accounts.toPublicUser(user) }, 201);
  })

  .post('/email-auth/login', sameOriginOnly, async (c) => {
    const input = await readJson(c, loginInputSchema);
    const { user, token } = await accounts.login(c.get('deps'), input, c.get('deps').clientAddress(c));
    setSessionCookie(c, token);
    return c.json({ token, user: accounts.toPublicUser(user) });
  })

  .post('/email-auth/logout', async (c) => {
    await accounts.logout(c.get('deps'), c.get('sessionTokenHash'));
    clearSessionCookie(c);
    return c.json({ message: 'You have been signed out.' });
  })

  .post('/email-auth/forgot-password', async (c) => {
    const { email } = await readJson(c, forgotPasswordInputSchema);
    // Looking the account up, making the token and sending the email all happen after the answer,
    // so its timing is the same for an address with an account and one without.
    runAfterResponse(c, 'Password reset request', () => accounts.requestPasswordReset(c.get('deps'), email, appUrl(c)));
    return c.json({ message: accounts.messages.resetSent });
  })

  .post('/email-auth/reset-password', async (c) => {
    const input = await readJson(c, resetPasswordInputSchema);
    await accounts.resetPassword(c.get('deps'), input);
    clearSessionCookie(c);
    return c.json({ message: accounts.messages.resetDone });
  })

  .post('/user/birthday', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, birthdayInputSchema);
    const updated = await accounts.setBirthday(c.get('deps'), user.id, input);
    return c.json({ user: updated && accounts.toPublicUser(updated) });
  })

  .patch('/user/profile', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, updateProfileInputSchema);
    if (Object.keys(input).length === 0) throw new ApiError(400, 'Nothing to change: send name, birthdayMonth or showOnBirthdayBoard.');
    const updated = await accounts.updateProfile(c.get('deps'), user.id, input);
    return c.json({ user: updated && accounts.toPublicUser(updated) });
  })

  .post('/user/password', async (c) => {
    const user = requireUser(c);
    const input = await readJson(c, changePasswordInputSchema);
    await accounts.changePassword(c.get('deps'), user, c.get('sessionTokenHash'), input);
    return c.json({ message: 'Your password has been changed. Other devices have been signed out.' });
  })

  .post('/user/sessions/revoke-all', async (c) => {
    const user = requireUser(c);
    await accounts.signOutEverywhere(c.get('deps'), user.id);
    clearSessionCookie(c);
    return c.json({ message: 'You have been signed out on every device.' });
  })

  .delete('/user', async (c) => {
    const user = requireUser(c);
    const { password } = await readJson(c, deleteAccountInputSchema);
    await accounts.deleteAccount(c.get('deps'), user, password);
    clearSessionCookie(c);
    return c.json({ message: 'Your account and its data have been deleted.' });
  });
