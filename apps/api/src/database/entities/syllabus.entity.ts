import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One exam board's specification of a subject (e.g. Edexcel A-level Mathematics); id is its data file's name. */
@Entity('syllabuses')
export class SyllabusEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  board: string;

  @Column({ type: 'text' })
  qualification: string;

  @Column({ type: 'text' })
  subject: string;

  @Column({ type: 'text' })
  title: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
