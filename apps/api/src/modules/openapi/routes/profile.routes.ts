import {
  ZChangePasswordRequestSchema,
  ZMessageResponseSchema,
  ZUpdateProfileRequestSchema,
  ZUserResponseSchema,
} from '@eps/contracts';
import { AVATAR_FIELD } from '../../profile/avatar-upload.interceptor';
import { file, json, uuidParam, type RouteGroup } from '../route-doc';

export const profileRoutes: RouteGroup = {
  tag: 'Profile',
  description: 'The signed-in user’s name, avatar and password.',
  routes: [
    {
      method: 'get',
      path: '/profile',
      summary: 'My profile',
      access: 'session',
      ok: json(ZUserResponseSchema),
    },
    {
      method: 'patch',
      path: '/profile',
      summary: 'Change my full name',
      access: 'session',
      body: ZUpdateProfileRequestSchema,
      ok: json(ZUserResponseSchema),
    },
    {
      method: 'post',
      path: '/profile/avatar',
      summary: 'Upload my avatar (PNG, JPEG, GIF or WebP)',
      access: 'session',
      upload: { files: [AVATAR_FIELD], required: true },
      ok: json(ZUserResponseSchema),
    },
    {
      method: 'delete',
      path: '/profile/avatar',
      summary: 'Remove my avatar',
      access: 'session',
      ok: json(ZUserResponseSchema),
    },
    {
      method: 'post',
      path: '/profile/password',
      summary: 'Change my password (logs out my other devices)',
      access: 'session',
      body: ZChangePasswordRequestSchema,
      ok: json(ZMessageResponseSchema),
    },
    {
      method: 'get',
      path: '/avatars/:userId',
      summary: 'A user’s avatar image',
      access: 'session',
      params: { userId: uuidParam },
      ok: file('image/*', 'The avatar in the format it was uploaded in.'),
    },
  ],
};
