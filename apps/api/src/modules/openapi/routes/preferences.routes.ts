import {
  ZRecordToolUseRequestSchema,
  ZSidebarPreferencesSchema,
  ZUpdateSidebarPreferencesSchema,
} from '@eps/contracts';
import { json, type RouteGroup } from '../route-doc';

export const preferencesRoutes: RouteGroup = {
  tag: 'Preferences',
  description: 'The “More Functions” sidebar: pinned and recently used tools.',
  routes: [
    {
      method: 'get',
      path: '/preferences/sidebar',
      summary: 'My sidebar preferences',
      access: 'session',
      ok: json(ZSidebarPreferencesSchema),
    },
    {
      method: 'put',
      path: '/preferences/sidebar',
      summary: 'Replace my sidebar preferences',
      access: 'session',
      body: ZUpdateSidebarPreferencesSchema,
      ok: json(ZSidebarPreferencesSchema),
    },
    {
      method: 'post',
      path: '/preferences/sidebar/use',
      summary: 'Record that I opened a tool (recently used list)',
      access: 'session',
      body: ZRecordToolUseRequestSchema,
      ok: json(ZSidebarPreferencesSchema),
    },
  ],
};
