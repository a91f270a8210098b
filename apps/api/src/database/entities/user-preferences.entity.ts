import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SidebarPreferences } from '@eps/contracts';

@Entity('user_preferences')
export class UserPreferencesEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'jsonb' })
  sidebar: SidebarPreferences;
}
