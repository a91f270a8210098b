import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  QUESTION_IMPORT_MAX_BYTES,
  ZQuestionSaveRequestSchema,
  type AuthoredQuestion,
  type AuthoredQuestionList,
  type EditableQuestion,
  type ImportReport,
  type QuestionSaveRequest,
} from '@eps/contracts';
import { SingleFileUploadInterceptor } from '../../common/single-file-upload.interceptor';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth, Roles } from '../auth/decorators';
import { QuestionAuthoringService } from './question-authoring.service';
import { csvRows, jsonRows, jsonText } from './question-import-rows';
import { QuestionErrors } from './questions.errors';

const questionId = new UuidParamPipe(QuestionErrors.notFound);

const ImportFileInterceptor = SingleFileUploadInterceptor('file', QUESTION_IMPORT_MAX_BYTES, {
  tooLarge: () => QuestionErrors.importTooLarge(QUESTION_IMPORT_MAX_BYTES),
  badUpload: (reason) => QuestionErrors.badImport(`Send one file in the field "file" (${reason}).`),
});

type UploadedImport = { buffer: Buffer; originalname: string; mimetype: string };

/**
 * Writing questions: teachers and admins save drafts and submit them; students may suggest (their items
 * always go to review, marked as suggestions). Guests cannot write. Declared before QuestionsController
 * so /questions/mine is not taken for an id.
 */
@Roles('student', 'teacher', 'admin')
@Controller('questions')
export class QuestionAuthoringController {
  constructor(private readonly authoring: QuestionAuthoringService) {}

  @Post()
  create(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZQuestionSaveRequestSchema)) body: QuestionSaveRequest,
  ): Promise<AuthoredQuestion> {
    return this.authoring.create(auth.user, body);
  }

  /**
   * A CSV or JSON file in the multipart field `file`, or a JSON body (an array of questions, or
   * { questions }, or { csv: "<text>" }). Answers a per-row report; bad rows never fail the good ones.
   */
  @Post('import')
  @HttpCode(200)
  @UseInterceptors(ImportFileInterceptor)
  importQuestions(
    @CurrentAuth() auth: AuthContext,
    @UploadedFile() file: UploadedImport | undefined,
    @Body() body: unknown,
  ): Promise<ImportReport> {
    return this.authoring.importRows(auth.user, importedRows(file, body));
  }

  @Get('mine')
  async mine(@CurrentAuth() auth: AuthContext): Promise<AuthoredQuestionList> {
    return { items: await this.authoring.mine(auth.user) };
  }

  @Get(':id/edit')
  editable(@CurrentAuth() auth: AuthContext, @Param('id', questionId) id: string): Promise<EditableQuestion> {
    return this.authoring.getEditable(auth.user, id);
  }

  @Put(':id')
  update(
    @CurrentAuth() auth: AuthContext,
    @Param('id', questionId) id: string,
    @Body(new ZodValidationPipe(ZQuestionSaveRequestSchema)) body: QuestionSaveRequest,
  ): Promise<AuthoredQuestion> {
    return this.authoring.update(auth.user, id, body);
  }
}

function importedRows(file: UploadedImport | undefined, body: unknown) {
  if (file) {
    const text = file.buffer.toString('utf8');
    if (!text.trim()) throw QuestionErrors.badImport('The file is empty.');
    const looksJson =
      /\.json$/i.test(file.originalname) || /json/.test(file.mimetype) || /^\s*[[{]/.test(text);
    return looksJson ? jsonText(text) : csvRows(text);
  }
  const csv = (body as { csv?: unknown } | undefined)?.csv;
  if (typeof csv === 'string') return csvRows(csv);
  if (body && (Array.isArray(body) || typeof body === 'object') && Object.keys(body).length)
    return jsonRows(body);
  throw QuestionErrors.badImport(
    'Send a CSV or JSON file in the multipart field "file", or a JSON body with the questions.',
  );
}
