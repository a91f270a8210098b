import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Role } from '@eps/contracts';
import { UserEntity } from '../../database/entities';
import type { Transaction } from '../../database/transactions';

export interface NewUser {
  username: string;
  email: string | null;
  passwordHash: string | null;
  fullName: string;
  role: Role;
  isGuest: boolean;
}

type UserUpdate = Partial<Pick<UserEntity, 'fullName' | 'role' | 'passwordHash' | 'isGuest' | 'lastSeenAt'>>;

/** The users table; the password hash and the avatar bytes are only read by the methods that say so. */
@Injectable()
export class UsersRepository {
  constructor(private readonly db: DataSource) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users().findOneBy({ id });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users().findOneBy({ email });
  }

  existsWithEmail(email: string, tx?: Transaction): Promise<boolean> {
    return this.users(tx).existsBy({ email });
  }

  findWithPasswordByUsername(username: string): Promise<UserEntity | null> {
    return this.users()
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.username = :username', { username })
      .getOne();
  }

  findWithPasswordById(id: string): Promise<UserEntity | null> {
    return this.users()
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id })
      .getOne();
  }

  /** Re-reads the row so defaults (created_at) come from the database and the hash is not carried around. */
  async create(data: NewUser, tx?: Transaction): Promise<UserEntity> {
    const users = this.users(tx);
    const saved = await users.save(users.create(data));
    return users.findOneByOrFail({ id: saved.id });
  }

  async update(id: string, changes: UserUpdate, tx?: Transaction): Promise<void> {
    await this.users(tx).update({ id }, changes);
  }

  async setAvatar(id: string, avatar: { data: Buffer; mime: string } | null): Promise<void> {
    await this.users().update(
      { id },
      avatar
        ? { avatar: avatar.data, avatarMime: avatar.mime, avatarUpdatedAt: new Date() }
        : { avatar: null, avatarMime: null, avatarUpdatedAt: null },
    );
  }

  async findAvatar(id: string): Promise<{ data: Buffer; mime: string } | null> {
    const row = await this.users()
      .createQueryBuilder('u')
      .addSelect('u.avatar')
      .where('u.id = :id', { id })
      .getOne();
    return row?.avatar && row.avatarMime ? { data: row.avatar, mime: row.avatarMime } : null;
  }

  /** Deletes guests last seen before the cutoff; their rows in other tables go by ON DELETE CASCADE. */
  async deleteGuestsSeenBefore(cutoff: Date): Promise<number> {
    const result = await this.users()
      .createQueryBuilder()
      .delete()
      .where('is_guest = true AND last_seen_at < :cutoff', { cutoff })
      .execute();
    return result.affected ?? 0;
  }

  private users(tx?: Transaction) {
    return (tx ?? this.db.manager).getRepository(UserEntity);
  }
}
