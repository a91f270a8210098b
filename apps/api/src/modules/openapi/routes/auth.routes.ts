import {
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZMessageResponseSchema,
  ZRegisterRequestSchema,
  ZRegisterResponseSchema,
  ZResetPasswordRequestSchema,
  ZUserResponseSchema,
} from '@eps/contracts';
import { created, json, type RouteGroup } from '../route-doc';

export const authRoutes: RouteGroup = {
  tag: 'Auth',
  description: 'Sessions, registration and password reset. The session travels in the `token` cookie.',
  routes: [
    {
      method: 'get',
      path: '/check-auth',
      summary: 'The signed-in user',
      access: 'session',
      ok: json(ZUserResponseSchema),
    },
    {
      method: 'post',
      path: '/login',
      summary: 'Log in; sets the session cookie and returns the token for API clients',
      description: 'Rate limited per IP and username (429).',
      access: 'public',
      body: ZLoginRequestSchema,
      ok: json(ZLoginResponseSchema),
    },
    {
      method: 'post',
      path: '/guest-login',
      summary: 'Start (or keep) a guest session',
      access: 'optional',
      ok: json(ZUserResponseSchema),
    },
    {
      method: 'get',
      path: '/logout',
      summary: 'End the session and clear the cookie (always 200)',
      access: 'optional',
      ok: json(ZMessageResponseSchema),
    },
    {
      method: 'post',
      path: '/register',
      summary: 'Register a student or, with an access code, a teacher',
      access: 'public',
      body: ZRegisterRequestSchema,
      ok: created(ZRegisterResponseSchema),
    },
    {
      method: 'post',
      path: '/forgot-password',
      summary: 'Mail a password reset link (same answer whether or not the address is known)',
      access: 'public',
      body: ZForgotPasswordRequestSchema,
      ok: json(ZMessageResponseSchema),
    },
    {
      method: 'post',
      path: '/reset-password',
      summary: 'Set a new password with the token from the reset link',
      access: 'public',
      body: ZResetPasswordRequestSchema,
      ok: json(ZMessageResponseSchema),
    },
  ],
};
