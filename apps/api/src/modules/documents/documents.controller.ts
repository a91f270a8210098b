import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ZDocumentListQuerySchema,
  ZSaveDocumentVersionRequestSchema,
  type DocumentListResponse,
  type GeneratedDocument,
  type SaveDocumentVersionRequest,
} from '@eps/contracts';
import type { z } from 'zod';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { DocumentErrors } from './documents.errors';
import { DocumentsService } from './documents.service';

/** Ids are UUIDs; anything else names no document, so it is the same 404 as a missing one. */
const documentId = new UuidParamPipe(DocumentErrors.notFound);

/** The caller's generated notes and slides (route list in libs/contracts/src/documents.ts). */
@Controller('documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query(new ZodValidationPipe(ZDocumentListQuerySchema)) query: z.infer<typeof ZDocumentListQuerySchema>,
  ): Promise<DocumentListResponse> {
    return { documents: await this.documents.list(auth.user.id, query.kind) };
  }

  @Get(':id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', documentId) id: string): Promise<GeneratedDocument> {
    return this.documents.get(auth.user.id, id);
  }

  @Post(':id/versions')
  saveVersion(
    @CurrentAuth() auth: AuthContext,
    @Param('id', documentId) id: string,
    @Body(new ZodValidationPipe(ZSaveDocumentVersionRequestSchema)) body: SaveDocumentVersionRequest,
  ): Promise<GeneratedDocument> {
    return this.documents.saveVersion(auth.user.id, id, body);
  }

  @Post(':id/undo')
  @HttpCode(200)
  undo(@CurrentAuth() auth: AuthContext, @Param('id', documentId) id: string): Promise<GeneratedDocument> {
    return this.documents.undo(auth.user.id, id);
  }

  @Delete(':id')
  @HttpCode(204)
  async delete(@CurrentAuth() auth: AuthContext, @Param('id', documentId) id: string): Promise<void> {
    await this.documents.delete(auth.user.id, id);
  }
}
