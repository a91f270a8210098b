import { Anchor, Box, Button, Checkbox, Divider, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconUserBolt } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useGuestAccess } from '@/components/guest-access';
import { useLoginMutation } from '@/lib/session';
import { AuthCard, EmailInput, ErrorAlert } from './components/auth-chrome';
import { AuthLayout } from './components/AuthLayout';
import classes from './auth.module.css';
import { LoginCarousel } from './components/LoginCarousel';
import { guestErrorMessage, LOGIN_MESSAGES, loginErrorMessage, validateLogin } from './lib/login-validation';
import { loginRedirectTarget } from './lib/redirect-target';
import { TermsCheckboxLabel } from './components/TermsCheckboxLabel';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();
  const guest = useGuestAccess();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [rememberMe, setRememberMe] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [termsBubble, setTermsBubble] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const target = () => loginRedirectTarget(location.state, location.search);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const check = validateLogin({ email, password, agreed });
    if (!check.ok) {
      if (check.field === 'terms') setTermsBubble(true);
      else setFormError(check.message);
      return;
    }
    const result = await login({ username: email.trim(), password, rememberMe });
    if (result.error) {
      setFormError(loginErrorMessage(result.error));
      return;
    }
    void navigate(target(), { replace: true });
  }

  async function onGuest() {
    setFormError(null);
    const result = await guest.start();
    if (!result.ok) {
      console.error('Guest login failed', result.error);
      setFormError(guestErrorMessage(result.error));
      return;
    }
    void navigate(target(), { replace: true });
  }

  const busy = isLoading || guest.pending;

  return (
    <AuthLayout size="lg">
      <div className={classes.split}>
        <AuthCard title="Welcome back" lead="Log in to continue your exam prep." className={classes.card}>
          <form onSubmit={onSubmit} noValidate aria-label="Login">
            <Stack gap="md">
              {formError && <ErrorAlert>{formError}</ErrorAlert>}
              <EmailInput value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                placeholder="Your password"
                value={password}
                error={passwordError}
                visibilityToggleButtonProps={{ 'aria-label': 'Show or hide characters' }}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setPassword(value);
                  setPasswordError(value === '' ? LOGIN_MESSAGES.passwordRequired : null);
                }}
              />
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Checkbox
                  label="Remember me"
                  checked={rememberMe}
                  onChange={(e) => setRememberMe(e.currentTarget.checked)}
                />
                <Anchor component={Link} to="/forgot-password" size="sm">
                  Forgot password?
                </Anchor>
              </Group>

              <div>
                <Checkbox
                  size="sm"
                  checked={agreed}
                  label={<TermsCheckboxLabel />}
                  aria-describedby={termsBubble ? 'login-terms-bubble' : undefined}
                  onChange={(e) => {
                    setAgreed(e.currentTarget.checked);
                    if (e.currentTarget.checked) setTermsBubble(false);
                  }}
                />
                {termsBubble && (
                  <div id="login-terms-bubble" role="alert" className={classes.bubble}>
                    {LOGIN_MESSAGES.terms}
                  </div>
                )}
              </div>

              <Button type="submit" size="md" fullWidth loading={isLoading} disabled={busy && !isLoading}>
                Login
              </Button>
            </Stack>
          </form>

          <Text size="sm" ta="center" mt="md">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to="/register" fw={600}>
              Sign up now
            </Anchor>
          </Text>

          <Divider my="lg" label="or" labelPosition="center" />

          <Button
            variant="light"
            size="md"
            fullWidth
            leftSection={<IconUserBolt size={18} aria-hidden />}
            loading={guest.pending}
            disabled={busy && !guest.pending}
            onClick={onGuest}
          >
            Guest Access / Try it now!
          </Button>
          <Text size="xs" c="dimmed" ta="center" mt={6}>
            No account needed. Guest sessions are temporary.
          </Text>
        </AuthCard>

        <Box visibleFrom="md">
          <LoginCarousel />
        </Box>
      </div>
    </AuthLayout>
  );
}
