import { AuditLogEntity } from './audit-log.entity';
import { CompileArtifactEntity } from './compile-artifact.entity';
import { DocumentVersionEntity } from './document-version.entity';
import { EssayQuestionEntity } from './essay-question.entity';
import { EssaySubmissionEntity } from './essay-submission.entity';
import { GeneratedDocumentEntity } from './generated-document.entity';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MarkSchemePointEntity } from './mark-scheme-point.entity';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { QuestionPartEntity } from './question-part.entity';
import { QuestionVersionEntity } from './question-version.entity';
import { QuestionEntity } from './question.entity';
import { SessionEntity } from './session.entity';
import { SyllabusEntity } from './syllabus.entity';
import { TeacherAccessCodeEntity } from './teacher-access-code.entity';
import { TopicEntity } from './topic.entity';
import { UserPreferencesEntity } from './user-preferences.entity';
import { UserEntity } from './user.entity';

export type { ArtifactKind } from './compile-artifact.entity';

export {
  AuditLogEntity,
  CompileArtifactEntity,
  DocumentVersionEntity,
  EssayQuestionEntity,
  EssaySubmissionEntity,
  GeneratedDocumentEntity,
  MailOutboxEntity,
  MarkSchemePointEntity,
  PasswordResetTokenEntity,
  QuestionEntity,
  QuestionPartEntity,
  QuestionVersionEntity,
  SessionEntity,
  SyllabusEntity,
  TeacherAccessCodeEntity,
  TopicEntity,
  UserPreferencesEntity,
  UserEntity,
};

export const ENTITIES = [
  UserEntity,
  SessionEntity,
  TeacherAccessCodeEntity,
  PasswordResetTokenEntity,
  MailOutboxEntity,
  UserPreferencesEntity,
  GeneratedDocumentEntity,
  DocumentVersionEntity,
  EssayQuestionEntity,
  EssaySubmissionEntity,
  CompileArtifactEntity,
  SyllabusEntity,
  TopicEntity,
  QuestionEntity,
  QuestionPartEntity,
  MarkSchemePointEntity,
  QuestionVersionEntity,
  AuditLogEntity,
];
