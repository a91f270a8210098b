import { CompileArtifactEntity } from './compile-artifact.entity';
import { DocumentVersionEntity } from './document-version.entity';
import { EssayQuestionEntity } from './essay-question.entity';
import { EssaySubmissionEntity } from './essay-submission.entity';
import { GeneratedDocumentEntity } from './generated-document.entity';
import { MailOutboxEntity } from './mail-outbox.entity';
import { PasswordResetTokenEntity } from './password-reset-token.entity';
import { SessionEntity } from './session.entity';
import { TeacherAccessCodeEntity } from './teacher-access-code.entity';
import { UserPreferencesEntity } from './user-preferences.entity';
import { UserEntity } from './user.entity';

export type { ArtifactKind } from './compile-artifact.entity';

export {
  CompileArtifactEntity,
  DocumentVersionEntity,
  EssayQuestionEntity,
  EssaySubmissionEntity,
  GeneratedDocumentEntity,
  MailOutboxEntity,
  PasswordResetTokenEntity,
  SessionEntity,
  TeacherAccessCodeEntity,
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
];
