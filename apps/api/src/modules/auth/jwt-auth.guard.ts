import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { AuthContext, AuthenticatedRequest } from './auth.types';
import { AuthErrors } from './auth.errors';
import { AUTH_OPTIONAL, IS_PUBLIC } from './decorators';
import { JwtSessionStrategy } from './jwt-session.strategy';

type Access = 'required' | 'optional' | 'none';

/**
 * The global guard: every route needs a live session (passport's 'jwt' strategy, JwtSessionStrategy)
 * unless marked @Public(); an @OptionalAuth() route gets the caller's session when there is one. A
 * request without one gets AUTH_NOT_AUTHENTICATED (401).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly strategy: JwtSessionStrategy,
  ) {
    super();
  }

  /**
   * AuthGuard's own canActivate looks the strategy up in passport's process-wide registry; this one
   * authenticates with the authenticator the app's strategy registered in (see JwtSessionStrategy),
   * and passes the outcome through handleRequest the same way.
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http' || this.accessOf(context) === 'none') return true;
    const req = this.getRequest(context) as AuthenticatedRequest;
    const auth = await new Promise<AuthContext | null>((resolve, reject) => {
      const settle = (err: unknown, user: AuthContext | false) => {
        try {
          resolve(this.handleRequest(err, user, undefined, context));
        } catch (failure) {
          reject(failure as Error);
        }
      };
      const authenticate = this.strategy
        .getPassportInstance()
        .authenticate('jwt', { session: false }, settle) as (
        req: unknown,
        res: unknown,
        next: (err?: unknown) => void,
      ) => void;
      // passport calls next only for what is not a verdict on the token: that never authenticates.
      authenticate(req, context.switchToHttp().getResponse(), (err) => settle(err, false));
    });
    if (auth) req.auth = auth;
    return true;
  }

  override handleRequest<T = AuthContext | null>(
    err: unknown,
    user: AuthContext | false,
    _info: unknown,
    context: ExecutionContext,
  ): T {
    if (err) throw err;
    if (user) return user as T;
    if (this.accessOf(context) === 'optional') return null as T;
    throw AuthErrors.notAuthenticated();
  }

  private accessOf(context: ExecutionContext): Access {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(AUTH_OPTIONAL, targets)) return 'optional';
    return this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ? 'none' : 'required';
  }
}
