import { Hono } from 'hono';
import type { AppBindings } from '../../deps.ts';
import { ApiError } from '../../middleware/errors.ts';

// Work in progress in this session: replaced by the full OpenID Connect flow.
export const oidcRoutes = new Hono<AppBindings>().get('/login', () => {
  throw new ApiError(503, 'Sign-in with an external provider is not configured on this server. Use email and password instead.');
});
