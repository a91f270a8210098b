import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@eps/contracts';
import type { AuthContext, AuthenticatedRequest } from './auth.types';

export const IS_PUBLIC = 'eps:isPublic';
export const AUTH_OPTIONAL = 'eps:authOptional';
export const ROLES = 'eps:roles';
export const THROTTLE_BY_USERNAME = 'eps:throttleByUsername';

/** The route needs no session (the global JwtAuthGuard lets it through). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * The route needs no session, but when the request carries a live one it is resolved as on any guarded
 * route, so @CurrentAuth() gives it (or undefined).
 */
export const OptionalAuth = () => SetMetadata(AUTH_OPTIONAL, true);

/** Only users with one of these roles may call the route (checked after authentication). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES, roles);

/** The auth rate limit of this route counts per IP and username, not per IP alone. */
export const ThrottleByUsername = () => SetMetadata(THROTTLE_BY_USERNAME, true);

export const CurrentAuth = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthContext =>
    ctx.switchToHttp().getRequest<AuthenticatedRequest>().auth,
);
