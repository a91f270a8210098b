import { Injectable } from '@nestjs/common';
import {
  withToolUsed,
  ZSidebarPreferencesSchema,
  type SidebarPreferences,
  type ToolId,
  type UpdateSidebarPreferences,
} from '@eps/contracts';
import { PreferencesRepository } from './preferences.repository';
import { defaultSidebar, mergeSidebar } from './sidebar';

@Injectable()
export class PreferencesService {
  constructor(private readonly prefs: PreferencesRepository) {}

  async getSidebar(userId: string): Promise<SidebarPreferences> {
    // Stored JSON from an older tool catalogue may name tools that no longer exist: fall back to defaults.
    const parsed = ZSidebarPreferencesSchema.safeParse(await this.prefs.findSidebar(userId));
    return parsed.success ? parsed.data : defaultSidebar();
  }

  async updateSidebar(userId: string, update: UpdateSidebarPreferences): Promise<SidebarPreferences> {
    return this.save(userId, mergeSidebar(await this.getSidebar(userId), update));
  }

  async recordUse(userId: string, toolId: ToolId): Promise<SidebarPreferences> {
    const current = await this.getSidebar(userId);
    return this.save(userId, { ...current, recent: withToolUsed(current.recent, toolId) });
  }

  private async save(userId: string, sidebar: SidebarPreferences): Promise<SidebarPreferences> {
    await this.prefs.saveSidebar(userId, sidebar);
    return sidebar;
  }
}
