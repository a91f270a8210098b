import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Role } from '@eps/contracts';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always stored lowercased; for registered users it equals the email. */
  @Column({ type: 'text' })
  username: string;

  @Column({ type: 'text', nullable: true })
  email: string | null;

  @Column({ name: 'password_hash', type: 'text', nullable: true, select: false })
  passwordHash: string | null;

  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  @Column({ type: 'text' })
  role: Role;

  @Column({ name: 'is_guest', type: 'boolean', default: false })
  isGuest: boolean;

  // The image bytes are only loaded by the avatar endpoint.
  @Column({ type: 'bytea', nullable: true, select: false })
  avatar: Buffer | null;

  @Column({ name: 'avatar_mime', type: 'text', nullable: true })
  avatarMime: string | null;

  @Column({ name: 'avatar_updated_at', type: 'timestamptz', nullable: true })
  avatarUpdatedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;
}
