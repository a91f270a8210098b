import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SidebarPreferences } from '@eps/contracts';
import { UserPreferencesEntity } from '../../database/entities';

/** One row of preferences per user, written whole. */
@Injectable()
export class PreferencesRepository {
  constructor(private readonly db: DataSource) {}

  /** The stored JSON as it is: it may predate the current tool catalogue, so the caller validates it. */
  async findSidebar(userId: string): Promise<unknown> {
    return (await this.prefs().findOneBy({ userId }))?.sidebar;
  }

  async saveSidebar(userId: string, sidebar: SidebarPreferences): Promise<void> {
    await this.prefs().upsert({ userId, sidebar }, ['userId']);
  }

  private prefs() {
    return this.db.getRepository(UserPreferencesEntity);
  }
}
