import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { Outlet } from 'react-router';
import { loadingTimedOut, useCheckAuthQuery } from '@/lib/session';

/** Spec section 9: the auth loading time-out. */
export const AUTH_LOADING_TIMEOUT_MS = 5000;

/**
 * Root layout route: asks the server once who is signed in (check-auth) and ends the loading
 * state after 5 seconds whatever that call is doing (spec section 4 "Session").
 */
export function SessionBootstrap() {
  const dispatch = useDispatch();
  useCheckAuthQuery();

  useEffect(() => {
    const timer = setTimeout(() => dispatch(loadingTimedOut()), AUTH_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [dispatch]);

  return <Outlet />;
}
