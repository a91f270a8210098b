import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { TransactionRunner } from '../../database/transactions';
import { MailerService } from '../mail/mailer.service';
import { hashPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import { AuthErrors } from './auth.errors';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { SessionsService } from './sessions.service';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, we have sent a link to reset the password.';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@Injectable()
export class PasswordResetService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: PasswordResetTokensRepository,
    private readonly transactions: TransactionRunner,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly mailer: MailerService,
  ) {}

  /** Same answer whether or not the account exists, so the form can not be used to probe emails. */
  async requestReset(email: string): Promise<string> {
    const user = await this.users.findByEmail(email);
    if (!user || user.isGuest) return FORGOT_PASSWORD_MESSAGE;
    const token = randomBytes(32).toString('base64url');
    await this.tokens.add({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(Date.now() + this.config.passwordResetTtlMinutes * 60_000),
    });
    const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: user.email ?? email,
      subject: 'Reset your Exam Prep Studio password',
      text:
        `Hello ${user.fullName},\n\nUse this link to choose a new password:\n${link}\n\n` +
        `The link works once and expires in ${this.config.passwordResetTtlMinutes} minutes. ` +
        `If you did not ask for it, ignore this mail; your password stays unchanged.\n`,
    });
    return FORGOT_PASSWORD_MESSAGE;
  }

  /** Consumes the token atomically (single use), sets the password and ends every session of the user. */
  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.transactions.run(async (tx) => {
      const userId = await this.tokens.consume(hashResetToken(token), tx);
      if (!userId) throw AuthErrors.invalidResetToken();
      await this.users.setPasswordHash(userId, passwordHash, tx);
      // Any other link still in the user's mailbox must stop working too.
      await this.tokens.markAllUsedOfUser(userId, new Date(), tx);
      await this.sessions.revokeAllForUser(userId, undefined, tx);
    });
  }
}
