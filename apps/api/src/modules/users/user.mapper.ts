import type { User } from '@eps/contracts';
import { UserEntity } from '../../database/entities';

export function avatarPathOf(user: Pick<UserEntity, 'id' | 'avatarUpdatedAt'>): string | null {
  // The version parameter changes with every upload, so browsers may cache the image forever.
  return user.avatarUpdatedAt ? `/api/avatars/${user.id}?v=${user.avatarUpdatedAt.getTime()}` : null;
}

/** The public shape of a user (ZUserSchema); never carries the password hash or avatar bytes. */
export function toUserDto(user: UserEntity): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    fullName: user.fullName,
    avatarPath: avatarPathOf(user),
    role: user.role,
    isGuest: user.isGuest,
    createdAt: user.createdAt.toISOString(),
  };
}
