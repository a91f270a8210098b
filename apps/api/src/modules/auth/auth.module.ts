import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import type Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { REDIS } from '../../redis/redis.module';
import { AccessCodesModule } from '../access-codes/access-codes.module';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { authThrottlerOptions } from './auth-throttling';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { GuestSweepService } from './guest-sweep.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtSessionStrategy } from './jwt-session.strategy';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { PasswordResetService } from './password-reset.service';
import { RolesGuard } from './roles.guard';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        // Signing only (JwtSessionStrategy verifies). The session row decides expiry; the JWT lifetime
        // only caps how long a stolen token could matter.
        signOptions: { algorithm: 'HS256', expiresIn: '7d' },
      }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS],
      useFactory: (config: AppConfig, redis: Redis) => authThrottlerOptions(config, redis),
    }),
    UsersModule,
    AccessCodesModule,
    MailModule,
  ],
  controllers: [AuthController],
  providers: [
    SessionsRepository,
    SessionsService,
    PasswordResetTokensRepository,
    AuthService,
    PasswordResetService,
    GuestSweepService,
    JwtSessionStrategy,
    JwtAuthGuard,
    // Order matters: authentication first, then the role check that needs its result.
    { provide: APP_GUARD, useExisting: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [SessionsService, GuestSweepService],
})
export class AuthModule {}
