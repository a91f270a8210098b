import { Injectable } from '@nestjs/common';
import type { QuestionReport, ReportListQuery, ResolveReportRequest } from '@eps/contracts';
import { TransactionRunner } from '../../../database/transactions';
import type { UserEntity } from '../../../database/entities';
import { QuestionErrors } from '../questions.errors';
import { QuestionReportsRepository } from './question-reports.repository';

/**
 * The problem reports of the exam question page, worked by admins in the review queue: each is closed as
 * fixed (the question was corrected) or dismissed, with an optional note, and the decision is audited.
 */
@Injectable()
export class QuestionReportsService {
  constructor(
    private readonly repo: QuestionReportsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  list(query: ReportListQuery): Promise<QuestionReport[]> {
    return this.repo.list(query.status);
  }

  async resolve(admin: UserEntity, id: string, request: ResolveReportRequest): Promise<QuestionReport> {
    const report = await this.repo.find(id);
    if (!report) throw QuestionErrors.reportNotFound();
    await this.transactions.run(async (tx) => {
      const closed = await this.repo.resolve(tx, id, {
        status: request.outcome === 'fixed' ? 'resolved' : 'dismissed',
        resolverId: admin.id,
        note: request.note,
      });
      if (!closed) throw QuestionErrors.reportAlreadyResolved();
      await this.repo.audit(tx, {
        reportId: id,
        action: `report-${request.outcome}`,
        actorId: admin.id,
        details: { questionId: report.questionId, reason: report.reason, note: request.note },
      });
    });
    return (await this.repo.find(id))!;
  }
}
