import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AuthContext, AuthenticatedRequest } from './auth.types';
import { AuthErrors } from './auth.errors';
import { IS_PUBLIC } from './decorators';
import { SessionsService } from './sessions.service';
import { tokensOf } from './token-extraction';

/** Global guard: every route needs a live session unless marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const auth = await this.resolve(req);
    if (!auth) throw AuthErrors.notAuthenticated();
    req.auth = auth;
    return true;
  }

  /** The first candidate token that names a live session wins. */
  async resolve(req: Request): Promise<AuthContext | null> {
    for (const token of tokensOf(req)) {
      const auth = await this.sessions.authenticate(token);
      if (auth) return auth;
    }
    return null;
  }
}
