import { AVATAR_MAX_BYTES } from '@eps/contracts';
import { SingleFileUploadInterceptor } from '../../common/single-file-upload.interceptor';
import { ProfileErrors } from './profile.errors';

export const AVATAR_FIELD = 'avatar';

export const AvatarUploadInterceptor = SingleFileUploadInterceptor(AVATAR_FIELD, AVATAR_MAX_BYTES, {
  tooLarge: ProfileErrors.avatarTooLarge,
  badUpload: ProfileErrors.avatarBadUpload,
});
