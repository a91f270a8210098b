import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { apiErrorMessage, hasServerResponse } from '@/lib/api';

export const LOGIN_MESSAGES = {
  required: 'Email and password are required',
  invalidEmail: 'Invalid Email or password',
  terms: 'Please read and check the relevant agreement.',
  passwordRequired: 'Password is required',
  failed: 'Invalid email or password',
  exception: 'An error occurred during login',
  guestFailed: 'Guest login failed',
  guestException: 'An error occurred during guest login',
} as const;

/** A standard email shape: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface LoginFormValues {
  email: string;
  password: string;
  agreed: boolean;
}

/** The result of checking the login form before it is sent (spec section 5 "Login"). */
export type LoginValidation = { ok: true } | { ok: false; field: 'form' | 'terms'; message: string };

export function validateLogin({ email, password, agreed }: LoginFormValues): LoginValidation {
  if (!email.trim() || !password) return { ok: false, field: 'form', message: LOGIN_MESSAGES.required };
  if (!EMAIL_PATTERN.test(email.trim()))
    return { ok: false, field: 'form', message: LOGIN_MESSAGES.invalidEmail };
  if (!agreed) return { ok: false, field: 'terms', message: LOGIN_MESSAGES.terms };
  return { ok: true };
}

type ApiFailure = FetchBaseQueryError | SerializedError | undefined;

function statusOf(error: ApiFailure): number | null {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : null;
}

/** Spec section 8: 401 is 'Invalid email or password', 429 the server's own message, no answer an exception. */
export function loginErrorMessage(error: ApiFailure): string {
  const status = statusOf(error);
  if (status === null || !hasServerResponse(error)) return LOGIN_MESSAGES.exception;
  if (status === 401) return LOGIN_MESSAGES.failed;
  if (status === 429 || (status >= 400 && status < 500)) return apiErrorMessage(error, LOGIN_MESSAGES.failed);
  return LOGIN_MESSAGES.exception;
}

/** Guest button failures on the login page: the server said no, or there was no answer at all. */
export function guestErrorMessage(error: ApiFailure): string {
  return hasServerResponse(error) ? LOGIN_MESSAGES.guestFailed : LOGIN_MESSAGES.guestException;
}
