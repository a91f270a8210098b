import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { EntityManager, IsNull, Not, Repository } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SessionEntity, UserEntity } from '../../database/entities';
import { InjectRepository } from '../../database/database.module';
import type { AuthContext, ClientInfo } from './auth.types';
import { initialExpiry, sessionKind, touchUpdate } from './session-policy';

interface TokenClaims {
  sub: string;
  sid: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Server-side sessions: the JWT only names a session row, which is the source of truth. */
@Injectable()
export class SessionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    private readonly jwt: JwtService,
  ) {}

  async create(
    user: UserEntity,
    rememberMe: boolean,
    client: ClientInfo,
  ): Promise<{ token: string; session: SessionEntity }> {
    const now = new Date();
    const session = await this.sessions.save(
      this.sessions.create({
        userId: user.id,
        rememberMe: rememberMe && !user.isGuest,
        lastSeenAt: now,
        expiresAt: initialExpiry(sessionKind(rememberMe, user.isGuest), this.config, now),
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        ip: client.ip,
      }),
    );
    const claims: TokenClaims = { sub: user.id, sid: session.id };
    return { token: await this.jwt.signAsync(claims), session };
  }

  /** Resolves a token to its live session and user, or null when any check fails. */
  async authenticate(token: string): Promise<AuthContext | null> {
    const claims = await this.verify(token);
    if (!claims) return null;
    const session = await this.sessions.findOneBy({ id: claims.sid, userId: claims.sub });
    const now = new Date();
    if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return null;
    const user = await this.sessions.manager.findOneBy(UserEntity, { id: session.userId });
    if (!user) return null;
    await this.touch(session, user, now);
    return { user, session };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of a user, except `keepSessionId` when given (the one changing the password). */
  async revokeAllForUser(userId: string, keepSessionId?: string, manager?: EntityManager): Promise<void> {
    const where = { userId, revokedAt: IsNull(), ...(keepSessionId ? { id: Not(keepSessionId) } : {}) };
    await (manager ?? this.sessions.manager).update(SessionEntity, where, { revokedAt: new Date() });
  }

  private async verify(token: string): Promise<TokenClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<Partial<TokenClaims>>(token, { algorithms: ['HS256'] });
      // Malformed ids would make Postgres raise an error; treat them as an invalid token instead.
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null;
      if (!UUID_RE.test(claims.sub) || !UUID_RE.test(claims.sid)) return null;
      return { sub: claims.sub, sid: claims.sid };
    } catch {
      return null;
    }
  }

  private async touch(session: SessionEntity, user: UserEntity, now: Date): Promise<void> {
    const update = touchUpdate(session, sessionKind(session.rememberMe, user.isGuest), this.config, now);
    if (!update) return;
    await this.sessions.update({ id: session.id }, update);
    await this.sessions.manager.update(UserEntity, { id: user.id }, { lastSeenAt: now });
    Object.assign(session, update);
    user.lastSeenAt = now;
  }
}
