import { Injectable } from '@nestjs/common';
import type { AuthoredQuestion, ReviewItem, ReviewRequest } from '@eps/contracts';
import { TransactionRunner } from '../../database/transactions';
import type { UserEntity } from '../../database/entities';
import { QuestionAuthoringRepository, type AuthoredRow } from './question-authoring.repository';
import { QuestionAuthoringService, toAuthoredQuestion } from './question-authoring.service';
import { diffQuestions } from './question-diff';
import { QuestionErrors } from './questions.errors';

const isPending = (row: AuthoredRow) => row.status === 'pending' || row.revision_status === 'pending';

/**
 * The admins' review queue. Approving publishes the item (or its revision) and teaches the search its
 * words; rejecting or asking for changes records the reason the author reads. Every decision is audited.
 */
@Injectable()
export class QuestionReviewService {
  constructor(
    private readonly repo: QuestionAuthoringRepository,
    private readonly authoring: QuestionAuthoringService,
    private readonly transactions: TransactionRunner,
  ) {}

  async pending(): Promise<AuthoredQuestion[]> {
    return (await this.repo.listPending()).map(toAuthoredQuestion);
  }

  /** The item with its diff: a revision against the live content, a new item against its previous save. */
  async item(id: string): Promise<ReviewItem> {
    const row = await this.repo.find(id);
    if (!row) throw QuestionErrors.notFound();
    const content = await this.authoring.contentOf(row);
    let previousVersion: number | null = null;
    let previous = null;
    if (row.revision_version) {
      previousVersion = row.version;
      previous = await this.authoring.liveContentOf(row);
    } else if (row.version > 1) {
      previousVersion = row.version - 1;
      previous = await this.repo.snapshot(id, previousVersion);
    }
    return {
      question: toAuthoredQuestion(row),
      content,
      topics: await this.repo.topicRefs(content.topicIds),
      previousVersion,
      changes: diffQuestions(previous, content),
    };
  }

  async decide(reviewer: UserEntity, id: string, request: ReviewRequest): Promise<AuthoredQuestion> {
    const row = await this.repo.find(id);
    if (!row) throw QuestionErrors.notFound();
    if (!isPending(row)) throw QuestionErrors.notPending();
    const review = { decision: request.decision, reason: request.reason ?? null };
    const revision = row.revision_version;
    await this.transactions.run(async (tx) => {
      if (request.decision === 'approve') {
        if (revision) {
          // Read inside the transaction: a pool query here would wait on it wherever the database has a
          // single session (embedded PGlite).
          const content = (await this.repo.snapshot(id, revision, tx))!;
          const topics = await this.repo.pickedTopics(content.topicIds, tx);
          await this.repo.replaceContent(tx, id, content, topics, revision);
        }
        await this.repo.setState(tx, id, { status: 'approved', revision: null, review });
        await this.repo.addToVocabulary(tx, id);
      } else if (revision) {
        // The approved content stays live either way; only the revision is turned down or sent back.
        await this.repo.setState(tx, id, {
          revision: request.decision === 'changes' ? { version: revision, status: 'draft' } : null,
          review,
        });
      } else {
        await this.repo.setState(tx, id, {
          status: request.decision === 'reject' ? 'rejected' : 'draft',
          review,
        });
      }
      await this.repo.audit(tx, [
        {
          questionId: id,
          action: `review-${request.decision}`,
          actorId: reviewer.id,
          details: { reason: review.reason, version: revision ?? row.version, revision: !!revision },
        },
      ]);
    });
    return toAuthoredQuestion((await this.repo.find(id))!);
  }
}
