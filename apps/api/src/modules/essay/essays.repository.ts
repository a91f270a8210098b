import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ESSAY_HISTORY_QUESTION_CHARS,
  type AiEngineKind,
  type AnalysisType,
  type EssayAnalysis,
  type EssayCheckResult,
  type EssayHistoryItem,
} from '@eps/contracts';
import { EssaySubmissionEntity } from '../../database/entities';

/** A student's checked and generated essays (issue 7 item 4); the scores later feed the statistics. */
@Injectable()
export class EssaysRepository {
  constructor(private readonly db: DataSource) {}

  async saveGenerated(
    ownerId: string,
    e: {
      questionId?: string;
      question: string;
      essay: string;
      analysis: EssayAnalysis;
      engine: AiEngineKind;
      isScaffold: boolean;
    },
  ): Promise<void> {
    await this.db.getRepository(EssaySubmissionEntity).insert({
      ownerId,
      kind: 'generated',
      questionId: e.questionId ?? null,
      question: e.question,
      essay: e.essay,
      analysisType: null,
      result: { analysis: e.analysis, isScaffold: e.isScaffold },
      overallScore: null,
      engine: e.engine,
    });
  }

  async saveChecked(
    ownerId: string,
    e: {
      questionId?: string;
      question: string;
      essay: string;
      analysisType: AnalysisType;
      result: EssayCheckResult;
    },
  ): Promise<void> {
    await this.db.getRepository(EssaySubmissionEntity).insert({
      ownerId,
      kind: 'checked',
      questionId: e.questionId ?? null,
      question: e.question,
      essay: e.essay,
      analysisType: e.analysisType,
      result: e.result,
      overallScore: e.result.overallScore,
      engine: e.result.engine,
    });
  }

  /** The newest `limit` essays of the owner, summarised for the history list. */
  async listMine(ownerId: string, limit: number): Promise<EssayHistoryItem[]> {
    const rows = await this.db
      .getRepository(EssaySubmissionEntity)
      .createQueryBuilder('s')
      .select(['s.id', 's.kind', 's.questionId', 's.overallScore', 's.createdAt'])
      // Only the start of the question travels: it can be a long passage-based prompt.
      .addSelect(`left(s.question, ${ESSAY_HISTORY_QUESTION_CHARS})`, 's_question')
      .where('s.ownerId = :ownerId', { ownerId })
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .limit(limit)
      .getRawMany<{
        s_id: string;
        s_kind: EssaySubmissionEntity['kind'];
        s_question_id: string | null;
        s_question: string;
        s_overall_score: number | null;
        s_created_at: Date;
      }>();
    return rows.map((r) => ({
      id: r.s_id,
      kind: r.s_kind,
      questionId: r.s_question_id,
      question: r.s_question,
      overallScore: r.s_overall_score,
      createdAt: r.s_created_at.toISOString(),
    }));
  }
}
