import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { RegisterForm } from '../hooks/use-register-form';

const POPUP_ICON = {
  'Error!': { color: 'red', icon: IconCircleX, label: 'Error' },
  Notice: { color: 'yellow', icon: IconAlertTriangle, label: 'Warning' },
  'Success!': { color: 'teal', icon: IconCircleCheck, label: 'Success' },
} as const;

/** The register page's 'Error!', 'Notice' and 'Success!' popup of spec section 8. */
export function RegisterPopup({
  form: { popup, popupOpen, succeeded, closePopup },
}: {
  form: Pick<RegisterForm, 'popup' | 'popupOpen' | 'succeeded' | 'closePopup'>;
}) {
  const look = popup ? POPUP_ICON[popup.title] : null;
  return (
    <Modal opened={popupOpen} onClose={closePopup} title={popup?.title} centered size="sm">
      {popup && look && (
        <Stack gap="lg">
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon
              color={look.color}
              variant="light"
              size={40}
              radius="xl"
              role="img"
              aria-label={look.label}
            >
              <look.icon size={24} aria-hidden />
            </ThemeIcon>
            <Text mt={8}>{popup.message}</Text>
          </Group>
          <Group justify="flex-end">
            <Button
              onClick={closePopup}
              color={look.color === 'yellow' ? 'orange' : look.color}
              data-autofocus
            >
              {succeeded ? 'Go to login' : 'OK'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
