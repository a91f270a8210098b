import {
  accessCodeProblem,
  ACCESS_CODE_LENGTH,
  generateAccessCode,
  normalizeAccessCode,
} from './access-code.rules';

describe('access code rules', () => {
  const now = new Date('2025-01-01T12:00:00Z');
  const fresh = { maxUses: null, uses: 0, expiresAt: null, revokedAt: null };

  it('accepts an unlimited, unexpired, unrevoked code', () => {
    expect(accessCodeProblem(fresh, now)).toBeNull();
    expect(accessCodeProblem({ ...fresh, uses: 500 }, now)).toBeNull();
  });

  it('refuses revoked codes first', () => {
    expect(accessCodeProblem({ ...fresh, revokedAt: now, uses: 9, maxUses: 1 }, now)).toBe('revoked');
  });

  it('refuses a code at or after its expiry', () => {
    expect(accessCodeProblem({ ...fresh, expiresAt: now }, now)).toBe('expired');
    expect(accessCodeProblem({ ...fresh, expiresAt: new Date(now.getTime() + 1000) }, now)).toBeNull();
  });

  it('refuses a code whose uses reached max uses', () => {
    expect(accessCodeProblem({ ...fresh, maxUses: 2, uses: 1 }, now)).toBeNull();
    expect(accessCodeProblem({ ...fresh, maxUses: 2, uses: 2 }, now)).toBe('used-up');
  });

  it('generates unambiguous upper-case codes of the expected length', () => {
    const codes = new Set(Array.from({ length: 200 }, () => generateAccessCode()));
    expect(codes.size).toBe(200);
    for (const c of codes) expect(c).toMatch(new RegExp(`^[0-9A-HJKMNP-TV-Z]{${ACCESS_CODE_LENGTH}}$`));
  });

  it('normalises case and blanks', () => {
    expect(normalizeAccessCode('  abc-12x ')).toBe('ABC-12X');
  });
});
