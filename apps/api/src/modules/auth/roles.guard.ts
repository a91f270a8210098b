import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@eps/contracts';
import type { AuthenticatedRequest } from './auth.types';
import { AuthErrors } from './auth.errors';
import { ROLES } from './decorators';

/** Runs after JwtAuthGuard; guests never pass a role check, whatever their role column says. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().auth?.user;
    if (!user) throw AuthErrors.notAuthenticated();
    if (user.isGuest || !roles.includes(user.role)) throw AuthErrors.forbidden();
    return true;
  }
}
