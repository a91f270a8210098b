import { Body, Controller, Delete, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import {
  ZStatsQuerySchema,
  ZToolVisitRequestSchema,
  type StatsDeleted,
  type StatsQuery,
  type StatsResponse,
  type ToolVisitRequest,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { StatsService } from './stats.service';
import { VisitsRateLimitGuard } from './visits-rate-limit.guard';

/** The signed-in user's (or guest's) own statistics; routes in libs/contracts/src/stats.ts. */
@Controller('stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Post('visits')
  @HttpCode(204)
  @UseGuards(VisitsRateLimitGuard)
  async visit(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZToolVisitRequestSchema)) body: ToolVisitRequest,
  ): Promise<void> {
    await this.stats.recordVisit(auth.user.id, body);
  }

  @Get('me')
  me(
    @CurrentAuth() auth: AuthContext,
    @Query(new ZodValidationPipe(ZStatsQuerySchema)) query: StatsQuery,
  ): Promise<StatsResponse> {
    return this.stats.forUser(auth.user.id, query.tz);
  }

  @Get('me/export.csv')
  async exportCsv(@CurrentAuth() auth: AuthContext, @Res() res: Response): Promise<void> {
    const file = await this.stats.csv(auth.user.id);
    res
      .type('text/csv; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.send(file.body);
  }

  @Delete('me')
  deleteHistory(@CurrentAuth() auth: AuthContext): Promise<StatsDeleted> {
    return this.stats.deleteHistory(auth.user.id);
  }
}
