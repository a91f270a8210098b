import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ZRecordToolUseRequestSchema,
  ZUpdateSidebarPreferencesSchema,
  type RecordToolUseRequest,
  type SidebarPreferences,
  type UpdateSidebarPreferences,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { PreferencesService } from './preferences.service';

/** Sidebar state of the 'More Functions' panel; guests have it too since they are real users. */
@Controller('preferences/sidebar')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  get(@CurrentAuth() auth: AuthContext): Promise<SidebarPreferences> {
    return this.preferences.getSidebar(auth.user.id);
  }

  @Put()
  update(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZUpdateSidebarPreferencesSchema)) body: UpdateSidebarPreferences,
  ): Promise<SidebarPreferences> {
    return this.preferences.updateSidebar(auth.user.id, body);
  }

  @Post('use')
  @HttpCode(200)
  use(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZRecordToolUseRequestSchema)) body: RecordToolUseRequest,
  ): Promise<SidebarPreferences> {
    return this.preferences.recordUse(auth.user.id, body.toolId);
  }
}
