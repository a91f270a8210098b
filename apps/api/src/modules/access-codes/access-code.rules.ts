import { randomInt } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so a code read aloud or copied from paper is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ACCESS_CODE_LENGTH = 10;

export function generateAccessCode(length = ACCESS_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** Codes are compared case-insensitively and without surrounding blanks. */
export function normalizeAccessCode(code: string): string {
  return code.trim().toUpperCase();
}

export interface AccessCodeState {
  maxUses: number | null;
  uses: number;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export type AccessCodeProblem = 'revoked' | 'expired' | 'used-up';

/** Why a code can not be redeemed right now, or null when it can. */
export function accessCodeProblem(code: AccessCodeState, now: Date): AccessCodeProblem | null {
  if (code.revokedAt) return 'revoked';
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.maxUses !== null && code.uses >= code.maxUses) return 'used-up';
  return null;
}
