import { Logger } from '@nestjs/common';
import { DataSource, DataSourceOptions } from 'typeorm';
import { describeImport, importContent } from '../modules/questions/import/content-importer';
import { ENTITIES } from './entities';
import { InitialSchema1732300000000 } from './migrations/1732300000000-initial-schema';
import { CompileArtifacts1732400000000 } from './migrations/1732400000000-compile-artifacts';
import { GeneratedDocuments1732500000000 } from './migrations/1732500000000-generated-documents';
import { EssayQuestionBank1732600000000 } from './migrations/1732600000000-essay-question-bank';
import { EssaySubmissions1732700000000 } from './migrations/1732700000000-essay-submissions';
import { QuestionBank1732800000000 } from './migrations/1732800000000-question-bank';
import { QuestionAttempts1732900000000 } from './migrations/1732900000000-question-attempts';
import { QuestionReview1732920000000 } from './migrations/1732920000000-question-review';
import { Drive1733000000000 } from './migrations/1733000000000-drive';
import { PaperUploads1733100000000 } from './migrations/1733100000000-paper-uploads';
import { GradedAnswers1733200000000 } from './migrations/1733200000000-graded-answers';
import { MarkingExemplars1733250000000 } from './migrations/1733250000000-marking-exemplars';
import { QuizzesAndReview1733300000000 } from './migrations/1733300000000-quizzes-and-review';
import { FeedbackBatches1733400000000 } from './migrations/1733400000000-feedback-batches';
import { ChatConversations1733500000000 } from './migrations/1733500000000-chat-conversations';
import { ToolUsage1733700000000 } from './migrations/1733700000000-ToolUsage';
import { TopicPrerequisites1733800000000 } from './migrations/1733800000000-topic-prerequisites';

/** Listed explicitly (not a glob) so the same list works from ts under jest and from compiled dist. */
export const MIGRATIONS = [
  InitialSchema1732300000000,
  CompileArtifacts1732400000000,
  GeneratedDocuments1732500000000,
  EssayQuestionBank1732600000000,
  EssaySubmissions1732700000000,
  QuestionBank1732800000000,
  QuestionAttempts1732900000000,
  QuestionReview1732920000000,
  Drive1733000000000,
  PaperUploads1733100000000,
  GradedAnswers1733200000000,
  MarkingExemplars1733250000000,
  QuizzesAndReview1733300000000,
  FeedbackBatches1733400000000,
  ChatConversations1733500000000,
  ToolUsage1733700000000,
  TopicPrerequisites1733800000000,
];

export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    // Schema changes only ever happen through migrations.
    synchronize: false,
    migrationsRun: false,
    // ids come from gen_random_uuid() (core Postgres); no extension to create, so a non-superuser role
    // and PGlite both work.
    installExtensions: false,
    // A connection attempt into a dead network fails after 10 s (a 503) instead of hanging the request.
    extra: { max: 10, connectionTimeoutMillis: 10_000 },
  };
}

/**
 * Applies pending migrations on a short-lived connection, then runs the seed step that imports the
 * shipped question bank (data/; skipped when unchanged since the last start). Every way the app meets a
 * database goes through here: the API's start, `cli migrate` (npm start, npm test's e2e database) and the
 * integration tests' global setup. Returns the names of the migrations applied. A restore
 * (scripts/backup.mjs) asks for the schema only: it replaces every row with the backup's, content included.
 */
export async function runMigrations(
  databaseUrl: string,
  { importContent: withContent = true }: { importContent?: boolean } = {},
): Promise<string[]> {
  const ds = new DataSource(dataSourceOptions(databaseUrl));
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    if (!withContent) return applied.map((m) => m.name);
    const summary = await importContent(ds);
    const logger = new Logger('ContentImport');
    if (!summary.skipped) logger.log(describeImport(summary));
    if (summary.oatutor.invalidExamples.length)
      logger.warn(
        `Rejected OATutor records (first ${summary.oatutor.invalidExamples.length}): ${summary.oatutor.invalidExamples.join(' | ')}`,
      );
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
