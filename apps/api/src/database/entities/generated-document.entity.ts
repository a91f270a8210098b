import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { GenerationKind, GenerationOptions } from '@eps/contracts';

/** A generated lecture notes or slides document; its LaTeX lives in its versions. */
@Entity('generated_documents')
export class GeneratedDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ type: 'text' })
  kind: GenerationKind;

  @Column({ type: 'text' })
  title: string;

  /** The generation request without the material (the material can be long and is not needed again). */
  @Column({ type: 'jsonb' })
  options: GenerationOptions;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
