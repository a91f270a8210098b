import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, Repository } from 'typeorm';
import type { Role } from '@eps/contracts';
import { UserEntity } from '../../database/entities';
import { InjectRepository } from '../../database/database.module';
import { hashPassword } from './password';

export interface NewUser {
  username: string;
  email: string | null;
  passwordHash: string | null;
  fullName: string;
  role: Role;
  isGuest: boolean;
}

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /** Loads the user with its password hash (deselected by default) for credential checks. */
  findWithPasswordByUsername(username: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.username = :username', { username: username.trim().toLowerCase() })
      .getOne();
  }

  findWithPasswordById(id: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id })
      .getOne();
  }

  async create(data: NewUser, manager?: EntityManager): Promise<UserEntity> {
    const repo = manager ? manager.getRepository(UserEntity) : this.users;
    const saved = await repo.save(repo.create({ ...data, username: data.username.toLowerCase() }));
    // Re-read so defaults (created_at) come from the database and the hash is not carried around.
    return (await repo.findOneByOrFail({ id: saved.id })) as UserEntity;
  }

  async setPasswordHash(userId: string, passwordHash: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.users.manager).update(UserEntity, { id: userId }, { passwordHash });
  }

  async updateFullName(userId: string, fullName: string): Promise<UserEntity> {
    await this.users.update({ id: userId }, { fullName });
    return this.users.findOneByOrFail({ id: userId });
  }

  /**
   * Creates the admin account, or promotes and re-passwords an existing one with that email, so the
   * configured credentials always work after boot or after the CLI ran.
   */
  async ensureAdmin(input: { email: string; password: string; fullName?: string }): Promise<UserEntity> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const existing = await this.findByEmail(email);
    if (existing) {
      await this.users.update(
        { id: existing.id },
        {
          role: 'admin',
          passwordHash,
          isGuest: false,
          ...(input.fullName ? { fullName: input.fullName } : {}),
        },
      );
      this.logger.log(`Admin account ensured for ${email}`);
      return this.users.findOneByOrFail({ id: existing.id });
    }
    const created = await this.create({
      username: email,
      email,
      passwordHash,
      fullName: input.fullName ?? 'Administrator',
      role: 'admin',
      isGuest: false,
    });
    this.logger.log(`Admin account created for ${email}`);
    return created;
  }
}
