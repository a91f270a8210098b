import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  type PipeTransform,
  Post,
  Put,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  ZDriveFileUpdateSchema,
  ZDriveListQuerySchema,
  ZDriveSaveVersionFieldsSchema,
  ZDriveUploadFieldsSchema,
  type DriveFile,
  type DriveFileListResponse,
  type DriveFileUpdate,
  type DriveOverview,
  type DriveSaveVersionFields,
  type DriveUploadFields,
  type DriveVersionListResponse,
} from '@eps/contracts';
import type { z } from 'zod';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { DriveErrors } from './drive.errors';
import { DriveService, type DriveDownload, type UploadedDriveFile } from './drive.service';
import { DriveUploadInterceptor } from './drive-upload.interceptor';
import { RecordsToolUse } from '../stats/records-tool-use';

/** Ids are UUIDs; anything else names no file, so it is the same 404 as a missing one. */
const fileId = new UuidParamPipe(DriveErrors.notFound);

/** Version numbers are positive integers; anything else names no version. */
const versionNumber: PipeTransform<string, number> = {
  transform(value: string): number {
    if (!/^[1-9][0-9]{0,8}$/.test(value)) throw DriveErrors.versionNotFound();
    return Number(value);
  },
};

/** The Math Papers drive of the caller (route list in libs/contracts/src/drive.ts). */
@Controller('drive')
export class DriveController {
  constructor(private readonly drive: DriveService) {}

  @Get()
  overview(@CurrentAuth() auth: AuthContext): Promise<DriveOverview> {
    return this.drive.overview(auth.user.id);
  }

  @Get('files')
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query(new ZodValidationPipe(ZDriveListQuerySchema)) query: z.infer<typeof ZDriveListQuerySchema>,
  ): Promise<DriveFileListResponse> {
    return { files: await this.drive.list(auth.user.id, query) };
  }

  @Post('files')
  @RecordsToolUse('math-papers')
  @UseInterceptors(DriveUploadInterceptor)
  upload(
    @CurrentAuth() auth: AuthContext,
    @UploadedFile() file: UploadedDriveFile | undefined,
    @Body(new ZodValidationPipe(ZDriveUploadFieldsSchema)) fields: DriveUploadFields,
  ): Promise<DriveFile> {
    if (!file) throw DriveErrors.noFile();
    return this.drive.upload(auth.user.id, file, fields);
  }

  @Get('files/:id')
  get(@CurrentAuth() auth: AuthContext, @Param('id', fileId) id: string): Promise<DriveFile> {
    return this.drive.get(auth.user.id, id);
  }

  @Get('files/:id/content')
  async content(
    @CurrentAuth() auth: AuthContext,
    @Param('id', fileId) id: string,
    @Query('download') download: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.drive.download(auth.user.id, id), download === '1');
  }

  @Put('files/:id')
  @RecordsToolUse('math-papers')
  update(
    @CurrentAuth() auth: AuthContext,
    @Param('id', fileId) id: string,
    @Body(new ZodValidationPipe(ZDriveFileUpdateSchema)) change: DriveFileUpdate,
  ): Promise<DriveFile> {
    return this.drive.update(auth.user.id, id, change);
  }

  @Delete('files/:id')
  @HttpCode(204)
  async delete(@CurrentAuth() auth: AuthContext, @Param('id', fileId) id: string): Promise<void> {
    await this.drive.delete(auth.user.id, id);
  }

  @Get('files/:id/versions')
  async versions(
    @CurrentAuth() auth: AuthContext,
    @Param('id', fileId) id: string,
  ): Promise<DriveVersionListResponse> {
    return { versions: await this.drive.versions(auth.user.id, id) };
  }

  @Post('files/:id/versions')
  @RecordsToolUse('math-papers')
  @HttpCode(200)
  @UseInterceptors(DriveUploadInterceptor)
  saveVersion(
    @CurrentAuth() auth: AuthContext,
    @Param('id', fileId) id: string,
    @UploadedFile() file: UploadedDriveFile | undefined,
    @Body(new ZodValidationPipe(ZDriveSaveVersionFieldsSchema)) fields: DriveSaveVersionFields,
  ): Promise<DriveFile> {
    if (!file) throw DriveErrors.noFile();
    return this.drive.saveVersion(auth.user.id, id, file, fields.note);
  }

  @Get('files/:id/versions/:number/content')
  async versionContent(
    @CurrentAuth() auth: AuthContext,
    @Param('id', fileId) id: string,
    @Param('number', versionNumber) number: number,
    @Res() res: Response,
  ): Promise<void> {
    send(res, await this.drive.download(auth.user.id, id, number), true);
  }

  @Post('files/:id/versions/:number/restore')
  @HttpCode(200)
  restore(
    @CurrentAuth() auth: AuthContext,
    @Param('id', fileId) id: string,
    @Param('number', versionNumber) number: number,
  ): Promise<DriveFile> {
    return this.drive.restore(auth.user.id, id, number);
  }
}

/**
 * Sends stored bytes. LaTeX goes out as plain UTF-8 text so a browser shows rather than runs it; PDFs
 * and images keep the type their magic bytes proved.
 */
function send(res: Response, file: DriveDownload, asAttachment: boolean): void {
  const type = file.mimeType.startsWith('text/') ? 'text/plain; charset=utf-8' : file.mimeType;
  const disposition = asAttachment ? 'attachment' : 'inline';
  res
    .type(type)
    .setHeader('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .setHeader('Cache-Control', 'private, no-cache')
    .send(file.bytes);
}
