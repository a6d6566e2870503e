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
} as const;
