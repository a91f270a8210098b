import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { isUuid } from '../../common/uuid';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import type { SessionEntity, UserEntity } from '../../database/entities';
import type { Transaction } from '../../database/transactions';
import { UsersService } from '../users/users.service';
import type { AuthContext, ClientInfo } from './auth.types';
import { initialExpiry, sessionKind, touchUpdate } from './session-policy';
import { SessionsRepository } from './sessions.repository';

/** What a token says: whose it is and which session row it names. */
interface TokenClaims {
  sub: string;
  sid: string;
}

/** Server-side sessions: the JWT only names a session row, which is the source of truth. */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersService,
    private readonly jwt: JwtService,
  ) {}

  async create(
    user: UserEntity,
    rememberMe: boolean,
    client: ClientInfo,
  ): Promise<{ token: string; session: SessionEntity }> {
    const now = new Date();
    const session = await this.sessions.create({
      userId: user.id,
      rememberMe: rememberMe && !user.isGuest,
      lastSeenAt: now,
      expiresAt: initialExpiry(sessionKind(rememberMe, user.isGuest), this.config, now),
      userAgent: client.userAgent?.slice(0, 500) ?? null,
      ip: client.ip,
    });
    const claims: TokenClaims = { sub: user.id, sid: session.id };
    return { token: await this.jwt.signAsync(claims), session };
  }

  /**
   * Resolves the claims of a token whose signature was verified to its live session and user (and
   * records the use), or null when the session is missing, revoked or expired.
   */
  async resolve(claims: unknown): Promise<AuthContext | null> {
    if (!isTokenClaims(claims)) return null;
    const session = await this.sessions.findOfUser(claims.sid, claims.sub);
    const now = new Date();
    if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return null;
    const user = await this.users.findById(session.userId);
    if (!user) return null;
    await this.touch(session, user, now);
    return { user, session };
  }

  revoke(sessionId: string): Promise<void> {
    return this.sessions.revoke(sessionId, new Date());
  }

  /** Ends every session of a user, except `keepSessionId` when given (the one changing the password). */
  revokeAllForUser(userId: string, keepSessionId?: string, tx?: Transaction): Promise<void> {
    return this.sessions.revokeAllOfUser(userId, new Date(), keepSessionId, tx);
  }

  /** Sessions that would authenticate a request now (the metrics' live sessions). */
  countLive(): Promise<{ users: number; guests: number }> {
    return this.sessions.countLive(new Date());
  }

  private async touch(session: SessionEntity, user: UserEntity, now: Date): Promise<void> {
    const update = touchUpdate(session, sessionKind(session.rememberMe, user.isGuest), this.config, now);
    if (!update) return;
    await this.sessions.update(session.id, update);
    await this.users.markSeen(user.id, now);
    Object.assign(session, update);
    user.lastSeenAt = now;
  }
}

/** Malformed ids would make Postgres raise an error; such a token names no session. */
function isTokenClaims(claims: unknown): claims is TokenClaims {
  const { sub, sid } = (claims ?? {}) as Partial<Record<keyof TokenClaims, unknown>>;
  return isUuid(sub) && isUuid(sid);
}
