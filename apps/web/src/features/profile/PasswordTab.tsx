import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { PASSWORD_RULE_TEXT, ZPasswordSchema } from '@eps/contracts';
import { apiErrorMessage } from '@/lib/api';
import { useChangePasswordMutation } from './profile-api';

interface Errors {
  oldPassword?: string;
  newPassword?: string;
  confirm?: string;
}

/** Client-side checks of the change-password form. */
export function validatePasswordChange(oldPassword: string, newPassword: string, confirm: string): Errors {
  const errors: Errors = {};
  if (!oldPassword) errors.oldPassword = 'Current password is required.';
  if (!ZPasswordSchema.safeParse(newPassword).success) errors.newPassword = PASSWORD_RULE_TEXT;
  if (newPassword !== confirm) errors.confirm = 'Passwords do not match';
  return errors;
}

type Field = keyof Errors;

const FIELDS: { name: Field; label: string; autoComplete: string; description?: string }[] = [
  { name: 'oldPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    description: PASSWORD_RULE_TEXT,
  },
  { name: 'confirm', label: 'Confirm new password', autoComplete: 'new-password' },
];

const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirm: '' };

/** The 'password' tab: current, new and confirm. */
export function PasswordTab() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { oldPassword, newPassword, confirm } = values;
    const found = validatePasswordChange(oldPassword, newPassword, confirm);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await changePassword({ oldPassword, newPassword }).unwrap();
      setValues(EMPTY);
      notifications.show({ color: 'green', message: 'Password changed. Other sessions were signed out.' });
    } catch (error) {
      setErrors({
        oldPassword: apiErrorMessage(error as never, 'Could not change your password. Please try again.'),
      });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="md" maw={520}>
        {FIELDS.map(({ name, ...field }) => (
          <PasswordInput
            key={name}
            {...field}
            value={values[name]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((current) => ({ ...current, [name]: value }));
            }}
            error={errors[name]}
            required
          />
        ))}
        <Group>
          <Button type="submit" loading={isLoading}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
