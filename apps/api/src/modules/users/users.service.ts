import { Injectable, Logger } from '@nestjs/common';
import type { UserEntity } from '../../database/entities';
import type { Transaction } from '../../database/transactions';
import { hashPassword } from './password';
import { UsersRepository, type NewUser } from './users.repository';

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);

  constructor(private readonly users: UsersRepository) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findByEmail(email.toLowerCase());
  }

  /** Within `tx` when given, so a registration sees the rows its own transaction wrote. */
  emailTaken(email: string, tx?: Transaction): Promise<boolean> {
    return this.users.existsWithEmail(email.toLowerCase(), tx);
  }

  /** Loads the user with its password hash (deselected by default) for credential checks. */
  findWithPasswordByUsername(username: string): Promise<UserEntity | null> {
    return this.users.findWithPasswordByUsername(username.trim().toLowerCase());
  }

  findWithPasswordById(id: string): Promise<UserEntity | null> {
    return this.users.findWithPasswordById(id);
  }

  create(data: NewUser, tx?: Transaction): Promise<UserEntity> {
    return this.users.create({ ...data, username: data.username.toLowerCase() }, tx);
  }

  setPasswordHash(userId: string, passwordHash: string, tx?: Transaction): Promise<void> {
    return this.users.update(userId, { passwordHash }, tx);
  }

  markSeen(userId: string, at: Date): Promise<void> {
    return this.users.update(userId, { lastSeenAt: at });
  }

  async updateFullName(userId: string, fullName: string): Promise<UserEntity> {
    await this.users.update(userId, { fullName });
    return this.reload(userId);
  }

  async setAvatar(userId: string, avatar: { data: Buffer; mime: string } | null): Promise<UserEntity> {
    await this.users.setAvatar(userId, avatar);
    return this.reload(userId);
  }

  findAvatar(userId: string): Promise<{ data: Buffer; mime: string } | null> {
    return this.users.findAvatar(userId);
  }

  deleteGuestsSeenBefore(cutoff: Date): Promise<number> {
    return this.users.deleteGuestsSeenBefore(cutoff);
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
      await this.users.update(existing.id, {
        role: 'admin',
        passwordHash,
        isGuest: false,
        ...(input.fullName ? { fullName: input.fullName } : {}),
      });
      this.logger.log(`Admin account ensured for ${email}`);
      return this.reload(existing.id);
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

  private async reload(userId: string): Promise<UserEntity> {
    const user = await this.users.findById(userId);
    if (!user) throw new Error(`user ${userId} vanished while being updated`);
    return user;
  }
}
