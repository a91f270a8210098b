import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { PasswordResetTokenEntity } from '../../database/entities';
import type { Transaction } from '../../database/transactions';

/** Reset links by the hash of their token; a link is used once, then kept as a record. */
@Injectable()
export class PasswordResetTokensRepository {
  constructor(private readonly db: DataSource) {}

  async add(token: Pick<PasswordResetTokenEntity, 'userId' | 'tokenHash' | 'expiresAt'>): Promise<void> {
    await this.tokens().insert(token);
  }

  /**
   * Marks the unused, unexpired token with this hash as used, in one statement so that two requests
   * racing with the same link can not both get it; returns its user, or null when there is no such token.
   */
  async consume(tokenHash: string, tx: Transaction): Promise<string | null> {
    const result = await this.tokens(tx)
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash })
      .returning('user_id')
      .execute();
    return (result.raw as Array<{ user_id: string }>)[0]?.user_id ?? null;
  }

  async markAllUsedOfUser(userId: string, at: Date, tx: Transaction): Promise<void> {
    await this.tokens(tx).update({ userId, usedAt: IsNull() }, { usedAt: at });
  }

  private tokens(tx?: Transaction) {
    return (tx ?? this.db.manager).getRepository(PasswordResetTokenEntity);
  }
}
