import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import {
  ZCreateAccessCodeRequestSchema,
  type AccessCode,
  type AccessCodeListResponse,
  type OutboxResponse,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { AccessCodeErrors, AccessCodesService, toAccessCodeDto } from '../access-codes/access-codes.service';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth, Roles } from '../auth/decorators';
import { MailerService } from '../mail/mailer.service';

type CreateAccessCodeBody = { label: string; maxUses: number | null; expiresAt: string | null };

const accessCodeId = new UuidParamPipe(AccessCodeErrors.notFound);

@Roles('admin')
@Controller('admin')
export class AdminController {
  constructor(
    private readonly accessCodes: AccessCodesService,
    private readonly mailer: MailerService,
  ) {}

  @Get('access-codes')
  async listAccessCodes(): Promise<AccessCodeListResponse> {
    return { codes: (await this.accessCodes.list()).map(toAccessCodeDto) };
  }

  @Post('access-codes')
  async createAccessCode(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZCreateAccessCodeRequestSchema)) body: CreateAccessCodeBody,
  ): Promise<AccessCode> {
    const code = await this.accessCodes.create({
      label: body.label,
      maxUses: body.maxUses,
      expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
      createdBy: auth.user.id,
    });
    return toAccessCodeDto(code);
  }

  /** Revokes (never deletes) so the history of who registered with which code stays readable. */
  @Delete('access-codes/:id')
  async revokeAccessCode(@Param('id', accessCodeId) id: string): Promise<AccessCode> {
    return toAccessCodeDto(await this.accessCodes.revoke(id));
  }

  @Get('outbox')
  async outbox(): Promise<OutboxResponse> {
    const mails = await this.mailer.latest(50);
    return {
      mails: mails.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        body: m.body,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  }
}
