import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { apiErrorMessage } from '@/lib/api';
import { useForgotPasswordMutation } from '@/lib/session';
import { AuthCard, EmailInput, ErrorAlert } from './components/auth-chrome';
import { AuthLayout } from './components/AuthLayout';
import { EMAIL_PATTERN } from './lib/login-validation';

export function ForgotPasswordPage() {
  const [forgotPassword, { isLoading }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const address = email.trim();
    if (!address) return setFieldError('Email is required');
    if (!EMAIL_PATTERN.test(address)) return setFieldError('Please enter a valid email address.');
    setFieldError(null);
    const result = await forgotPassword({ email: address });
    if (result.data) setSent(result.data.message);
    else setFailure(apiErrorMessage(result.error, 'An error occurred. Please try again later.'));
  }

  return (
    <AuthLayout>
      <AuthCard
        title="Forgot your password?"
        lead="Enter the email you registered with and we will send you a link to choose a new password."
      >
        {sent ? (
          <Alert color="teal" variant="light" icon={<IconMailCheck size={18} aria-hidden />} role="status">
            {sent}
          </Alert>
        ) : (
          <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
            <Stack gap="md">
              {failure && <ErrorAlert>{failure}</ErrorAlert>}
              <EmailInput
                value={email}
                error={fieldError}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Button type="submit" size="md" fullWidth loading={isLoading}>
                Send reset link
              </Button>
            </Stack>
          </form>
        )}
        <Anchor
          component={Link}
          to="/login"
          size="sm"
          mt="lg"
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4 }}
        >
          <IconArrowLeft size={14} aria-hidden /> Back to login
        </Anchor>
      </AuthCard>
    </AuthLayout>
  );
}
