import { Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import {
  withToolUsed,
  ZSidebarPreferencesSchema,
  type SidebarPreferences,
  type ToolId,
  type UpdateSidebarPreferences,
} from '@eps/contracts';
import { UserPreferencesEntity } from '../../database/entities';
import { InjectRepository } from '../../database/database.module';
import { defaultSidebar, mergeSidebar } from './sidebar';

@Injectable()
export class PreferencesService {
  constructor(
    @InjectRepository(UserPreferencesEntity) private readonly prefs: Repository<UserPreferencesEntity>,
  ) {}

  async getSidebar(userId: string): Promise<SidebarPreferences> {
    const row = await this.prefs.findOneBy({ userId });
    // Stored JSON from an older tool catalogue may name tools that no longer exist: fall back to defaults.
    const parsed = ZSidebarPreferencesSchema.safeParse(row?.sidebar);
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
    await this.prefs.upsert({ userId, sidebar }, ['userId']);
    return sidebar;
  }
}
