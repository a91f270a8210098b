import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { LoginRequest, RegisterRequest } from '@eps/contracts';
import type { UserEntity } from '../../database/entities';
import { isUniqueViolation } from '../../database/pg-errors';
import { TransactionRunner } from '../../database/transactions';
import { AccessCodesService } from '../access-codes/access-codes.service';
import { hashPassword, verifyPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { AuthErrors } from './auth.errors';
import type { AuthContext, ClientInfo } from './auth.types';
import { SessionsService } from './sessions.service';

export interface LoginResult {
  token: string;
  user: UserEntity;
  rememberMe: boolean;
}

@Injectable()
export class AuthService {
  /** Verified when the username is unknown, so a miss takes as long as a wrong password. */
  private dummyHash?: Promise<string>;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly accessCodes: AccessCodesService,
  ) {}

  async login(input: Required<LoginRequest>, client: ClientInfo): Promise<LoginResult> {
    const user = await this.users.findWithPasswordByUsername(input.username);
    const hash =
      user?.passwordHash ?? (await (this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'))));
    const ok = await verifyPassword(hash, input.password);
    if (!user || !user.passwordHash || user.isGuest || !ok) throw AuthErrors.invalidCredentials();
    const { token } = await this.sessions.create(user, input.rememberMe, client);
    user.passwordHash = null;
    return { token, user, rememberMe: input.rememberMe };
  }

  /** Registration creates the account only; the user logs in afterwards (the spec goes to /login). */
  async register(input: RegisterRequest & { accessCode: string }): Promise<UserEntity> {
    const passwordHash = await hashPassword(input.password);
    const email = input.email.toLowerCase();
    try {
      return await this.transactions.run(async (tx) => {
        if (await this.users.emailTaken(email, tx)) throw AuthErrors.emailTaken();
        if (input.role === 'teacher') await this.accessCodes.redeem(tx, input.accessCode);
        return this.users.create(
          {
            username: email,
            email,
            passwordHash,
            fullName: input.fullName,
            role: input.role,
            isGuest: false,
          },
          tx,
        );
      });
    } catch (err) {
      // Two registrations racing for one email: the unique index decides, the loser gets the same 409.
      if (isUniqueViolation(err)) throw AuthErrors.emailTaken();
      throw err;
    }
  }

  /** Reuses the caller's guest session when there is one, else creates a fresh guest user and session. */
  async guestLogin(
    current: AuthContext | undefined,
    client: ClientInfo,
  ): Promise<{ user: UserEntity; token?: string }> {
    if (current?.user.isGuest) return { user: current.user };
    const user = await this.users.create({
      username: `guest-${randomBytes(8).toString('hex')}`,
      email: null,
      passwordHash: null,
      fullName: 'Guest',
      role: 'student',
      isGuest: true,
    });
    const { token } = await this.sessions.create(user, false, client);
    return { user, token };
  }

  async logout(current: AuthContext | undefined): Promise<void> {
    if (current) await this.sessions.revoke(current.session.id);
  }
}
