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
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { GuestSweepService } from './guest-sweep.service';
import { PasswordResetService } from './password-reset.service';
import { RolesGuard } from './roles.guard';
import { SessionsService } from './sessions.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        // The session row decides expiry; the JWT lifetime only caps how long a stolen token could matter.
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
    SessionsService,
    AuthService,
    PasswordResetService,
    GuestSweepService,
    AuthGuard,
    // Order matters: authentication first, then the role check that needs its result.
    { provide: APP_GUARD, useExisting: AuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [SessionsService, GuestSweepService, AuthGuard],
})
export class AuthModule {}
