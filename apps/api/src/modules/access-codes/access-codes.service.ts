import { Injectable, Logger } from '@nestjs/common';
import type { AccessCode } from '@eps/contracts';
import { AppError } from '../../common/app-error';
import type { TeacherAccessCodeEntity } from '../../database/entities';
import { isUniqueViolation } from '../../database/pg-errors';
import type { Transaction } from '../../database/transactions';
import { accessCodeProblem, generateAccessCode, normalizeAccessCode } from './access-code.rules';
import { AccessCodesRepository } from './access-codes.repository';

export const AccessCodeErrors = {
  invalid: () => new AppError(403, 'AUTH_INVALID_ACCESS_CODE', 'Invalid teacher access code.'),
  notFound: () => new AppError(404, 'ACCESS_CODE_NOT_FOUND', 'This access code was not found.'),
};

export interface NewAccessCode {
  label?: string;
  maxUses?: number | null;
  expiresAt?: Date | null;
  createdBy?: string | null;
}

export function toAccessCodeDto(c: TeacherAccessCodeEntity): AccessCode {
  return {
    id: c.id,
    code: c.code,
    label: c.label,
    maxUses: c.maxUses,
    uses: c.uses,
    expiresAt: c.expiresAt?.toISOString() ?? null,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

@Injectable()
export class AccessCodesService {
  private readonly logger = new Logger(AccessCodesService.name);

  constructor(private readonly codes: AccessCodesRepository) {}

  list(): Promise<TeacherAccessCodeEntity[]> {
    return this.codes.listNewestFirst();
  }

  async create(input: NewAccessCode): Promise<TeacherAccessCodeEntity> {
    // A collision among 32^10 codes is practically impossible, but retrying costs nothing.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.insert(generateAccessCode(), input);
      } catch (err) {
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
  }

  async revoke(id: string): Promise<TeacherAccessCodeEntity> {
    const code = await this.codes.findById(id);
    if (!code) throw AccessCodeErrors.notFound();
    if (!code.revokedAt) {
      code.revokedAt = new Date();
      await this.codes.markRevoked(id, code.revokedAt);
    }
    return code;
  }

  /** Seeds codes from TEACHER_ACCESS_CODES; existing codes (and their use counts) are left alone. */
  async seed(codes: string[]): Promise<void> {
    for (const raw of codes) {
      await this.codes.insertIfMissing(normalizeAccessCode(raw), 'from configuration');
    }
    if (codes.length) this.logger.log(`Ensured ${codes.length} teacher access code(s) from configuration`);
  }

  /**
   * Validates and counts one use of a code inside the caller's transaction. The row lock makes two
   * concurrent registrations unable to both take the last use of a code.
   */
  async redeem(tx: Transaction, rawCode: string, now = new Date()): Promise<void> {
    const code = await this.codes.findByCodeForUpdate(normalizeAccessCode(rawCode), tx);
    if (!code || accessCodeProblem(code, now)) throw AccessCodeErrors.invalid();
    await this.codes.countUse(code.id, tx);
  }

  private insert(code: string, input: NewAccessCode): Promise<TeacherAccessCodeEntity> {
    return this.codes.create({
      code,
      label: input.label ?? '',
      maxUses: input.maxUses ?? null,
      expiresAt: input.expiresAt ?? null,
      createdBy: input.createdBy ?? null,
    });
  }
}
