import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { EssayQuestionSource, EssaySubjectId } from '@eps/contracts';

/** One prompt of the AP essay bank; the id is readable (psych-2025-aaq) because links and the UI use it. */
@Entity('essay_questions')
export class EssayQuestionEntity {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  subject: EssaySubjectId;

  @Column({ type: 'text' })
  year: string;

  @Column({ type: 'integer' })
  number: number;

  @Column({ name: 'task_type', type: 'text' })
  taskType: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text' })
  question: string;

  @Column({ type: 'text' })
  rubric: string;

  @Column({ name: 'rubric_total', type: 'integer' })
  rubricTotal: number;

  @Column({ type: 'text' })
  source: EssayQuestionSource;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
