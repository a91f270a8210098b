import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, Not } from 'typeorm';
import { SessionEntity } from '../../database/entities';
import type { Transaction } from '../../database/transactions';

export type NewSession = Pick<
  SessionEntity,
  'userId' | 'rememberMe' | 'lastSeenAt' | 'expiresAt' | 'userAgent' | 'ip'
>;

/** Server-side sessions: a row ends by expiring or by being revoked, never by being deleted. */
@Injectable()
export class SessionsRepository {
  constructor(private readonly db: DataSource) {}

  create(session: NewSession): Promise<SessionEntity> {
    return this.sessions().save(this.sessions().create(session));
  }

  /** The session only when it belongs to that user, so a token can not pair one user with another's session. */
  findOfUser(id: string, userId: string): Promise<SessionEntity | null> {
    return this.sessions().findOneBy({ id, userId });
  }

  async update(id: string, changes: Pick<SessionEntity, 'lastSeenAt' | 'expiresAt'>): Promise<void> {
    await this.sessions().update({ id }, changes);
  }

  async revoke(id: string, at: Date): Promise<void> {
    await this.sessions().update({ id, revokedAt: IsNull() }, { revokedAt: at });
  }

  async revokeAllOfUser(userId: string, at: Date, keepSessionId?: string, tx?: Transaction): Promise<void> {
    const where = { userId, revokedAt: IsNull(), ...(keepSessionId ? { id: Not(keepSessionId) } : {}) };
    await this.sessions(tx).update(where, { revokedAt: at });
  }

  /** Sessions not revoked and not past their expiry, split by whether their user is a guest. */
  async countLive(now: Date): Promise<{ users: number; guests: number }> {
    const [row] = (await this.db.query(
      `SELECT count(*) FILTER (WHERE NOT u.is_guest)::int AS users, count(*) FILTER (WHERE u.is_guest)::int AS guests
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.revoked_at IS NULL AND s.expires_at > $1`,
      [now],
    )) as [{ users: number; guests: number }];
    return row;
  }

  private sessions(tx?: Transaction) {
    return (tx ?? this.db.manager).getRepository(SessionEntity);
  }
}
