import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useGuestAccess } from '@/components/guest-access';

/**
 * Spec "Landing": a button logs in as a guest, then goes to its path; it navigates only when that worked.
 * `busyPath` is the path whose button is waiting (one at a time).
 */
export function useGuestStart() {
  const navigate = useNavigate();
  const guest = useGuestAccess();
  const [busyPath, setBusyPath] = useState<string | null>(null);

  async function startAsGuest(path: string) {
    if (busyPath) return;
    setBusyPath(path);
    const result = await guest.start();
    setBusyPath(null);
    if (result.ok) {
      void navigate(path);
      return;
    }
    console.error('Guest login failed', result.error);
    notifications.show({
      id: 'landing-guest-failed',
      color: 'red',
      title: 'Could not start a guest session',
      message: 'Please try again in a moment, or log in.',
      autoClose: 5000,
    });
  }

  return { busyPath, startAsGuest };
}

/** What the sections with guest buttons receive from the page. */
export type GuestStart = ReturnType<typeof useGuestStart>;
