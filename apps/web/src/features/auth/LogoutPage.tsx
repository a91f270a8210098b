import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLogoutMutation } from '@/lib/session';

/** /logout: end the session on the server, then go to /login (replacing this entry in history). */
export function LogoutPage() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .then((result) => {
        if (result.error) console.error('Logout failed', result.error);
      })
      .finally(() => navigate('/login', { replace: true }));
  }, [logout, navigate]);

  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Logging out…</Text>
      </Stack>
    </Center>
  );
}
