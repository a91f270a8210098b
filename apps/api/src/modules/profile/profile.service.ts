import { Injectable } from '@nestjs/common';
import { Repository } from 'typeorm';
import { UserEntity } from '../../database/entities';
import { InjectRepository } from '../../database/database.module';
import { SessionsService } from '../auth/sessions.service';
import { hashPassword, verifyPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { detectImageMime } from './image-type';
import { ProfileErrors } from './profile.errors';

@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(UserEntity) private readonly userRepo: Repository<UserEntity>,
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
    await this.userRepo.update(
      { id: user.id },
      { avatar: file.buffer, avatarMime: mime, avatarUpdatedAt: new Date() },
    );
    return this.userRepo.findOneByOrFail({ id: user.id });
  }

  async deleteAvatar(user: UserEntity): Promise<UserEntity> {
    assertNotGuest(user);
    await this.userRepo.update({ id: user.id }, { avatar: null, avatarMime: null, avatarUpdatedAt: null });
    return this.userRepo.findOneByOrFail({ id: user.id });
  }

  async getAvatar(userId: string): Promise<{ data: Buffer; mime: string }> {
    const row = await this.userRepo
      .createQueryBuilder('u')
      .addSelect('u.avatar')
      .where('u.id = :id', { id: userId })
      .getOne();
    if (!row?.avatar || !row.avatarMime) throw ProfileErrors.avatarNotFound();
    return { data: row.avatar, mime: row.avatarMime };
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
