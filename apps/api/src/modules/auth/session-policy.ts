import { REMEMBER_ME_MS } from './cookies';

const HOUR_MS = 60 * 60 * 1000;
/** last_seen_at is written at most this often, so a busy page does not update the row on every call. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionPolicy {
  sessionTtlHours: number;
  guestInactivityHours: number;
}

export type SessionKind = 'remember' | 'idle' | 'guest';

export function sessionKind(rememberMe: boolean, isGuest: boolean): SessionKind {
  if (isGuest) return 'guest';
  return rememberMe ? 'remember' : 'idle';
}

/** Expiry at creation: remember-me lasts 7 days from login; the others expire after their idle time. */
export function initialExpiry(kind: SessionKind, policy: SessionPolicy, now: Date): Date {
  if (kind === 'remember') return new Date(now.getTime() + REMEMBER_ME_MS);
  return slidExpiry(kind, policy, now);
}

function slidExpiry(kind: Exclude<SessionKind, 'remember'>, policy: SessionPolicy, now: Date): Date {
  const hours = kind === 'guest' ? policy.guestInactivityHours : policy.sessionTtlHours;
  return new Date(now.getTime() + hours * HOUR_MS);
}

/**
 * What to write when a session is used: nothing if it was touched within the last minute, else the new
 * last_seen_at and, for idle-expiring sessions, a pushed-back expires_at.
 */
export function touchUpdate(
  session: { lastSeenAt: Date; expiresAt: Date },
  kind: SessionKind,
  policy: SessionPolicy,
  now: Date,
): { lastSeenAt: Date; expiresAt: Date } | null {
  if (now.getTime() - session.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return null;
  return {
    lastSeenAt: now,
    expiresAt: kind === 'remember' ? session.expiresAt : slidExpiry(kind, policy, now),
  };
}
