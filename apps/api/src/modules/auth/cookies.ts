import type { CookieOptions } from 'express';
import type { AppConfig } from '../../config/app-config';

export const TOKEN_COOKIE = 'token';
/** Spec section 9: remember-me keeps the login for 7 days. */
export const REMEMBER_ME_MS = 7 * 24 * 60 * 60 * 1000;

/** COOKIE_SECURE=auto marks the cookie Secure exactly when the request came over HTTPS. */
export function resolveSecure(setting: AppConfig['cookieSecure'], requestIsHttps: boolean): boolean {
  return setting === 'auto' ? requestIsHttps : setting;
}

/**
 * httpOnly so scripts can not read the token; SameSite=Lax blocks cross-site POSTs (CSRF) while links
 * from other sites still open the app logged in. Without remember-me there is no Max-Age, so the browser
 * drops the cookie when it closes.
 */
export function tokenCookieOptions(rememberMe: boolean, secure: boolean): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(rememberMe ? { maxAge: REMEMBER_ME_MS } : {}),
  };
}

/** Clearing must use the same attributes as setting, else the browser keeps the cookie. */
export function clearTokenCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/' };
}
