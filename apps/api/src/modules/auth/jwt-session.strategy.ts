import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { AuthContext } from './auth.types';
import { SessionsService } from './sessions.service';
import { tokenOf } from './token-extraction';

/**
 * passport-jwt reads the request's token and verifies its HS256 signature and expiry with JWT_SECRET;
 * validate() then asks the server-side session, so a logged-out or expired session refuses a token
 * that is still validly signed.
 */
@Injectable()
export class JwtSessionStrategy extends PassportStrategy(Strategy, 'jwt') {
  /** Set while PassportStrategy's constructor registers the strategy, hence `declare` (no initialiser). */
  declare private authenticator?: passport.Authenticator;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({ jwtFromRequest: tokenOf, secretOrKey: config.jwtSecret, algorithms: ['HS256'] });
  }

  /** The live session and its user; false (passport's "not authenticated") when there is none. */
  async validate(claims: unknown): Promise<AuthContext | false> {
    return (await this.sessions.resolve(claims)) ?? false;
  }

  /**
   * By default passport keeps strategies in one registry per process. This strategy registers in an
   * authenticator of its own app, the one JwtAuthGuard authenticates with, so apps that share a process
   * (the integration tests start several, each with its own secret and database pool) never verify
   * with each other's.
   */
  getPassportInstance(): passport.Authenticator {
    return (this.authenticator ??= new passport.Authenticator());
  }
}
