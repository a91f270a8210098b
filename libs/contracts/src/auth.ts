import { z } from 'zod';

export const ROLES = ['student', 'teacher', 'admin'] as const;
export const ZRoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof ZRoleSchema>;

/** Roles a visitor may pick at registration; admins are created from configuration or the CLI. */
export const ZRegistrableRoleSchema = z.enum(['student', 'teacher'], {
  error: "Role must be 'student' or 'teacher'.",
});

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_TEXT =
  'Password must be at least 8 characters long and contain letters and numbers.';

/** The one password rule (DESIGN.md "Registration"): at least 8 characters with letters and numbers. */
export const ZPasswordSchema = z
  .string({ error: 'Password must be text.' })
  .max(256, 'Password must be at most 256 characters.')
  .refine((p) => p.length >= PASSWORD_MIN_LENGTH && /[A-Za-z]/.test(p) && /\d/.test(p), PASSWORD_RULE_TEXT);

const ZEmailSchema = z
  .string({ error: 'Email must be text.' })
  .trim()
  .toLowerCase()
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'));

export const ZUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  fullName: z.string(),
  avatarPath: z.string().nullable(),
  role: ZRoleSchema,
  isGuest: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof ZUserSchema>;

export const ZLoginRequestSchema = z.object({
  username: z
    .string({ error: 'Username must be text.' })
    .trim()
    .min(1, 'Email and password are required')
    .max(254),
  password: z.string({ error: 'Password must be text.' }).min(1, 'Email and password are required').max(256),
  rememberMe: z.boolean({ error: 'rememberMe must be true or false.' }).optional().default(false),
});
export type LoginRequest = z.input<typeof ZLoginRequestSchema>;

export const ZLoginResponseSchema = z.object({ token: z.string(), user: ZUserSchema });
export type LoginResponse = z.infer<typeof ZLoginResponseSchema>;

/** check-auth and guest-login answer with the user object. */
export const ZUserResponseSchema = z.object({ user: ZUserSchema });
export type UserResponse = z.infer<typeof ZUserResponseSchema>;

export const ZRegisterRequestSchema = z
  .object({
    username: ZEmailSchema,
    email: ZEmailSchema,
    password: ZPasswordSchema,
    role: ZRegistrableRoleSchema,
    accessCode: z.string({ error: 'Access code must be text.' }).trim().max(64).optional().default(''),
    fullName: z
      .string({ error: 'Full name must be text.' })
      .trim()
      .min(1, 'Full name is required.')
      .max(100, 'Full name must be at most 100 characters.'),
  })
  .refine((r) => r.username === r.email, {
    message: 'Username must be the email address.',
    path: ['username'],
  })
  .refine((r) => r.role !== 'teacher' || r.accessCode.length > 0, {
    message: 'Please enter your teacher access code',
    path: ['accessCode'],
  });
export type RegisterRequest = z.input<typeof ZRegisterRequestSchema>;

export const ZRegisterResponseSchema = z.object({
  message: z.literal('Registration successful'),
  user: ZUserSchema,
});
export type RegisterResponse = z.infer<typeof ZRegisterResponseSchema>;

export const ZForgotPasswordRequestSchema = z.object({ email: ZEmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequestSchema>;

export const ZResetPasswordRequestSchema = z.object({
  token: z.string({ error: 'Reset token must be text.' }).min(10, 'This reset link is invalid.').max(200),
  password: ZPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;
