import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One saved state of a generated document: version 1 is what was generated, later ones are edits. */
@Entity('document_versions')
export class DocumentVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'document_id', type: 'uuid' })
  documentId: string;

  @Column({ type: 'integer' })
  version: number;

  @Column({ name: 'latex_code', type: 'text' })
  latexCode: string;

  @Column({ type: 'text' })
  change: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
