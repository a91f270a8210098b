import { Button, Group, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { api, apiErrorMessage } from '@/lib/api';
import { useLogoutMutation } from '@/lib/session';

/** Logout asks first (spec: 'Are you sure you want to log out?' with Cancel and Confirm). */
export function LogoutConfirmModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await logout().unwrap();
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Logout failed',
        message: apiErrorMessage(error as never, 'Could not reach the server. Please try again.'),
      });
      return;
    }
    onClose();
    void navigate('/login', { replace: true });
    dispatch(api.util.resetApiState());
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Log out" centered size="sm">
      <Text>Are you sure you want to log out?</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button color="red" onClick={() => void confirm()} loading={isLoading}>
          Confirm
        </Button>
      </Group>
    </Modal>
  );
}
