import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Res,
  UseInterceptors,
  UploadedFile,
} from '@nestjs/common';
import type { Response } from 'express';
import {
  ZChangePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
  type ChangePasswordRequest,
  type MessageResponse,
  type UpdateProfileRequest,
  type UserResponse,
} from '@eps/contracts';
import { UuidParamPipe } from '../../common/uuid-param.pipe';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { toUserDto } from '../users/user.mapper';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor';
import { ProfileErrors } from './profile.errors';
import { ProfileService } from './profile.service';

const avatarOwnerId = new UuidParamPipe(ProfileErrors.avatarNotFound);

@Controller()
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Get('profile')
  get(@CurrentAuth() auth: AuthContext): UserResponse {
    return { user: toUserDto(auth.user) };
  }

  @Patch('profile')
  async update(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZUpdateProfileRequestSchema)) body: UpdateProfileRequest,
  ): Promise<UserResponse> {
    return { user: toUserDto(await this.profile.updateFullName(auth.user, body.fullName)) };
  }

  @Post('profile/avatar')
  @HttpCode(200)
  @UseInterceptors(AvatarUploadInterceptor)
  async uploadAvatar(
    @CurrentAuth() auth: AuthContext,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<UserResponse> {
    return { user: toUserDto(await this.profile.setAvatar(auth.user, file)) };
  }

  @Delete('profile/avatar')
  async deleteAvatar(@CurrentAuth() auth: AuthContext): Promise<UserResponse> {
    return { user: toUserDto(await this.profile.deleteAvatar(auth.user)) };
  }

  @Post('profile/password')
  @HttpCode(200)
  async changePassword(
    @CurrentAuth() auth: AuthContext,
    @Body(new ZodValidationPipe(ZChangePasswordRequestSchema)) body: ChangePasswordRequest,
  ): Promise<MessageResponse> {
    await this.profile.changePassword(auth.user, auth.session.id, body.oldPassword, body.newPassword);
    return { message: 'Your password has been changed. Other devices have been logged out.' };
  }

  @Get('avatars/:userId')
  async avatar(@Param('userId', avatarOwnerId) userId: string, @Res() res: Response): Promise<void> {
    const { data, mime } = await this.profile.getAvatar(userId);
    res.set({
      'Content-Type': mime,
      'X-Content-Type-Options': 'nosniff',
      // The URL carries a version, so private caching for a long time is safe.
      'Cache-Control': 'private, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
    res.send(data);
  }
}
