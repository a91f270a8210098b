import { PASSWORD_RULE_TEXT, ZPasswordSchema } from '@eps/contracts';
import { EMAIL_PATTERN } from './login-validation';

export type RegisterRole = 'student' | 'teacher';

export const REGISTER_MESSAGES = {
  mismatch: 'Passwords do not match',
  terms: 'Please agree to the terms and conditions',
  accessCode: 'Please enter your teacher access code',
  success: 'Registration successful',
  noResponse: 'An error occured. Please try again later.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  fullNameRequired: 'Full name is required',
} as const;

export interface RegisterFormValues {
  role: RegisterRole;
  email: string;
  password: string;
  confirmPassword: string;
  fullName: string;
  accessCode: string;
  agreed: boolean;
}

export type FieldErrors = Partial<Record<'email' | 'password' | 'fullName', string>>;

/** What stops a registration before it is sent, in the order the user sees it. */
export type RegisterCheck =
  | { ok: true }
  | { ok: false; kind: 'fields'; errors: FieldErrors }
  | { ok: false; kind: 'popup'; title: 'Error!' | 'Notice'; message: string };

export function checkRegistration(v: RegisterFormValues): RegisterCheck {
  const errors: FieldErrors = {};
  if (!v.email.trim()) errors.email = REGISTER_MESSAGES.emailRequired;
  else if (!EMAIL_PATTERN.test(v.email.trim())) errors.email = REGISTER_MESSAGES.emailInvalid;
  if (!ZPasswordSchema.safeParse(v.password).success) errors.password = PASSWORD_RULE_TEXT;
  if (!v.fullName.trim()) errors.fullName = REGISTER_MESSAGES.fullNameRequired;
  if (Object.keys(errors).length > 0) return { ok: false, kind: 'fields', errors };

  if (v.password !== v.confirmPassword)
    return { ok: false, kind: 'popup', title: 'Error!', message: REGISTER_MESSAGES.mismatch };
  if (!v.agreed) return { ok: false, kind: 'popup', title: 'Notice', message: REGISTER_MESSAGES.terms };
  if (v.role === 'teacher' && !v.accessCode.trim()) {
    return { ok: false, kind: 'popup', title: 'Notice', message: REGISTER_MESSAGES.accessCode };
  }
  return { ok: true };
}
