import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { PASSWORD_RULE_TEXT, ZPasswordSchema } from '@eps/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '@/lib/api';
import { useResetPasswordMutation } from '@/lib/session';
import { AuthCard, AuthLead, ErrorAlert } from './components/auth-chrome';
import { AuthLayout } from './components/AuthLayout';
import { REGISTER_MESSAGES } from './lib/register-validation';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const next: typeof errors = {};
    if (!ZPasswordSchema.safeParse(password).success) next.password = PASSWORD_RULE_TEXT;
    else if (password !== confirm) next.confirm = REGISTER_MESSAGES.mismatch;
    setErrors(next);
    if (next.password || next.confirm) return;
    const result = await resetPassword({ token, password });
    if (result.data) setDone(result.data.message);
    else setFailure(apiErrorMessage(result.error, 'An error occurred. Please try again later.'));
  }

  return (
    <AuthLayout>
      <AuthCard title="Choose a new password">
        {!token ? (
          <Stack gap="md" mt="lg">
            <ErrorAlert color="orange">
              This reset link is incomplete: it has no reset token. Please ask for a new link.
            </ErrorAlert>
            <Button component={Link} to="/forgot-password" variant="light">
              Request a new reset link
            </Button>
          </Stack>
        ) : done ? (
          <Stack gap="md" mt="lg">
            <Alert
              color="teal"
              variant="light"
              icon={<IconCircleCheck size={18} aria-hidden />}
              role="status"
            >
              {done}
            </Alert>
            <Button component={Link} to="/login" replace>
              Go to login
            </Button>
          </Stack>
        ) : (
          <>
            <AuthLead>{PASSWORD_RULE_TEXT}</AuthLead>
            <form onSubmit={onSubmit} noValidate aria-label="Reset password">
              <Stack gap="md">
                {failure && (
                  <ErrorAlert>
                    {failure}{' '}
                    <Anchor component={Link} to="/forgot-password" inherit>
                      Request a new link
                    </Anchor>
                  </ErrorAlert>
                )}
                <PasswordInput
                  label="New Password"
                  autoComplete="new-password"
                  placeholder={PASSWORD_RULE_TEXT}
                  value={password}
                  error={errors.password}
                  visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
                  onChange={(e) => setPassword(e.currentTarget.value)}
                />
                <PasswordInput
                  label="Confirm Password"
                  autoComplete="new-password"
                  placeholder="Type the password again"
                  value={confirm}
                  error={errors.confirm}
                  visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
                  onChange={(e) => setConfirm(e.currentTarget.value)}
                />
                <Button type="submit" size="md" fullWidth loading={isLoading}>
                  Reset password
                </Button>
              </Stack>
            </form>
          </>
        )}
        <Anchor component={Link} to="/login" size="sm" mt="lg" display="inline-block">
          Back to login
        </Anchor>
      </AuthCard>
    </AuthLayout>
  );
}
