import type {
  ChangePasswordRequest,
  MessageResponse,
  UpdateProfileRequest,
  User,
  UserResponse,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** Profile calls. The server answers profile changes with the updated user (`{ user }`). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<UserResponse, UpdateProfileRequest>({
      query: (body) => ({ url: 'profile', method: 'PATCH', body }),
      invalidatesTags: ['Profile'],
    }),
    uploadAvatar: build.mutation<UserResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: 'profile/avatar', method: 'POST', body };
      },
      invalidatesTags: ['Profile'],
    }),
    removeAvatar: build.mutation<UserResponse, void>({
      query: () => ({ url: 'profile/avatar', method: 'DELETE' }),
      invalidatesTags: ['Profile'],
    }),
    changePassword: build.mutation<MessageResponse, ChangePasswordRequest>({
      query: (body) => ({ url: 'profile/password', method: 'POST', body }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useRemoveAvatarMutation,
  useChangePasswordMutation,
} = profileApi;

/** The user of a profile answer; tolerates a bare user object too. */
export function userOf(response: UserResponse | User): User {
  return 'user' in response ? response.user : response;
}
