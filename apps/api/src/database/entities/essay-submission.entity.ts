import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AiEngineKind, AnalysisType } from '@eps/contracts';

export type EssaySubmissionKind = 'checked' | 'generated';

/**
 * An essay a student checked or generated (issue 7 item 4). The whole result is kept as JSON so the
 * history can show it again; the score is a column so user statistics can aggregate it.
 */
@Entity('essay_submissions')
export class EssaySubmissionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ type: 'text' })
  kind: EssaySubmissionKind;

  @Column({ name: 'question_id', type: 'text', nullable: true })
  questionId: string | null;

  @Column({ type: 'text' })
  question: string;

  @Column({ type: 'text' })
  essay: string;

  @Column({ name: 'analysis_type', type: 'text', nullable: true })
  analysisType: AnalysisType | null;

  @Column({ type: 'jsonb' })
  result: unknown;

  @Column({ name: 'overall_score', type: 'real', nullable: true })
  overallScore: number | null;

  @Column({ type: 'text' })
  engine: AiEngineKind;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
