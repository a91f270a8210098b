import { z } from 'zod';
import { ZPasswordSchema } from './auth';

export const ZUpdateProfileRequestSchema = z.object({
  fullName: z
    .string({ error: 'Full name must be text.' })
    .trim()
    .min(1, 'Full name is required.')
    .max(100, 'Full name must be at most 100 characters.'),
});
export type UpdateProfileRequest = z.infer<typeof ZUpdateProfileRequestSchema>;

export const ZChangePasswordRequestSchema = z.object({
  oldPassword: z
    .string({ error: 'Current password must be text.' })
    .min(1, 'Current password is required.')
    .max(256),
  newPassword: ZPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
