import { initialExpiry, sessionKind, touchUpdate } from './session-policy';

describe('session policy', () => {
  const policy = { sessionTtlHours: 12, guestInactivityHours: 72 };
  const now = new Date('2025-03-01T10:00:00Z');
  const hours = (h: number) => h * 3600 * 1000;

  it('classifies sessions', () => {
    expect(sessionKind(true, false)).toBe('remember');
    expect(sessionKind(false, false)).toBe('idle');
    expect(sessionKind(true, true)).toBe('guest');
  });

  it('gives remember-me 7 days, others their idle time', () => {
    expect(initialExpiry('remember', policy, now).getTime() - now.getTime()).toBe(hours(24 * 7));
    expect(initialExpiry('idle', policy, now).getTime() - now.getTime()).toBe(hours(12));
    expect(initialExpiry('guest', policy, now).getTime() - now.getTime()).toBe(hours(72));
  });

  it('does not write when touched within the last minute', () => {
    const session = { lastSeenAt: new Date(now.getTime() - 30_000), expiresAt: now };
    expect(touchUpdate(session, 'idle', policy, now)).toBeNull();
  });

  it('slides idle sessions but never extends remember-me ones', () => {
    const session = {
      lastSeenAt: new Date(now.getTime() - 120_000),
      expiresAt: new Date(now.getTime() + hours(1)),
    };
    expect(touchUpdate(session, 'idle', policy, now)).toEqual({
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + hours(12)),
    });
    expect(touchUpdate(session, 'remember', policy, now)).toEqual({
      lastSeenAt: now,
      expiresAt: session.expiresAt,
    });
  });
});
