import type { Request } from 'express';
import type { SessionEntity, UserEntity } from '../../database/entities';

export interface AuthContext {
  user: UserEntity;
  session: SessionEntity;
}

/** A request JwtAuthGuard let through carries the user and the session it authenticated. */
export interface AuthenticatedRequest extends Request {
  auth: AuthContext;
}

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}
