import {
  ZAccessCodeListResponseSchema,
  ZAccessCodeSchema,
  ZCreateAccessCodeRequestSchema,
  ZOutboxResponseSchema,
} from '@eps/contracts';
import { created, json, uuidParam, type RouteGroup } from '../route-doc';

const ADMIN = ['admin'] as const;

export const adminRoutes: RouteGroup = {
  tag: 'Admin',
  description: 'Teacher access codes and the mail outbox; admins only (others get 403).',
  routes: [
    {
      method: 'get',
      path: '/admin/access-codes',
      summary: 'All teacher access codes',
      access: ADMIN,
      ok: json(ZAccessCodeListResponseSchema),
    },
    {
      method: 'post',
      path: '/admin/access-codes',
      summary: 'Create a teacher access code',
      access: ADMIN,
      body: ZCreateAccessCodeRequestSchema,
      ok: created(ZAccessCodeSchema),
    },
    {
      method: 'delete',
      path: '/admin/access-codes/:id',
      summary: 'Revoke an access code (it stays in the list, revoked)',
      access: ADMIN,
      params: { id: uuidParam },
      ok: json(ZAccessCodeSchema),
    },
    {
      method: 'get',
      path: '/admin/outbox',
      summary: 'The 50 latest mails the app sent (or would have sent without SMTP)',
      access: ADMIN,
      ok: json(ZOutboxResponseSchema),
    },
  ],
};
