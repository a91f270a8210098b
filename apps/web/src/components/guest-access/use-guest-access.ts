import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { User } from '@eps/contracts';
import type { AppDispatch } from '@/app/store';
import { sessionApi, useGuestLoginMutation } from '@/lib/session';

export type GuestAccessResult =
  | { ok: true; user: User; reused: boolean }
  | { ok: false; error: FetchBaseQueryError | SerializedError | undefined };

function isUnauthorized(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return !!error && 'status' in error && error.status === 401;
}

/**
 * Guest login of spec section 4 "Session": ask check-auth first; a session that already exists
 * (guest or signed in) is reused; on 401 a guest session is created; any other error fails.
 * The caller decides what to do with the result (navigate only on `ok`).
 */
export function useGuestAccess() {
  const dispatch = useDispatch<AppDispatch>();
  const [guestLogin] = useGuestLoginMutation();
  const [pending, setPending] = useState(false);

  const start = useCallback(async (): Promise<GuestAccessResult> => {
    setPending(true);
    try {
      const check = await dispatch(
        sessionApi.endpoints.checkAuth.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      if (check.data) return { ok: true, user: check.data.user, reused: true };
      if (!isUnauthorized(check.error)) return { ok: false, error: check.error };

      const created = await guestLogin();
      if (created.data) return { ok: true, user: created.data.user, reused: false };
      return { ok: false, error: created.error };
    } catch (error) {
      return {
        ok: false,
        error: { name: 'Error', message: error instanceof Error ? error.message : String(error) },
      };
    } finally {
      setPending(false);
    }
  }, [dispatch, guestLogin]);

  return { start, pending };
}
