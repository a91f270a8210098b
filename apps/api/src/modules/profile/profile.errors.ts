import { AVATAR_MAX_BYTES } from '@eps/contracts';
import { AppError } from '../../common/app-error';

export const ProfileErrors = {
  guestForbidden: () =>
    new AppError(
      403,
      'PROFILE_GUEST_FORBIDDEN',
      'Guest accounts cannot change their profile. Please register for a full account.',
    ),
  wrongPassword: () => new AppError(400, 'PROFILE_WRONG_PASSWORD', 'Current password is incorrect.'),
  avatarMissing: () =>
    new AppError(
      400,
      'PROFILE_AVATAR_MISSING',
      'Please choose an image file to upload (form field "avatar").',
    ),
  avatarNotImage: () =>
    new AppError(400, 'PROFILE_AVATAR_NOT_IMAGE', 'The avatar must be a PNG, JPEG or WebP image.'),
  avatarTooLarge: () =>
    new AppError(
      413,
      'PROFILE_AVATAR_TOO_LARGE',
      `The avatar must be at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
    ),
  avatarBadUpload: (reason: string) =>
    new AppError(400, 'PROFILE_AVATAR_BAD_UPLOAD', `The upload could not be read: ${reason}`),
  avatarNotFound: () => new AppError(404, 'PROFILE_AVATAR_NOT_FOUND', 'This user has no avatar.'),
};
