import { Injectable } from '@nestjs/common';
import type { UserEntity } from '../../database/entities';
import { SessionsService } from '../auth/sessions.service';
import { hashPassword, verifyPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { detectImageMime } from './image-type';
import { ProfileErrors } from './profile.errors';

@Injectable()
export class ProfileService {
  constructor(
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  updateFullName(user: UserEntity, fullName: string): Promise<UserEntity> {
    assertNotGuest(user);
    return this.users.updateFullName(user.id, fullName);
  }

  async setAvatar(user: UserEntity, file: { buffer: Buffer } | undefined): Promise<UserEntity> {
    assertNotGuest(user);
    if (!file) throw ProfileErrors.avatarMissing();
    const mime = detectImageMime(file.buffer);
    if (!mime) throw ProfileErrors.avatarNotImage();
    return this.users.setAvatar(user.id, { data: file.buffer, mime });
  }

  async deleteAvatar(user: UserEntity): Promise<UserEntity> {
    assertNotGuest(user);
    return this.users.setAvatar(user.id, null);
  }

  async getAvatar(userId: string): Promise<{ data: Buffer; mime: string }> {
    const avatar = await this.users.findAvatar(userId);
    if (!avatar) throw ProfileErrors.avatarNotFound();
    return avatar;
  }

  /** Needs the current password; keeps the session that made the change and ends all others. */
  async changePassword(
    user: UserEntity,
    sessionId: string,
    oldPassword: string,
    newPassword: string,
  ): Promise<void> {
    assertNotGuest(user);
    const withHash = await this.users.findWithPasswordById(user.id);
    if (!(await verifyPassword(withHash?.passwordHash ?? null, oldPassword)))
      throw ProfileErrors.wrongPassword();
    await this.users.setPasswordHash(user.id, await hashPassword(newPassword));
    await this.sessions.revokeAllForUser(user.id, sessionId);
  }
}

function assertNotGuest(user: UserEntity): void {
  if (user.isGuest) throw ProfileErrors.guestForbidden();
}
