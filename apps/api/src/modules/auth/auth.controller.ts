import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import {
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZRegisterRequestSchema,
  ZResetPasswordRequestSchema,
  type ForgotPasswordRequest,
  type LoginResponse,
  type MessageResponse,
  type RegisterResponse,
  type ResetPasswordRequest,
  type UserResponse,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { toUserDto } from '../users/user.mapper';
import { AuthService } from './auth.service';
import type { AuthContext, ClientInfo } from './auth.types';
import { clearTokenCookieOptions, resolveSecure, TOKEN_COOKIE, tokenCookieOptions } from './cookies';
import { CurrentAuth, OptionalAuth, Public, ThrottleByUsername } from './decorators';
import { PasswordResetService } from './password-reset.service';

type LoginBody = { username: string; password: string; rememberMe: boolean };
type RegisterBody = Parameters<AuthService['register']>[0];

/** The routes of spec section 7 "Authentication", plus forgot/reset password. */
@Controller()
export class AuthController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  @Get('check-auth')
  checkAuth(@CurrentAuth() auth: AuthContext): UserResponse {
    return { user: toUserDto(auth.user) };
  }

  @Public()
  @ThrottleByUsername()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodValidationPipe(ZLoginRequestSchema)) body: LoginBody,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const result = await this.auth.login(body, clientInfo(req));
    res.cookie(TOKEN_COOKIE, result.token, tokenCookieOptions(result.rememberMe, this.secure(req)));
    return { token: result.token, user: toUserDto(result.user) };
  }

  @OptionalAuth()
  @UseGuards(ThrottlerGuard)
  @Post('guest-login')
  @HttpCode(200)
  async guestLogin(
    @CurrentAuth() current: AuthContext | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<UserResponse> {
    const result = await this.auth.guestLogin(current, clientInfo(req));
    if (result.token) res.cookie(TOKEN_COOKIE, result.token, tokenCookieOptions(false, this.secure(req)));
    return { user: toUserDto(result.user) };
  }

  /** Always 200: logging out twice, or with an expired cookie, still leaves the browser logged out. */
  @OptionalAuth()
  @Get('logout')
  async logout(
    @CurrentAuth() current: AuthContext | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageResponse> {
    await this.auth.logout(current);
    res.clearCookie(TOKEN_COOKIE, clearTokenCookieOptions(this.secure(req)));
    return { message: 'Logged out successfully' };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  async register(
    @Body(new ZodValidationPipe(ZRegisterRequestSchema)) body: RegisterBody,
  ): Promise<RegisterResponse> {
    const user = await this.auth.register(body);
    return { message: 'Registration successful', user: toUserDto(user) };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(
    @Body(new ZodValidationPipe(ZForgotPasswordRequestSchema)) body: ForgotPasswordRequest,
  ): Promise<MessageResponse> {
    return { message: await this.passwordReset.requestReset(body.email) };
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(
    @Body(new ZodValidationPipe(ZResetPasswordRequestSchema)) body: ResetPasswordRequest,
  ): Promise<MessageResponse> {
    await this.passwordReset.reset(body.token, body.password);
    return { message: 'Your password has been reset. Please log in with the new password.' };
  }

  private secure(req: Request): boolean {
    return resolveSecure(this.config.cookieSecure, req.secure);
  }
}

function clientInfo(req: Request): ClientInfo {
  return { userAgent: req.get('user-agent') ?? null, ip: req.ip ?? null };
}
