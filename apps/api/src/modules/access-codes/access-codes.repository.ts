import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TeacherAccessCodeEntity } from '../../database/entities';
import type { Transaction } from '../../database/transactions';

export type NewAccessCodeRow = Pick<
  TeacherAccessCodeEntity,
  'code' | 'label' | 'maxUses' | 'expiresAt' | 'createdBy'
>;

/** Teacher access codes; a code is revoked, never deleted, so who registered with which stays readable. */
@Injectable()
export class AccessCodesRepository {
  constructor(private readonly db: DataSource) {}

  listNewestFirst(): Promise<TeacherAccessCodeEntity[]> {
    return this.codes().find({ order: { createdAt: 'DESC' } });
  }

  findById(id: string): Promise<TeacherAccessCodeEntity | null> {
    return this.codes().findOneBy({ id });
  }

  create(row: NewAccessCodeRow): Promise<TeacherAccessCodeEntity> {
    return this.codes().save(this.codes().create(row));
  }

  async markRevoked(id: string, at: Date): Promise<void> {
    await this.codes().update({ id }, { revokedAt: at });
  }

  /** Inserts the code unless it exists; an existing code keeps its label and use count. */
  async insertIfMissing(code: string, label: string): Promise<void> {
    await this.codes().createQueryBuilder().insert().values({ code, label }).orIgnore().execute();
  }

  /**
   * Reads the code and locks its row until `tx` ends, so two concurrent registrations can not both
   * take its last use.
   */
  findByCodeForUpdate(code: string, tx: Transaction): Promise<TeacherAccessCodeEntity | null> {
    return this.codes(tx)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where('c.code = :code', { code })
      .getOne();
  }

  async countUse(id: string, tx: Transaction): Promise<void> {
    await this.codes(tx).increment({ id }, 'uses', 1);
  }

  private codes(tx?: Transaction) {
    return (tx ?? this.db.manager).getRepository(TeacherAccessCodeEntity);
  }
}
