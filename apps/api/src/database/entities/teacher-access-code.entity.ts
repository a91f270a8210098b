import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('teacher_access_codes')
export class TeacherAccessCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored uppercased; registration compares case-insensitively. */
  @Column({ type: 'text' })
  code: string;

  @Column({ type: 'text', default: '' })
  label: string;

  @Column({ name: 'max_uses', type: 'integer', nullable: true })
  maxUses: number | null;

  @Column({ type: 'integer', default: 0 })
  uses: number;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
